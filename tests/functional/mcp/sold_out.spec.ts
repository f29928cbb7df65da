import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { clearRateLimits } from '#services/rate_limit_service'
import { connectClient } from '#tests/helpers/mcp_client'
import { idsWhereSoldOut, seedSoldtown, sortedIds } from '#tests/helpers/sold_out_catalog'

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
})
