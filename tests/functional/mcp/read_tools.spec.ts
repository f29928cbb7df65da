import { test } from '@japa/runner'
import { CityGuideSchema, CityListSchema } from '#schemas/city'
import { EventListSchema, EventSchema } from '#schemas/event'
import { PartnerListSchema } from '#schemas/partner'
import { PricingSchema } from '#schemas/pricing'
import { protocolError, textOf } from '#tests/helpers/mcp_results'
import {
  LATER_EVENT,
  OPEN_CITY,
  OPEN_EVENT,
  PAGED_EVENTS,
  QUIET_CITY,
  mcpCatalogSession,
} from '#tests/helpers/mcp_catalog'

const TOOL_NAMES = [
  'search_cities',
  'get_city_guide',
  'list_events',
  'get_event',
  'list_partner_deals',
  'get_pricing',
  'join_halloween_waitlist',
  'send_message_to_team',
]

test.group('MCP read tools (SDK client over HTTP)', (group) => {
  const mcp = mcpCatalogSession(group)

  test('each list tool names every filter of its inputSchema in its description', async ({
    assert,
  }) => {
    const { tools } = await mcp.client.listTools()
    for (const name of ['search_cities', 'list_events', 'list_partner_deals']) {
      const tool = tools.find((one) => one.name === name)!
      const filters = Object.keys(tool.inputSchema.properties ?? {}).filter(
        (argument) => !['limit', 'cursor'].includes(argument)
      )
      assert.isNotEmpty(filters)
      for (const filter of filters) {
        assert.match(tool.description ?? '', new RegExp(`\\b${filter}\\b`), `${name}: ${filter}`)
      }
    }
  })

  test('tools/list names the eight tools with schemas and truthful annotations', async ({
    assert,
  }) => {
    const { tools } = await mcp.client.listTools()
    assert.deepEqual(
      tools.map((tool) => tool.name),
      TOOL_NAMES
    )
    for (const tool of tools) {
      assert.isString(tool.description)
      assert.equal(tool.inputSchema.type, 'object')
      assert.equal(tool.outputSchema?.type, 'object')
      const write = ['join_halloween_waitlist', 'send_message_to_team'].includes(tool.name)
      assert.equal(tool.annotations?.readOnlyHint, !write, tool.name)
      assert.isFalse(tool.annotations?.destructiveHint, tool.name)
    }
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]))
    assert.isTrue(byName.join_halloween_waitlist.annotations?.idempotentHint)
    assert.isFalse(byName.send_message_to_team.annotations?.idempotentHint)
    assert.isTrue(byName.send_message_to_team.annotations?.openWorldHint)
    assert.deepInclude(byName.search_cities.inputSchema.properties as object, {
      limit: {
        type: 'integer',
        minimum: 1,
        maximum: 100,
        description: 'Page size, 1..100 (default 100)',
        default: 100,
      },
    })
    assert.includeMembers(byName.join_halloween_waitlist.inputSchema.required ?? [], [
      'city',
      'name',
      'email',
      'consent',
    ])
    assert.includeMembers(byName.send_message_to_team.inputSchema.required ?? [], [
      'name',
      'email',
      'message',
      'consent',
    ])
    assert.property(byName.send_message_to_team.inputSchema.properties, 'idempotency_key')
    assert.property(byName.send_message_to_team.inputSchema.properties, 'dry_run')
  })

  test('list_events and get_event point at the MCP Apps views', async ({ assert }) => {
    const { tools } = await mcp.client.listTools()
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]))
    assert.deepEqual(byName.list_events._meta?.ui, {
      resourceUri: 'ui://student-events/events-list.html',
      visibility: ['model', 'app'],
    })
    assert.deepEqual(byName.get_event._meta?.ui, {
      resourceUri: 'ui://student-events/event-card.html',
      visibility: ['model', 'app'],
    })
    assert.notProperty(byName.list_events._meta, 'ui/resourceUri')
    assert.isUndefined(byName.search_cities._meta)
  })

  test('search_cities finds a city with its links and pages with a cursor', async ({ assert }) => {
    const found = await mcp.client.callTool({ name: 'search_cities', arguments: { q: 'mcpv' } })
    const list = CityListSchema.parse(found.structuredContent)
    assert.equal(list.total, 1)
    assert.equal(list.cities[0].slug, OPEN_CITY)
    assert.match(list.cities[0].city_guide_url, /^https?:\/\/.+\/cities\/mcpville$/)
    assert.include(textOf(found), 'Mcpville')

    const byCountry = await mcp.client.callTool({
      name: 'search_cities',
      arguments: { country: 'TL', limit: 2 },
    })
    const first = CityListSchema.parse(byCountry.structuredContent)
    assert.equal(first.total, 3)
    assert.lengthOf(first.cities, 2)
    assert.isString(first.next_cursor)
    assert.include(textOf(byCountry), first.next_cursor!)
    const next = await mcp.client.callTool({
      name: 'search_cities',
      arguments: { country: 'TL', limit: 2, cursor: first.next_cursor },
    })
    const second = CityListSchema.parse(next.structuredContent)
    assert.lengthOf(second.cities, 1)
    assert.isNull(second.next_cursor)
    assert.notInclude(
      first.cities.map((city) => city.slug),
      second.cities[0].slug
    )
  })

  test('search_cities rejects invalid arguments with -32602 naming each one', async ({
    assert,
  }) => {
    const error = await protocolError(
      mcp.client.callTool({
        name: 'search_cities',
        arguments: { limit: 500, cursor: 5, colour: 'red' },
      })
    )
    assert.equal(error.code, -32602)
    assert.include(error.message, 'limit: The limit field must be between 1 and 100')
    assert.include(error.message, 'cursor: ')
    assert.include(error.message, 'colour: Unknown argument')
    assert.deepInclude((error.data as { errors: unknown[] }).errors, {
      argument: 'limit',
      message: 'The limit field must be between 1 and 100',
    })

    const badCursor = await protocolError(
      mcp.client.callTool({ name: 'search_cities', arguments: { cursor: 'not-a-cursor' } })
    )
    assert.equal(badCursor.code, -32602)
    assert.include(badCursor.message, 'cursor')
  })

  test('get_city_guide by slug or name; an unknown city is a tool error', async ({ assert }) => {
    const bySlug = await mcp.client.callTool({
      name: 'get_city_guide',
      arguments: { city: OPEN_CITY },
    })
    const guide = CityGuideSchema.parse(bySlug.structuredContent)
    assert.equal(guide.slug, OPEN_CITY)
    assert.equal(guide.upcoming_events[0].id, OPEN_EVENT)

    const byName = await mcp.client.callTool({
      name: 'get_city_guide',
      arguments: { city: 'MCPVILLE' },
    })
    assert.equal(CityGuideSchema.parse(byName.structuredContent).slug, OPEN_CITY)

    const unknown = await mcp.client.callTool({
      name: 'get_city_guide',
      arguments: { city: 'atlantis' },
    })
    assert.isTrue(unknown.isError)
    assert.isUndefined(unknown.structuredContent)
    assert.include(textOf(unknown), 'No city "atlantis"')

    const missing = await protocolError(
      mcp.client.callTool({ name: 'get_city_guide', arguments: {} })
    )
    assert.equal(missing.code, -32602)
    assert.include(missing.message, 'city: ')
  })

  test('list_events filters by city and type and pages with a cursor', async ({ assert }) => {
    const all = await mcp.client.callTool({ name: 'list_events', arguments: { city: 'Mcpville' } })
    const list = EventListSchema.parse(all.structuredContent)
    assert.equal(list.total, PAGED_EVENTS + 2)
    assert.equal(list.events[0].id, OPEN_EVENT)
    assert.isNull(list.next_cursor)

    const seen: string[] = []
    let cursor: string | null | undefined
    do {
      const page = await mcp.client.callTool({
        name: 'list_events',
        arguments: {
          city: OPEN_CITY,
          type: 'semester_kickoff',
          limit: 2,
          ...(cursor ? { cursor } : {}),
        },
      })
      const events = EventListSchema.parse(page.structuredContent)
      assert.equal(events.total, PAGED_EVENTS)
      assert.isAtMost(events.events.length, 2)
      seen.push(...events.events.map((event) => event.id))
      cursor = events.next_cursor
    } while (cursor)
    assert.deepEqual(
      seen,
      Array.from({ length: PAGED_EVENTS }, (_, index) => `mcpville-kickoff-${index + 1}`)
    )

    const withPast = await mcp.client.callTool({
      name: 'list_events',
      arguments: { city: OPEN_CITY, type: 'halloween', upcoming: false },
    })
    assert.equal(EventListSchema.parse(withPast.structuredContent).total, 3)

    const invalid = await protocolError(
      mcp.client.callTool({ name: 'list_events', arguments: { type: 'rave', limit: 0 } })
    )
    assert.equal(invalid.code, -32602)
    assert.include(invalid.message, 'type: ')
    assert.include(invalid.message, 'limit: ')
  })

  test('get_event by id, or the next event in a city; unknown ones are tool errors', async ({
    assert,
  }) => {
    const byId = await mcp.client.callTool({ name: 'get_event', arguments: { id: LATER_EVENT } })
    const event = EventSchema.parse(byId.structuredContent)
    assert.equal(event.id, LATER_EVENT)
    assert.equal(event.status, 'upcoming')
    assert.deepEqual(event.tickets.options, [
      { name: 'Regular', price: 12, currency: 'EUR', sold_out: false },
    ])
    assert.include(textOf(byId), 'from 12 EUR')

    const byCity = await mcp.client.callTool({ name: 'get_event', arguments: { city: 'Mcpville' } })
    assert.equal(EventSchema.parse(byCity.structuredContent).id, OPEN_EVENT)

    const noEvent = await mcp.client.callTool({ name: 'get_event', arguments: { id: 'nope-2030' } })
    assert.isTrue(noEvent.isError)
    assert.include(textOf(noEvent), 'No event "nope-2030"')

    const quiet = await mcp.client.callTool({ name: 'get_event', arguments: { city: QUIET_CITY } })
    assert.isTrue(quiet.isError)
    assert.include(textOf(quiet), 'No upcoming event')

    const neither = await protocolError(mcp.client.callTool({ name: 'get_event', arguments: {} }))
    assert.equal(neither.code, -32602)
    assert.include(neither.message, 'id: Give an event id')
  })

  test('list_partner_deals and get_pricing return the REST shapes', async ({ assert }) => {
    const deals = await mcp.client.callTool({ name: 'list_partner_deals', arguments: {} })
    const partners = PartnerListSchema.parse(deals.structuredContent)
    assert.equal(partners.total, partners.partners.length)
    assert.match(partners.page, /\/deals$/)

    const invalid = await protocolError(
      mcp.client.callTool({ name: 'list_partner_deals', arguments: { category: 'spaceships' } })
    )
    assert.equal(invalid.code, -32602)
    assert.include(invalid.message, 'category: ')

    const priced = await mcp.client.callTool({
      name: 'get_pricing',
      arguments: { city: OPEN_CITY },
    })
    const pricing = PricingSchema.parse(priced.structuredContent)
    assert.equal(pricing.city?.slug, OPEN_CITY)
    const ids = pricing.tickets.flatMap((city) => city.events.map((event) => event.id))
    assert.include(ids, OPEN_EVENT)
    assert.include(textOf(priced), pricing.markdown_url)
  })

  test('unknown tools are -32602, unknown methods -32601, ping answers', async ({ assert }) => {
    const unknownTool = await protocolError(
      mcp.client.callTool({ name: 'book_flight', arguments: {} })
    )
    assert.equal(unknownTool.code, -32602)
    assert.include(unknownTool.message, 'Unknown tool: book_flight')

    /* prompts exist now (prompts_completions.spec.ts): subscriptions do not */
    const unknownMethod = await protocolError(
      mcp.client.subscribeResource({ uri: 'students://cities' })
    )
    assert.equal(unknownMethod.code, -32601)

    assert.deepEqual(await mcp.client.ping(), {})
    assert.equal(mcp.client.getServerVersion()?.name, 'student-events')
  })
})
