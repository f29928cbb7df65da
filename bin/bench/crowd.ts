/*
| Issue 36 item 6: fifty clients, each inside its own budget, on fifty
| addresses of the loopback range (127.0.0.2–51, each client socket bound
| with `localAddress`), ask for heavy work nobody asked before: calendars of
| 200 events with their own `to=` date, MCP `list_events` of 200 with its
| own date, A2A questions with their own text. Each sends one request every
| PACE_MS (a calendar is 6 points: about 13 a minute of 120), one after the
| other. Meanwhile a probe in its own process asks `/health` every 20 ms and
| readers ask a cached read as fast as they can; the same readers alone
| before (idle) give the throughput to compare with.
|
| The readers come from 127.0.0.1 with the rate limits raised out of their
| way (they measure the server, not a budget); the fifty clients keep to the
| production budgets by their pace, and the per-client slots and the
| admission gate are the production ones (defaults, or the environment).
*/
import http from 'node:http'
import { loadavg } from 'node:os'
import { probeHealth, type StatusCounts } from './attack.js'
import { drain, fire, type Round } from './load.js'
import { peakRssMb, startAppServer } from './processes.js'
import { settings } from './settings.js'

const CLIENTS = 50
const PACE_MS = 1500
const READ_PATH = '/api/v1/events?limit=20'
const READERS = 4
const LIMITS_OUT_OF_THE_READERS_WAY = {
  RATE_LIMIT_API: '1000000000',
  RATE_LIMIT_MCP: '1000000000',
  RATE_LIMIT_SITE: '1000000000',
}

export interface CrowdResult {
  clients: number
  pace_ms: number
  seconds: number
  load_average: { before: number[]; after: number[] }
  idle: { reads_per_second: number; health_p99_ms: number | null }
  flood: {
    statuses: Record<string, StatusCounts>
    reads_per_second: number
    reads_unexpected: number
    health_p50_ms: number | null
    health_p99_ms: number | null
    health_max_ms: number | null
    health_samples: number
  }
  /** cached reads under the flood / idle (target ≥ 0.8) */
  read_ratio: number
  peak_rss_mb: number | null
}

const day = (n: number) =>
  new Date(Date.UTC(2027, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)

interface Ask {
  kind: 'calendar' | 'mcp' | 'a2a'
  method: string
  path: string
  body?: string
  headers?: Record<string, string>
}

let sequence = 0

function nextAsk(kind: Ask['kind']): Ask {
  const n = ++sequence
  if (kind === 'calendar') {
    return { kind, method: 'GET', path: `/api/v1/events.ics?upcoming=false&limit=200&to=${day(n)}` }
  }
  const json = { 'content-type': 'application/json' }
  if (kind === 'mcp') {
    const args = { limit: 200, upcoming: false, to: day(n) }
    const call = {
      jsonrpc: '2.0',
      id: n,
      method: 'tools/call',
      params: { name: 'list_events', arguments: args },
    }
    const headers = { ...json, accept: 'application/json, text/event-stream' }
    return { kind, method: 'POST', path: '/mcp', body: JSON.stringify(call), headers }
  }
  const text = `Which events are in Berlin before ${day(n)}? (question ${n})`
  const message = {
    kind: 'message',
    role: 'user',
    messageId: `crowd-${n}`,
    parts: [{ kind: 'text', text }],
  }
  const body = { jsonrpc: '2.0', id: n, method: 'message/send', params: { message } }
  return { kind, method: 'POST', path: '/a2a', body: JSON.stringify(body), headers: json }
}

/** One request from `localAddress`; resolves with its status ("error" when the connection failed). */
function send(base: URL, localAddress: string, ask: Ask): Promise<string> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: ask.method,
        path: ask.path,
        localAddress,
        headers: ask.headers,
        agent: false,
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(String(response.statusCode)))
      }
    )
    request.on('error', () => resolve('error'))
    request.end(ask.body)
  })
}

const KINDS: Ask['kind'][] = ['calendar', 'mcp', 'a2a']

/** Fifty paced clients until `until`; the answers they got, by kind. */
async function crowd(base: string, until: number) {
  const url = new URL(base)
  const statuses: Record<string, StatusCounts> = { calendar: {}, mcp: {}, a2a: {} }
  const client = async (index: number) => {
    const address = `127.0.0.${index + 2}`
    for (let turn = index; performance.now() < until; turn++) {
      const started = performance.now()
      const ask = nextAsk(KINDS[turn % KINDS.length])
      const status = await send(url, address, ask)
      statuses[ask.kind][status] = (statuses[ask.kind][status] ?? 0) + 1
      const rest = PACE_MS - (performance.now() - started)
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest))
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)))
  return statuses
}

const readers = (base: string, seconds: number): Promise<Round> =>
  fire(base, { method: 'GET', path: READ_PATH, headers: {} }, 200, {
    connections: READERS,
    seconds,
  })

const loadAverages = () => loadavg().map((value) => Math.round(value * 100) / 100)
const round1 = (value: number) => Math.round(value * 10) / 10

export async function measureCrowd(databaseUrl: string): Promise<CrowdResult> {
  const seconds = settings.abuseSeconds
  console.log(`Fifty clients on fifty loopback addresses (issue 36), ${seconds} s per phase`)
  const before = loadAverages()
  const app = await startAppServer(
    'crowd',
    databaseUrl,
    'production',
    LIMITS_OUT_OF_THE_READERS_WAY
  )
  try {
    await readers(app.base, 1)
    await drain(app.base)
    let probe = await probeHealth(app.base)
    const idle = await readers(app.base, seconds)
    const idleHealth = await probe.stop()
    await drain(app.base)
    probe = await probeHealth(app.base)
    /* the crowd is at work for a second before the readers start, and until they stop */
    const flooding = crowd(app.base, performance.now() + (seconds + 2) * 1000)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const busy = await readers(app.base, seconds)
    const statuses = await flooding
    const health = await probe.stop()
    await drain(app.base)
    const result: CrowdResult = {
      clients: CLIENTS,
      pace_ms: PACE_MS,
      seconds,
      load_average: { before, after: loadAverages() },
      idle: { reads_per_second: round1(idle.rps), health_p99_ms: idleHealth.p99 },
      flood: {
        statuses,
        reads_per_second: round1(busy.rps),
        reads_unexpected: busy.unexpected,
        health_p50_ms: health.p50,
        health_p99_ms: health.p99,
        health_max_ms: health.max,
        health_samples: health.samples,
      },
      read_ratio: Math.round((busy.rps / idle.rps) * 100) / 100,
      peak_rss_mb: peakRssMb(app.pid),
    }
    console.log(`  ${JSON.stringify(result)}`)
    return result
  } finally {
    await app.stop()
  }
}
