import { test } from '@japa/runner'
import { expectValue } from '#lib/result'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Client } from '@modelcontextprotocol/client'
import { RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/server'
import { searchCities, getCityGuide } from '#services/catalog/city_service'
import { getEvent, listEvents } from '#services/catalog/event_service'
import { listPartnerDeals } from '#services/catalog/partner_service'
import { getPricing } from '#services/catalog/pricing_service'
import { getDoc, searchDocs } from '#services/catalog/docs_service'
import { clearRateLimits } from '#services/rate_limit_service'
import { serviceOrigin } from '#mcp/app_views'
import { STUDENT_RESOURCES, STUDENT_RESOURCE_TEMPLATES } from '#mcp/students/resources'
import { studentServerDefinition } from '#mcp/students/student_server'
import { OPEN_CITY, OPEN_EVENT, createMcpCatalog } from '#tests/helpers/mcp_catalog'
import { textOf } from '#tests/helpers/mcp_results'
import { VERSIONED_CLIENTS, connectVersioned } from '#tests/helpers/mcp_versioned_clients'
import type { VersionedClient } from '#tests/helpers/mcp_versioned_clients'

const asJson = (value: unknown) => JSON.parse(JSON.stringify(value))

/** Every `type` array in a schema (nullable fields must be anyOf, not ["string", "null"]). */
function typeArrays(node: unknown, path = '$'): string[] {
  if (Array.isArray(node))
    return node.flatMap((item, index) => typeArrays(item, `${path}[${index}]`))
  if (!node || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([key, value]) => [
    ...(key === 'type' && Array.isArray(value) ? [path] : []),
    ...typeArrays(value, `${path}.${key}`),
  ])
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args })
  if (result.isError) throw new Error(`${name} failed: ${textOf(result)}`)
  if (textOf(result).trim().length < 20) throw new Error(`${name}: no meaningful text content`)
  return result.structuredContent
}

/** Each read tool, called with real arguments, against the catalog service called directly. */
async function assertReadTools(assert: any, client: Client) {
  const { events } = await listEvents({ city: OPEN_CITY })
  const event = events[0]
  const cases: [string, Record<string, unknown>, () => Promise<unknown>][] = [
    ['search_cities', { q: 'mcp' }, () => searchCities({ q: 'mcp' })],
    ['get_city_guide', { city: OPEN_CITY }, async () => expectValue(await getCityGuide(OPEN_CITY))],
    ['list_events', { city: OPEN_CITY }, () => listEvents({ city: OPEN_CITY })],
    ['get_event', { id: event.id }, async () => expectValue(await getEvent(event.id))],
    ['list_partner_deals', { category: 'travel' }, () => listPartnerDeals({ category: 'travel' })],
    ['get_pricing', { city: OPEN_CITY }, () => getPricing({ city: OPEN_CITY })],
  ]
  for (const [name, args, expected] of cases) {
    assert.deepEqual(await call(client, name, args), asJson(await expected()), name)
  }
}

async function assertWriteTools(assert: any, client: Client) {
  const student = { name: 'Ada Lovelace', email: 'ada@mcp-versions.example', consent: true }
  const signup = (await call(client, 'join_halloween_waitlist', {
    city: OPEN_CITY,
    ...student,
    dry_run: true,
  })) as { status: string; event: { id: string } }
  assert.equal(signup.status, 'dry_run')
  assert.equal(signup.event.id, OPEN_EVENT)
  const message = await call(client, 'send_message_to_team', {
    ...student,
    message: 'Is there a student discount for the welcome festival?',
    dry_run: true,
  })
  assert.include(message, { success: true, dry_run: true })
}

async function assertResources(assert: any, client: Client) {
  const { resources } = await client.listResources()
  assert.sameMembers(
    resources.map((resource) => resource.uri),
    STUDENT_RESOURCES.map((resource) => resource.uri)
  )
  const { resourceTemplates } = await client.listResourceTemplates()
  assert.sameMembers(
    resourceTemplates.map((template) => template.uriTemplate),
    STUDENT_RESOURCE_TEMPLATES.map((template) => template.uriTemplate)
  )
  for (const resource of resources) {
    const { contents } = await client.readResource({ uri: resource.uri })
    const [content] = contents as { uri: string; mimeType: string; text: string }[]
    assert.equal(content.uri, resource.uri)
    assert.equal(content.mimeType, resource.mimeType)
    assert.isAbove(content.text.length, 50, resource.uri)
  }
  const city = await client.readResource({ uri: `students://cities/${OPEN_CITY}` })
  assert.deepEqual(
    JSON.parse((city.contents[0] as { text: string }).text),
    asJson(expectValue(await getCityGuide(OPEN_CITY)))
  )
  const event = await client.readResource({ uri: `students://events/${OPEN_EVENT}` })
  assert.deepEqual(
    JSON.parse((event.contents[0] as { text: string }).text),
    asJson(expectValue(await getEvent(OPEN_EVENT)))
  )
}

async function assertViews(assert: any, client: Client) {
  const { resources } = await client.listResources()
  const views = resources.filter((resource) => resource.uri.startsWith('ui://'))
  assert.lengthOf(views, 2)
  const expectedUi = {
    csp: { resourceDomains: [serviceOrigin()], connectDomains: [] },
    prefersBorder: true,
  }
  for (const view of views) {
    assert.equal(view.mimeType, RESOURCE_MIME_TYPE)
    assert.deepEqual(view._meta?.ui, expectedUi, view.uri)
    const { contents } = await client.readResource({ uri: view.uri })
    const [content] = contents
    assert.equal(content.mimeType, RESOURCE_MIME_TYPE)
    assert.deepEqual(content._meta?.ui, expectedUi, view.uri)
    assert.match('text' in content ? content.text : '', /^<!doctype html>/i)
  }
}

async function assertToolList(assert: any, client: Client, withUi: boolean) {
  const { tools } = await client.listTools()
  assert.deepEqual(
    tools.map((tool) => tool.name),
    studentServerDefinition.tools.map((tool) => tool.name)
  )
  for (const tool of tools) {
    assert.deepEqual(typeArrays(tool.outputSchema), [], `${tool.name} outputSchema`)
    assert.deepEqual(typeArrays(tool.inputSchema), [], `${tool.name} inputSchema`)
  }
  const views = { list_events: 'events-list', get_event: 'event-card' } as Record<string, string>
  for (const tool of tools) {
    const view = views[tool.name]
    const expected =
      view && withUi
        ? { ui: { resourceUri: `ui://student-events/${view}.html`, visibility: ['model', 'app'] } }
        : undefined
    assert.deepEqual(tool._meta, expected, tool.name)
  }
}

function versionGroup(versioned: VersionedClient) {
  test.group(`MCP over HTTP, client ${versioned.label}`, (group) => {
    let client: Client
    group.each.setup(async () => {
      await clearRateLimits()
      const rollback = await testUtils.db().withGlobalTransaction()
      await createMcpCatalog()
      client = await connectVersioned(versioned)
      return async () => {
        await client.close()
        await rollback()
      }
    })

    test('negotiates the version and lists the tools with portable schemas', async ({ assert }) => {
      assert.equal(client.getNegotiatedProtocolVersion(), versioned.protocolVersion)
      assert.equal(
        client.getProtocolEra(),
        versioned.protocolVersion === '2026-07-28' ? 'modern' : 'legacy'
      )
      assert.equal(client.getServerVersion()?.name, 'student-events')
      await assertToolList(assert, client, true)
    })

    test('every read tool answers what the catalog service answers', async ({ assert }) => {
      await assertReadTools(assert, client)
    })

    test('both write tools answer a dry run', async ({ assert }) => {
      await assertWriteTools(assert, client)
    })

    test('every resource and template reads', async ({ assert }) => {
      await assertResources(assert, client)
    })

    test('the MCP Apps views carry their CSP and border preference', async ({ assert }) => {
      await assertViews(assert, client)
    })

    test('the docs server answers search_docs and get_doc', async ({ assert }) => {
      const docs = await connectVersioned(versioned, { path: '/mcp/docs' })
      try {
        const found = await call(docs, 'search_docs', { query: 'refund' })
        assert.deepEqual(found, asJson(await searchDocs({ query: 'refund' })))
        const first = (found as { results: { id: string }[] }).results[0]
        assert.deepEqual(
          await call(docs, 'get_doc', { id: first.id }),
          asJson(expectValue(await getDoc(first.id)))
        )
      } finally {
        await docs.close()
      }
    })
  })
}

for (const versioned of VERSIONED_CLIENTS) versionGroup(versioned)

test.group('MCP Apps: the client’s UI capability', () => {
  test('a 2026-07-28 client without UI support gets the tools without view links', async ({
    assert,
  }) => {
    const client = await connectVersioned(VERSIONED_CLIENTS[0], { ui: false })
    try {
      await assertToolList(assert, client, false)
      const result = await client.callTool({ name: 'list_events', arguments: { limit: 2 } })
      assert.match(textOf(result), /^\d+ events:\n- /)
    } finally {
      await client.close()
    }
  })

  test('a 2025-era client, whose capabilities the stateless server cannot see, keeps them', async ({
    assert,
  }) => {
    const client = await connectVersioned(VERSIONED_CLIENTS[1], { ui: false })
    try {
      await assertToolList(assert, client, true)
    } finally {
      await client.close()
    }
  })
})
