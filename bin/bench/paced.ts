/*
| Open-loop load at a steady offered rate: one request every 1/rate seconds,
| spread evenly (autocannon's `overallRate` lets each connection send its
| whole second's share at once, a burst every second, so its latencies
| measure the burst, not the rate). Latency counts from the instant a request
| was due, so a slow server cannot hide its queue (no coordinated omission).
| A warm-up at the same rate opens the connections first, uncounted.
*/
import http from 'node:http'
import type { Round } from './load.js'

function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null
  const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
  return Math.round(value * 10) / 10
}

/** Offers one request every 1/rate seconds for `seconds`; the latency of each, counted from when it was due. */
async function offer(
  agent: http.Agent,
  url: string,
  rate: number,
  seconds: number,
  expectStatus: number
) {
  const latencies: number[] = []
  let unexpected = 0
  const total = Math.round(rate * seconds)
  const interval = 1000 / rate
  const started = performance.now()
  const pending: Promise<void>[] = []
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(url, { agent }, (response) => {
        response.resume()
        response.on('end', () => {
          latencies.push(performance.now() - due)
          if (response.statusCode !== expectStatus) unexpected++
          resolve()
        })
      })
      request.on('error', () => {
        unexpected++
        resolve()
      })
    })
  for (let sent = 0; sent < total;) {
    const now = performance.now()
    while (sent < total && started + sent * interval <= now) {
      pending.push(send(started + sent * interval))
      sent++
    }
    await new Promise((resolve) => setImmediate(resolve))
  }
  await Promise.all(pending)
  return { latencies, unexpected, elapsedMs: performance.now() - started }
}

/**
 * The steady state at `rate`: the same rate is first offered for
 * `warmupSeconds` on the same connections and not counted (opening up to
 * `connections` sockets at once is a burst, not the rate).
 */
export async function paced(
  base: string,
  path: string,
  options: {
    rate: number
    seconds: number
    warmupSeconds: number
    connections: number
    expectStatus: number
  }
): Promise<Round> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const { rate, expectStatus } = options
  await offer(agent, base + path, rate, options.warmupSeconds, expectStatus)
  const run = await offer(agent, base + path, rate, options.seconds, expectStatus)
  agent.destroy()
  const latencies = run.latencies.sort((a, b) => a - b)
  return {
    rps: latencies.length / (run.elapsedMs / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    unexpected: run.unexpected,
  }
}
