import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import RateLimitedException from '#exceptions/rate_limited_exception'
import { enterClientSlot } from '#services/client_slots'
import { rateLimitHeaders } from '#services/rate_limit_service'
import { consumeRequestRateLimit } from '#http/front_rate_limit'
import type { RateLimitPolicy } from '#services/rate_limit_service'
import { answerReplay, frontRateLimit } from '#http/cached_reads'
import { readOfRoute, requestWeight } from '#services/request_weight'

/**
 * Per-client rate limit of one policy, e.g. `middleware.rateLimit({ policy: 'api' })`.
 * The client is the socket address (X-Forwarded-For only from TRUSTED_PROXIES).
 * A request is charged its weight (#services/request_weight: the route's
 * read and its query). Headers go on every answer, including the 429. A
 * request the answer replay already counted (and refused) is not counted twice.
 * An allowed request then waits for one of its client's slots (bounded work);
 * the path's policy, read and refusal are kept for the rate limit in front
 * of the router (#http/front_rate_limit).
 */
export default class RateLimitMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { policy: RateLimitPolicy }) {
    const req = ctx.request.request
    const read = readOfRoute(ctx.route?.name)
    const points = requestWeight(read, ctx.request.qs())
    const state = await consumeRequestRateLimit(req, options.policy, ctx.request.ip(), points)
    const route = ctx.route?.pattern ?? null
    answerReplay.noteRateLimit(req, options.policy, points)
    frontRateLimit.noteCounted(req, { policy: options.policy, read, route })
    for (const [name, value] of Object.entries(rateLimitHeaders(state))) {
      ctx.response.header(name, value)
    }
    if (!state.allowed) {
      frontRateLimit.noteRefusal(req, ctx.response.response, route)
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
