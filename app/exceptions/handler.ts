import app from '@adonisjs/core/services/app'
import { HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { errorBodyFor, surfaceOf } from '#lib/error_bodies'

/**
 * Machine surfaces (/api, /mcp, /a2a, discovery JSON) always answer JSON in
 * their own error shape and never a stack trace or an HTML page. Admin pages
 * keep the framework's HTML handling.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction && !app.inTest

  async handle(error: unknown, ctx: HttpContext) {
    const surface = surfaceOf(ctx.request.url())
    if (surface === 'html') return super.handle(error, ctx)
    const { status, body, headers } = errorBodyFor(surface, error)
    for (const [name, value] of Object.entries(headers)) ctx.response.header(name, value)
    return ctx.response.status(status).json(body)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
