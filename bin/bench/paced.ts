/*
| Open-loop load at a steady offered rate: one request every 1/rate seconds,
| spread evenly (autocannon's `overallRate` lets each connection send its
| whole second's share at once, a burst every second, so its latencies
| measure the burst, not the rate). Latency counts from the instant a request
| was due, so a slow server cannot hide its queue (no coordinated omission).
*/
import http from 'node:http'
import type { Round } from './load.js'

function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null
  const value = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
  return Math.round(value * 10) / 10
}

export async function paced(
  base: string,
  path: string,
  options: { rate: number; seconds: number; connections: number; expectStatus: number }
): Promise<Round> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const latencies: number[] = []
  let unexpected = 0
  const total = Math.round(options.rate * options.seconds)
  const interval = 1000 / options.rate
  const started = performance.now()
  const pending: Promise<void>[] = []
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(base + path, { agent }, (response) => {
        response.resume()
        response.on('end', () => {
          latencies.push(performance.now() - due)
          if (response.statusCode !== options.expectStatus) unexpected++
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
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    rps: latencies.length / ((performance.now() - started) / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    unexpected,
  }
}
