import type { HttpContext } from '@adonisjs/core/http'
import { serveA2a } from '#a2a/a2a_http'

/**
 * The A2A door: the agent card, JSON-RPC at /a2a and HTTP+JSON under
 * /a2a/rest, all answered by the A2A SDK's handlers (A2A 1.0, and 0.3 for
 * older clients). Invalid JSON is a -32700 parse error from the exception handler.
 */
export default class A2aController {
  async handle(ctx: HttpContext) {
    await serveA2a(ctx)
  }

  async methodNotAllowed({ response }: HttpContext) {
    response.header('Allow', 'POST')
    return response.status(405).json({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid Request: POST a JSON-RPC 2.0 request to /a2a.' },
    })
  }
}
