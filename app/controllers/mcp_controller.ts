import type { HttpContext } from '@adonisjs/core/http'
import { writeToolNames } from '#mcp/server/definitions'
import { serveMcp } from '#mcp/http/serve_mcp'
import { mcpCatalog, mcpManifest } from '#mcp/cards/server_card'
import { sendMcpDiscoveryJson, sendServerCard } from '#mcp/cards/card_response'
import { MCP_SERVERS } from '#mcp/servers'
import { createStudentMcpServer, studentServerDefinition } from '#mcp/students/student_server'

const WRITE_TOOLS = writeToolNames(studentServerDefinition)

export default class McpController {
  /** /mcp, every method (GET and DELETE get 405). */
  async handle(ctx: HttpContext) {
    return serveMcp(ctx, { createServer: createStudentMcpServer, writeTools: WRITE_TOOLS })
  }

  /** /mcp/server-card and /.well-known/mcp/server-card.json */
  async card(ctx: HttpContext) {
    return sendServerCard(ctx, studentServerDefinition)
  }

  /** /.well-known/mcp.json */
  async manifest(ctx: HttpContext) {
    return sendMcpDiscoveryJson(ctx, mcpManifest(MCP_SERVERS))
  }

  /** /.well-known/mcp/catalog.json */
  async catalog(ctx: HttpContext) {
    return sendMcpDiscoveryJson(ctx, mcpCatalog(MCP_SERVERS))
  }
}
