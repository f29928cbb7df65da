import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { readCache } from '#services/read_cache/catalog_cache'
import { clearRateLimits } from '#services/rate_limit_service'
import { toolAnswersAt } from '#mcp/http/tool_answer_memo'
import { MCP_HEADERS, MCP_URL, toolCall } from '#tests/helpers/mcp_client'
import { changesDelivered } from '#tests/helpers/changes_delivered'

/*
| Read tools answered from kept answers: the bytes must be the SDK's own for
| that request id, and a kept answer must never outlive its cached values.
| Writes are committed (the cache only serves outside a global transaction).
*/
const memo = () => toolAnswersAt('/mcp')

async function callText(id: number | string, name: string, args: Record<string, unknown> = {}) {
  const response = await fetch(MCP_URL, {
    method: 'POST',
    headers: MCP_HEADERS,
    body: JSON.stringify(toolCall(id, name, args)),
  })
  return { status: response.status, text: await response.text() }
}

/** Calls twice with different ids; returns both texts and how many came from kept answers. */
async function twice(name: string, args: Record<string, unknown>) {
  const before = memo().stats().hits
  const first = await callText(1, name, args)
  const second = await callText('second', name, args)
  return { first, second, kept: memo().stats().hits - before }
}

test.group('MCP read tools: kept answers', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    readCache.clear()
  })

  test('a kept answer is byte for byte what the SDK sends for that id', async ({ assert }) => {
    for (const [name, args] of [
      ['list_events', { limit: 3 }],
      ['get_event', { id: 'berlin-halloween-2026' }],
      ['get_city_guide', { city: 'berlin' }],
      ['get_pricing', {}],
    ] as const) {
      const { second, kept } = await twice(name, args)
      assert.equal(kept, 1, `${name} answered from a kept answer`)
      readCache.clear()
      const fromSdk = await callText('second', name, args)
      assert.equal(second.status, 200)
      assert.equal(second.text, fromSdk.text, `${name}: same bytes as the SDK`)
      assert.include(second.text, '"id":"second"')
    }
  })

  test('a committed change is never answered from a kept answer', async ({ assert }) => {
    const args = { id: 'berlin-halloween-2026' }
    const { second } = await twice('get_event', args)
    const original = JSON.parse(second.text).result.structuredContent.name
    try {
      await db.from('events').where('id', args.id).update({ name: 'Kept answer check' })
      await changesDelivered()
      const hits = memo().stats().hits
      const changed = await callText(3, 'get_event', args)
      assert.equal(JSON.parse(changed.text).result.structuredContent.name, 'Kept answer check')
      assert.equal(memo().stats().hits, hits)
    } finally {
      await db.from('events').where('id', args.id).update({ name: original })
      await changesDelivered()
    }
  })

  test('tool errors and answers from uncached reads are not kept', async ({ assert }) => {
    const unknown = await twice('get_event', { id: 'no-such-event-anywhere' })
    assert.equal(unknown.kept, 0)
    assert.isTrue(JSON.parse(unknown.second.text).result.isError)
    /* the next event of a city is read uncached */
    const next = await twice('get_event', { city: 'berlin' })
    assert.equal(next.kept, 0)
    assert.equal(next.second.text, next.first.text.replace('"id":1', '"id":"second"'))
  })

  test('nothing is kept while the change listener is down', async ({ assert }) => {
    readCache.setConnected(false)
    try {
      const { kept, second } = await twice('list_events', { limit: 2 })
      assert.equal(kept, 0)
      assert.equal(second.status, 200)
    } finally {
      readCache.setConnected(true)
    }
  })
})
