/*
| Answers derived from reads of the read cache (e.g. an MCP tool's complete
| JSON-RPC result), kept while every value they were derived from is still
| the cached one: a change or a clock expiry that drops one of those values
| drops the answer too, and nothing is kept unless every read it made was a
| cached one (`ReadCache.traced`).
*/
import type { ReadCache, ReadTrace } from '#services/read_cache/read_cache'

interface Derived<T> {
  answer: T
  reads: ReadonlyMap<string, unknown>
  bytes: number
}

export class DerivedAnswers<T> {
  #answers = new Map<string, Derived<T>>()
  #bytes = 0
  #hits = 0

  constructor(
    private readonly cache: ReadCache,
    private readonly maxBytes: number
  ) {}

  /** The answer kept under `key` while all its reads are current. */
  get(key: string): T | undefined {
    const derived = this.#answers.get(key)
    if (!derived) return undefined
    this.#delete(key, derived)
    if (!this.cache.isCurrent(derived.reads)) return undefined
    /* least recently used answers go first: a hit moves to the end */
    this.#answers.set(key, derived)
    this.#bytes += derived.bytes
    this.#hits++
    return derived.answer
  }

  /** Keeps an answer of `bytes` size made from the reads of `trace`, when all were cached. */
  set(key: string, answer: T, trace: ReadTrace, bytes: number): boolean {
    if (!trace.complete || trace.reads.size === 0 || bytes > this.maxBytes) return false
    const old = this.#answers.get(key)
    if (old) this.#delete(key, old)
    this.#answers.set(key, { answer, reads: trace.reads, bytes })
    this.#bytes += bytes
    for (const [oldKey, oldest] of this.#answers) {
      if (this.#bytes <= this.maxBytes) break
      this.#delete(oldKey, oldest)
    }
    return true
  }

  stats() {
    return { answers: this.#answers.size, bytes: this.#bytes, hits: this.#hits }
  }

  #delete(key: string, derived: Derived<T>) {
    this.#answers.delete(key)
    this.#bytes -= derived.bytes
  }
}
