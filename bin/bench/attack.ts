/*
| The pieces of the abuse rounds (bench/abuse.ts): a paced /health probe in
| its own process (./health_probe.ts) that measures what every other client
| feels during an attack, and closed-loop attackers that count the answers
| they get.
*/
import http from 'node:http'
import { fork } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { percentile } from './load.js'
import type { ProbeSamples } from './health_probe.js'
import { verdict, type Verdict } from './settings.js'
import { currentRssMb } from './processes.js'

export interface ProbeFigures {
  p50: number | null
  p99: number | null
  max: number | null
  samples: number
  /** p99 of how late the probe itself sent (its process waiting for a core) */
  lateP99: number | null
  /** p99 of the database ping the answers report */
  databaseP99: number | null
}

export interface Probe {
  /** the probe's own process */
  pid: number
  stop(): Promise<ProbeFigures>
  /** stops the probe; its samples as taken */
  stopSamples(): Promise<ProbeSamples>
}

const toTenths = (value: number) => Math.round(value * 10) / 10

/** The p-th percentile of `values` (sorted here), to 0.1 ms; null when there are none. */
function percentileOf(values: number[], p: number): number | null {
  const sorted = values.sort((a, b) => a - b)
  return sorted.length ? toTenths(percentile(sorted, p)) : null
}

/** The figures of a probe's samples (or of some of them). */
export function probeFigures(samples: Omit<ProbeSamples, 'at'>): ProbeFigures {
  const sorted = [...samples.latencies].sort((a, b) => a - b)
  const at = (p: number) => percentileOf(sorted, p)
  return {
    p50: at(50),
    p99: at(99),
    max: at(100),
    samples: sorted.length,
    lateP99: percentileOf([...samples.late], 99),
    databaseP99: percentileOf(
      samples.database.filter((value) => value !== null),
      99
    ),
  }
}

/** GET /health every 20 ms from its own process (./health_probe.ts) until stopped. */
export async function probeHealth(base: string): Promise<Probe> {
  const child = fork(fileURLToPath(new URL('health_probe.ts', import.meta.url)), [base], {
    execArgv: process.execArgv,
  })
  await once(child, 'message')
  const stopSamples = async () => {
    child.send('stop')
    const [samples] = (await once(child, 'message')) as [ProbeSamples]
    return samples
  }
  return {
    pid: child.pid!,
    stopSamples,
    stop: async () => probeFigures(await stopSamples()),
  }
}

export type StatusCounts = Record<string, number>

/** What a round of attack or import left /health and the serving process at. */
export interface HealthFigures {
  health_p50_ms: number | null
  health_p99_ms: number | null
  health_max_ms: number | null
  health_samples: number
  health_verdict: Verdict
  rss_after_mb: number | null
}

/** The figures of a round from its /health probe, and the serving process's RSS after it. */
export function healthFigures(
  health: { p50: number | null; p99: number | null; max: number | null; samples: number },
  pid: number
): HealthFigures {
  return {
    health_p50_ms: health.p50,
    health_p99_ms: health.p99,
    health_max_ms: health.max,
    health_samples: health.samples,
    health_verdict: verdict('abuseHealthP99', health.p99),
    rss_after_mb: currentRssMb(pid),
  }
}

/** Who the attacker is: e.g. its own `X-Forwarded-For` behind a trusted proxy. */
type Headers = Record<string, string>

function count(statuses: StatusCounts, status: string) {
  statuses[status] = (statuses[status] ?? 0) + 1
}

/** One GET; resolves with its status ("error" when the connection failed). */
function get(agent: http.Agent, url: string, headers: Headers = {}): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve(String(response.statusCode)))
    })
    request.on('error', () => resolve('error'))
  })
}

/** `workers` clients each sending one request after the other for `seconds`, path by path. */
export async function flood(
  base: string,
  options: { workers: number; seconds: number; path: (n: number) => string; headers?: Headers }
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.workers })
  const statuses: StatusCounts = {}
  const deadline = performance.now() + options.seconds * 1000
  let n = 0
  const worker = async () => {
    while (performance.now() < deadline)
      count(statuses, await get(agent, base + options.path(n++), options.headers))
  }
  await Promise.all(Array.from({ length: options.workers }, worker))
  agent.destroy()
  return statuses
}

/** Rounds of `size` identical concurrent requests, a new path each round, for `seconds`. */
export async function stampede(
  base: string,
  options: { size: number; seconds: number; path: (round: number) => string; headers?: Headers }
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.size })
  const statuses: StatusCounts = {}
  const deadline = performance.now() + options.seconds * 1000
  for (let round = 0; performance.now() < deadline; round++) {
    const url = base + options.path(round)
    const answers = await Promise.all(
      Array.from({ length: options.size }, () => get(agent, url, options.headers))
    )
    for (const status of answers) count(statuses, status)
  }
  agent.destroy()
  return statuses
}

/** All `paths` at once (a burst), each on its own connection; resolves when all are answered. */
export async function burst(base: string, paths: string[], headers?: Headers) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: paths.length })
  const statuses: StatusCounts = {}
  const answers = await Promise.all(paths.map((path) => get(agent, base + path, headers)))
  for (const status of answers) count(statuses, status)
  agent.destroy()
  return statuses
}

/** Median latency of `times` sequential GETs of one path: what a visitor waits for it. */
export async function sequentialP50(base: string, path: string, times: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const latencies: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await get(agent, base + path)
    latencies.push(performance.now() - started)
  }
  agent.destroy()
  const p50 = percentile(
    latencies.sort((a, b) => a - b),
    50
  )
  return Math.round(p50 * 10) / 10
}
