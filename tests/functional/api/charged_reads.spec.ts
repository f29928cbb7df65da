/*
| Issue 38 item 5: the rate-limit weights are keyed by what the doors call
| their reads: a REST operation id of the OpenAPI declaration (each with the
| MCP tool that makes the same read), an MCP tool name, a route name. A name
| that is none of these would charge nothing and be found by nobody.
*/
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { CHARGED_READS } from '#services/request_weight'
import { REST_OPERATIONS } from '#services/openapi/operations'
import { MCP_SERVERS } from '#mcp/servers'

test.group('Rate-limit weights', () => {
  test('every charged read names an operation, a tool or a route that exists', ({ assert }) => {
    const operations = REST_OPERATIONS.map((operation) => operation.operationId as string)
    const tools = MCP_SERVERS.flatMap((server) => server.tools.map((tool) => tool.name))
    const routes = Object.values(router.toJSON()).flatMap((list) =>
      list.flatMap((route) => (route.name ? [route.name] : []))
    )
    assert.includeMembers(operations, CHARGED_READS.operations)
    assert.includeMembers(tools, CHARGED_READS.tools)
    assert.includeMembers(routes, CHARGED_READS.routes)
  })
})
