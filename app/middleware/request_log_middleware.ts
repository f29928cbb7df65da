import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { logRequestWhenAnswered } from '#http/front/request_log'

/**
 * Server middleware (first): echoes the request id in `X-Request-Id` and
 * writes the request's log line once the answer is sent (`#http/front/request_log`).
 */
export default class RequestLogMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    const requestId = request.id()
    if (requestId) response.header('X-Request-Id', requestId)
    logRequestWhenAnswered(ctx.logger, response.response, {
      method: request.method(),
      path: request.url(),
      route: () => ctx.route?.pattern ?? null,
    })
    return next()
  }
}
