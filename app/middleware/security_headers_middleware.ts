import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import {
  HTML_SECURITY_HEADERS,
  commonSecurityHeaders,
  isHtmlContentType,
} from '#http/policies/security_headers'

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
 * Server middleware (every request, matched route or not): the headers of
 * every answer first (the static file server copies them), then, once the
 * answer is known (errors and 404 pages included), the policy of HTML pages
 * (`#http/policies/security_headers`).
 */
export default class SecurityHeadersMiddleware {
  async handle({ response }: HttpContext, next: NextFn) {
    for (const [name, value] of Object.entries(commonSecurityHeaders(app.inProduction))) {
      response.header(name, value)
    }
    await next()
    if (!isHtmlContentType(contentTypeOf(response))) return
    for (const [name, value] of Object.entries(HTML_SECURITY_HEADERS)) response.header(name, value)
  }
}
