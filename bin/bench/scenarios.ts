/*
| The side-by-side scenarios: one fixed request each, built from samples of
| the data set (an event, a city, a deep cursor, the ETag of the first page),
| and the app's answer to it, captured once for the bare server to replay.
*/
import http from 'node:http'
import { routeKey, type BareRoute, type CapturedResponse } from './routes.js'
import type { TargetName } from './settings.js'

export interface BenchRequest {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}

export interface Scenario {
  id: string
  label: string
  request: BenchRequest
  expectStatus: number
  /** the issue's app/bare ratio target, if it sets one */
  target?: TargetName
}

interface EventPage {
  events: { id: string }[]
  next_cursor: string | null
}

export interface Samples {
  eventId: string
  citySlug: string
  cityName: string
  firstPageEtag: string
  /** `?limit=...&cursor=...` of a page deep in the upcoming events */
  deepPage: string
  /** cursors met on the way there, one per page */
  cursors: string[]
}

/** Pages of the deep-cursor walk and how many at most. */
const WALK_PAGE_SIZE = 20
const WALK_MAX_PAGES = 100

async function getJson<T>(base: string, path: string): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(base + path)
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return { body: (await response.json()) as T, headers: response.headers }
}

export async function takeSamples(base: string): Promise<Samples> {
  const first = await getJson<EventPage>(base, '/api/v1/events')
  const cities = await getJson<{ cities: { slug: string; name: string }[] }>(
    base,
    '/api/v1/cities?limit=1'
  )
  const cursors: string[] = []
  let cursor: string | null = null
  let deepPage = `?limit=${WALK_PAGE_SIZE}`
  do {
    const query: string = `?limit=${WALK_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
    const { body: page } = await getJson<EventPage>(base, `/api/v1/events${query}`)
    deepPage = query
    cursor = page.next_cursor
    if (cursor) cursors.push(cursor)
  } while (cursor && cursors.length < WALK_MAX_PAGES)
  return {
    eventId: first.body.events[0].id,
    citySlug: cities.body.cities[0].slug,
    cityName: cities.body.cities[0].name,
    firstPageEtag: first.headers.get('etag') ?? '',
    deepPage,
    cursors,
  }
}

const get = (path: string, headers: Record<string, string> = {}): BenchRequest => ({
  method: 'GET',
  path,
  headers,
})

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  path,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

/** Streamable HTTP wants both media types in Accept (app/mcp/http/request_guards.ts). */
const MCP_ACCEPT = { accept: 'application/json, text/event-stream' }

const mcpToolCall = (name: string, args: Record<string, unknown>) =>
  postJson(
    '/mcp',
    { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } },
    MCP_ACCEPT
  )

/** A2A 0.3 `message/send` with one text part. */
const a2aMessage = (text: string) =>
  postJson('/a2a', {
    jsonrpc: '2.0',
    id: 1,
    method: 'message/send',
    params: {
      message: {
        kind: 'message',
        role: 'user',
        messageId: 'bench-question',
        parts: [{ kind: 'text', text }],
      },
    },
  })

export function scenarios(samples: Samples): Scenario[] {
  const contact = {
    name: 'Bench Mark',
    email: 'bench@example.org',
    message: 'A dry run from npm run bench.',
    dry_run: true,
  }
  const list: Scenario[] = [
    {
      id: 'events',
      label: 'GET /api/v1/events (first page)',
      request: get('/api/v1/events'),
      expectStatus: 200,
      target: 'restRatio',
    },
    {
      id: 'events_deep',
      label: 'GET /api/v1/events (deep cursor page)',
      request: get(`/api/v1/events${samples.deepPage}`),
      expectStatus: 200,
    },
    {
      id: 'event',
      label: 'GET /api/v1/events/{id}',
      request: get(`/api/v1/events/${encodeURIComponent(samples.eventId)}`),
      expectStatus: 200,
      target: 'restRatio',
    },
    {
      id: 'city',
      label: 'GET /api/v1/cities/{slug}',
      request: get(`/api/v1/cities/${encodeURIComponent(samples.citySlug)}`),
      expectStatus: 200,
    },
    {
      id: 'pricing',
      label: 'GET /api/v1/pricing',
      request: get('/api/v1/pricing'),
      expectStatus: 200,
    },
    {
      id: 'events_304',
      label: 'GET /api/v1/events, If-None-Match (304)',
      request: get('/api/v1/events', { 'if-none-match': samples.firstPageEtag }),
      expectStatus: 304,
    },
    {
      id: 'mcp_list_events',
      label: 'MCP tools/call list_events',
      request: mcpToolCall('list_events', {}),
      expectStatus: 200,
      target: 'mcpRatio',
    },
    {
      id: 'mcp_get_event',
      label: 'MCP tools/call get_event',
      request: mcpToolCall('get_event', { id: samples.eventId }),
      expectStatus: 200,
    },
    {
      id: 'a2a',
      label: 'A2A message/send (events in a city)',
      request: a2aMessage(`Which events are coming up in ${samples.cityName}?`),
      expectStatus: 200,
      target: 'a2aRatio',
    },
    {
      id: 'a2a_filtered',
      label: 'A2A message/send (filters: tickets on sale, early access)',
      request: a2aMessage('Which events have tickets on sale right now with early access open?'),
      expectStatus: 200,
    },
    {
      id: 'site_event',
      label: 'GET /events/{id} (site page)',
      request: get(`/events/${encodeURIComponent(samples.eventId)}`),
      expectStatus: 200,
    },
    {
      id: 'contact_dry_run',
      label: 'POST /api/contact (dry_run)',
      request: postJson('/api/contact', contact),
      expectStatus: 200,
    },
  ]
  return list
}

/** Sends `request` once with node:http (only the given headers, as autocannon sends it). */
export function capture(base: string, request: BenchRequest): Promise<CapturedResponse> {
  const url = new URL(request.path, base)
  const headers = { ...request.headers }
  if (request.body !== undefined)
    headers['content-length'] = String(Buffer.byteLength(request.body))
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method: request.method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const pairs: [string, string][] = []
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          pairs.push([response.rawHeaders[index], response.rawHeaders[index + 1]])
        }
        const body = Buffer.concat(chunks).toString('base64')
        resolve({ status: response.statusCode ?? 0, headers: pairs, body })
      })
    })
    outgoing.on('error', reject)
    outgoing.end(request.body)
  })
}

export function bareRoute(request: BenchRequest, response: CapturedResponse): BareRoute {
  return {
    key: routeKey(
      request.method,
      request.path,
      request.headers['if-none-match'],
      request.body ?? ''
    ),
    ...response,
  }
}
