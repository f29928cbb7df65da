import { test } from '@japa/runner'
import fc from 'fast-check'
import { randomUUID } from 'node:crypto'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { serviceConfig, appUrl } from '#config/service'
import { CONTACT_ERROR_CODES } from '#schemas/contact'
import { ContactErrorSchema, ContactSuccessSchema } from '#schemas/contact'
import { A2AAnswerDataSchema } from '#schemas/a2a'
import { studentServerDefinition } from '#mcp/students/student_server'
import { docsServerDefinition } from '#mcp/docs/docs_server'
import { assertMatchesOpenApi } from '#tests/helpers/openapi'
import {
  corpus,
  encodedValue,
  headerValue,
  hostileJson,
  hostileString,
  percentEncode,
  runs,
} from '#tests/helpers/hostile_arbitraries'
import { useSmtpSink } from '#tests/helpers/contact_messages'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { cityForm } from '#tests/helpers/admin_forms'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

/*
| Property-based tests: random and hostile values (fast-check, seeded with
| tests/fixtures/hostile_inputs.json, which every surface also replays in
| full) thrown at every REST parameter and path segment, every contact field
| and header, every MCP tool argument and JSON-RPC envelope, A2A messages
| and the admin forms. The answer is always a documented 4xx shape (or 2xx
| for valid input), never a 5xx, never a hang (each request is aborted after
| 10 s), and an invalid request sends and stores nothing.
| FC_SEED=<seed> replays a failure; FC_RUNS_SCALE=<n> runs more cases.
*/

const BASE = TEST_SERVER_URL
const MCP_HEADERS = {
  'content-type': 'application/json',
  'accept': 'application/json, text/event-stream',
}

/** Cases each surface ran in this process (printed at the end, for the record). */
const ran: Record<string, number> = {}
const count = (surface: string) => (ran[surface] = (ran[surface] ?? 0) + 1)

async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE}${path}`, { ...init, signal: AbortSignal.timeout(10_000) })
  const text = await response.text()
  let body: any = text
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {}
  return { status: response.status, headers: response.headers, body, text }
}

function query(params: [string, string][]) {
  return params.length ? `?${params.map(([k, v]) => `${percentEncode(k)}=${v}`).join('&')}` : ''
}

/* REST */

const REST_LISTS = {
  searchCities: { path: '/api/v1/cities', params: ['q', 'country', 'limit', 'cursor'] },
  listEvents: { path: '/api/v1/events', params: ['city', 'type', 'upcoming', 'limit', 'cursor'] },
  listPartnerDeals: { path: '/api/v1/partners', params: ['category', 'q'] },
  getPricing: { path: '/api/v1/pricing', params: ['city'] },
} as const
const REST_LOOKUPS = { getCityGuide: '/api/v1/cities/', getEvent: '/api/v1/events/' } as const

async function assertRestAnswer(path: string, operationId: string) {
  const answer = await send(path, { headers: { 'If-None-Match': '"x"' } })
  if (answer.status >= 500) throw new Error(`${path} answered ${answer.status}: ${answer.text}`)
  await assertMatchesOpenApi(
    { status: answer.status, headers: answer.headers, body: answer.body },
    { operationId, status: answer.status }
  )
}

const restListRequest = fc
  .constantFrom(...(Object.keys(REST_LISTS) as (keyof typeof REST_LISTS)[]))
  .chain((operationId) =>
    fc.record({
      operationId: fc.constant(operationId),
      params: fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...REST_LISTS[operationId].params), hostileString),
          encodedValue
        ),
        { maxLength: 4 }
      ),
    })
  )

/** A path segment that stays one segment ("." and ".." would be resolved by the URL parser). */
const pathSegment = encodedValue.filter(
  (value) => value.length > 0 && !/^(\.|%2e){1,2}$/i.test(value)
)

/* contact */

const contactField = fc.oneof(hostileJson, fc.emailAddress(), fc.constant('Ada Lovelace'))
const contactBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record(
        {
          name: contactField,
          email: contactField,
          message: contactField,
          subject: contactField,
          city: contactField,
          form_type: contactField,
          /* mostly dry runs: a real send per case would make the suite slow */
          dry_run: fc.oneof(
            { weight: 6, arbitrary: fc.constant(true) },
            { weight: 1, arbitrary: fc.boolean() },
            { weight: 1, arbitrary: hostileJson }
          ),
        },
        { requiredKeys: [] }
      )
      .map((body) => JSON.stringify(body)),
  },
  { weight: 1, arbitrary: fc.constantFrom(...corpus.raw_bodies) },
  { weight: 1, arbitrary: hostileJson.map((value) => JSON.stringify(value) ?? '') }
)
const contactHeaders = fc.record(
  {
    'idempotency-key': fc.oneof(headerValue, fc.uuid()),
    'origin': fc.oneof(headerValue, fc.constantFrom('null', appUrl, 'https://evil.example')),
    'content-type': fc.oneof(
      headerValue,
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'application/json, text/plain'
      )
    ),
    'accept': headerValue,
    'if-none-match': headerValue,
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
  },
  { requiredKeys: [] }
)

/* JSON-RPC */

const MCP_METHODS = [
  'initialize',
  'ping',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/read',
  'resources/templates/list',
  'prompts/list',
  'notifications/initialized',
  'completion/complete',
  'logging/setLevel',
]

function toolCallArbitrary(definitions: (typeof studentServerDefinition)[]) {
  const tools = definitions.flatMap((definition) => definition.tools)
  return fc.constantFrom(...tools).chain((tool) => {
    const names = Object.keys(tool.arguments.jsonSchema.properties ?? {})
    return fc.record({
      jsonrpc: fc.constant('2.0'),
      id: fc.integer({ min: 1, max: 1000 }),
      method: fc.constant('tools/call'),
      params: fc.record({
        name: fc.constant(tool.name),
        arguments: fc
          .array(
            fc.tuple(
              fc.oneof(
                { weight: 4, arbitrary: fc.constantFrom(...names, 'dry_run') },
                hostileString
              ),
              hostileJson
            ),
            {
              maxLength: 5,
            }
          )
          .map((pairs) => ({ dry_run: true, ...Object.fromEntries(pairs) })),
      }),
    })
  })
}

const jsonRpcId = fc.oneof(
  fc.integer(),
  fc.string({ maxLength: 10 }),
  fc.constant(null),
  hostileJson
)
const envelope = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant('2.0'), hostileJson),
    id: jsonRpcId,
    method: fc.oneof(fc.constantFrom(...MCP_METHODS, 'message/send', 'tasks/get'), hostileString),
    params: fc.oneof(
      hostileJson,
      fc.record({ name: hostileString, arguments: hostileJson, uri: hostileString })
    ),
  },
  { requiredKeys: [] }
)
const jsonRpcBody = fc.oneof(
  { weight: 3, arbitrary: envelope.map((message) => JSON.stringify(message)) },
  {
    weight: 2,
    arbitrary: fc.array(envelope, { maxLength: 4 }).map((batch) => JSON.stringify(batch)),
  },
  { weight: 1, arbitrary: fc.constantFrom(...corpus.raw_bodies) }
)

const DOCUMENTED_JSONRPC_CODES = [-32700, -32600, -32601, -32602, -32002, -32000, -32001, -32004]

function assertJsonRpcAnswer(answer: { status: number; body: any; text: string }, label: string) {
  if (answer.status >= 500) throw new Error(`${label} answered ${answer.status}: ${answer.text}`)
  if (![200, 202, 400, 403, 413, 429].includes(answer.status)) {
    throw new Error(`${label}: undocumented status ${answer.status}: ${answer.text}`)
  }
  if (answer.status === 202) return
  const messages = Array.isArray(answer.body) ? answer.body : [answer.body]
  for (const message of messages) {
    if (message?.jsonrpc !== '2.0') throw new Error(`${label}: not JSON-RPC: ${answer.text}`)
    if ('error' in message && !DOCUMENTED_JSONRPC_CODES.includes(message.error.code)) {
      throw new Error(`${label}: undocumented error ${JSON.stringify(message.error)}`)
    }
  }
}

function a2aMessage(parts: unknown) {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: randomUUID(),
    method: 'message/send',
    params: { message: { kind: 'message', role: 'user', messageId: randomUUID(), parts } },
  })
}

function assertA2aAnswer(answer: { status: number; body: any; text: string }, label: string) {
  assertJsonRpcAnswer(answer, label)
  const result = answer.body?.result
  if (!result) return
  const [text, data] = result.parts ?? []
  if (result.kind !== 'message' || text?.kind !== 'text' || data?.kind !== 'data') {
    throw new Error(`${label}: unexpected result ${answer.text}`)
  }
  A2AAnswerDataSchema.parse(data.data)
}

async function contactRows() {
  const [row] = await db.from('contact_messages').count('* as total')
  return Number(row.total)
}

test.group('Property tests: hostile input on every surface', (group) => {
  const sink = useSmtpSink(group)
  const saved = { ...serviceConfig.rateLimits }
  group.setup(() => {
    Object.assign(serviceConfig.rateLimits, { api: 1e6, mcp: 1e6, mcpWrite: 1e6 })
    return () => {
      Object.assign(serviceConfig.rateLimits, saved)
      console.log(`property cases per surface: ${JSON.stringify(ran)}`)
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('REST: every list parameter, known or not, any value', async () => {
    for (const fragment of [...corpus.strings.map(percentEncode), ...corpus.raw_query_fragments]) {
      for (const [operationId, { path, params }] of Object.entries(REST_LISTS)) {
        count('rest parameters (corpus)')
        await assertRestAnswer(`${path}${query([[params[0], fragment]])}`, operationId)
      }
    }
    await fc.assert(
      fc.asyncProperty(restListRequest, async ({ operationId, params }) => {
        count('rest parameters')
        await assertRestAnswer(`${REST_LISTS[operationId].path}${query(params)}`, operationId)
      }),
      runs(200)
    )
  }).timeout(120_000)

  test('REST: every path segment', async () => {
    for (const segment of [...corpus.strings.map(percentEncode), ...corpus.raw_query_fragments]) {
      if (!segment || /^(\.|%2e){1,2}$/i.test(segment) || /[/?#&=+[\]]/.test(segment)) continue
      for (const [operationId, prefix] of Object.entries(REST_LOOKUPS)) {
        count('rest path segments (corpus)')
        await assertRestAnswer(`${prefix}${segment}`, operationId)
      }
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.entries(REST_LOOKUPS)),
        pathSegment,
        async ([operationId, prefix], segment) => {
          count('rest path segments')
          await assertRestAnswer(`${prefix}${segment}`, operationId)
        }
      ),
      runs(100)
    )
  }).timeout(120_000)

  test('contact: any body and headers; an invalid request sends and stores nothing', async () => {
    const documented = new Set<number>([200, ...Object.values(CONTACT_ERROR_CODES)])
    const check = async (body: string, headers: Record<string, string>) => {
      const rowsBefore = await contactRows()
      const mailsBefore = sink.received.length
      const answer = await send('/api/contact', { method: 'POST', headers, body })
      if (answer.status >= 500 || !documented.has(answer.status)) {
        throw new Error(`contact answered ${answer.status}: ${answer.text} for ${body}`)
      }
      if (answer.status === 200) {
        ContactSuccessSchema.parse(answer.body)
        return
      }
      ContactErrorSchema.parse(answer.body)
      if ((await contactRows()) !== rowsBefore || sink.received.length !== mailsBefore) {
        throw new Error(`a refused request (${answer.status}) stored or sent something: ${body}`)
      }
    }
    for (const value of [...corpus.strings, ...corpus.json_values]) {
      for (const field of ['name', 'email', 'message', 'subject']) {
        count('contact fields (corpus)')
        const body = {
          name: 'Ada',
          email: 'ada@example.org',
          message: 'Hello',
          dry_run: true,
          [field]: value,
        }
        await check(JSON.stringify(body), { 'content-type': 'application/json' })
      }
    }
    for (const raw of corpus.raw_bodies) {
      count('contact fields (corpus)')
      await check(raw, { 'content-type': 'application/json' })
    }
    await fc.assert(
      fc.asyncProperty(contactBody, contactHeaders, async (body, headers) => {
        count('contact bodies and headers')
        await check(body, { 'content-type': 'application/json', ...headers })
      }),
      runs(250)
    )
  }).timeout(120_000)

  test('MCP: every tool argument and JSON-RPC envelope', async () => {
    for (const value of corpus.strings) {
      for (const tool of studentServerDefinition.tools) {
        const [first] = Object.keys(tool.arguments.jsonSchema.properties ?? {})
        count('mcp tool arguments (corpus)')
        const body = JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: tool.name, arguments: { dry_run: true, [first]: value } },
        })
        assertJsonRpcAnswer(
          await send('/mcp', { method: 'POST', headers: MCP_HEADERS, body }),
          tool.name
        )
      }
    }
    await fc.assert(
      fc.asyncProperty(toolCallArbitrary([studentServerDefinition]), async (message) => {
        count('mcp tool arguments')
        const answer = await send('/mcp', {
          method: 'POST',
          headers: MCP_HEADERS,
          body: JSON.stringify(message),
        })
        assertJsonRpcAnswer(answer, message.params.name)
      }),
      runs(200)
    )
    await fc.assert(
      fc.asyncProperty(toolCallArbitrary([docsServerDefinition]), async (message) => {
        count('docs mcp tool arguments')
        const answer = await send('/mcp/docs', {
          method: 'POST',
          headers: MCP_HEADERS,
          body: JSON.stringify(message),
        })
        assertJsonRpcAnswer(answer, message.params.name)
      }),
      runs(60)
    )
    await fc.assert(
      fc.asyncProperty(jsonRpcBody, fc.constantFrom('/mcp', '/mcp/docs'), async (body, path) => {
        count('mcp envelopes and batches')
        assertJsonRpcAnswer(await send(path, { method: 'POST', headers: MCP_HEADERS, body }), body)
      }),
      runs(150)
    )
  }).timeout(180_000)

  test('A2A: any message text and parts, any envelope', async () => {
    const post = (body: string) =>
      send('/a2a', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    for (const text of corpus.strings) {
      count('a2a messages (corpus)')
      assertA2aAnswer(await post(a2aMessage([{ kind: 'text', text }])), JSON.stringify(text))
    }
    const part = fc.oneof(
      { weight: 3, arbitrary: hostileString.map((text) => ({ kind: 'text', text })) },
      {
        weight: 1,
        arbitrary: fc.record(
          { kind: hostileJson, text: hostileJson, data: hostileJson },
          { requiredKeys: [] }
        ),
      }
    )
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 4 }), async (parts) => {
        count('a2a messages')
        assertA2aAnswer(await post(a2aMessage(parts)), JSON.stringify(parts))
      }),
      runs(120)
    )
    await fc.assert(
      fc.asyncProperty(jsonRpcBody, async (body) => {
        count('a2a envelopes')
        assertA2aAnswer(await post(body), body)
      }),
      runs(80)
    )
    /* the HTTP+JSON binding: the same messages, never a 5xx */
    const restBody = fc.oneof(
      fc
        .array(part, { maxLength: 3 })
        .map((parts) =>
          JSON.stringify({ message: { role: 'ROLE_USER', messageId: randomUUID(), parts } })
        ),
      fc.constantFrom(...corpus.raw_bodies)
    )
    await fc.assert(
      fc.asyncProperty(restBody, async (body) => {
        count('a2a http+json messages')
        const answer = await send('/a2a/rest/message:send', {
          method: 'POST',
          headers: { 'content-type': 'application/a2a+json', 'a2a-version': '1.0' },
          body,
        })
        if (answer.status >= 500) throw new Error(`answered ${answer.status}: ${answer.text}`)
      }),
      runs(60)
    )
  }).timeout(120_000)

  test('admin: the city form and the sign-in form with any field values', async ({ client }) => {
    const staff = await AdminUserFactory.create()
    const form = cityForm()
    const strings = Object.fromEntries(
      Object.entries(form).filter(([, value]) => typeof value === 'string')
    ) as Record<string, string>
    const fields = Object.keys(strings)
    const encodeForm = (values: Record<string, string>) =>
      Object.entries(values)
        .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
        .join('&')
    const post = async (path: string, body: string, signedIn: boolean) => {
      const request = client.post(path).header('content-type', 'application/x-www-form-urlencoded')
      if (signedIn) request.loginAs(staff)
      const response = await request
        .withCsrfToken()
        .redirects(0)
        .form(body as any)
      if (response.status() >= 500)
        throw new Error(`${path} answered ${response.status()} for ${body}`)
      if (![200, 302, 303, 429].includes(response.status())) {
        throw new Error(`${path}: undocumented status ${response.status()} for ${body}`)
      }
    }
    for (const value of corpus.strings.slice(0, 40)) {
      count('admin forms (corpus)')
      await post('/admin/cities', encodeForm({ ...strings, name: value, slug: value }), true)
    }
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...fields), hostileString, { maxKeys: 4 }),
        async (values) => {
          count('admin city form')
          await post('/admin/cities', encodeForm({ ...strings, ...values }), true)
        }
      ),
      runs(60)
    )
    await fc.assert(
      fc.asyncProperty(hostileString, hostileString, async (email, password) => {
        count('admin sign-in form')
        await post('/admin/login', encodeForm({ email, password }), false)
      }),
      runs(40)
    )
  }).timeout(120_000)
})
