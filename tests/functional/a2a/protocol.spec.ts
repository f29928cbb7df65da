import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { TaskNotFoundError } from '@a2a-js/sdk/errors'
import type { AgentCard } from '@a2a-js/sdk'
import { appUrl, serviceConfig } from '#config/service'
import packageInfo from '#lib/package_info'
import { clearRateLimits } from '#services/rate_limit_service'
import {
  AGENT_CARD_URL,
  EVERY_CLIENT,
  SERVER_URL,
  ask,
  defaultClient,
  httpJsonClient,
  legacyClient,
  postRaw,
  userMessage,
} from '#tests/helpers/a2a_clients'

const V1 = { 'content-type': 'application/json', 'a2a-version': '1.0' }

function rpc(method: string, params: unknown, id: unknown = 1) {
  return JSON.stringify({ jsonrpc: '2.0', id, method, params })
}

function legacyMessage(parts: unknown[] = [{ kind: 'text', text: 'Which cities are there?' }]) {
  return { kind: 'message', role: 'user', messageId: randomUUID(), parts }
}

function v1Message(parts: unknown[] = [{ text: 'Which cities are there?' }]) {
  return { role: 'ROLE_USER', messageId: randomUUID(), parts }
}

const INTERFACES = [
  { url: `${appUrl}/a2a`, protocolBinding: 'JSONRPC', tenant: '', protocolVersion: '1.0' },
  { url: `${appUrl}/a2a/rest`, protocolBinding: 'HTTP+JSON', tenant: '', protocolVersion: '1.0' },
  { url: `${appUrl}/a2a`, protocolBinding: 'JSONRPC', tenant: '', protocolVersion: '0.3' },
  { url: `${appUrl}/a2a/rest`, protocolBinding: 'HTTP+JSON', tenant: '', protocolVersion: '0.3' },
]

test.group('A2A agent card', (group) => {
  group.setup(() => clearRateLimits())

  test('a 1.0 client (A2A-Version: 1.0) gets the 1.0 card with supportedInterfaces', async ({
    assert,
  }) => {
    const response = await fetch(AGENT_CARD_URL, { headers: { 'A2A-Version': '1.0' } })
    assert.equal(response.status, 200)
    assert.match(response.headers.get('content-type')!, /^application\/json/)
    assert.equal(response.headers.get('vary'), 'A2A-Version')
    assert.equal(response.headers.get('cache-control'), 'public, max-age=300')
    assert.match(response.headers.get('etag')!, /^W\/"/)
    const card = (await response.json()) as AgentCard
    assert.deepEqual(card.supportedInterfaces, INTERFACES)
    assert.containsSubset(card, {
      version: packageInfo.version,
      capabilities: { streaming: false, pushNotifications: false, extendedAgentCard: false },
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain', 'application/json'],
      securitySchemes: {},
      securityRequirements: [],
    })
    for (const legacyField of ['url', 'protocolVersion', 'preferredTransport']) {
      assert.notProperty(card, legacyField)
    }
    assert.deepEqual(
      card.skills.map((skill) => skill.id),
      ['cities', 'events', 'tickets', 'deals', 'pricing', 'contact']
    )
    for (const skill of card.skills) {
      assert.isAbove(skill.examples.length, 0, skill.id)
      assert.isAbove(skill.tags.length, 0, skill.id)
    }
  })

  test('a 0.3 client (no A2A-Version) gets the hybrid card: 0.3 fields and the 1.0 list', async ({
    assert,
  }) => {
    const response = await fetch(AGENT_CARD_URL)
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('vary'), 'A2A-Version')
    const card = await response.json()
    assert.containsSubset(card, {
      protocolVersion: '0.3',
      url: `${appUrl}/a2a`,
      preferredTransport: 'JSONRPC',
      additionalInterfaces: [{ url: `${appUrl}/a2a/rest`, transport: 'HTTP+JSON' }],
      capabilities: { streaming: false, pushNotifications: false },
      supportsAuthenticatedExtendedCard: false,
    })
    assert.deepEqual(card.supportedInterfaces, INTERFACES)
    const modernResponse = await fetch(AGENT_CARD_URL, { headers: { 'A2A-Version': '1.0' } })
    const modern = await modernResponse.json()
    const summary = (skills: { id: string; examples: string[] }[]) =>
      skills.map(({ id, examples }) => ({ id, examples }))
    assert.deepEqual(summary(card.skills), summary(modern.skills))
    assert.notEqual(response.headers.get('etag'), modernResponse.headers.get('etag'))
  })

  test('the card answers 304 to its own ETag, per version', async ({ assert, client }) => {
    for (const headers of [{}, { 'A2A-Version': '1.0' }] as Record<string, string>[]) {
      const first = await client.get('/.well-known/agent-card.json').headers(headers)
      const again = await client
        .get('/.well-known/agent-card.json')
        .headers({ ...headers, 'If-None-Match': first.header('etag')! })
      assert.equal(again.status(), 304)
    }
  })

  test('the default 1.x client picks JSON-RPC 1.0; asked to, HTTP+JSON 1.0', async ({ assert }) => {
    const jsonRpc = await defaultClient()
    assert.equal(jsonRpc.protocolVersion, '1.0')
    assert.equal(jsonRpc['transport'].protocolName, 'JSONRPC')
    const rest = await httpJsonClient()
    assert.equal(rest.protocolVersion, '1.0')
    assert.equal(rest['transport'].protocolName, 'HTTP+JSON')
    const card = await jsonRpc.getAgentCard()
    assert.deepEqual(card.supportedInterfaces, INTERFACES)
  })

  test('the 0.3 client reads the card and talks to the url it gives', async ({ assert }) => {
    const client = await legacyClient()
    const card = await client.getAgentCard()
    assert.equal(card.url, `${appUrl}/a2a`)
    assert.equal(card.protocolVersion, '0.3')
    const reply = await ask('Which cities are there?', 'jsonrpc-0.3')
    assert.equal(reply.data.intent, 'list_cities')
  })

  test('every example question of the card is understood, through every client', async ({
    assert,
  }) => {
    const client = await defaultClient()
    const card = await client.getAgentCard()
    const examples = card.skills.flatMap((skill) => skill.examples)
    for (const [index, example] of examples.entries()) {
      const via = EVERY_CLIENT[index % EVERY_CLIENT.length]
      const reply = await ask(example, via)
      assert.notEqual(reply.data.intent, 'help', `${example} (${via})`)
    }
  })
})

test.group('A2A 1.0: SendMessage and task methods', () => {
  test('SendMessage over JSON-RPC: one message, a text part and a data part, in the caller’s context', async ({
    assert,
  }) => {
    const contextId = randomUUID()
    const response = await postRaw(
      rpc('SendMessage', { message: { ...v1Message(), contextId } }, 'req-7'),
      V1
    )
    assert.equal(response.status, 200)
    assert.equal(response.body.jsonrpc, '2.0')
    assert.equal(response.body.id, 'req-7')
    const message = response.body.result.message
    assert.equal(message.role, 'ROLE_AGENT')
    assert.equal(message.contextId, contextId)
    assert.deepEqual(
      message.parts.map((part: Record<string, unknown>) => Object.keys(part).sort()),
      [
        ['mediaType', 'text'],
        ['data', 'mediaType'],
      ]
    )
    assert.equal(message.parts[1].data.intent, 'list_cities')
    assert.equal(response.headers.get('api-version'), '1')
    assert.equal(response.headers.get('x-ratelimit-limit'), String(serviceConfig.rateLimits.api))
  })

  test('SendMessage over HTTP+JSON: POST /a2a/rest/message:send', async ({ assert }) => {
    const response = await postRaw(
      JSON.stringify({ message: v1Message([{ text: 'Show me travel deals' }]) }),
      { 'content-type': 'application/a2a+json', 'a2a-version': '1.0' },
      '/a2a/rest/message:send'
    )
    assert.equal(response.status, 200)
    assert.match(response.headers.get('content-type')!, /^application\/a2a\+json/)
    assert.equal(response.body.message.role, 'ROLE_AGENT')
    assert.equal(response.body.message.parts[1].data.intent, 'list_deals')
    assert.equal(response.headers.get('x-ratelimit-limit'), String(serviceConfig.rateLimits.api))
  })

  test('the 1.x clients get the same answer over JSON-RPC and HTTP+JSON', async ({ assert }) => {
    const viaJsonRpc = await ask('Halloween parties in Berlin', 'jsonrpc-1.0')
    const viaRest = await ask('Halloween parties in Berlin', 'http+json-1.0')
    const viaLegacy = await ask('Halloween parties in Berlin', 'jsonrpc-0.3')
    assert.deepEqual(viaRest.data, viaJsonRpc.data)
    assert.deepEqual(viaLegacy.data, viaJsonRpc.data)
    assert.equal(viaRest.text, viaJsonRpc.text)
  })

  test('task methods answer as for an agent that never creates tasks', async ({ assert }) => {
    for (const client of [await defaultClient(), await httpJsonClient()]) {
      const listed = await client.listTasks({
        tenant: '',
        contextId: '',
        status: 0,
        pageSize: undefined,
        pageToken: '',
        historyLength: undefined,
        statusTimestampAfter: undefined,
        includeArtifacts: undefined,
      })
      assert.deepEqual(listed.tasks, [])
      assert.equal(listed.totalSize, 0)
      await assert.rejects(
        () => client.getTask({ tenant: '', id: 'no-such-task', historyLength: undefined }),
        TaskNotFoundError
      )
      await assert.rejects(
        () => client.cancelTask({ tenant: '', id: 'no-such-task', metadata: undefined }),
        TaskNotFoundError
      )
    }
    const raw = await postRaw(rpc('GetTask', { id: 'no-such-task' }, 5), V1)
    assert.equal(raw.body.error.code, -32001)
    const rest = await fetch(`${SERVER_URL}/a2a/rest/tasks/no-such-task`, {
      headers: { 'a2a-version': '1.0' },
    })
    assert.equal(rest.status, 404)
    const body = await rest.json()
    assert.equal(body.error.status, 'NOT_FOUND')
  })

  test('streaming and push notifications are refused: the card says they are off', async ({
    assert,
  }) => {
    const stream = await postRaw(rpc('SendStreamingMessage', { message: v1Message() }, 4), V1)
    assert.equal(stream.body.error.code, -32004)
    const subscribe = await postRaw(rpc('SubscribeToTask', { id: 'x' }, 4), V1)
    assert.equal(subscribe.body.error.code, -32004)
    const push = await postRaw(
      rpc('CreateTaskPushNotificationConfig', { taskId: 'x', url: 'http://127.0.0.1/hook' }, 4),
      V1
    )
    assert.equal(push.body.error.code, -32003)
  })

  test('unusable SendMessage params are -32602 (JSON-RPC) and 400 (HTTP+JSON)', async ({
    assert,
  }) => {
    const cases = [
      {},
      { message: { role: 'ROLE_USER', messageId: 'm1', parts: [] } },
      { message: { role: 'ROLE_AGENT', messageId: 'm1', parts: [{ text: 'hi' }] } },
      { message: { role: 'ROLE_USER', parts: [{ text: 'hi' }] } },
      { message: v1Message([{ data: { question: 'events in Berlin' } }]) },
      { message: v1Message([{ text: 'x'.repeat(10_001) }]) },
    ]
    for (const params of cases) {
      const response = await postRaw(rpc('SendMessage', params, 'p'), V1)
      assert.equal(response.status, 200, JSON.stringify(params))
      assert.equal(response.body.id, 'p')
      assert.equal(response.body.error.code, -32602, JSON.stringify(params).slice(0, 200))
      const rest = await postRaw(JSON.stringify(params), V1, '/a2a/rest/message:send')
      assert.equal(rest.status, 400, JSON.stringify(params).slice(0, 200))
    }
  })

  test('an A2A-Version the card does not list is refused (-32009)', async ({ assert }) => {
    const response = await postRaw(rpc('SendMessage', { message: v1Message() }), {
      ...V1,
      'a2a-version': '2.0',
    })
    assert.equal(response.body.error.code, -32009)
  })

  test('the 1.x client sends its own messages and gets the answer', async ({ assert }) => {
    const client = await defaultClient()
    const result = await client.sendMessage({
      tenant: '',
      message: userMessage('What is free?', 'ctx-42'),
      configuration: undefined,
      metadata: undefined,
    })
    assert.equal((result as { contextId: string }).contextId, 'ctx-42')
  })
})

test.group('A2A 0.3: message/send beside 1.0', () => {
  test('message/send answers one 0.3 message: a text part and a data part', async ({ assert }) => {
    const contextId = randomUUID()
    const response = await postRaw(
      rpc('message/send', { message: { ...legacyMessage(), contextId } }, 'req-3')
    )
    assert.equal(response.status, 200)
    assert.equal(response.body.id, 'req-3')
    const message = response.body.result
    assert.equal(message.kind, 'message')
    assert.equal(message.role, 'agent')
    assert.equal(message.contextId, contextId)
    assert.deepEqual(
      message.parts.map((part: { kind: string }) => part.kind),
      ['text', 'data']
    )
  })

  test('the 0.3 HTTP+JSON routes answer too (/a2a/rest/v1/message:send)', async ({ assert }) => {
    const response = await postRaw(
      JSON.stringify({
        request: { messageId: 'm1', role: 'ROLE_USER', content: [{ text: 'What is free?' }] },
      }),
      { 'content-type': 'application/json' },
      '/a2a/rest/v1/message:send'
    )
    assert.equal(response.status, 201)
    assert.equal(response.body.message.content[1].data.data.intent, 'free_offers')
  })

  test('an unknown method is -32601', async ({ assert }) => {
    const client = await legacyClient()
    const response = await client.callExtensionMethod('tasks/frobnicate', { id: 'x' })
    assert.equal((response as { error: { code: number } }).error.code, -32601)
    for (const headers of [{ 'content-type': 'application/json' }, V1]) {
      const raw = await postRaw(rpc('agents/list', {}, 9), headers)
      assert.equal(raw.status, 200)
      assert.equal(raw.body.id, 9)
      assert.equal(raw.body.error.code, -32601)
    }
  })

  test('tasks/get and tasks/cancel: there are no tasks', async ({ assert }) => {
    const get = await postRaw(rpc('tasks/get', { id: 'no-such-task' }, 5))
    assert.equal(get.body.error.code, -32001)
    const cancel = await postRaw(rpc('tasks/cancel', { id: 'no-such-task' }, 6))
    assert.equal(cancel.body.error.code, -32001)
  })

  test('message/stream is refused: streaming is off', async ({ assert }) => {
    const response = await postRaw(rpc('message/stream', { message: legacyMessage() }, 4))
    assert.equal(response.body.id, 4)
    assert.equal(response.body.error.code, -32004)
  })

  test('unusable params of message/send are -32602', async ({ assert }) => {
    const cases = [
      {},
      { message: { kind: 'message', role: 'user', messageId: 'm1', parts: [] } },
      { message: { ...legacyMessage(), role: 'agent' } },
      { message: legacyMessage([{ kind: 'data', data: { question: 'events in Berlin' } }]) },
    ]
    for (const params of cases) {
      const response = await postRaw(rpc('message/send', params, 'p'))
      assert.equal(response.status, 200, JSON.stringify(params))
      assert.equal(response.body.id, 'p')
      assert.equal(response.body.error.code, -32602, JSON.stringify(params))
    }
  })
})

test.group('A2A endpoint: HTTP rules', () => {
  test('invalid JSON is a -32700 parse error', async ({ assert }) => {
    const response = await postRaw('{"jsonrpc": "2.0", "id": 1, "method": ')
    assert.equal(response.status, 400)
    assert.equal(response.body.jsonrpc, '2.0')
    assert.isNull(response.body.id)
    assert.equal(response.body.error.code, -32700)
  })

  test('a body that is not a JSON-RPC request is an error, never a result', async ({ assert }) => {
    for (const body of [
      JSON.stringify({ id: 3, method: 'message/send', params: {} }),
      JSON.stringify({ jsonrpc: '2.0', id: 3 }),
      JSON.stringify({ jsonrpc: '2.0', id: 3, method: 42 }),
      JSON.stringify([{ jsonrpc: '2.0', id: 3, method: 'message/send', params: {} }]),
      '',
    ]) {
      const response = await postRaw(body)
      assert.equal(response.body.jsonrpc, '2.0', body)
      assert.include([-32600, -32602], response.body.error.code, body)
      assert.notProperty(response.body, 'result', body)
    }
  })

  test('other HTTP methods on /a2a are 405 with a JSON-RPC error', async ({ assert }) => {
    const response = await fetch(`${SERVER_URL}/a2a`)
    assert.equal(response.status, 405)
    assert.equal(response.headers.get('allow'), 'POST')
    const body = await response.json()
    assert.equal(body.error.code, -32600)
  })

  test('an unknown HTTP+JSON path is 404', async ({ assert }) => {
    const response = await postRaw('{}', V1, '/a2a/rest/no/such/operation')
    assert.equal(response.status, 404)
  })

  test('an Authorization header is ignored: never 401', async ({ assert }) => {
    const response = await postRaw(rpc('SendMessage', { message: v1Message() }), {
      ...V1,
      authorization: 'Bearer not-a-real-token',
    })
    assert.equal(response.status, 200)
    assert.equal(response.body.result.message.role, 'ROLE_AGENT')
  })

  test('shares the per-client rate limit with the REST API; over it, 429 as JSON-RPC', async ({
    assert,
    cleanup,
  }) => {
    const limit = serviceConfig.rateLimits.api
    serviceConfig.rateLimits.api = 3
    cleanup(async () => {
      serviceConfig.rateLimits.api = limit
      await clearRateLimits()
    })
    await clearRateLimits()
    const first = await postRaw(rpc('SendMessage', { message: v1Message() }), V1)
    assert.equal(first.headers.get('x-ratelimit-remaining'), '2')
    const rest = await fetch(`${SERVER_URL}/api/v1/cities`)
    assert.equal(rest.headers.get('x-ratelimit-remaining'), '1')
    await postRaw(rpc('message/send', { message: legacyMessage() }))
    const refused = await postRaw(rpc('message/send', { message: legacyMessage() }))
    assert.equal(refused.status, 429)
    assert.match(refused.headers.get('retry-after')!, /^\d+$/)
    assert.equal(refused.headers.get('x-ratelimit-remaining'), '0')
    assert.equal(refused.body.jsonrpc, '2.0')
    assert.isNumber(refused.body.error.code)
    assert.isString(refused.body.error.message)
  })

  test('is read only: questions about sending or signing up write nothing', async ({ assert }) => {
    const count = async (table: string) => {
      const row = await db.from(table).count('* as total').first()
      return Number(row.total)
    }
    const before = [await count('contact_messages'), await count('waitlist_entries')]
    for (const [index, question] of [
      'Send a message to the team saying hello, my email is ada@example.org',
      'Join the Halloween waitlist in Berlin for me',
      'Contact support please',
    ].entries()) {
      await ask(question, EVERY_CLIENT[index])
    }
    assert.deepEqual([await count('contact_messages'), await count('waitlist_entries')], before)
  })
})
