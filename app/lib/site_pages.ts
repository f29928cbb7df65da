/*
| Renders a page of the public site (and the friendly 404 page): the site
| door and the exception handler both answer with these.
*/
import type { HttpContext } from '@adonisjs/core/http'

/* Site templates use nothing of the request: a page made from one cached value is rendered once */
const renderedFrom = new WeakMap<object, Map<string, string>>()

type PageState = Record<string, unknown> | (() => Record<string, unknown>)

async function renderOnce(ctx: HttpContext, template: string, state: PageState, source?: object) {
  const rendered = source ? renderedFrom.get(source) : undefined
  const known = rendered?.get(template)
  if (known !== undefined) return known
  const html = await ctx.view.render(
    `site/${template}`,
    typeof state === 'function' ? state() : state
  )
  if (source) renderedFrom.set(source, (rendered ?? new Map()).set(template, html))
  return html
}

/**
 * Renders a site page. `source`: the one catalog value (from the read cache)
 * that `state` is derived from; the HTML is then made once per value (and
 * `state`, when a function, is only called to make it).
 */
export async function renderPage(
  ctx: HttpContext,
  template: string,
  state: PageState,
  status = 200,
  source?: object
) {
  const html = await renderOnce(ctx, template, state, source)
  return ctx.response.status(status).header('Content-Type', 'text/html; charset=utf-8').send(html)
}

export async function renderNotFound(ctx: HttpContext, message: string) {
  return renderPage(ctx, 'not_found', { title: 'Not found', message }, 404)
}
