import { test } from '@japa/runner'
import { gzipSync } from 'node:zlib'
import db from '@adonisjs/lucid/services/db'
import { serviceConfig } from '#config/service'
import { readCache } from '#services/read_cache/catalog_cache'
import { clearRateLimits } from '#services/rate_limit_service'
import { replayedToolCalls } from '#mcp/http/tool_call_replay'
import { MCP_HEADERS, MCP_PORT, toolCall } from '#tests/helpers/mcp_client'
import { changesDelivered } from '#tests/helpers/changes_delivered'
import { sendRequest, stableHeaders } from '#tests/helpers/http_answer'

/*
| Read-tool calls answered in front of the router: what goes out must be
| what the full path sends for the same request, counted by the rate limit
| once, and never made from a value that changed. `/mcp?full` reaches the
| same route but never the front (its target is not the endpoint's path).
*/

const post = (body: string | Buffer, headers: Record<string, string> = {}, path = '/mcp') =>
  sendRequest(path, { method: 'POST', headers: { ...MCP_HEADERS, ...headers }, body })

const call = (id: number | string, name: string, args: Record<string, unknown> = {}) =>
  JSON.stringify(toolCall(id, name, args))

/** Posts, and says whether the front answered. */
async function posted(body: string | Buffer, headers: Record<string, string> = {}, path = '/mcp') {
  const before = replayedToolCalls()
  const answer = await post(body, headers, path)
  return { answer, inFront: replayedToolCalls() - before === 1 }
}

test.group('MCP read-tool calls replayed in front of the router', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    readCache.clear()
  })

  test('a replayed call is the full answer for its id: status, bytes, headers in order', async ({
    assert,
  }) => {
    for (const [name, args] of [
      ['list_events', { limit: 3 }],
      ['get_event', { id: 'berlin-halloween-2026' }],
    ] as const) {
      const first = await posted(call(1, name, args))
      assert.isFalse(first.inFront, `${name}: the first call takes the full path`)
      const replay = await posted(call('again', name, args))
      assert.isTrue(replay.inFront, `${name}: the same call is answered in front`)
      const full = await posted(call('again', name, args), {}, '/mcp?full')
      assert.isFalse(full.inFront)
      assert.equal(replay.answer.status, 200)
      assert.equal(
        replay.answer.body.toString(),
        full.answer.body.toString(),
        `${name}: same bytes`
      )
      assert.include(replay.answer.body.toString(), '"id":"again"')
      assert.deepEqual(replay.answer.names, full.answer.names)
      assert.deepEqual(stableHeaders(replay.answer), stableHeaders(full.answer))
      assert.notEqual(replay.answer.headers['x-request-id'], full.answer.headers['x-request-id'])
    }
  })

  test('the mcp limit counts each replayed call once and the full path refuses the rest', async ({
    assert,
  }) => {
    const original = serviceConfig.rateLimits.mcp
    serviceConfig.rateLimits.mcp = 3
    try {
      const body = call(1, 'get_event', { id: 'berlin-halloween-2026' })
      await posted(body)
      const second = await posted(body)
      const third = await posted(body)
      assert.isTrue(second.inFront && third.inFront)
      assert.equal(second.answer.headers['x-ratelimit-remaining'], '1')
      assert.equal(third.answer.headers['x-ratelimit-remaining'], '0')
      const refused = await posted(body)
      assert.isFalse(refused.inFront)
      assert.equal(refused.answer.status, 429)
      assert.equal(JSON.parse(refused.answer.body.toString()).error.data.code, 'rate_limited')
      assert.exists(refused.answer.headers['retry-after'])
    } finally {
      serviceConfig.rateLimits.mcp = original
    }
  })

  test('a committed change is never replayed stale', async ({ assert }) => {
    const id = 'berlin-halloween-2026'
    await posted(call(1, 'get_event', { id }))
    const kept = await posted(call(2, 'get_event', { id }))
    assert.isTrue(kept.inFront)
    const original = JSON.parse(kept.answer.body.toString()).result.structuredContent.name
    try {
      await db.from('events').where('id', id).update({ name: 'Replay freshness check' })
      await changesDelivered()
      const changed = await posted(call(3, 'get_event', { id }))
      assert.isFalse(changed.inFront)
      assert.equal(
        JSON.parse(changed.answer.body.toString()).result.structuredContent.name,
        'Replay freshness check'
      )
    } finally {
      await db.from('events').where('id', id).update({ name: original })
      await changesDelivered()
    }
  })

  test('only plain single calls are replayed; the full path still reads the body', async ({
    assert,
  }) => {
    const args = { id: 'berlin-halloween-2026' }
    const body = call(1, 'get_event', args)
    await posted(body)
    const replayed = await posted(body)
    assert.isTrue(replayed.inFront)

    const others: [string, string | Buffer, Record<string, string>][] = [
      ['another protocol version', body, { 'mcp-protocol-version': '2025-03-26' }],
      ['a browser page', body, { origin: `http://127.0.0.1:${MCP_PORT}` }],
      ['a compressed body', gzipSync(body), { 'content-encoding': 'gzip' }],
      ['a batch', `[${body}]`, {}],
      ['a notification', JSON.stringify({ ...toolCall(1, 'get_event', args), id: undefined }), {}],
    ]
    for (const [what, otherBody, headers] of others) {
      const other = await posted(otherBody, headers)
      assert.isFalse(other.inFront, what)
      assert.oneOf(other.answer.status, [200, 202], what)
    }
    const broken = await posted('{"jsonrpc":"2.0",')
    assert.isFalse(broken.inFront)
    assert.equal(broken.answer.status, 400)
    assert.equal(JSON.parse(broken.answer.body.toString()).error.code, -32700)
  })

  test('only an answer sent to a plain call is replayed, never one made for a browser page', async ({
    assert,
  }) => {
    const body = call(1, 'get_event', { id: 'berlin-halloween-2026' })
    const fromPage = await posted(body, { origin: `http://127.0.0.1:${MCP_PORT}` })
    assert.equal(fromPage.answer.status, 200)
    const first = await posted(body)
    assert.isFalse(first.inFront, 'the answer sent to the page is not replayed')
    const second = await posted(body)
    assert.isTrue(second.inFront)
  })
})
