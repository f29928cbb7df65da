/*
| Long synchronous work split into turns of the event loop, so other requests
| (a health check, a small read) go in between: a page of 200 events took one
| block of 10-20 ms to serialize, and a burst of such pages held every other
| request behind them.
*/

/** Resolves on the next turn of the event loop, after pending I/O callbacks. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** `items.map(fn)`, `perTurn` items at a time. */
export async function mapInTurns<T, R>(
  items: readonly T[],
  perTurn: number,
  fn: (item: T) => R
): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < items.length; start += perTurn) {
    if (start > 0) await nextTurn()
    for (const item of items.slice(start, start + perTurn)) results.push(fn(item))
  }
  return results
}
