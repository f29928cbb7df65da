import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Server middleware (first): echoes the request id in `X-Request-Id` and
 * writes one structured log line per request once the answer is sent:
 * request id, method, route pattern (null when no route matched), path,
 * status and duration. Never headers, cookies, query strings or bodies,
 * so no password, token or message text reaches the logs.
 */
export default class RequestLogMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const started = process.hrtime.bigint()
    const { request, response } = ctx
    const requestId = request.id()
    if (requestId) response.header('X-Request-Id', requestId)
    let logged = false
    const log = () => {
      if (logged) return
      logged = true
      const raw = response.response
      ctx.logger.info(
        {
          method: request.method(),
          route: ctx.route?.pattern ?? null,
          path: request.url(),
          status: raw.statusCode,
          duration_ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          ...(raw.writableFinished ? {} : { aborted: true }),
        },
        'request'
      )
    }
    response.response.once('finish', log)
    response.response.once('close', log)
    return next()
  }
}
