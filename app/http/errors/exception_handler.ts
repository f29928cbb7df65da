import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import { errorBodyFor, errorStyleOf, statusOf } from '#http/errors/error_bodies'
import {
  publicError,
  publicErrorHtml,
  publicErrorText,
  type PublicError,
} from '#http/errors/public_errors'
import { publicErrorIn, siteLocaleOf } from '#http/site/language'
import { RETRY_AFTER_SECONDS } from '#lib/service_unavailable'
import { renderNotFound, renderPage } from '#http/site/pages'
import { errorPageMeta } from '#presenters/page_meta'

/**
 * Machine doors (REST, contact, MCP, A2A, discovery JSON: the route group
 * decides, see errorStyleOf) always answer JSON in
 * their own error shape and never a stack trace or an HTML page. Pages for
 * people get the site's friendly 404 page, and for any other error a page,
 * JSON or plain text (as the client asks) with the status and a fixed
 * sentence: nothing of the error or the request (an unreachable database is
 * a 503 with Retry-After). Only development shows the framework's debug page.
 */
/** The error's own code (`forbidden_origin`, `rate_limited`), if it carries one. */
function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/**
 * An expected refusal on a page for people outside the admin panel (a form
 * from another site, too many sends, a refused input): a friendly page in
 * every environment, never the debug page. The admin panel keeps its own
 * handling (sign-in redirects, flashed form errors).
 */
function isSiteRefusal(ctx: HttpContext, status: number): boolean {
  const inAdmin =
    (ctx.route?.name ?? '').startsWith('admin.') || /^\/admin(\/|$)/.test(ctx.request.url())
  return status >= 400 && status < 500 && !inAdmin
}

export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction && !app.inTest
  /* a refusal is expected, and a flood of them must not flood the log (the request log has each) */
  protected ignoreStatuses = [400, 401, 422, 429]
  /* the same for heavy work refused while the process is busy (#services/admission/admission_gate) */
  protected ignoreCodes = ['E_SERVICE_BUSY']

  async handle(error: unknown, ctx: HttpContext) {
    const style = errorStyleOf(ctx)
    if (style === 'page') {
      if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE && 'view' in ctx) {
        return ctx.response.status(403).send(await ctx.view.render('admin/forbidden'))
      }
      const status = statusOf(error)
      if (status === 404) {
        return renderNotFound(ctx)
      }
      if (status === 503 || isSiteRefusal(ctx, status)) {
        return this.renderPublicError(status, ctx, codeOf(error))
      }
      return super.handle(error, ctx)
    }
    const { status, body, headers } = errorBodyFor(style, error, ctx.request.body())
    for (const [name, value] of Object.entries(headers)) ctx.response.header(name, value)
    return ctx.response.status(status).json(body)
  }

  renderError(error: unknown, ctx: HttpContext) {
    if (this.isDebuggingEnabled(ctx)) return super.renderError(error as never, ctx)
    return this.renderPublicError(statusOf(error), ctx, codeOf(error))
  }

  /** Admin forms flash the messages and go back (the session's handler); elsewhere a plain 422. */
  async renderValidationErrorAsHTML(error: any, ctx: HttpContext) {
    if ('session' in ctx && ctx.session) return super.renderValidationErrorAsHTML(error, ctx)
    return this.renderPublicError(422, ctx)
  }

  private async renderPublicError(status: number, ctx: HttpContext, code?: string) {
    const shown = publicErrorIn(ctx, publicError(status, code))
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
        /* a refusal must cost next to nothing: a flood of 429s used to render the whole page */
        if (status === 429 || code === 'E_SERVICE_BUSY') return this.sendPlainPage(ctx, shown)
        try {
          const meta = errorPageMeta(shown.title, shown.message)
          return await renderPage(ctx, 'error', { ...shown, meta }, status)
        } catch {
          return this.sendPlainPage(ctx, shown)
        }
    }
  }

  private sendPlainPage(ctx: HttpContext, shown: PublicError) {
    return ctx.response
      .header('Content-Type', 'text/html; charset=utf-8')
      .send(publicErrorHtml(shown, siteLocaleOf(ctx)))
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
