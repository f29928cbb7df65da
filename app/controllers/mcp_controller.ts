import type { HttpContext } from '@adonisjs/core/http'
import { writeToolNames } from '#mcp/server/definitions'
import { serveMcp } from '#mcp/http/serve_mcp'
import { mcpManifest, serverCard } from '#mcp/cards/server_card'
import { MCP_SERVERS } from '#mcp/servers'
import { createStudentMcpServer, studentServerDefinition } from '#mcp/students/student_server'

const WRITE_TOOLS = writeToolNames(studentServerDefinition)

/** Discovery JSON anyone may read, also from browser pages. */
function sendPublicJson({ response }: HttpContext, body: object) {
  response.header('Access-Control-Allow-Origin', '*')
  response.header('Cache-Control', 'public, max-age=300')
  return response.json(body)
}

export default class McpController {
  /** /mcp, every method (GET and DELETE get 405). */
  async handle(ctx: HttpContext) {
    return serveMcp(ctx, { createServer: createStudentMcpServer, writeTools: WRITE_TOOLS })
  }

  async card(ctx: HttpContext) {
    return sendPublicJson(ctx, serverCard(studentServerDefinition))
  }

  async manifest(ctx: HttpContext) {
    return sendPublicJson(ctx, mcpManifest(MCP_SERVERS))
  }
}
