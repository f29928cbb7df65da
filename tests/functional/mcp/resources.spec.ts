import { test } from '@japa/runner'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { McpError } from '@modelcontextprotocol/sdk/types.js'
import { CityGuideSchema, CityListSchema } from '#schemas/city'
import { EventListSchema, EventSchema } from '#schemas/event'
import { PartnerListSchema } from '#schemas/partner'
import { OPEN_CITY, OPEN_EVENT, PAST_EVENT, mcpCatalogSession } from '#tests/helpers/mcp_catalog'

async function readText(client: Client, uri: string) {
  const { contents } = await client.readResource({ uri })
  const [content] = contents as { uri: string; mimeType: string; text: string }[]
  return content
}

test.group('MCP resources (SDK client over HTTP)', (group) => {
  const mcp = mcpCatalogSession(group)

  test('resources/list documents URIs and MIME types', async ({ assert }) => {
    const { resources } = await mcp.client.listResources()
    const types = Object.fromEntries(resources.map((resource) => [resource.uri, resource.mimeType]))
    assert.deepEqual(types, {
      'students://pricing.md': 'text/markdown',
      'students://llms.txt': 'text/plain',
      'students://skill.md': 'text/markdown',
      'students://cities': 'application/json',
      'students://events/upcoming': 'application/json',
      'students://partners': 'application/json',
      'ui://student-events/events-list.html': 'text/html;profile=mcp-app',
      'ui://student-events/event-card.html': 'text/html;profile=mcp-app',
    })
    for (const resource of resources) {
      assert.isString(resource.name)
      assert.isString(resource.description)
    }

    const { resourceTemplates } = await mcp.client.listResourceTemplates()
    assert.deepEqual(
      resourceTemplates.map(({ uriTemplate, mimeType }) => ({ uriTemplate, mimeType })),
      [
        { uriTemplate: 'students://cities/{slug}', mimeType: 'application/json' },
        { uriTemplate: 'students://events/{id}', mimeType: 'application/json' },
      ]
    )
  })

  test('documents: pricing markdown, llms.txt, the agent skill', async ({ assert }) => {
    const pricing = await readText(mcp.client, 'students://pricing.md')
    assert.equal(pricing.mimeType, 'text/markdown')
    assert.match(pricing.text, /^# Pricing/)
    assert.include(pricing.text, 'Mcpville')

    const llms = await readText(mcp.client, 'students://llms.txt')
    assert.equal(llms.mimeType, 'text/plain')
    assert.match(llms.text, /^# /)
    assert.include(llms.text, '/mcp')

    const skill = await readText(mcp.client, 'students://skill.md')
    assert.equal(skill.mimeType, 'text/markdown')
    assert.include(skill.text, 'list_events')
  })

  test('catalog snapshots in the REST shapes', async ({ assert }) => {
    const citiesText = await readText(mcp.client, 'students://cities')
    const cities = CityListSchema.parse(JSON.parse(citiesText.text))
    assert.equal(cities.total, cities.cities.length)
    assert.isNull(cities.next_cursor)
    assert.include(
      cities.cities.map((city) => city.slug),
      OPEN_CITY
    )

    const upcoming = await readText(mcp.client, 'students://events/upcoming')
    assert.equal(upcoming.mimeType, 'application/json')
    const events = EventListSchema.parse(JSON.parse(upcoming.text))
    const ids = events.events.map((event) => event.id)
    assert.include(ids, OPEN_EVENT)
    assert.notInclude(ids, PAST_EVENT)
    assert.isTrue(events.events.every((event) => event.status === 'upcoming'))

    const partnersText = await readText(mcp.client, 'students://partners')
    const partners = PartnerListSchema.parse(JSON.parse(partnersText.text))
    assert.equal(partners.total, partners.partners.length)
  })

  test('templates read one city guide and one event; unknown ones are -32602 with data.uri', async ({
    assert,
  }) => {
    const city = await readText(mcp.client, `students://cities/${OPEN_CITY}`)
    assert.equal(city.uri, `students://cities/${OPEN_CITY}`)
    assert.equal(CityGuideSchema.parse(JSON.parse(city.text)).slug, OPEN_CITY)

    const event = await readText(mcp.client, `students://events/${PAST_EVENT}`)
    assert.equal(EventSchema.parse(JSON.parse(event.text)).status, 'past')

    for (const uri of [
      'students://cities/atlantis',
      'students://events/nope',
      'students://nothing',
    ]) {
      try {
        await mcp.client.readResource({ uri })
        assert.fail(`expected an error for ${uri}`)
      } catch (error) {
        assert.instanceOf(error, McpError)
        assert.equal((error as McpError).code, -32602, uri)
        assert.include((error as McpError).message, uri)
        assert.deepEqual((error as McpError).data, { uri })
      }
    }
  })

  test('the two MCP Apps views are served with their CSP metadata', async ({ assert }) => {
    for (const uri of [
      'ui://student-events/events-list.html',
      'ui://student-events/event-card.html',
    ]) {
      const { contents } = await mcp.client.readResource({ uri })
      const [view] = contents as { uri: string; mimeType: string; text: string; _meta: any }[]
      assert.equal(view.mimeType, 'text/html;profile=mcp-app')
      assert.match(view.text, /^<!doctype html>/i)
      assert.deepEqual(view._meta.ui.csp.connectDomains, [])
      assert.lengthOf(view._meta.ui.csp.resourceDomains, 1)
    }
  })
})
