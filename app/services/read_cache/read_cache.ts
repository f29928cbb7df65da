/*
| The read cache of the catalog: one per process, shared by every door (REST,
| MCP, A2A, site, discovery, docs search). Entries are keyed by a read's
| normalized parameters and hold the serialized answer. An entry goes away
| when a table it was built from changes (the change listener tells us, from
| PostgreSQL) and at the first instant any value in it would change by the
| clock (`expiresAt`, computed from its data). While the listener is not
| connected the cache is bypassed, so a missed change can never be served.
*/
import db from '@adonisjs/lucid/services/db'
import { deepFreeze } from '#services/read_cache/deep_freeze'
import { rememberJson } from '#services/read_cache/ready_json'

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

export class ReadCache {
  #entries = new Map<string, Entry>()
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
  read<T>(
    key: string,
    tables: readonly ContentTable[],
    compute: () => Promise<Computed<T>>
  ): Promise<T> {
    return this.#read(key, tables, compute, true)
  }

  /** A read whose expiry is its own value's only (the table clock's own entries; not in the stats). */
  readUnclocked<T>(
    key: string,
    tables: readonly ContentTable[],
    compute: () => Promise<Computed<T>>
  ): Promise<T> {
    return this.#read(key, tables, compute, false)
  }

  async #read<T>(
    key: string,
    tables: readonly ContentTable[],
    compute: () => Promise<Computed<T>>,
    clocked: boolean
  ): Promise<T> {
    if (!this.#usable()) {
      const uncached = await compute()
      return deepFreeze(uncached.value)
    }
    const entry = this.#entries.get(key)
    if (entry && (entry.expiresAt === null || this.now() < entry.expiresAt)) {
      if (clocked) this.#hits++
      /* least recently used entries go first: a hit moves to the end of the Map's order */
      this.#entries.delete(key)
      this.#entries.set(key, entry)
      return entry.value as T
    }
    if (entry) this.#delete(key, entry)
    if (clocked) this.#misses++
    const generation = this.#generation
    const clock = clocked && this.tableClock ? this.tableClock(tables) : null
    const [computed, tableChange] = await Promise.all([compute(), clock])
    computed.expiresAt = earlier(computed.expiresAt, tableChange)
    deepFreeze(computed.value)
    /* a change that arrived while computing may not be in the value: do not keep it */
    if (generation === this.#generation && this.#usable()) this.#store(key, tables, computed)
    return computed.value
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

  #store<T>(key: string, tables: readonly ContentTable[], computed: Computed<T>) {
    if (computed.expiresAt !== null && computed.expiresAt <= this.now()) return
    const value = computed.value
    const bytes = rememberJson(value).body.length
    if (bytes > this.maxBytes) return
    this.#entries.set(key, { value, tables, expiresAt: computed.expiresAt, bytes })
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
