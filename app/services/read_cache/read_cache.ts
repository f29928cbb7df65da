/*
| The read cache of the catalog: one per process, shared by every door (REST,
| MCP, A2A, site, discovery, docs search). Entries are keyed by a read's
| normalized parameters and hold the serialized answer. An entry goes away
| when a table it was built from changes (the change listener tells us, from
| PostgreSQL) and at the first instant any value in it would change by the
| clock (`expiresAt`, computed from its data). While the listener is not
| connected the cache is bypassed, so a missed change can never be served.
*/
import { AsyncLocalStorage } from 'node:async_hooks'
import db from '@adonisjs/lucid/services/db'
import { deepFreeze } from '#services/read_cache/deep_freeze'
import { rememberJson } from '#services/read_cache/ready_json'
import { expectValue, ok, type Result } from '#lib/result'

export type ContentTable =
  | 'cities'
  | 'city_costs'
  | 'city_universities'
  | 'city_neighbourhoods'
  | 'city_housing_tips'
  | 'city_places'
  | 'events'
  | 'ticket_options'
  | 'partners'
  | 'partner_links'
  | 'pricing_items'
  | 'docs'
  | 'change_log'

/** What a read computes: its value and, when the clock will change it, when. */
export interface Computed<T> {
  value: T
  /** Epoch ms of the first instant the value would read differently; null: never by the clock */
  expiresAt: number | null
}

interface Entry {
  value: unknown
  tables: readonly ContentTable[]
  expiresAt: number | null
  bytes: number
}

/**
 * What one computation read through the cache (`ReadCache.traced`): each
 * key with the value it got, and whether every read was a cached value (a
 * bypassed, uncacheable or failed read makes the trace incomplete).
 */
export interface ReadTrace {
  reads: Map<string, unknown>
  complete: boolean
}

/**
 * Instants at which rows of some tables change by the clock whatever the read
 * (scheduled publishing): no entry built from those tables outlives the next.
 */
export type TableClock = (tables: readonly ContentTable[]) => Promise<number | null>

const earlier = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.min(a, b)

export interface ReadCacheStats {
  enabled: boolean
  entries: number
  bytes: number
  hits: number
  misses: number
}

const traces = new AsyncLocalStorage<ReadTrace>()

export class ReadCache {
  #entries = new Map<string, Entry>()
  /** the key each cached value is stored under (answers are replayed by key, #services/read_cache/answer_replay) */
  #keys = new WeakMap<object, string>()
  #bytes = 0
  #generation = 0
  #connected = false
  #hits = 0
  #misses = 0

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
    private readonly tableClock?: TableClock
  ) {}

  /** The listener is connected: entries may be served and stored. */
  get enabled() {
    return this.#connected && this.maxBytes > 0
  }

  /** Called by the change listener when it (re)connects or loses its connection. */
  setConnected(connected: boolean) {
    if (connected !== this.#connected) this.clear()
    this.#connected = connected
  }

  /** Values are frozen whether cached or not, so a door that would change one fails in tests too. */
  async read<T>(
    key: string,
    tables: readonly ContentTable[],
    compute: () => Promise<Computed<T>>
  ): Promise<T> {
    return expectValue(await this.readResult(key, tables, async () => ok(await compute())))
  }

  /**
   * A read that can fail (an expected failure, a typed result): only values
   * are cached; a failure is answered as it is and never stored.
   */
  async readResult<T, F>(
    key: string,
    tables: readonly ContentTable[],
    compute: () => Promise<Result<Computed<T>, F>>
  ): Promise<Result<T, F>> {
    const trace = traces.getStore()
    if (!trace) return this.#read(key, tables, compute, true)
    try {
      const result = await this.#read(key, tables, compute, true)
      const cached = result.ok && this.#usable() && this.#entries.get(key)?.value === result.value
      if (cached) trace.reads.set(key, result.value)
      else trace.complete = false
      return result
    } catch (error) {
      trace.complete = false
      throw error
    }
  }

  /**
   * Runs `run`, noting every read it makes through this cache: an answer
   * derived from those reads only stays right while `isCurrent(trace)`.
   */
  async traced<T>(run: () => Promise<T>): Promise<{ result: T; trace: ReadTrace }> {
    const trace: ReadTrace = { reads: new Map(), complete: true }
    const result = await traces.run(trace, run)
    return { result, trace }
  }

  /** Every value the trace read is still the one cached under its key. */
  isCurrent(reads: ReadonlyMap<string, unknown>) {
    for (const [key, value] of reads) if (this.peek(key) !== value) return false
    return true
  }

  /** A read whose expiry is its own value's only (the table clock's own entries; not in the stats). */
  async readUnclocked<T>(
    key: string,
    tables: readonly ContentTable[],
    compute: () => Promise<Computed<T>>
  ): Promise<T> {
    return expectValue(await this.#read(key, tables, async () => ok(await compute()), false))
  }

  async #read<T, F>(
    key: string,
    tables: readonly ContentTable[],
    compute: () => Promise<Result<Computed<T>, F>>,
    clocked: boolean
  ): Promise<Result<T, F>> {
    if (!this.#usable()) {
      const uncached = await compute()
      return uncached.ok ? ok(deepFreeze(uncached.value.value)) : uncached
    }
    const entry = this.#entries.get(key)
    const current = this.#current(key, entry, clocked)
    if (current) return ok(current.value as T)
    if (clocked) this.#misses++
    const generation = this.#generation
    const clock = clocked && this.tableClock ? this.tableClock(tables) : null
    const [result, tableChange] = await Promise.all([compute(), clock])
    if (!result.ok) return result
    const computed = result.value
    computed.expiresAt = earlier(computed.expiresAt, tableChange)
    deepFreeze(computed.value)
    /* a change that arrived while computing may not be in the value: do not keep it */
    if (generation === this.#generation && this.#usable()) this.#store(key, tables, computed)
    return ok(computed.value)
  }

  /** The value cached under `key` while it is current (a hit), without computing anything. */
  peek(key: string): unknown {
    if (!this.#usable()) return undefined
    return this.#current(key, this.#entries.get(key))?.value
  }

  /** The key a value is cached under, when the value came from this cache. */
  keyOf(value: unknown): string | undefined {
    return typeof value === 'object' && value !== null ? this.#keys.get(value) : undefined
  }

  /** A committed change to `table`: drop every entry built from it. */
  invalidate(table: string) {
    this.#generation++
    for (const [key, entry] of this.#entries) {
      if ((entry.tables as readonly string[]).includes(table)) this.#delete(key, entry)
    }
  }

  clear() {
    this.#generation++
    this.#entries.clear()
    this.#bytes = 0
  }

  stats(): ReadCacheStats {
    return {
      enabled: this.enabled,
      entries: this.#entries.size,
      bytes: this.#bytes,
      hits: this.#hits,
      misses: this.#misses,
    }
  }

  /**
   * Reads inside a global transaction (the test suite's) see uncommitted rows
   * that no notification announces: they neither use nor fill the cache.
   */
  #usable() {
    return this.enabled && db.connectionGlobalTransactions.size === 0
  }

  /** The entry when it has not expired (a hit, moved to the recent end); an expired one is dropped. */
  #current(key: string, entry: Entry | undefined, counted = true): Entry | undefined {
    if (!entry) return undefined
    if (entry.expiresAt !== null && this.now() >= entry.expiresAt) {
      this.#delete(key, entry)
      return undefined
    }
    if (counted) this.#hits++
    /* least recently used entries go first: a hit moves to the end of the Map's order */
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry
  }

  #store<T>(key: string, tables: readonly ContentTable[], computed: Computed<T>) {
    if (computed.expiresAt !== null && computed.expiresAt <= this.now()) return
    const value = computed.value
    const bytes = rememberJson(value).body.length
    if (bytes > this.maxBytes) return
    this.#entries.set(key, { value, tables, expiresAt: computed.expiresAt, bytes })
    if (typeof value === 'object' && value !== null) this.#keys.set(value, key)
    this.#bytes += bytes
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#delete(oldKey, oldEntry)
    }
  }

  #delete(key: string, entry: Entry) {
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }
}
