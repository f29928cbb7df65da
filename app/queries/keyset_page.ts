export interface Page<T> {
  rows: T[]
  total: number
  nextCursor: string | null
}

/**
 * A page from `limit + 1` rows in keyset order: the extra row only tells
 * that another page follows, and the cursor is made from the last kept row.
 */
export function keysetPage<T>(
  rows: T[],
  limit: number,
  total: number,
  cursorAfter: (row: T) => string
): Page<T> {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    rows: page,
    total,
    nextCursor: rows.length > limit && last ? cursorAfter(last) : null,
  }
}
