import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import RateLimitedException from '#exceptions/rate_limited_exception'
import { enterClientSlot } from '#services/client_slots'
import { rateLimitHeaders } from '#services/rate_limit_service'
import { consumeRequestRateLimit } from '#http/front_rate_limit'
import type { RateLimitPolicy } from '#services/rate_limit_service'
import { answerReplay, frontRefusal } from '#http/cached_reads'
import { readOfRoute, requestWeight } from '#services/request_weight'

/**
 * Per-client rate limit of one policy, e.g. `middleware.rateLimit({ policy: 'api' })`.
 * The client is the socket address (X-Forwarded-For only from TRUSTED_PROXIES).
 * A request is charged its weight (#services/request_weight: the route's
 * read and its query). Headers go on every answer, including the 429. A
 * request the answer replay already counted (and refused) is not counted twice.
 * An allowed request then waits for one of its client's slots (bounded work);
 * a refused one's answer is kept to refuse the client's next requests in
 * front of the router while its budget is spent (#http/front_refusal).
 */
export default class RateLimitMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { policy: RateLimitPolicy }) {
    const req = ctx.request.request
    const points = requestWeight(readOfRoute(ctx.route?.name), ctx.request.qs())
    const state = await consumeRequestRateLimit(req, options.policy, ctx.request.ip(), points)
    answerReplay.noteRateLimit(req, options.policy, points)
    for (const [name, value] of Object.entries(rateLimitHeaders(state))) {
      ctx.response.header(name, value)
    }
    if (!state.allowed) {
      frontRefusal.noteRefusal(
        req,
        ctx.response.response,
        options.policy,
        ctx.route?.pattern ?? null
      )
      throw RateLimitedException.refusal()
    }
    const release = await enterClientSlot(ctx.request.ip())
    if (!release) {
      ctx.response.header('Retry-After', '1')
      throw RateLimitedException.refusal()
    }
    try {
      return await next()
    } finally {
      release()
    }
  }
}
