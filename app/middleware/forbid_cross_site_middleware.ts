import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ForbiddenOriginException from '#exceptions/forbidden_origin_exception'
import { isCrossSiteRequest } from '#http/policies/origin_policy'

export interface ForbidCrossSiteOptions {
  /** also accept the host name the browser called, same-origin (the site's forms) */
  sameHost?: boolean
}

/**
 * Refuses write operations called from a browser page on another site
 * (403 forbidden_origin, rendered in each surface's error body).
 * Named middleware: `middleware.forbidCrossSite()`, or
 * `middleware.forbidCrossSite({ sameHost: true })` for the site's forms.
 */
export default class ForbidCrossSiteMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: ForbidCrossSiteOptions = {}) {
    const signals = {
      origin: ctx.request.header('origin'),
      secFetchSite: ctx.request.header('sec-fetch-site'),
    }
    const host = options.sameHost ? ctx.request.host() : undefined
    if (isCrossSiteRequest(signals, undefined, host ? { host } : undefined)) {
      throw new ForbiddenOriginException()
    }
    return next()
  }
}
