import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import RateLimitedException from '#exceptions/rate_limited_exception'
import ServiceBusyException from '#exceptions/service_busy_exception'
import { enterClientSlot } from '#services/client_slots'
import { rateLimitHeaders } from '#services/rate_limit_service'
import { consumeRequestRateLimit } from '#http/front/rate_limit'
import type { RateLimitPolicy } from '#services/rate_limit_service'
import { answerReplay, frontRateLimit } from '#http/front/cached_reads'
import { readOfRoute, requestWeight } from '#services/request_weight'
import { heavyWorkOf } from '#services/admission/heavy_work'
import { admit } from '#services/admission/admission_gate'
import { clientOf } from '#lib/client_key'

/**
 * Per-client rate limit of one policy, e.g. `middleware.rateLimit({ policy: 'api' })`.
 * The client is the socket address (X-Forwarded-For only from TRUSTED_PROXIES;
 * an IPv6 client by its /64, #lib/client_key). A request is charged its
 * weight (#services/request_weight: the route's read and its query). Headers
 * go on every answer, including the 429. A request the answer replay already
 * counted (and refused) is not counted twice. An allowed request then waits
 * for one of its client's slots (bounded work) and, when it is heavy work
 * (#services/admission/heavy_work), for its turn in the process's admission
 * gate (503 with Retry-After when its queue is full); the path's policy, read
 * and refusals are kept for the rate limit in front of the router
 * (#http/front/rate_limit).
 */
export default class RateLimitMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { policy: RateLimitPolicy }) {
    const req = ctx.request.request
    const read = readOfRoute(ctx.route?.name)
    const query = ctx.request.qs()
    const points = requestWeight(read, query)
    const client = clientOf(ctx.request)
    const state = await consumeRequestRateLimit(req, options.policy, client, points)
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
    const release = await enterClientSlot(client)
    if (!release) {
      ctx.response.header('Retry-After', '1')
      throw RateLimitedException.refusal()
    }
    try {
      const work = heavyWorkOf(read, query)
      if (!work) return await next()
      return await admit(work, next).catch((error) => {
        if (error instanceof ServiceBusyException) {
          frontRateLimit.noteRefusal(req, ctx.response.response, route)
        }
        throw error
      })
    } finally {
      release()
    }
  }
}
