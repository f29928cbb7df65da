/*
| Requests that wait while the first of their kind goes through the full
| path: a burst of a hundred requests to a path the front has not learned
| yet (or refused by a budget whose 429 it has not kept yet) sends one
| through the router and the error handler, not a hundred. The first is let
| go when it has taught the front what it needed (`release`) or, at the
| latest, when its answer is done.
*/
import type { ServerResponse } from 'node:http'

export class FirstArrivals {
  #pending = new Map<string, { done: Promise<void>; release: () => void }>()

  /**
   * Undefined when this request is the first of `key` (it goes on, and `res`
   * ending lets the others go); else what it waits for.
   */
  enter(key: string, res: ServerResponse): Promise<void> | undefined {
    const pending = this.#pending.get(key)
    if (pending) return pending.done
    let release!: () => void
    const done = new Promise<void>((resolve) => (release = resolve))
    const entry = { done, release: () => this.#end(key, entry, release) }
    this.#pending.set(key, entry)
    res.once('close', entry.release)
    return undefined
  }

  /** The first of `key` taught what the others wait for: they go on now. */
  release(key: string) {
    this.#pending.get(key)?.release()
  }

  /** Keys whose first is still under way. */
  get size() {
    return this.#pending.size
  }

  #end(key: string, entry: { done: Promise<void> }, resolve: () => void) {
    if (this.#pending.get(key) === entry) this.#pending.delete(key)
    resolve()
  }
}
