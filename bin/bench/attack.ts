/*
| The pieces of the abuse rounds (bench/abuse.ts): a paced /health probe that
| measures what every other client feels during an attack (latency counted
| from when each probe was due, so a stalled server cannot hide its queue),
| and closed-loop attackers that count the answers they get.
*/
import http from 'node:http'
import { percentile } from './load.js'

const PROBE_INTERVAL_MS = 20

export interface Probe {
  stop(): Promise<{ p50: number | null; p99: number | null; samples: number }>
}

/** GET /health every 20 ms on its own connection until stopped. */
export function probeHealth(base: string): Probe {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
  const latencies: number[] = []
  const pending = new Set<Promise<void>>()
  const started = performance.now()
  let sent = 0
  const send = (due: number) => {
    const done = new Promise<void>((resolve) => {
      const request = http.get(`${base}/health`, { agent }, (response) => {
        response.resume()
        response.on('end', () => {
          latencies.push(performance.now() - due)
          resolve()
        })
      })
      request.on('error', () => resolve())
    })
    pending.add(done)
    void done.then(() => pending.delete(done))
  }
  const timer = setInterval(() => {
    const now = performance.now()
    while (started + sent * PROBE_INTERVAL_MS <= now) send(started + sent++ * PROBE_INTERVAL_MS)
  }, PROBE_INTERVAL_MS / 2)
  return {
    async stop() {
      clearInterval(timer)
      await Promise.all(pending)
      agent.destroy()
      const sorted = latencies.sort((a, b) => a - b)
      const round = (value: number) => Math.round(value * 10) / 10
      return {
        p50: sorted.length ? round(percentile(sorted, 50)) : null,
        p99: sorted.length ? round(percentile(sorted, 99)) : null,
        samples: sorted.length,
      }
    },
  }
}

export type StatusCounts = Record<string, number>

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
