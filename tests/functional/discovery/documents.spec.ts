import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createHash } from 'node:crypto'
import { appUrl, serviceConfig } from '#config/service'
import { searchCities } from '#services/catalog/city_service'
import { getPricing } from '#services/catalog/pricing_service'
import { pricingToMarkdown } from '#services/discovery/pricing_markdown'
import { mcpServerDefinitions } from '#services/discovery/mcp_servers'
import { LINKS, SKILL_NAME, linkUrl } from '#services/discovery/surfaces'
import { REST_OPERATIONS } from '#services/openapi/operations'
import { createCityWithEvent, essence, fetchOwn } from '#tests/helpers/discovery_links'

async function fetchText(url: string, headers: Record<string, string> = {}) {
  const response = await fetchOwn(url, { headers })
  return { response, body: await response.text() }
}

async function fetchJson(url: string) {
  const { response, body } = await fetchText(url)
  return { response, body: JSON.parse(body) }
}

test.group('Discovery documents: media types and agreement', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each file has its exact media type and may be read from any site', async ({ assert }) => {
    const expected: [keyof typeof LINKS, string][] = [
      ['llmsTxt', 'text/plain'],
      ['indexMd', 'text/markdown'],
      ['pricingMd', 'text/markdown'],
      ['authMd', 'text/markdown'],
      ['agentSkill', 'text/markdown'],
      ['aiCatalog', 'application/ai-catalog+json'],
      ['ard', 'application/ai-catalog+json'],
      ['mcpCatalog', 'application/json'],
      ['mcpCard', 'application/mcp-server-card+json'],
      ['mcpWellKnownCard', 'application/mcp-server-card+json'],
      ['mcpDocsCard', 'application/mcp-server-card+json'],
      ['agentSkills', 'application/json'],
      ['apiCatalog', 'application/linkset+json'],
    ]
    for (const [name, type] of expected) {
      const { response } = await fetchText(linkUrl(name))
      assert.equal(response.status, 200, name)
      assert.equal(essence(response.headers.get('content-type')), type, name)
      assert.equal(response.headers.get('access-control-allow-origin'), '*', name)
    }
  })

  test('ard.json is the same document as ai-catalog.json and lists every agent surface', async ({
    assert,
  }) => {
    const ai = await fetchJson(linkUrl('aiCatalog'))
    const ard = await fetchJson(linkUrl('ard'))
    assert.deepEqual(ard.body, ai.body)
    assert.equal(ai.body.specVersion, '1.0')
    assert.equal(ai.body.host.identifier, new URL(appUrl).hostname)
    const urls = ai.body.entries.map((entry: { url: string }) => entry.url)
    assert.sameMembers(urls, [
      linkUrl('mcpCard'),
      linkUrl('mcpDocsCard'),
      linkUrl('agentCard'),
      linkUrl('agentSkill'),
      linkUrl('openapi'),
    ])
    const host = new URL(appUrl).hostname
    for (const entry of ai.body.entries) {
      assert.match(entry.identifier, new RegExp(`^urn:air:${host}:[a-z0-9]+:[a-z0-9-]+$`))
      assert.match(entry.type, /^[a-z]+\/[\w.+-]+$/)
    }
    const byType = (type: string) =>
      ai.body.entries.filter((entry: { type: string }) => entry.type === type)
    /* Artifacts that carry their own name, description and version do not repeat them */
    for (const entry of [
      ...byType('application/mcp-server-card+json'),
      ...byType('application/a2a-agent-card+json'),
    ]) {
      for (const field of ['displayName', 'description', 'version'])
        assert.notProperty(entry, field)
    }
    assert.lengthOf(byType('application/mcp-server-card+json'), 2)
    assert.lengthOf(byType('application/agent-skills+md'), 1)
  })

  test('the API catalog is an RFC 9727 linkset naming each API with its description', async ({
    assert,
  }) => {
    const { response, body } = await fetchJson(linkUrl('apiCatalog'))
    assert.include(
      response.headers.get('content-type'),
      'profile="https://www.rfc-editor.org/info/rfc9727"'
    )
    assert.equal(response.headers.get('link'), `<${linkUrl('apiCatalog')}>; rel="api-catalog"`)
    const [catalog, ...apis] = body.linkset
    assert.equal(catalog.anchor, linkUrl('apiCatalog'))
    assert.deepEqual(
      catalog.item.map((item: { href: string }) => item.href),
      apis.map((api: { anchor: string }) => api.anchor)
    )
    const rest = apis.find((api: { anchor: string }) => api.anchor === linkUrl('apiIndex'))
    assert.deepInclude(rest['service-desc'], {
      href: linkUrl('openapi'),
      type: 'application/json',
      title: LINKS.openapi.title,
    })
    for (const api of apis) assert.isNotEmpty(api['service-desc'])

    const head = await fetchOwn(linkUrl('apiCatalog'), { method: 'HEAD' })
    assert.equal(head.status, 200)
    assert.equal(essence(head.headers.get('content-type')), 'application/linkset+json')
  })

  test('the agent-skills index points at the skill with its sha256 digest', async ({ assert }) => {
    const index = await fetchJson(linkUrl('agentSkills'))
    assert.equal(index.body.$schema, 'https://schemas.agentskills.io/discovery/0.2.0/schema.json')
    assert.lengthOf(index.body.skills, 1)
    const [skill] = index.body.skills
    assert.equal(skill.name, SKILL_NAME)
    assert.equal(skill.type, 'skill-md')
    assert.equal(skill.url, linkUrl('agentSkill'))

    const { body: markdown } = await fetchText(skill.url)
    const digest = createHash('sha256').update(markdown, 'utf8').digest('hex')
    assert.equal(skill.digest, `sha256:${digest}`)
    const frontmatter = /^---\nname: (.+)\ndescription: (.+)\n---\n/.exec(markdown)
    assert.exists(frontmatter, 'SKILL.md starts with name/description frontmatter')
    assert.equal(frontmatter![1], SKILL_NAME)
    assert.equal(JSON.parse(frontmatter![2]), skill.description)
    assert.isAtMost(skill.description.length, 1024)
  })

  test('the skill covers every REST operation, every MCP tool and the A2A agent', async ({
    assert,
  }) => {
    const { body } = await fetchText(linkUrl('agentSkill'))
    for (const operation of REST_OPERATIONS) assert.include(body, `GET ${appUrl}${operation.path}`)
    for (const server of await mcpServerDefinitions()) {
      assert.include(body, `${appUrl}${server.path}`)
      for (const tool of server.tools) assert.include(body, `\`${tool.name}\``)
    }
    assert.include(body, linkUrl('a2a'))
    assert.include(body, '"method": "SendMessage"')
    assert.include(body, 'message/send')
  })

  test('llms.txt and index.md list live data: a new city appears at once', async ({ assert }) => {
    const { city } = await createCityWithEvent({ halloween: false })
    const cities = await searchCities({ limit: 100 })
    const { body: llms } = await fetchText(linkUrl('llmsTxt'))
    const { body: index } = await fetchText(linkUrl('indexMd'))

    assert.match(llms, new RegExp(`^# ${serviceConfig.name}\\n\\n> `))
    for (const card of cities.cities) {
      assert.include(llms, `](${card.city_guide_url})`)
      assert.include(index, `](${card.city_guide_url})`)
    }
    assert.include(llms, `[${city.name} city guide](${appUrl}/cities/${city.slug})`)
    assert.include(index, `${appUrl}/festivals/${city.slug}`)
  })

  test('the home page answers text/markdown with the index document, HTML otherwise', async ({
    assert,
  }) => {
    const index = await fetchText(linkUrl('indexMd'))
    const markdown = await fetchText(linkUrl('home'), { accept: 'text/markdown' })
    assert.equal(essence(markdown.response.headers.get('content-type')), 'text/markdown')
    assert.equal(markdown.body, index.body)
    assert.include(markdown.response.headers.get('vary') ?? '', 'Accept')

    for (const accept of ['text/html,application/xhtml+xml,*/*;q=0.8', '*/*']) {
      const html = await fetchText(linkUrl('home'), { accept })
      assert.equal(essence(html.response.headers.get('content-type')), 'text/html')
      assert.include(html.body, '<link rel="alternate" type="text/markdown"')
    }
    const preferred = await fetchText(linkUrl('home'), { accept: 'text/html;q=0.5, text/markdown' })
    assert.equal(essence(preferred.response.headers.get('content-type')), 'text/markdown')
  })

  test('pricing.md is the pricing service rendered, in step with /api/v1/pricing', async ({
    assert,
  }) => {
    const { body } = await fetchText(linkUrl('pricingMd'))
    assert.equal(body, pricingToMarkdown(await getPricing({})))
    const api = await fetchJson(`${appUrl}/api/v1/pricing`)
    assert.equal(api.body.markdown_url, linkUrl('pricingMd'))
    for (const item of [...api.body.free, ...api.body.packages, ...api.body.refund_policy]) {
      assert.include(body, item.title)
    }
    for (const city of api.body.tickets) {
      for (const event of city.events) assert.include(body, `(${event.buy_url})`)
    }
  })

  test('auth.md states the contract’s authentication rules with the support address', async ({
    assert,
  }) => {
    const { body } = await fetchText(linkUrl('authMd'))
    assert.include(body, 'No credential is required anywhere')
    assert.include(body, 'An `Authorization` header, if sent, is ignored.')
    assert.include(body, 'No endpoint returns 401.')
    assert.include(body, 'No OAuth metadata exists')
    assert.include(body, `<${serviceConfig.supportEmail}>`)
    assert.include(body, '`forbidden_origin`')
  })

  test('the API index and the registry name the same discovery files and surfaces', async ({
    assert,
  }) => {
    const { body } = await fetchJson(`${appUrl}/api/v1`)
    const registered = Object.keys(LINKS).map((name) => linkUrl(name as keyof typeof LINKS))
    for (const url of Object.values(body.discovery) as string[]) assert.include(registered, url)
    assert.equal(body.mcp.url, linkUrl('mcp'))
    assert.equal(body.mcp.docs_url, linkUrl('mcpDocs'))
    assert.equal(body.mcp.docs_server_card, linkUrl('mcpDocsCard'))
    assert.equal(body.a2a.agent_card, linkUrl('agentCard'))
    assert.equal(body.error_docs, linkUrl('errors'))
  })

  test('the MCP manifest and the docs server card agree with the docs server', async ({
    assert,
  }) => {
    const card = await fetchJson(linkUrl('mcpDocsCard'))
    assert.match(card.body.name, /^[a-zA-Z0-9.-]+\/student-events-docs$/)
    assert.equal(card.body.remotes[0].url, linkUrl('mcpDocs'))
    const manifest = await fetchJson(linkUrl('mcpManifest'))
    const servers = manifest.body.servers.map((server: { url: string }) => server.url)
    assert.includeMembers(servers, [linkUrl('mcp'), linkUrl('mcpDocs')])
  })
})
