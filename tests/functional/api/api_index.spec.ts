import { test } from '@japa/runner'
import { appUrl, serviceConfig } from '#config/service'
import { openApiDocument } from '#tests/helpers/openapi'

test.group('getApiIndex: GET /api/v1', () => {
  test('lists every endpoint of /openapi.json with absolute URL templates', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/v1')

    response.assertStatus(200)
    const index = response.body()
    const document = await openApiDocument()
    /* HEAD is a method of each read's path, not an endpoint of its own: the index lists GET and POST */
    const documented = Object.entries(document.paths).flatMap(([path, item]: [string, any]) =>
      Object.entries(item)
        .filter(([method]) => method !== 'head')
        .map(([method, operation]: [string, any]) => ({
          operation_id: operation.operationId,
          method: method.toUpperCase(),
          path,
          query_parameters: operation.parameters
            .filter((parameter: any) => parameter.in === 'query')
            .map((parameter: any) => parameter.name),
        }))
    )

    assert.sameDeepMembers(
      index.endpoints.map(({ operation_id, method, path, query_parameters }: any) => ({
        operation_id,
        method,
        path,
        query_parameters,
      })),
      documented
    )
    for (const endpoint of index.endpoints) {
      assert.equal(endpoint.url_template, `${appUrl}${endpoint.path}`)
    }
  })

  test('points to MCP, A2A, the discovery files and the error docs', async ({ client, assert }) => {
    const response = await client.get('/api/v1')
    const index = response.body()

    assert.equal(index.api_version, '1')
    assert.equal(index.authentication, 'none')
    assert.equal(index.base_url, `${appUrl}/api/v1`)
    assert.deepEqual(index.mcp, {
      url: `${appUrl}/mcp`,
      server_card: `${appUrl}/mcp/server-card`,
      docs_url: `${appUrl}/mcp/docs`,
      docs_server_card: `${appUrl}/mcp/docs/server-card`,
    })
    assert.deepEqual(index.a2a, {
      url: `${appUrl}/a2a`,
      agent_card: `${appUrl}/.well-known/agent-card.json`,
    })
    assert.includeMembers(Object.values(index.discovery), [
      `${appUrl}/openapi.json`,
      `${appUrl}/llms.txt`,
      `${appUrl}/index.md`,
      `${appUrl}/pricing.md`,
      `${appUrl}/auth.md`,
      `${appUrl}/.well-known/ard.json`,
      `${appUrl}/.well-known/ai-catalog.json`,
      `${appUrl}/.well-known/api-catalog`,
      `${appUrl}/.well-known/agent-skills/index.json`,
      `${appUrl}/.well-known/mcp.json`,
      `${appUrl}/.well-known/mcp/server-card.json`,
    ])
    assert.deepEqual(index.rate_limit, {
      requests_per_minute: serviceConfig.rateLimits.api,
      window_seconds: 60,
    })
    assert.equal(index.error_docs, `${appUrl}/docs/errors`)
  })

  test('answers with or without a trailing slash', async ({ client, assert }) => {
    const response = await client.get('/api/v1/')

    response.assertStatus(200)
    assert.equal(response.body().api_version, '1')
  })
})
