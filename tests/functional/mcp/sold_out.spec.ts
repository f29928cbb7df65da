import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { clearRateLimits } from '#services/rate_limit_service'
import { connectClient } from '#tests/helpers/mcp_client'
import { textOf } from '#tests/helpers/mcp_results'
import {
  idsWhereSoldOut,
  roundsByEvent,
  seedSoldtown,
  sortedIds,
} from '#tests/helpers/sold_out_catalog'

test.group('sold_out: MCP list_events', (group) => {
  let mcp: Client

  group.each.setup(async () => {
    await clearRateLimits()
    const rollback = await testUtils.db().withGlobalTransaction()
    await seedSoldtown()
    mcp = await connectClient()
    return async () => {
      await mcp.close()
      await rollback()
    }
  })

  test('the sold_out argument filters as on REST; events carry the field', async ({ assert }) => {
    for (const soldOut of [true, false]) {
      const result = await mcp.callTool({
        name: 'list_events',
        arguments: { city: 'soldtown', upcoming: false, sold_out: soldOut },
      })
      const events = (result.structuredContent as { events: any[] }).events
      assert.deepEqual(sortedIds(events), await idsWhereSoldOut(soldOut), `sold_out=${soldOut}`)
      for (const event of events) assert.equal(event.tickets.sold_out, soldOut)
    }
  })

  test('the argument is declared in the tool input schema', async ({ assert }) => {
    const { tools } = await mcp.listTools()
    const listEvents = tools.find((tool) => tool.name === 'list_events')!
    assert.equal((listEvents.inputSchema.properties as any).sold_out.type, 'boolean')
  })

  test('the text says sold out for a sold-out event and marks each sold-out round', async ({
    assert,
  }) => {
    const byEvent = await roundsByEvent()
    const list = await mcp.callTool({
      name: 'list_events',
      arguments: { city: 'soldtown' },
    })
    for (const line of textOf(list)
      .split('\n')
      .filter((text) => text.startsWith('- '))) {
      const id = /\(id ([^)]+)\)/.exec(line)![1]
      const rounds = byEvent.get(id)!
      const soldOut = rounds.length > 0 && rounds.every(Boolean)
      assert.equal(line.includes('sold out (every round)'), soldOut, line)
    }

    const one = await mcp.callTool({ name: 'get_event', arguments: { id: 'sold-first-round' } })
    const roundsLine = textOf(one)
      .split('\n')
      .find((line) => line.startsWith('Rounds: '))!
    assert.deepEqual(
      roundsLine
        .slice('Rounds: '.length)
        .split(', ')
        .map((round) => round.endsWith('(sold out)')),
      byEvent.get('sold-first-round')!
    )
  })
})
