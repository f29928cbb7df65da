/*
| The entries of the read cache in two least-recently-used segments (a
| segmented LRU). A new entry starts on probation; read again, it moves to the
| protected segment. A flood of keys read once (random search words, empty
| results) therefore only ever churns probation and cannot push out what is
| actually read again. Each segment has its own bound on bytes and on entries,
| and every entry is charged its whole weight (see `entryWeight`).
*/
export interface Weighed {
  bytes: number
}

export interface SegmentLimits {
  maxBytes: number
  maxEntries: number
}

/** The share of the budget new entries may take before they are read a second time. */
const PROBATION_SHARE = 0.25

class Segment<E extends Weighed> {
  readonly entries = new Map<string, E>()
  bytes = 0

  constructor(readonly limits: SegmentLimits) {}

  add(key: string, entry: E) {
    this.entries.set(key, entry)
    this.bytes += entry.bytes
  }

  remove(key: string, entry: E) {
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }

  get full() {
    return this.bytes > this.limits.maxBytes || this.entries.size > this.limits.maxEntries
  }

  /** The least recently used entry. */
  oldest(): [string, E] | undefined {
    return this.entries.entries().next().value
  }
}

export class SegmentedLru<E extends Weighed> {
  #probation: Segment<E>
  #protected: Segment<E>

  constructor(limits: SegmentLimits) {
    const share = (n: number, part: number) => Math.max(1, Math.floor(n * part))
    this.#probation = new Segment({
      maxBytes: share(limits.maxBytes, PROBATION_SHARE),
      maxEntries: share(limits.maxEntries, PROBATION_SHARE),
    })
    this.#protected = new Segment({
      maxBytes: limits.maxBytes - this.#probation.limits.maxBytes,
      maxEntries: limits.maxEntries - this.#probation.limits.maxEntries,
    })
  }

  get size() {
    return this.#probation.entries.size + this.#protected.entries.size
  }

  get bytes() {
    return this.#probation.bytes + this.#protected.bytes
  }

  /** Whether an entry of `bytes` can be kept at all (it must fit on probation). */
  fits(bytes: number) {
    return bytes <= this.#probation.limits.maxBytes
  }

  /** The entry under `key`, without counting it as read. */
  peek(key: string): E | undefined {
    return this.#protected.entries.get(key) ?? this.#probation.entries.get(key)
  }

  /** Counts a read of `key`: it becomes the most recent of the protected segment. */
  touch(key: string, entry: E) {
    const from = this.#protected.entries.has(key) ? this.#protected : this.#probation
    from.remove(key, entry)
    this.#protected.add(key, entry)
    this.#settle()
  }

  /** Stores `entry` on probation, replacing (and uncharging) whatever `key` held. */
  set(key: string, entry: E) {
    this.delete(key)
    this.#probation.add(key, entry)
    this.#settle()
  }

  /** Adds `bytes` to the weight of the entry under `key` (something kept with it). */
  charge(key: string, bytes: number) {
    const entry = this.peek(key)
    if (!entry) return
    const segment = this.#protected.entries.has(key) ? this.#protected : this.#probation
    segment.bytes += bytes
    entry.bytes += bytes
    this.#settle()
  }

  delete(key: string) {
    for (const segment of [this.#probation, this.#protected]) {
      const entry = segment.entries.get(key)
      if (entry) segment.remove(key, entry)
    }
  }

  /** Removes every entry `drop` is true for. */
  deleteWhere(drop: (entry: E) => boolean) {
    for (const segment of [this.#probation, this.#protected]) {
      for (const [key, entry] of segment.entries) if (drop(entry)) segment.remove(key, entry)
    }
  }

  clear() {
    for (const segment of [this.#probation, this.#protected]) {
      segment.entries.clear()
      segment.bytes = 0
    }
  }

  /** Over its bounds, the protected segment hands its oldest back to probation, which drops its oldest. */
  #settle() {
    while (this.#protected.full) {
      const [key, entry] = this.#protected.oldest()!
      this.#protected.remove(key, entry)
      this.#probation.add(key, entry)
    }
    while (this.#probation.full) {
      const [key, entry] = this.#probation.oldest()!
      this.#probation.remove(key, entry)
    }
  }
}
