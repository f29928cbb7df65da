/*
| Renders a page of the public site (and the friendly 404 page): the site
| door and the exception handler both answer with these. A page made from one
| cached value is kept with it by the read cache (`renderCachedPage`).
*/
import type { HttpContext } from '@adonisjs/core/http'
import { errorPageMeta } from '#presenters/page_meta'
import { shareSiteLanguage, siteTextOf } from '#http/site/language'

type PageState = Record<string, unknown> | (() => Record<string, unknown>)

/** The HTML of a site page, in its language; `state`, when a function, is called only now. */
export function renderHtml(ctx: HttpContext, template: string, state: PageState) {
  shareSiteLanguage(ctx)
  return ctx.view.render(`site/${template}`, typeof state === 'function' ? state() : state)
}

/** Sends a site page's HTML. */
export function sendPage(ctx: HttpContext, html: string, status = 200) {
  return ctx.response.status(status).header('Content-Type', 'text/html; charset=utf-8').send(html)
}

/** Renders and sends a site page. */
export async function renderPage(
  ctx: HttpContext,
  template: string,
  state: PageState,
  status = 200
) {
  return sendPage(ctx, await renderHtml(ctx, template, state), status)
}

/** The friendly 404 page saying `message` (the site's own, or the public "no page here"). */
export async function renderNotFound(ctx: HttpContext, message?: string) {
  const { t } = siteTextOf(ctx)
  const title = t('error.not_found.title')
  message ??= t('error.not_found.message')
  return renderPage(ctx, 'not_found', { title, message, meta: errorPageMeta(title, message) }, 404)
}
