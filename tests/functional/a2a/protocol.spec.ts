import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { A2AClient } from '@a2a-js/sdk/client'
import type { AgentCard, Message } from '@a2a-js/sdk'
import { appUrl, serviceConfig } from '#config/service'
import packageInfo from '#lib/package_info'
import { clearRateLimits } from '#services/rate_limit_service'
import { AGENT_CARD_URL, SERVER_URL, agentClient, ask, postRaw } from './a2a_kit.js'

function sendBody(params: unknown, method = 'message/send', id: unknown = 1) {
  return JSON.stringify({ jsonrpc: '2.0', id, method, params })
}

function userMessage(parts: unknown[] = [{ kind: 'text', text: 'Which cities are there?' }]) {
  return { kind: 'message', role: 'user', messageId: randomUUID(), parts }
}

test.group('A2A agent card', (group) => {
  group.setup(() => clearRateLimits())

  test('is served at /.well-known/agent-card.json in the A2A 0.3 shape', async ({ assert }) => {
    const response = await fetch(AGENT_CARD_URL)
    assert.equal(response.status, 200)
    assert.match(response.headers.get('content-type')!, /^application\/json/)
    const card = (await response.json()) as AgentCard
    assert.containsSubset(card, {
      protocolVersion: '0.3.0',
      url: `${appUrl}/a2a`,
      preferredTransport: 'JSONRPC',
      version: packageInfo.version,
      capabilities: { streaming: false, pushNotifications: false },
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain', 'application/json'],
    })
    assert.isString(card.name)
    assert.isString(card.description)
    assert.notProperty(card, 'securitySchemes')
    assert.notProperty(card, 'security')
    assert.deepEqual(
      card.skills.map((skill) => skill.id),
      ['cities', 'events', 'tickets', 'deals', 'pricing', 'contact']
    )
    for (const skill of card.skills) {
      assert.isAbove(skill.examples!.length, 0, skill.id)
      assert.isAbove(skill.tags.length, 0, skill.id)
    }
  })

  test('every example question of the card is understood', async ({ assert }) => {
    const client = await agentClient()
    const card = await client.getAgentCard()
    for (const skill of card.skills) {
      for (const example of skill.examples ?? []) {
        const reply = await ask(example)
        assert.notEqual(reply.data.intent, 'help', example)
      }
    }
  })

  test('the SDK client reads the card and talks to the url it gives', async ({ assert }) => {
    const client = await A2AClient.fromCardUrl(AGENT_CARD_URL)
    const card = await client.getAgentCard()
    assert.equal(card.url, `${appUrl}/a2a`)
    const reply = await ask('Which cities are there?')
    assert.equal(reply.message.role, 'agent')
    assert.isString(reply.message.messageId)
    assert.isString(reply.message.contextId)
  })
})

test.group('A2A JSON-RPC endpoint', (group) => {
  group.each.setup(() => clearRateLimits())

  test('answers with one message: a text part and a data part, in the caller’s context', async ({
    assert,
  }) => {
    const contextId = randomUUID()
    const response = await postRaw(
      sendBody({ message: { ...userMessage(), contextId } }, 'message/send', 'req-7')
    )
    assert.equal(response.status, 200)
    assert.equal(response.body.jsonrpc, '2.0')
    assert.equal(response.body.id, 'req-7')
    const message = response.body.result as Message
    assert.equal(message.kind, 'message')
    assert.equal(message.role, 'agent')
    assert.equal(message.contextId, contextId)
    assert.deepEqual(
      message.parts.map((part) => part.kind),
      ['text', 'data']
    )
    assert.equal(response.headers.get('api-version'), '1')
    assert.equal(response.headers.get('x-ratelimit-limit'), String(serviceConfig.rateLimits.api))
  })

  test('an unknown method is -32601', async ({ assert }) => {
    const client = await agentClient()
    const response = await client.callExtensionMethod('tasks/frobnicate', { id: 'x' })
    assert.deepInclude(response, { jsonrpc: '2.0' })
    assert.equal((response as { error: { code: number } }).error.code, -32601)

    const raw = await postRaw(sendBody({}, 'agents/list', 9))
    assert.equal(raw.status, 200)
    assert.deepEqual(raw.body, {
      jsonrpc: '2.0',
      id: 9,
      error: { code: -32601, message: 'Method not found: agents/list' },
    })
  })

  test('invalid JSON is a -32700 parse error', async ({ assert }) => {
    const response = await postRaw('{"jsonrpc": "2.0", "id": 1, "method": ')
    assert.equal(response.status, 400)
    assert.equal(response.body.jsonrpc, '2.0')
    assert.isNull(response.body.id)
    assert.equal(response.body.error.code, -32700)
  })

  test('a body that is not a JSON-RPC request is -32600', async ({ assert }) => {
    for (const body of [
      JSON.stringify({ id: 3, method: 'message/send', params: {} }),
      JSON.stringify({ jsonrpc: '2.0', id: 3 }),
      JSON.stringify({ jsonrpc: '2.0', id: 3, method: 42 }),
      JSON.stringify({ jsonrpc: '2.0', id: { nested: true }, method: 'message/send' }),
      JSON.stringify([{ jsonrpc: '2.0', id: 3, method: 'message/send', params: {} }]),
      '',
    ]) {
      const response = await postRaw(body)
      assert.equal(response.status, 200, body)
      assert.equal(response.body.error.code, -32600, body)
      assert.notProperty(response.body, 'result', body)
    }
  })

  test('unusable params of message/send are -32602', async ({ assert }) => {
    const cases = [
      'not an object',
      {},
      { message: { role: 'user', messageId: 'm1' } },
      { message: { role: 'user', messageId: 'm1', parts: [] } },
      { message: { role: 'agent', messageId: 'm1', parts: [{ kind: 'text', text: 'hi' }] } },
      { message: { role: 'user', parts: [{ kind: 'text', text: 'hi' }] } },
      { message: userMessage([{ kind: 'text' }]) },
      { message: userMessage([{ kind: 'video', url: 'x' }]) },
      { message: userMessage([{ kind: 'data', data: { question: 'events in Berlin' } }]) },
    ]
    for (const params of cases) {
      const response = await postRaw(sendBody(params, 'message/send', 'p'))
      assert.equal(response.status, 200, JSON.stringify(params))
      assert.equal(response.body.id, 'p')
      assert.equal(response.body.error.code, -32602, JSON.stringify(params))
    }
  })

  test('streaming methods are refused: the card says streaming is off', async ({ assert }) => {
    const response = await postRaw(sendBody({ message: userMessage() }, 'message/stream', 4))
    assert.equal(response.status, 200)
    assert.equal(response.body.id, 4)
    assert.equal(response.body.error.code, -32004)
  })

  test('tasks do not exist: answers are immediate messages', async ({ assert }) => {
    const response = await postRaw(sendBody({ id: 'no-such-task' }, 'tasks/get', 5))
    assert.equal(response.body.error.code, -32001)
    const cancel = await postRaw(sendBody({ id: 'no-such-task' }, 'tasks/cancel', 6))
    assert.equal(cancel.body.error.code, -32001)
  })

  test('other HTTP methods on /a2a are 405 with a JSON-RPC error', async ({ assert }) => {
    const response = await fetch(`${SERVER_URL}/a2a`)
    assert.equal(response.status, 405)
    assert.equal(response.headers.get('allow'), 'POST')
    const body = await response.json()
    assert.equal(body.error.code, -32600)
  })

  test('an Authorization header is ignored: never 401', async ({ assert }) => {
    const response = await postRaw(sendBody({ message: userMessage() }), {
      'content-type': 'application/json',
      'authorization': 'Bearer not-a-real-token',
    })
    assert.equal(response.status, 200)
    assert.equal(response.body.result.kind, 'message')
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
    const first = await postRaw(sendBody({ message: userMessage() }))
    assert.equal(first.headers.get('x-ratelimit-remaining'), '2')
    const rest = await fetch(`${SERVER_URL}/api/v1/cities`)
    assert.equal(rest.headers.get('x-ratelimit-remaining'), '1')
    await postRaw(sendBody({ message: userMessage() }))
    const refused = await postRaw(sendBody({ message: userMessage() }))
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
    for (const question of [
      'Send a message to the team saying hello, my email is ada@example.org',
      'Join the Halloween waitlist in Berlin for me',
      'Contact support please',
    ]) {
      await ask(question)
    }
    assert.deepEqual([await count('contact_messages'), await count('waitlist_entries')], before)
  })
})
