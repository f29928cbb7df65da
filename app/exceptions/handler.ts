import app from '@adonisjs/core/services/app'
import { HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { errorBodyFor, statusOf, surfaceOf } from '#lib/error_bodies'
import { RETRY_AFTER_SECONDS } from '#lib/service_unavailable'
import { renderNotFound, renderUnavailable } from '#controllers/site/site_view'

/**
 * Machine surfaces (/api, /mcp, /a2a, discovery JSON) always answer JSON in
 * their own error shape and never a stack trace or an HTML page. Pages for
 * people get the site's friendly 404 and 503 pages, otherwise the
 * framework's HTML.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction && !app.inTest

  async handle(error: unknown, ctx: HttpContext) {
    const surface = surfaceOf(ctx.request.url())
    if (surface === 'html') {
      const status = statusOf(error)
      if (status === 404) return renderNotFound(ctx, 'There is no page at this address.')
      if (status === 503) {
        ctx.response.header('Retry-After', String(RETRY_AFTER_SECONDS))
        return renderUnavailable(ctx)
      }
      return super.handle(error, ctx)
    }
    const { status, body, headers } = errorBodyFor(surface, error, ctx.request.body())
    for (const [name, value] of Object.entries(headers)) ctx.response.header(name, value)
    return ctx.response.status(status).json(body)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
