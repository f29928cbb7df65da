import { test } from '@japa/runner'
import Ajv2020 from 'ajv/dist/2020.js'
import { connectClient } from '#tests/helpers/mcp_client'

/*
| Issue 35, item 7: list_events declares `ticket_status` in the shape its
| validator accepts. A JSON client sends an array of statuses; the query
| string's form is comma-separated; both are in the inputSchema the SDK
| client lists and both list the same events. A value outside the schema is
| refused by the schema and by the server alike.
*/

type Listed = { structuredContent?: { events: { id: string }[] }; isError?: boolean }

const ids = (result: Listed) => (result.structuredContent?.events ?? []).map((event) => event.id)

test.group('MCP list_events: ticket_status as the inputSchema says', () => {
  test('an array and the comma-separated form are both valid and list the same events', async ({
    assert,
    client,
  }) => {
    const mcp = await connectClient()
    try {
      const { tools } = await mcp.listTools()
      const listEvents = tools.find((tool) => tool.name === 'list_events')!
      const validate = new Ajv2020.default({ strict: false }).compile(listEvents.inputSchema)
      const asArray = { ticket_status: ['opens_soon', 'on_sale'], upcoming: false }
      const asText = { ticket_status: 'on_sale,opens_soon', upcoming: false }
      assert.isTrue(validate(asArray), JSON.stringify(validate.errors))
      assert.isTrue(validate(asText), JSON.stringify(validate.errors))

      const byArray = (await mcp.callTool({ name: 'list_events', arguments: asArray })) as Listed
      const byText = (await mcp.callTool({ name: 'list_events', arguments: asText })) as Listed
      assert.notOk(byArray.isError)
      assert.isAbove(ids(byArray).length, 0)
      assert.deepEqual(ids(byArray), ids(byText))
      const onSale = (await mcp.callTool({
        name: 'list_events',
        arguments: { ticket_status: ['on_sale'], upcoming: false },
      })) as Listed
      assert.isBelow(ids(onSale).length, ids(byArray).length)

      const repeated = await client.get(
        '/api/v1/events?upcoming=false&ticket_status=opens_soon&ticket_status=on_sale'
      )
      repeated.assertStatus(200)
      assert.deepEqual(
        repeated.body().events.map((event: { id: string }) => event.id),
        ids(byText),
        'REST: the parameter repeated'
      )

      const wrong = { ticket_status: ['sold'] }
      assert.isFalse(validate(wrong))
      await assert.rejects(() => mcp.callTool({ name: 'list_events', arguments: wrong }))
    } finally {
      await mcp.close()
    }
  })
})
