import type { HttpContext } from '@adonisjs/core/http'
import type { NotFound } from '#exceptions/catalog_failures'
import type { Result } from '#lib/result'
import { renderNotFound } from '#lib/site_pages'
import { errorPageMeta } from '#presenters/page_meta'

/** The friendly 404 page saying `message`. */
export function notFoundPage(ctx: HttpContext, message: string) {
  return renderNotFound(ctx, message, errorPageMeta('Not found', message))
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
