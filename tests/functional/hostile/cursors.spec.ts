import { test } from '@japa/runner'
import { assertMatchesOpenApi } from '#tests/helpers/openapi'
import { postMcp, toolCall } from '#tests/helpers/mcp_client'

/*
| Cursors cannot be misused: a cursor is bound to its list and its filters
| (docs/hostile-input.md, "Cursors"); anything else is a 400 naming `cursor` (MCP -32602),
| never a 500 / -32603 from a query fed the wrong types.
*/

const payload = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

test.group('Cursors', () => {
  test('a cursor from another list, other filters or made by hand is a 400 naming cursor', async ({
    client,
    assert,
  }) => {
    const cities = await client.get('/api/v1/cities?limit=1')
    const events = await client.get('/api/v1/events?limit=1&upcoming=false')
    const citiesCursor = cities.body().next_cursor as string
    const eventsCursor = events.body().next_cursor as string
    assert.isString(citiesCursor)
    assert.isString(eventsCursor)

    const cases: [string, string][] = [
      ['/api/v1/events', citiesCursor],
      ['/api/v1/cities', eventsCursor],
      ['/api/v1/events?upcoming=true', eventsCursor],
      ['/api/v1/cities?q=ber', citiesCursor],
      /* the old format: the right number of fields with the wrong types */
      ['/api/v1/events', payload({ v: 1, p: ['Berlin', 3] })],
      ['/api/v1/cities', payload({ v: 1, p: ['2027-10-31T20:00:00Z', 'berlin-halloween'] })],
      ['/api/v1/events', `${payload({ v: 2, l: 'events', p: ['x', 'y'] })}.${'A'.repeat(22)}`],
    ]
    for (const [path, cursor] of cases) {
      const response = await client.get(path).qs({ cursor })
      response.assertStatus(400)
      const operationId = path.startsWith('/api/v1/events') ? 'listEvents' : 'searchCities'
      await assertMatchesOpenApi(response, { operationId, status: 400 })
      assert.equal(response.body().error.details[0].parameter, 'cursor', `${path} ${cursor}`)
    }
    const next = await client.get('/api/v1/cities?limit=1').qs({ cursor: citiesCursor })
    next.assertStatus(200)
  })

  test('MCP list_events and search_cities refuse a cursor of the other list with -32602', async ({
    assert,
  }) => {
    const cities = await postMcp(toolCall(1, 'search_cities', { limit: 1 }))
    const events = await postMcp(toolCall(2, 'list_events', { limit: 1, upcoming: false }))
    const citiesCursor = cities.body.result.structuredContent.next_cursor
    const eventsCursor = events.body.result.structuredContent.next_cursor

    for (const [tool, cursor] of [
      ['list_events', citiesCursor],
      ['search_cities', eventsCursor],
      ['list_events', payload({ v: 1, p: ['Berlin', 3] })],
    ] as const) {
      const { status, body } = await postMcp(toolCall(3, tool, { cursor }))
      assert.equal(status, 200)
      assert.equal(body.error.code, -32602, tool)
      assert.include(body.error.message, 'cursor')
    }
  })
})
