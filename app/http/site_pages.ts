/*
| Renders a page of the public site (and the friendly 404 page): the site
| door and the exception handler both answer with these. A page made from one
| cached value is kept with it by the read cache (`renderCachedPage`).
*/
import type { HttpContext } from '@adonisjs/core/http'

type PageState = Record<string, unknown> | (() => Record<string, unknown>)

/** The HTML of a site page; `state`, when a function, is called only now. */
export function renderHtml(ctx: HttpContext, template: string, state: PageState) {
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

/** The friendly 404 page; `meta`: its head tags (`errorPageMeta` of the presenters). */
export async function renderNotFound(ctx: HttpContext, message: string, meta: unknown) {
  return renderPage(ctx, 'not_found', { title: 'Not found', message, meta }, 404)
}
