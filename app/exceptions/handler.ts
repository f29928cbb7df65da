import app from '@adonisjs/core/services/app'
import { HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import { errorBodyFor, errorStyleOf, statusOf } from '#lib/error_bodies'
import { publicError, publicErrorHtml, publicErrorText } from '#lib/public_errors'
import { RETRY_AFTER_SECONDS } from '#lib/service_unavailable'
import { renderNotFound, renderPage } from '#lib/site_pages'

/**
 * Machine doors (REST, contact, MCP, A2A, discovery JSON: the route group
 * decides, see errorStyleOf) always answer JSON in
 * their own error shape and never a stack trace or an HTML page. Pages for
 * people get the site's friendly 404 page, and for any other error a page,
 * JSON or plain text (as the client asks) with the status and a fixed
 * sentence: nothing of the error or the request (an unreachable database is
 * a 503 with Retry-After). Only development shows the framework's debug page.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction && !app.inTest

  async handle(error: unknown, ctx: HttpContext) {
    const style = errorStyleOf(ctx)
    if (style === 'page') {
      if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE && 'view' in ctx) {
        return ctx.response.status(403).send(await ctx.view.render('admin/forbidden'))
      }
      const status = statusOf(error)
      if (status === 404) return renderNotFound(ctx, 'There is no page at this address.')
      if (status === 503) return this.renderPublicError(503, ctx)
      return super.handle(error, ctx)
    }
    const { status, body, headers } = errorBodyFor(style, error, ctx.request.body())
    for (const [name, value] of Object.entries(headers)) ctx.response.header(name, value)
    return ctx.response.status(status).json(body)
  }

  renderError(error: unknown, ctx: HttpContext) {
    if (this.isDebuggingEnabled(ctx)) return super.renderError(error as never, ctx)
    return this.renderPublicError(statusOf(error), ctx)
  }

  /** Admin forms flash the messages and go back (the session's handler); elsewhere a plain 422. */
  async renderValidationErrorAsHTML(error: any, ctx: HttpContext) {
    if ('session' in ctx && ctx.session) return super.renderValidationErrorAsHTML(error, ctx)
    return this.renderPublicError(422, ctx)
  }

  private async renderPublicError(status: number, ctx: HttpContext) {
    const shown = publicError(status)
    ctx.response.status(status).header('Cache-Control', 'no-store')
    if (status === 503) ctx.response.header('Retry-After', String(RETRY_AFTER_SECONDS))
    switch (ctx.request.accepts(['html', 'json', 'application/vnd.api+json', 'text'])) {
      case 'json':
      case 'application/vnd.api+json':
        return ctx.response.json({ error: shown })
      case 'text':
        return ctx.response
          .header('Content-Type', 'text/plain; charset=utf-8')
          .send(publicErrorText(shown))
      default:
        try {
          return await renderPage(ctx, 'error', { ...shown }, status)
        } catch {
          return ctx.response
            .header('Content-Type', 'text/html; charset=utf-8')
            .send(publicErrorHtml(shown))
        }
    }
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
