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
import { SegmentedLru } from '#services/read_cache/cache_segments'
import { entryWeight, keptWeight } from '#services/read_cache/entry_weight'

export type ContentTable =
  | 'cities'
  | 'city_costs'
  | 'city_universities'
  | 'city_neighbourhoods'
  | 'city_housing_tips'
  | 'city_places'
  | 'city_aliases'
  | 'events'
  | 'ticket_options'
  | 'partners'
  | 'partner_links'
  | 'pricing_items'
  | 'docs'
  | 'change_log'

/**
 * Reads inside a global transaction (the test suite's) see uncommitted rows
 * that no notification announces, and may see a row deleted and made again
 * with the same version and time: nothing made from them may be kept.
 */
export const seesUncommittedRows = () => db.connectionGlobalTransactions.size > 0

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
  /** the whole weight: key, value, its JSON bytes, what is kept with it, overhead */
  bytes: number
  /** things made from the value once (e.g. a rendered page), kept and charged with it */
  kept?: Map<string, unknown>
}

/** A computation under way: concurrent misses of its key share it. */
interface InFlight {
  generation: number
  clocked: boolean
  result: Promise<Result<unknown, unknown>>
}

export interface ReadCacheLimits {
  /** bytes of everything the cache keeps, overhead included */
  maxBytes: number
  maxEntries: number
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
  #entries: SegmentedLru<Entry>
  #inFlight = new Map<string, InFlight>()
  /** the key each cached value is stored under (answers are replayed by key, app/http/front/answer_replay.ts) */
  #keys = new WeakMap<object, string>()
  #generation = 0
  #connected = false
  #hits = 0
  #misses = 0
  private readonly maxBytes: number

  constructor(
    limits: number | ReadCacheLimits,
    private readonly now: () => number = Date.now,
    private readonly tableClock?: TableClock
  ) {
    const { maxBytes, maxEntries } =
      typeof limits === 'number' ? { maxBytes: limits, maxEntries: Infinity } : limits
    this.maxBytes = maxBytes
    this.#entries = new SegmentedLru({ maxBytes, maxEntries })
  }

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
      const cached = result.ok && this.#usable() && this.#entries.peek(key)?.value === result.value
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

  /** A read outside the cache happened: what the traced computation answers must not be kept. */
  noteUncachedRead() {
    const trace = traces.getStore()
    if (trace) trace.complete = false
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
    const current = this.#current(key, this.#entries.peek(key), clocked)
    if (current) return ok(current.value as T)
    if (clocked) this.#misses++
    return this.#computeOnce(key, clocked, () => this.#compute(key, tables, compute, clocked))
  }

  /**
   * Concurrent misses of one key share one computation, unless a change
   * arrived since it started (its value may not include the change).
   */
  async #computeOnce<T, F>(
    key: string,
    clocked: boolean,
    run: () => Promise<Result<T, F>>
  ): Promise<Result<T, F>> {
    const running = this.#inFlight.get(key)
    if (running && running.generation === this.#generation && running.clocked === clocked) {
      return running.result as Promise<Result<T, F>>
    }
    const flight: InFlight = { generation: this.#generation, clocked, result: run() }
    this.#inFlight.set(key, flight)
    try {
      return (await flight.result) as Result<T, F>
    } finally {
      if (this.#inFlight.get(key) === flight) this.#inFlight.delete(key)
    }
  }

  async #compute<T, F>(
    key: string,
    tables: readonly ContentTable[],
    compute: () => Promise<Result<Computed<T>, F>>,
    clocked: boolean
  ): Promise<Result<T, F>> {
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
    return this.#current(key, this.#entries.peek(key))?.value
  }

  /**
   * Something made from a cached `value` once (a rendered page): kept with
   * its entry, charged to its weight, gone with it. A value that is not (or
   * no longer) cached gets it made each time.
   */
  async keptWith<K>(value: object, name: string, make: () => Promise<K>): Promise<K> {
    const key = this.#keys.get(value)
    const entry = key === undefined ? undefined : this.#entries.peek(key)
    if (!entry || entry.value !== value || !this.#usable()) return make()
    if (entry.kept?.has(name)) return entry.kept.get(name) as K
    const made = await make()
    if (this.#entries.peek(key!) !== entry) return made
    entry.kept ??= new Map()
    entry.kept.set(name, made)
    this.#entries.charge(key!, keptWeight(name, made))
    return made
  }

  /** The key a value is cached under, when the value came from this cache. */
  keyOf(value: unknown): string | undefined {
    return typeof value === 'object' && value !== null ? this.#keys.get(value) : undefined
  }

  /** A committed change to `table`: drop every entry built from it. */
  invalidate(table: string) {
    this.#generation++
    this.#entries.deleteWhere((entry) => (entry.tables as readonly string[]).includes(table))
  }

  clear() {
    this.#generation++
    this.#entries.clear()
  }

  stats(): ReadCacheStats {
    return {
      enabled: this.enabled,
      entries: this.#entries.size,
      bytes: this.#entries.bytes,
      hits: this.#hits,
      misses: this.#misses,
    }
  }

  /** Reads inside a global transaction neither use nor fill the cache (see `seesUncommittedRows`). */
  #usable() {
    return this.enabled && !seesUncommittedRows()
  }

  /** The entry when it has not expired (a hit, moved to the recent end); an expired one is dropped. */
  #current(key: string, entry: Entry | undefined, counted = true): Entry | undefined {
    if (!entry) return undefined
    if (entry.expiresAt !== null && this.now() >= entry.expiresAt) {
      this.#entries.delete(key)
      return undefined
    }
    if (counted) this.#hits++
    this.#entries.touch(key, entry)
    return entry
  }

  #store<T>(key: string, tables: readonly ContentTable[], computed: Computed<T>) {
    if (computed.expiresAt !== null && computed.expiresAt <= this.now()) return
    const value = computed.value
    const bytes = entryWeight(key, rememberJson(value).body.length)
    if (!this.#entries.fits(bytes)) return
    this.#entries.set(key, { value, tables, expiresAt: computed.expiresAt, bytes })
    if (typeof value === 'object' && value !== null) this.#keys.set(value, key)
  }
}
