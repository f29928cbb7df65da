import type { HttpContext } from '@adonisjs/core/http'
import { A2AError } from '@a2a-js/sdk/server'
import { agentCard, handleJsonRpc } from '#a2a/catalog_request_handler'

/**
 * The A2A door: the agent card, and JSON-RPC 2.0 at /a2a handed to the A2A
 * SDK (JSON-RPC errors are answered with HTTP 200, as the SDK does; invalid
 * JSON is a -32700 parse error from the exception handler).
 */
export default class A2aController {
  async agentCard({ response }: HttpContext) {
    response.header('Cache-Control', 'public, max-age=300')
    return response.json(agentCard)
  }

  async handle({ request, response }: HttpContext) {
    return response.json(await handleJsonRpc(request.body()))
  }

  async methodNotAllowed({ response }: HttpContext) {
    response.header('Allow', 'POST')
    const error = A2AError.invalidRequest('POST a JSON-RPC 2.0 request to /a2a.')
    return response.status(405).json({ jsonrpc: '2.0', id: null, error: error.toJSONRPCError() })
  }
}
