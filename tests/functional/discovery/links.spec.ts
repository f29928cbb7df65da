import { test } from '@japa/runner'
import { A2A_PATHS } from '#a2a/agent_card'
import testUtils from '@adonisjs/core/services/test_utils'
import { LINKS, linkUrl } from '#services/discovery/surfaces'
import type { LinkName } from '#services/discovery/surfaces'
import {
  type FoundLink,
  createCityWithEvent,
  essence,
  fetchOwn,
  isOwnUrl,
  linksInHtml,
  linksInJson,
  linksInText,
  satisfiesType,
} from '#tests/helpers/discovery_links'

/** Every discovery file of the host, and the home page and error page that link to them. */
const DOCUMENTS: LinkName[] = [
  'home',
  'llmsTxt',
  'indexMd',
  'pricingMd',
  'authMd',
  'apiCatalog',
  'aiCatalog',
  'ard',
  'agentSkills',
  'agentSkill',
  'mcpManifest',
  'mcpWellKnownCard',
  'mcpCard',
  'mcpDocsCard',
  'agentCard',
  'openapi',
  'apiIndex',
  'errors',
  'docs',
  'deals',
]

const POST_ENDPOINTS = Object.values(LINKS)
  .filter((link) => link.method === 'POST')
  .map((link) => link.path)

/** Base URLs of a binding (the agent card's HTTP+JSON interface): operations live below them. */
const BINDING_BASES = [A2A_PATHS.httpJson]

/** The type the registry declares for a URL of the service, if it is one of its entries. */
function registryType(url: string): string | undefined {
  const path = new URL(url).pathname
  return Object.values(LINKS).find((link) => link.method === 'GET' && link.path === path)?.type
}

function linksOf(body: string, type: string | null, url: string): FoundLink[] {
  const kind = essence(type)
  if (kind === 'text/html') return linksInHtml(body, url)
  if (kind.endsWith('json')) return linksInJson(JSON.parse(body))
  return linksInText(body)
}

interface Target {
  declared: Set<string>
  fragments: Set<string>
  from: Set<string>
}

async function collectLinks(assert: any): Promise<Map<string, Target>> {
  const targets = new Map<string, Target>()
  for (const name of DOCUMENTS) {
    const response = await fetchOwn(linkUrl(name))
    const body = await response.text()
    assert.equal(response.status, 200, `${LINKS[name].path} answers 200`)
    const type = response.headers.get('content-type')
    assert.isTrue(
      satisfiesType(type, LINKS[name].type),
      `${LINKS[name].path} is ${LINKS[name].type}, got ${type}`
    )
    for (const link of linksOf(body, type, linkUrl(name))) {
      if (!isOwnUrl(link.url) || link.url.includes('{')) continue
      const url = new URL(link.url)
      const fragment = url.hash.slice(1)
      url.hash = ''
      const key = url.toString()
      const target = targets.get(key) ?? {
        declared: new Set(),
        fragments: new Set(),
        from: new Set(),
      }
      if (link.type) target.declared.add(link.type)
      if (fragment) target.fragments.add(decodeURIComponent(fragment))
      target.from.add(LINKS[name].path)
      targets.set(key, target)
    }
  }
  return targets
}

test.group('Discovery: every link resolves', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every link of every discovery file and of the home page resolves with its declared media type', async ({
    assert,
  }) => {
    await createCityWithEvent({ halloween: true })
    const targets = await collectLinks(assert)
    assert.isAbove(targets.size, 40)
    assert.isTrue(targets.has(linkUrl('mcpDocs')))
    assert.isTrue([...targets.keys()].some((url) => url.includes('/events/testville-')))

    for (const [url, target] of targets) {
      const where = `${url} (linked from ${[...target.from].join(', ')})`
      const path = new URL(url).pathname
      if (BINDING_BASES.includes(path as (typeof BINDING_BASES)[number])) {
        const response = await fetchOwn(`${url}/message:send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'a2a-version': '1.0' },
          body: JSON.stringify({ message: { role: 'ROLE_USER', messageId: 'm', parts: [] } }),
        })
        await response.arrayBuffer()
        assert.equal(response.status, 400, `${where}: the binding answers under its base URL`)
        continue
      }
      if (POST_ENDPOINTS.includes(path)) {
        const response = await fetchOwn(url)
        await response.arrayBuffer()
        assert.equal(response.status, 405, `${where}: a POST endpoint answers GET with 405`)
        continue
      }
      const response = await fetchOwn(url)
      const body = await response.text()
      assert.isTrue(response.ok, `${where} answered ${response.status}`)
      const type = response.headers.get('content-type')
      const declared = [...target.declared, registryType(url)].filter(
        (value): value is string => !!value
      )
      for (const expected of declared) {
        assert.isTrue(
          satisfiesType(type, expected),
          `${where}: declared ${expected}, served ${type}`
        )
      }
      for (const fragment of target.fragments) {
        assert.include(body, `id="${fragment}"`, `${where}: #${fragment} exists`)
      }
    }
  }).timeout(120_000)

  test('POST endpoints exist: their cards resolve and GET answers 405 with Allow: POST', async ({
    assert,
  }) => {
    for (const name of ['mcp', 'mcpDocs'] as const) {
      const response = await fetchOwn(linkUrl(name))
      assert.equal(response.status, 405)
      assert.equal(response.headers.get('allow'), 'POST')
    }
    for (const card of ['mcpCard', 'mcpDocsCard', 'agentCard'] as const) {
      const response = await fetchOwn(linkUrl(card))
      assert.equal(response.status, 200)
      assert.equal(essence(response.headers.get('content-type')), essence(LINKS[card].type))
    }
    const a2a = await fetchOwn(linkUrl('a2a'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'no/such-method' }),
    })
    const answer = (await a2a.json()) as { jsonrpc: string; id: number; error: { code: number } }
    assert.equal(a2a.status, 200)
    assert.equal(answer.jsonrpc, '2.0')
    assert.equal(answer.id, 1)
    assert.isNumber(answer.error.code)
  })
})
