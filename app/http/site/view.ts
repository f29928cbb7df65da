import type { HttpContext } from '@adonisjs/core/http'
import type { NotFound } from '#exceptions/catalog_failures'
import type { Result } from '#lib/result'
import { renderHtml, renderNotFound, sendPage } from '#http/site/pages'
import { readCache } from '#services/read_cache/catalog_cache'
import { siteLocaleOf } from '#http/site/language'

/** The friendly 404 page saying `message` (in the page's language). */
export function notFoundPage(ctx: HttpContext, message: string) {
  return renderNotFound(ctx, message)
}

/** The page of a city, event or doc found; an unknown one is the friendly 404 page with `message`. */
export async function pageOrNotFound<T>(
  ctx: HttpContext,
  message: string,
  found: Result<T, NotFound>,
  page: (value: T) => Promise<unknown>
) {
  return found.ok ? page(found.value) : notFoundPage(ctx, message)
}

/**
 * Renders a site page. `source`: the one catalog value (from the read cache)
 * that `state` is derived from; the HTML is then made once per cached value
 * and language, kept and counted with its entry (and `state`, when a
 * function, is only called to make it). Site templates use nothing of the
 * request but its language.
 */
export async function renderPage(
  ctx: HttpContext,
  template: string,
  state: Parameters<typeof renderHtml>[2],
  status = 200,
  source?: object
) {
  const make = () => renderHtml(ctx, template, state)
  const html = source
    ? await readCache.keptWith(source, `page:${siteLocaleOf(ctx)}:${template}`, make)
    : await make()
  return sendPage(ctx, html, status)
}
