import type { HttpContext } from '@adonisjs/core/http'
import type { McpServerDefinition } from '#mcp/server/definitions'
import { serverCard } from '#mcp/cards/server_card'
import { SERVER_CARD_MEDIA_TYPE } from '#schemas/discovery_cards'

/**
 * MCP discovery documents are public and read only: any site may read them
 * (the CORS headers the server-card draft asks for); caches keep them 5 minutes.
 */
export function sendMcpDiscoveryJson(
  { response }: HttpContext,
  body: object,
  type = 'application/json'
) {
  return response
    .header('Content-Type', `${type}; charset=utf-8`)
    .header('Access-Control-Allow-Origin', '*')
    .header('Access-Control-Allow-Methods', 'GET')
    .header('Access-Control-Allow-Headers', 'Content-Type')
    .header('Cache-Control', 'public, max-age=300')
    .send(JSON.stringify(body))
}

/** A Server Card, as application/mcp-server-card+json. */
export function sendServerCard(ctx: HttpContext, definition: McpServerDefinition) {
  return sendMcpDiscoveryJson(ctx, serverCard(definition), SERVER_CARD_MEDIA_TYPE)
}
