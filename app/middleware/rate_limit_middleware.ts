import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import RateLimitedException from '#exceptions/rate_limited_exception'
import { consumeRateLimit, rateLimitHeaders } from '#services/rate_limit_service'
import type { RateLimitPolicy } from '#services/rate_limit_service'

/**
 * Per-client rate limit of one policy, e.g. `middleware.rateLimit({ policy: 'api' })`.
 * The client is the socket address (X-Forwarded-For only from TRUSTED_PROXIES).
 * Headers go on every answer, including the 429.
 */
export default class RateLimitMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { policy: RateLimitPolicy }) {
    const state = await consumeRateLimit(options.policy, ctx.request.ip())
    for (const [name, value] of Object.entries(rateLimitHeaders(state))) {
      ctx.response.header(name, value)
    }
    if (!state.allowed) throw new RateLimitedException()
    return next()
  }
}
