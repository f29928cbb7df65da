import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import RateLimitedException from '#exceptions/rate_limited_exception'
import { consumeRequestRateLimit, rateLimitHeaders } from '#services/rate_limit_service'
import type { RateLimitPolicy } from '#services/rate_limit_service'
import { answerReplay } from '#services/read_cache/catalog_cache'

/**
 * Per-client rate limit of one policy, e.g. `middleware.rateLimit({ policy: 'api' })`.
 * The client is the socket address (X-Forwarded-For only from TRUSTED_PROXIES).
 * Headers go on every answer, including the 429. A request the answer
 * replay already counted (and refused) is not counted twice.
 */
export default class RateLimitMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { policy: RateLimitPolicy }) {
    const req = ctx.request.request
    const state = await consumeRequestRateLimit(req, options.policy, ctx.request.ip())
    answerReplay.noteRateLimit(req, options.policy)
    for (const [name, value] of Object.entries(rateLimitHeaders(state))) {
      ctx.response.header(name, value)
    }
    if (!state.allowed) throw new RateLimitedException()
    return next()
  }
}
