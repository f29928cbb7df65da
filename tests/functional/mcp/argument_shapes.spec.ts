import { test } from '@japa/runner'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js'
import { OPEN_CITY, mcpCatalogSession } from '#tests/helpers/mcp_catalog'

/*
| Issue 35, item 7: a client that follows list_events' inputSchema is never
| refused with -32602, and what the schema refuses the server refuses too.
| `ticket_status` is a comma-separated text or a JSON array of statuses.
*/

const TICKET_STATUS_CANDIDATES: unknown[] = [
  'on_sale',
  'on_sale,opens_soon',
  'on_sale, opens_soon',
  ['on_sale', 'opens_soon'],
  ['on_sale'],
  ['ended', 'on_sale', 'on_sale'],
  'bogus',
  'on_sale,bogus',
  ['bogus'],
  ['on_sale,opens_soon'],
  [],
  5,
  [5],
  { on_sale: true },
]

test.group('MCP tool arguments: inputSchema and validation agree', (group) => {
  const mcp = mcpCatalogSession(group)

  test('list_events ticket_status: accepted by the server exactly when the schema accepts it', async ({
    assert,
  }) => {
    const { tools } = await mcp.client.listTools()
    const listEvents = tools.find((tool) => tool.name === 'list_events')!
    const schemaAccepts = new Ajv2020({ strict: false }).compile(listEvents.inputSchema)
    const verdicts: string[] = []
    for (const value of TICKET_STATUS_CANDIDATES) {
      const args = { city: OPEN_CITY, upcoming: false, ticket_status: value }
      const declared = schemaAccepts(args)
      const served = await mcp.client.callTool({ name: 'list_events', arguments: args }).then(
        () => true,
        (error) => {
          if (error?.code !== ErrorCode.InvalidParams) throw error
          return false
        }
      )
      verdicts.push(`${JSON.stringify(value)}: schema ${declared}, server ${served}`)
      assert.equal(served, declared, JSON.stringify(value))
    }
    assert.isTrue(schemaAccepts({ ticket_status: ['on_sale', 'opens_soon'] }), verdicts.join('\n'))
  })

  test('an array of statuses lists what the comma-separated text lists', async ({ assert }) => {
    const call = async (ticketStatus: unknown) => {
      const result = await mcp.client.callTool({
        name: 'list_events',
        arguments: { city: OPEN_CITY, upcoming: false, ticket_status: ticketStatus },
      })
      const events = (result.structuredContent as { events: { id: string }[] }).events
      return events.map((event) => event.id)
    }
    const text = await call('ended,on_sale')
    assert.isNotEmpty(text)
    assert.deepEqual(await call(['on_sale', 'ended']), text)
  })
})
