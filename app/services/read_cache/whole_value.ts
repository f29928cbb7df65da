/*
| One whole value kept beside the read cache (the sitemap: every page of the
| site, too large to compete with the read cache's hot entries) by the read
| cache's rules: dropped when a table it was built from changes (the change
| listener's signal from PostgreSQL), at the next publication instant of
| those tables, and neither kept nor served while the listener is not
| connected or has reconnected since it was built (changes may have been
| missed), nor inside the test suite's global transactions. Requests that
| arrive while it is being built, with no change since the build started,
| wait for that build: one computation for any number of them.
*/
import type { ContentTable } from '#services/read_cache/read_cache'

export interface WholeValueSource<T> {
  tables: readonly ContentTable[]
  compute: () => Promise<T>
  /** the change signal is connected and reads may be cached (the read cache's rule) */
  usable: () => boolean
  /** changes each time the change listener reconnects */
  connection: () => number
  /** the next instant rows of these tables change by the clock (scheduled publishing) */
  clock: (tables: readonly ContentTable[]) => Promise<number | null>
  now?: () => number
}

interface Held<T> {
  value: T
  expiresAt: number | null
  connection: number
}

interface Build<T> {
  promise: Promise<T>
  generation: number
  connection: number
}

export class WholeValue<T> {
  #held: Held<T> | null = null
  #build: Build<T> | null = null
  #generation = 0

  constructor(private readonly source: WholeValueSource<T>) {}

  /** A committed change to `table` (the change listener): drop the value if built from it. */
  invalidate(table: string) {
    if (!(this.source.tables as readonly string[]).includes(table)) return
    this.#generation++
    this.#held = null
  }

  async get(): Promise<T> {
    if (!this.source.usable()) {
      return this.source.compute()
    }
    const connection = this.source.connection()
    const held = this.#held
    const now = (this.source.now ?? Date.now)()
    if (
      held &&
      held.connection === connection &&
      (held.expiresAt === null || now < held.expiresAt)
    ) {
      return held.value
    }
    const build = this.#build
    if (build && build.generation === this.#generation && build.connection === connection) {
      return build.promise
    }
    return this.#start(connection)
  }

  #start(connection: number): Promise<T> {
    const generation = this.#generation
    const promise = Promise.all([this.source.compute(), this.source.clock(this.source.tables)])
      .then(([value, expiresAt]) => {
        /* a change that arrived while building may not be in the value: serve it, do not keep it */
        const current =
          generation === this.#generation &&
          this.source.usable() &&
          connection === this.source.connection()
        if (current) this.#held = { value, expiresAt, connection }
        return value
      })
      .finally(() => {
        if (this.#build?.promise === promise) this.#build = null
      })
    this.#build = { promise, generation, connection }
    return promise
  }
}
