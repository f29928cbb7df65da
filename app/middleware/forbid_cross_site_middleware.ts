import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ForbiddenOriginException from '#exceptions/forbidden_origin_exception'
import { isCrossSiteRequest } from '#lib/origin_policy'

/**
 * Refuses write operations called from a browser page on another site
 * (403 forbidden_origin, rendered in each surface's error body).
 * Named middleware: `middleware.forbidCrossSite()`.
 */
export default class ForbidCrossSiteMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const signals = {
      origin: ctx.request.header('origin'),
      secFetchSite: ctx.request.header('sec-fetch-site'),
    }
    if (isCrossSiteRequest(signals)) throw new ForbiddenOriginException()
    return next()
  }
}
