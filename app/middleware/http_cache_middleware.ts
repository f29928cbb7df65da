import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { READ_CACHE_CONTROL } from '#lib/rest_headers'

/**
 * Caching of successful reads: `Cache-Control` for shared caches and a strong
 * ETag of the body; a matching `If-None-Match` gets 304 without a body (the
 * framework compares the tags when the body is sent with an ETag).
 */
export default class HttpCacheMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    await next()
    if (!['GET', 'HEAD'].includes(request.method())) return
    if (response.getStatus() !== 200 || !response.hasContent) return
    response.header('Cache-Control', READ_CACHE_CONTROL)
    response.send(response.getBody(), true)
  }
}
