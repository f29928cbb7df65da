import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { McpError } from '@modelcontextprotocol/sdk/types.js'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import packageInfo from '#lib/package_info'
import { appUrl } from '#config/service'
import { clearRateLimits } from '#services/rate_limit_service'
import CityHousingTip from '#models/city_housing_tip'
import {
  connectDocsClient,
  createAccentedCity,
  createDoc,
  docsEndpoint,
  searchDocs,
} from '#tests/helpers/docs_mcp_client'

async function expectProtocolError(assert: any, call: Promise<unknown>, code: number) {
  try {
    await call
  } catch (error) {
    assert.instanceOf(error, McpError)
    assert.equal((error as McpError).code, code)
    return error as McpError
  }
  assert.fail(`expected a JSON-RPC error ${code}`)
}

test.group('Docs MCP server: tools', (group) => {
  let client: Client
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await clearRateLimits()
    client = await connectDocsClient()
    return () => client.close()
  })

  test('announces itself and lists search_docs and get_doc with schemas', async ({ assert }) => {
    assert.equal(client.getServerVersion()?.name, 'student-events-docs')
    assert.equal(client.getServerVersion()?.version, packageInfo.version)
    const { tools } = await client.listTools()
    assert.deepEqual(
      tools.map((tool) => tool.name),
      ['search_docs', 'get_doc']
    )
    for (const tool of tools) {
      assert.equal(tool.inputSchema.type, 'object')
      assert.equal(tool.outputSchema?.type, 'object')
      assert.isTrue(tool.annotations?.readOnlyHint)
    }
    assert.includeMembers(tools[0].inputSchema.required as string[], ['query'])
    assert.deepEqual(tools[1].inputSchema.required, ['id'])
  })

  test('ranks a title match above a body match and highlights the words', async ({ assert }) => {
    await createDoc('zorblax-title', {
      title: 'The zorblax guide',
      summary: 'All about zorblax',
      body: 'A zorblax is a student tradition. Every zorblax starts in September.',
    })
    await createDoc('zorblax-body', {
      title: 'Another guide',
      body: 'Somewhere in a long text a zorblax is mentioned once.',
    })
    const page = await searchDocs(client, { query: 'zorblax' })

    assert.equal(page.total, 2)
    assert.deepEqual(
      page.results.map((result) => result.id),
      ['blog/zorblax-title', 'blog/zorblax-body']
    )
    assert.isAbove(page.results[0].score, page.results[1].score)
    for (const result of page.results) {
      assert.include(result.snippet, '**zorblax**')
      assert.equal(result.kind, 'blog')
    }
    assert.equal(page.results[0].url, `${appUrl}/docs/zorblax-title`)
    assert.isNull(page.next_cursor)
  })

  test('results match the declared output schema', async ({ assert }) => {
    await createDoc('schema-check', { title: 'Quuxly things', body: 'quuxly' })
    const { tools } = await client.listTools()
    const result = await client.callTool({ name: 'search_docs', arguments: { query: 'quuxly' } })
    const ajv = new Ajv2020.default({ strict: false })
    addFormats.default(ajv)
    const validate = ajv.compile(tools[0].outputSchema!)
    assert.isTrue(validate(result.structuredContent), JSON.stringify(validate.errors))
    assert.deepEqual(JSON.parse((result.content as any)[0].text), result.structuredContent)
  })

  test('accent-insensitive: "munchen" finds München docs and highlights the original word', async ({
    assert,
  }) => {
    await createDoc('studying-in-munchen-test', {
      title: 'Studying in München',
      body: 'München has two big universities. Register in München within two weeks.',
    })
    const page = await searchDocs(client, { query: 'munchen', limit: 50 })

    const hit = page.results.find((result) => result.id === 'blog/studying-in-munchen-test')
    assert.exists(hit)
    assert.include(hit!.snippet, '**München**')
    for (const result of page.results) {
      assert.match(`${result.title} ${result.summary} ${result.snippet}`, /münchen|munchen/i)
    }
    const accented = await searchDocs(client, { query: 'MÜNCHEN', limit: 50 })
    assert.deepEqual(
      accented.results.map((result) => result.id),
      page.results.map((result) => result.id)
    )
  })

  test('searches the city guides generated from the cities table', async ({ assert }) => {
    await createAccentedCity()
    const page = await searchDocs(client, { query: 'dusseldorf', kind: 'city_guide' })

    assert.equal(page.total, 1)
    assert.equal(page.results[0].id, 'city_guide/dusseldorf-test')
    assert.equal(page.results[0].title, 'Düsseldorf city guide')
    assert.equal(page.results[0].url, `${appUrl}/cities/dusseldorf-test`)
    assert.include(page.results[0].snippet, '**Düsseldorf**')
  })

  test('finds a city guide by the text of its guide tables', async ({ assert }) => {
    const city = await createAccentedCity()
    await CityHousingTip.create({
      cityId: city.id,
      tip: 'Ask for a Wohnberechtigungsschein early.',
      position: 0,
    })
    const page = await searchDocs(client, { query: 'wohnberechtigungsschein' })

    assert.deepEqual(
      page.results.map((result) => result.id),
      ['city_guide/dusseldorf-test']
    )
    assert.include(page.results[0].snippet, '**Wohnberechtigungsschein**')
  })

  test('every search result agrees with get_doc on title, summary and url', async ({ assert }) => {
    await createAccentedCity()
    await createDoc('agreement-check', { kind: 'policy', title: 'Student policy', body: 'student' })
    const page = await searchDocs(client, { query: 'student', limit: 50 })
    assert.includeMembers(
      page.results.map((result) => result.kind),
      ['city_guide', 'policy', 'pricing']
    )
    for (const result of page.results) {
      const doc = await client.callTool({ name: 'get_doc', arguments: { id: result.id } })
      const document = doc.structuredContent as Record<string, string>
      assert.deepEqual(
        {
          id: document.id,
          kind: document.kind,
          title: document.title,
          summary: document.summary,
          url: document.url,
        },
        {
          id: result.id,
          kind: result.kind,
          title: result.title,
          summary: result.summary,
          url: result.url,
        }
      )
    }
  })

  test('searches the generated pricing document', async ({ assert }) => {
    const page = await searchDocs(client, { query: 'refund', kind: 'pricing' })
    assert.equal(page.total, 1)
    assert.equal(page.results[0].id, 'pricing')
    assert.equal(page.results[0].url, `${appUrl}/pricing.md`)
  })

  test('filters by kind and leaves unpublished docs out', async ({ assert }) => {
    await createDoc('faq-frobnicate', { kind: 'faq', title: 'Can I frobnicate?', body: 'Yes.' })
    await createDoc('frobnicate-policy', {
      kind: 'policy',
      title: 'Frobnicate policy',
      body: 'Rules.',
    })
    await createDoc('frobnicate-draft', {
      title: 'Frobnicate draft',
      body: 'Not yet.',
      published: false,
    })
    const all = await searchDocs(client, { query: 'frobnicate' })
    assert.sameMembers(
      all.results.map((result) => result.id),
      ['faq/faq-frobnicate', 'policy/frobnicate-policy']
    )
    const faq = await searchDocs(client, { query: 'frobnicate', kind: 'faq' })
    assert.deepEqual(
      faq.results.map((result) => result.id),
      ['faq/faq-frobnicate']
    )
  })

  test('pages with limit and cursor without gaps or repeats', async ({ assert }) => {
    for (const n of [1, 2, 3, 4, 5]) {
      await createDoc(`paging-${n}`, {
        title: `Wibblewob note ${n}`,
        body: 'wibblewob '.repeat(n),
      })
    }
    const seen: string[] = []
    let cursor: string | undefined
    let pages = 0
    do {
      const page = await searchDocs(client, { query: 'wibblewob', limit: 2, cursor })
      assert.equal(page.total, 5)
      assert.isAtMost(page.results.length, 2)
      seen.push(...page.results.map((result) => result.id))
      cursor = page.next_cursor ?? undefined
      pages++
    } while (cursor)

    assert.equal(pages, 3)
    assert.lengthOf(seen, 5)
    assert.lengthOf(new Set(seen), 5)
    const single = await searchDocs(client, { query: 'wibblewob', limit: 50 })
    assert.deepEqual(
      single.results.map((result) => result.id),
      seen
    )
  })

  test('get_doc returns the whole markdown by id and by url', async ({ assert }) => {
    await createDoc('getting-a-sim-card', {
      kind: 'faq',
      title: 'Getting a SIM card',
      summary: 'Prepaid or contract',
      body: '## Prepaid\n\nBuy one at the airport.',
    })
    const byId = await client.callTool({
      name: 'get_doc',
      arguments: { id: 'faq/getting-a-sim-card' },
    })
    const document = byId.structuredContent as Record<string, string>

    assert.isUndefined(byId.isError)
    assert.equal(document.id, 'faq/getting-a-sim-card')
    assert.equal(document.kind, 'faq')
    assert.equal(
      document.markdown,
      '# Getting a SIM card\n\n> Prepaid or contract\n\n## Prepaid\n\nBuy one at the airport.\n'
    )
    assert.equal((byId.content as any)[0].text, document.markdown)

    const byUrl = await client.callTool({ name: 'get_doc', arguments: { id: document.url } })
    assert.deepEqual(byUrl.structuredContent, byId.structuredContent)
  })

  test('get_doc returns generated city guides and the pricing document', async ({ assert }) => {
    await createAccentedCity()
    const guide = await client.callTool({
      name: 'get_doc',
      arguments: { id: 'city_guide/dusseldorf-test' },
    })
    const markdown = (guide.structuredContent as Record<string, string>).markdown
    assert.match(markdown, /^# Düsseldorf city guide\n/)
    assert.include(markdown, 'Düsseldorf is small enough to cycle everywhere')

    const byUrl = await client.callTool({
      name: 'get_doc',
      arguments: { id: `${appUrl}/cities/dusseldorf-test` },
    })
    assert.deepEqual(byUrl.structuredContent, guide.structuredContent)

    const pricing = await client.callTool({ name: 'get_doc', arguments: { id: 'pricing' } })
    assert.match((pricing.structuredContent as Record<string, string>).markdown, /^# Pricing/)
  })

  test('an unknown document is a tool error result, not a protocol error', async ({ assert }) => {
    for (const id of [
      'blog/no-such-doc',
      'city_guide/atlantis',
      'nonsense/x',
      'https://elsewhere.example/docs/x',
    ]) {
      const result = await client.callTool({ name: 'get_doc', arguments: { id } })
      assert.isTrue(result.isError, id)
      assert.include((result.content as any)[0].text, 'No document')
    }
    await createDoc('draft-only', { title: 'Draft', body: 'x', published: false })
    const draft = await client.callTool({ name: 'get_doc', arguments: { id: 'blog/draft-only' } })
    assert.isTrue(draft.isError)
  })

  test('invalid arguments and unknown tools are JSON-RPC errors -32602', async ({ assert }) => {
    const invalid = [
      { name: 'search_docs', arguments: {} },
      { name: 'search_docs', arguments: { query: '' } },
      { name: 'search_docs', arguments: { query: 'x', limit: 0 } },
      { name: 'search_docs', arguments: { query: 'x', limit: 51 } },
      { name: 'search_docs', arguments: { query: 'x', kind: 'novel' } },
      { name: 'search_docs', arguments: { query: 'x', colour: 'blue' } },
      { name: 'search_docs', arguments: { query: 'x', cursor: 'not-a-cursor' } },
      { name: 'get_doc', arguments: {} },
      { name: 'get_doc', arguments: { id: 42 } },
      { name: 'no_such_tool', arguments: {} },
    ]
    for (const call of invalid) {
      await expectProtocolError(assert, client.callTool(call), -32602)
    }
  })

  test('a cursor from another search is refused with -32602', async ({ assert }) => {
    for (const n of [1, 2]) await createDoc(`cursor-${n}`, { title: `Plonk ${n}`, body: 'plonk' })
    const page = await searchDocs(client, { query: 'plonk', limit: 1 })
    assert.isString(page.next_cursor)
    const error = await expectProtocolError(
      assert,
      client.callTool({
        name: 'search_docs',
        arguments: { query: 'something else', cursor: page.next_cursor },
      }),
      -32602
    )
    assert.include(error!.message, 'cursor')
  })
})

test.group('Docs MCP server: HTTP', () => {
  test('answers only POST: GET is 405 with Allow: POST', async ({ assert }) => {
    const response = await fetch(docsEndpoint(), { headers: { accept: 'text/event-stream' } })
    assert.equal(response.status, 405)
    assert.equal(response.headers.get('allow'), 'POST')
  })

  test('carries the MCP rate-limit headers', async ({ assert }) => {
    await clearRateLimits()
    const response = await fetch(docsEndpoint(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept': 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    assert.equal(response.status, 200)
    assert.exists(response.headers.get('ratelimit'))
    assert.exists(response.headers.get('x-ratelimit-limit'))
    const body = (await response.json()) as { result: { tools: { name: string }[] } }
    assert.lengthOf(body.result.tools, 2)
  })
})
