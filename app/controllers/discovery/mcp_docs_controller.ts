import type { HttpContext } from '@adonisjs/core/http'
import { serveMcp } from '#mcp/http/serve_mcp'
import { serverCard } from '#mcp/cards/server_card'
import { createDocsMcpServer, docsServerDefinition } from '#mcp/docs/docs_server'

/** /mcp/docs: the docs MCP server over stateless Streamable HTTP (read-only tools). */
export default class McpDocsController {
  async handle(ctx: HttpContext) {
    return serveMcp(ctx, { createServer: createDocsMcpServer })
  }

  /** /mcp/docs/server-card: public discovery JSON, like the main server's card. */
  async card({ response }: HttpContext) {
    response.header('Access-Control-Allow-Origin', '*')
    response.header('Cache-Control', 'public, max-age=300')
    return response.json(serverCard(docsServerDefinition))
  }
}
