import type { HttpContext } from '@adonisjs/core/http'
import { serveMcp } from '#mcp/http/serve_mcp'
import { sendServerCard } from '#mcp/cards/card_response'
import { createDocsMcpServer, docsServerDefinition } from '#mcp/docs/docs_server'

/** /mcp/docs: the docs MCP server over stateless Streamable HTTP (read-only tools). */
export default class McpDocsController {
  async handle(ctx: HttpContext) {
    return serveMcp(ctx, { createServer: createDocsMcpServer })
  }

  /** /mcp/docs/server-card: the docs server's Server Card. */
  async card(ctx: HttpContext) {
    return sendServerCard(ctx, docsServerDefinition)
  }
}
