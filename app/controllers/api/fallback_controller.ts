import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { READ_METHODS } from '#http/policies/rest_headers'

/** What /api/v1 answers outside its operations; errors are rendered by the exception handler. */
export default class FallbackController {
  /** Any path under /api/v1 that is not an operation */
  async notFound({ request }: HttpContext) {
    throw new Exception(
      `No endpoint ${request.method()} ${request.url()}. GET /api/v1 lists every endpoint.`,
      { status: 404, code: 'E_ROUTE_NOT_FOUND' }
    )
  }

  /** A method other than GET, HEAD or OPTIONS on an operation's path */
  async methodNotAllowed({ request, response }: HttpContext) {
    response.header('Allow', READ_METHODS)
    throw new Exception(
      `${request.method()} is not allowed on ${request.url()}: the API is read-only (${READ_METHODS}).`,
      { status: 405, code: 'E_METHOD_NOT_ALLOWED' }
    )
  }

  /** OPTIONS, including CORS preflights (the CORS middleware adds the Access-Control-* headers) */
  async options({ response }: HttpContext) {
    response.header('Allow', READ_METHODS)
    return response.noContent()
  }
}
