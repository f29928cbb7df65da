/*
| The fifty clients of the crowd round (crowd.ts forks this file), in their
| own process like the /health probe: handling their answers (calendars and
| lists of 200 events, about 40 a second) on the bench's own event loop
| slowed the readers the round measures, so the cached-read figure under
| the flood measured the load generator as much as the server.
|
| Each client has its own loopback address (127.0.0.2–51, sockets bound with
| `localAddress`) and asks for heavy work nobody asked before: calendars of
| 200 events with their own `to=` date, MCP `list_events` of 200 with its
| own date, A2A questions with their own text, one request every PACE_MS,
| one after the other, during the flood slices of the round's schedule
| (crowd_slices.ts) only. Answers: the statuses by kind, sent to the parent.
*/
import http from 'node:http'
import { floodBeat, sleepUntil, type Schedule } from './crowd_slices.js'

export const CLIENTS = 50
export const PACE_MS = 1500

type StatusCounts = Record<string, number>

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

/** Fifty paced clients through the flood slices of `schedule`; the answers they got, by kind. */
async function crowd(base: string, schedule: Schedule) {
  const url = new URL(base)
  const statuses: Record<string, StatusCounts> = { calendar: {}, mcp: {}, a2a: {} }
  const client = async (index: number) => {
    const address = `127.0.0.${index + 2}`
    /* the clients are spread over one pace, as fifty independent clients arrive */
    let due: number | null = schedule.start + (index * PACE_MS) / CLIENTS
    for (let turn = index; ; turn++) {
      due = floodBeat(schedule, Math.max(due, Date.now()), PACE_MS)
      if (due === null) return
      await sleepUntil(due)
      const ask = nextAsk(KINDS[turn % KINDS.length])
      const status = await send(url, address, ask)
      statuses[ask.kind][status] = (statuses[ask.kind][status] ?? 0) + 1
      due += PACE_MS
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)))
  return statuses
}

if (process.send) {
  const [base, schedule] = process.argv.slice(2)
  const statuses = await crowd(base, JSON.parse(schedule) as Schedule)
  process.send(statuses, () => process.exit(0))
}
