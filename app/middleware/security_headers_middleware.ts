import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { securityHeadersFor } from '#lib/security_headers'

/**
 * The content type the answer will be sent with: the header when set, else
 * what AdonisJS infers when it writes a string body (`<...` is HTML).
 */
function contentTypeOf(response: HttpContext['response']): unknown {
  const declared = response.getHeader('content-type')
  if (declared) return declared
  const body = response.getBody()
  return typeof body === 'string' && /^\s*</.test(body) ? 'text/html' : undefined
}

/**
 * Server middleware (every request, matched route or not): once the answer
 * is known, errors and 404 pages included, adds the headers its content type
 * calls for (`#lib/security_headers`).
 */
export default class SecurityHeadersMiddleware {
  async handle({ response }: HttpContext, next: NextFn) {
    await next()
    const headers = securityHeadersFor(contentTypeOf(response), app.inProduction)
    for (const [name, value] of Object.entries(headers)) response.header(name, value)
  }
}
