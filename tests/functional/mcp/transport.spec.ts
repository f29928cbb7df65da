import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js'
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server'
import { serverNamespace } from '#mcp/cards/server_card'
import {
  McpCatalogSchema,
  SERVER_CARD_MEDIA_TYPE,
  SERVER_CARD_SCHEMA_URL,
  ServerCardSchema,
} from '#schemas/discovery_cards'
import { appUrl, serviceConfig } from '#config/service'
import packageInfo from '#lib/package_info'
import { clearRateLimits } from '#services/rate_limit_service'
import {
  MCP_HEADERS,
  MCP_PORT,
  connectClient,
  initializeMessage,
  postMcp,
  rawRequest,
  toolCall,
} from '#tests/helpers/mcp_client'
import { OPEN_CITY, createMcpCatalog } from '#tests/helpers/mcp_catalog'

const SIGNUP = {
  city: OPEN_CITY,
  name: 'Grace Hopper',
  email: 'grace@mcp-test.example',
  consent: true,
  dry_run: true,
}

test.group('MCP transport: HTTP rules', () => {
  test('GET and DELETE answer 405 with Allow: POST (no sessions, no streams)', async ({
    assert,
  }) => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`http://127.0.0.1:${MCP_PORT}/mcp`, {
        method,
        headers: { accept: 'text/event-stream' },
      })
      assert.equal(response.status, 405, method)
      assert.equal(response.headers.get('allow'), 'POST')
      const body = await response.json()
      assert.equal(body.jsonrpc, '2.0')
      assert.equal(body.error.data.code, 'method_not_allowed')
    }
  })

  test('POST needs Accept with JSON and event stream, and a JSON body', async ({ assert }) => {
    const wrongAccept = await postMcp(toolCall(1, 'search_cities'), { accept: 'application/json' })
    assert.equal(wrongAccept.status, 406)
    assert.equal(wrongAccept.body.error.code, -32000)

    const wrongType = await postMcp('{}', { 'content-type': 'text/plain' })
    assert.equal(wrongType.status, 415)

    const broken = await postMcp('{"jsonrpc": "2.0", "id": 1, "method": ')
    assert.equal(broken.status, 400)
    assert.equal(broken.body.error.code, -32700)
    assert.isNull(broken.body.id)

    const scalar = await postMcp('42')
    assert.equal(scalar.body.jsonrpc, '2.0')
    assert.equal(scalar.body.error.code, -32600)

    const huge = await postMcp(toolCall(1, 'search_cities', { q: 'x'.repeat(70_000) }))
    assert.equal(huge.status, 413)
    assert.equal(huge.body.error.code, -32600)
  })

  test('a foreign Host header is refused on every method (DNS rebinding)', async ({ assert }) => {
    const body = JSON.stringify(initializeMessage(LATEST_PROTOCOL_VERSION))
    for (const method of ['POST', 'GET']) {
      const refused = await rawRequest({
        method,
        headers: { ...MCP_HEADERS, host: `attacker.example:${MCP_PORT}` },
        body: method === 'POST' ? body : undefined,
      })
      assert.equal(refused.status, 403, method)
      assert.equal(JSON.parse(refused.body).error.data.code, 'forbidden_host')
    }
    for (const host of [`localhost:${MCP_PORT}`, `127.0.0.1:${MCP_PORT}`, new URL(appUrl).host]) {
      const allowed = await rawRequest({ method: 'POST', headers: { ...MCP_HEADERS, host }, body })
      assert.equal(allowed.status, 200, host)
    }
  })

  test('serverInfo.version is the package version; responses carry rate-limit headers', async ({
    assert,
  }) => {
    const { response, body } = await postMcp(initializeMessage(LATEST_PROTOCOL_VERSION))
    assert.equal(body.result.serverInfo.version, packageInfo.version)
    assert.equal(body.result.serverInfo.name, 'student-events')
    assert.isNull(response.headers.get('mcp-session-id'))
    assert.equal(response.headers.get('ratelimit-policy'), `${serviceConfig.rateLimits.mcp};w=60`)
    assert.equal(response.headers.get('x-ratelimit-limit'), String(serviceConfig.rateLimits.mcp))
    assert.match(response.headers.get('ratelimit') ?? '', /^limit=\d+, remaining=\d+, reset=\d+$/)
  })
})

test.group('MCP transport: protocol versions', () => {
  for (const version of ['2025-03-26', '2025-06-18', '2025-11-25']) {
    test(`initialize with ${version} negotiates ${version}, then serves requests`, async ({
      assert,
    }) => {
      const init = await postMcp(initializeMessage(version))
      assert.equal(init.body.result.protocolVersion, version)
      const listed = await postMcp(
        { jsonrpc: '2.0', id: 2, method: 'tools/list' },
        { 'mcp-protocol-version': version }
      )
      assert.equal(listed.status, 200)
      assert.lengthOf(listed.body.result.tools, 8)
    })
  }

  test('an unknown version is answered with the latest; an unknown header version is 400', async ({
    assert,
  }) => {
    const init = await postMcp(initializeMessage('1999-01-01'))
    assert.equal(init.body.result.protocolVersion, LATEST_PROTOCOL_VERSION)
    assert.equal(LATEST_PROTOCOL_VERSION, '2025-11-25')

    const refused = await postMcp(
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      { 'mcp-protocol-version': '1999-01-01' }
    )
    assert.equal(refused.status, 400)
  })

  test('the SDK client negotiates the latest version and pings', async ({ assert }) => {
    const client = await connectClient()
    try {
      assert.equal(client.getServerVersion()?.version, packageInfo.version)
      assert.deepEqual(await client.ping(), {})
    } finally {
      await client.close()
    }
  })
})

test.group('MCP transport: batches, origins and limits', (group) => {
  const savedLimits = { ...serviceConfig.rateLimits }

  group.each.setup(async () => {
    await clearRateLimits()
    const rollback = await testUtils.db().withGlobalTransaction()
    await createMcpCatalog()
    return async () => {
      Object.assign(serviceConfig.rateLimits, savedLimits)
      await rollback()
    }
  })

  test('a batch of reads is answered message by message (2025-03-26)', async ({ assert }) => {
    const { status, body } = await postMcp(
      [
        { jsonrpc: '2.0', id: 'a', method: 'tools/list' },
        toolCall('b', 'search_cities', { q: 'mcpville' }),
        { jsonrpc: '2.0', id: 'c', method: 'ping' },
      ],
      { 'mcp-protocol-version': '2025-03-26' }
    )
    assert.equal(status, 200)
    assert.isArray(body)
    const byId = Object.fromEntries(body.map((answer: any) => [answer.id, answer]))
    assert.lengthOf(byId.a.result.tools, 8)
    assert.equal(byId.b.result.structuredContent.cities[0].slug, OPEN_CITY)
    assert.deepEqual(byId.c.result, {})
  })

  test('write tools inside a batch are refused (-32600); the rest is answered', async ({
    assert,
  }) => {
    const { status, body } = await postMcp([
      toolCall(1, 'join_halloween_waitlist', { ...SIGNUP, dry_run: false }),
      toolCall(2, 'search_cities', { q: 'mcpville' }),
      toolCall(3, 'send_message_to_team', {
        name: 'A',
        email: 'a@mcp-test.example',
        message: 'Hi',
        consent: true,
      }),
    ])
    assert.equal(status, 200)
    const byId = Object.fromEntries(body.map((answer: any) => [answer.id, answer]))
    for (const id of [1, 3]) {
      assert.equal(byId[id].error.code, -32600)
      assert.include(byId[id].error.message, 'cannot be called inside a JSON-RPC batch')
    }
    assert.equal(byId[2].result.structuredContent.total, 1)
    const stored = await db.from('waitlist_entries').where('email', SIGNUP.email)
    assert.lengthOf(stored, 0)

    const onlyWrite = await postMcp([toolCall(9, 'join_halloween_waitlist', SIGNUP)])
    assert.equal(onlyWrite.status, 200)
    assert.deepEqual(
      onlyWrite.body.map((answer: any) => [answer.id, answer.error.code]),
      [[9, -32600]]
    )
  })

  test('browser pages on other sites cannot call write tools (403 forbidden_origin)', async ({
    assert,
  }) => {
    const foreign = await postMcp(toolCall(7, 'join_halloween_waitlist', SIGNUP), {
      origin: 'https://elsewhere.example',
    })
    assert.equal(foreign.status, 403)
    assert.equal(foreign.body.id, 7)
    assert.equal(foreign.body.error.data.code, 'forbidden_origin')

    const crossSite = await postMcp(toolCall(8, 'send_message_to_team', {}), {
      'sec-fetch-site': 'cross-site',
    })
    assert.equal(crossSite.status, 403)
    assert.equal(crossSite.body.error.data.code, 'forbidden_origin')

    const read = await postMcp(toolCall(9, 'search_cities', { q: 'mcpville' }), {
      origin: 'https://elsewhere.example',
    })
    assert.equal(read.status, 200)

    const own = await postMcp(toolCall(10, 'join_halloween_waitlist', SIGNUP), {
      origin: new URL(appUrl).origin,
    })
    assert.equal(own.status, 200)
    assert.equal(own.body.result.structuredContent.status, 'dry_run')
  })

  test('every message of a batch counts against the MCP limit (429 with Retry-After)', async ({
    assert,
  }) => {
    serviceConfig.rateLimits.mcp = 4
    const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' })
    const first = await postMcp([ping(1), ping(2), ping(3)])
    assert.equal(first.status, 200)
    assert.equal(first.response.headers.get('x-ratelimit-remaining'), '1')

    const over = await postMcp([ping(4), ping(5)])
    assert.equal(over.status, 429)
    assert.equal(over.body.error.data.code, 'rate_limited')
    assert.match(over.response.headers.get('retry-after') ?? '', /^\d+$/)
    assert.equal(over.response.headers.get('x-ratelimit-remaining'), '0')
  })

  test('write tools have their own smaller limit (mcpWrite)', async ({ assert }) => {
    serviceConfig.rateLimits.mcpWrite = 2
    for (const id of [1, 2]) {
      const allowed = await postMcp(toolCall(id, 'join_halloween_waitlist', SIGNUP))
      assert.equal(allowed.status, 200)
    }
    const over = await postMcp(toolCall(3, 'join_halloween_waitlist', SIGNUP))
    assert.equal(over.status, 429)
    assert.equal(over.body.id, 3)
    assert.include(over.body.error.message, 'write-tool calls')
    assert.equal(over.response.headers.get('x-ratelimit-limit'), '2')
    assert.match(over.response.headers.get('retry-after') ?? '', /^\d+$/)

    const read = await postMcp(toolCall(4, 'search_cities', {}))
    assert.equal(read.status, 200)
  })
})

test.group('MCP server cards', () => {
  test('the server cards follow the server-card draft and match the live server', async ({
    assert,
  }) => {
    const client = await connectClient()
    const serverInfo = client.getServerVersion()
    await client.close()
    const namespace = serverNamespace()
    const cards = [
      ['/mcp/server-card', 'student-events', '/mcp'],
      ['/.well-known/mcp/server-card.json', 'student-events', '/mcp'],
      ['/mcp/docs/server-card', 'student-events-docs', '/mcp/docs'],
    ] as const
    for (const [path, name, endpoint] of cards) {
      const response = await fetch(`http://127.0.0.1:${MCP_PORT}${path}`, {
        headers: { accept: SERVER_CARD_MEDIA_TYPE },
      })
      assert.equal(response.status, 200, path)
      assert.match(response.headers.get('content-type')!, /^application\/mcp-server-card\+json/)
      assert.equal(response.headers.get('access-control-allow-origin'), '*')
      assert.equal(response.headers.get('access-control-allow-methods'), 'GET')
      const card = ServerCardSchema.parse(await response.json())
      assert.equal(card.$schema, SERVER_CARD_SCHEMA_URL)
      assert.equal(card.name, `${namespace}/${name}`)
      assert.equal(card.version, packageInfo.version)
      assert.deepEqual(card.remotes, [
        {
          type: 'streamable-http',
          url: `${appUrl}${endpoint}`,
          supportedProtocolVersions: ['2026-07-28', ...SUPPORTED_PROTOCOL_VERSIONS],
        },
      ])
      assert.notProperty(card, 'tools')
    }
    assert.equal(serverInfo?.name, 'student-events')
    assert.equal(serverInfo?.version, packageInfo.version)
  })

  test('/.well-known/mcp/catalog.json points at every server card', async ({ assert }) => {
    const response = await fetch(`http://127.0.0.1:${MCP_PORT}/.well-known/mcp/catalog.json`)
    assert.equal(response.status, 200)
    const catalog = McpCatalogSchema.parse(await response.json())
    const host = new URL(appUrl).hostname
    assert.deepEqual(
      catalog.entries.map((entry) => [entry.identifier, entry.url]),
      [
        [`urn:air:${host}:mcp:student-events`, `${appUrl}/mcp/server-card`],
        [`urn:air:${host}:mcp:student-events-docs`, `${appUrl}/mcp/docs/server-card`],
      ]
    )
  })

  test('/.well-known/mcp.json lists the MCP servers of the host', async ({ assert }) => {
    const response = await fetch(`http://127.0.0.1:${MCP_PORT}/.well-known/mcp.json`)
    assert.equal(response.status, 200)
    const manifest = await response.json()
    assert.deepEqual(
      manifest.servers.map((server: any) => [
        server.name,
        server.url,
        server.serverCard,
        server.tools.length,
      ]),
      [
        ['student-events', `${appUrl}/mcp`, `${appUrl}/mcp/server-card`, 8],
        ['student-events-docs', `${appUrl}/mcp/docs`, `${appUrl}/mcp/docs/server-card`, 2],
      ]
    )
    assert.deepEqual(manifest.servers[1].tools, ['search_docs', 'get_doc'])
    assert.equal(manifest.servers[1].transport.type, 'streamable-http')
  })
})
