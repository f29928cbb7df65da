/*
| Load with autocannon (in this process; the servers run in their own):
| closed-loop rounds for throughput. The fixed offered rate is paced.ts.
*/
import autocannon from 'autocannon'
import type { BenchRequest } from './scenarios.js'

export interface Round {
  /** completed requests per second */
  rps: number
  /** latency percentiles; null when nothing was answered */
  p50: number | null
  p99: number | null
  /** answers with another status than expected, plus connection errors and timeouts */
  unexpected: number
}

export interface LoadOptions {
  connections: number
  seconds: number
}

type StatusCounts = Record<string, { count: number }>

export async function fire(
  base: string,
  request: BenchRequest,
  expectStatus: number,
  options: LoadOptions
): Promise<Round> {
  const result = await autocannon({
    url: base + request.path,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: options.connections,
    duration: options.seconds,
  })
  const statuses = (result as unknown as { statusCodeStats?: StatusCounts }).statusCodeStats ?? {}
  const answered = Object.values(statuses).reduce((sum, { count }) => sum + count, 0)
  const expected = statuses[String(expectStatus)]?.count ?? 0
  const answeredAny = result.requests.total > 0
  return {
    rps: result.requests.total / result.duration,
    p50: answeredAny ? result.latency.p50 : null,
    p99: answeredAny ? result.latency.p99 : null,
    unexpected: answered - expected + result.errors,
  }
}

const IDLE_ANSWER_MS = 50
const DRAIN_LIMIT_MS = 180_000

/**
 * Waits until the app has worked off what the last run left queued: autocannon
 * drops its connections at the end of a run, but the server still answers
 * every request it had read. Idle means /health answers within 50 ms.
 */
export async function drain(base: string) {
  const deadline = Date.now() + DRAIN_LIMIT_MS
  while (Date.now() < deadline) {
    const started = performance.now()
    const response = await fetch(`${base}/health`).catch(() => null)
    await response?.arrayBuffer()
    if (response && performance.now() - started < IDLE_ANSWER_MS) return
    await new Promise((resolve) => setTimeout(resolve, IDLE_ANSWER_MS))
  }
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Nearest-rank percentile of already sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Median of the values that exist; null when none does. */
export function medianOrNull(values: (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null)
  return present.length ? median(present) : null
}
