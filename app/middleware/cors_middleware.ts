import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { READ_METHODS, readCorsHeaders } from '#http/policies/rest_headers'

/** Header names a preflight may ask for (a comma-separated list of tokens). */
const HEADER_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/

/**
 * CORS for public reads: any origin, no credentials, the rate-limit,
 * API-Version and ETag headers readable. A preflight (OPTIONS with
 * Access-Control-Request-Method) is told which methods and headers it may use.
 */
export default class CorsMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    for (const [name, value] of Object.entries(readCorsHeaders())) response.header(name, value)
    if (request.method() === 'OPTIONS' && request.header('access-control-request-method')) {
      response.header('Access-Control-Allow-Methods', READ_METHODS)
      response.header('Access-Control-Max-Age', '86400')
      const requested = request.header('access-control-request-headers')?.trim()
      if (requested && HEADER_LIST.test(requested)) {
        response.header('Access-Control-Allow-Headers', requested)
        response.header('Vary', 'Access-Control-Request-Headers')
      }
    }
    return next()
  }
}
