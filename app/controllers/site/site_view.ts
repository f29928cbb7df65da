import type { HttpContext } from '@adonisjs/core/http'
import { NotFoundError } from '#exceptions/catalog_errors'
import { renderNotFound } from '#lib/site_pages'

/** Runs a page; an unknown city, event or doc becomes the friendly 404 page with `message`. */
export async function withNotFoundPage(
  ctx: HttpContext,
  message: string,
  page: () => Promise<unknown>
) {
  try {
    return await page()
  } catch (error) {
    if (error instanceof NotFoundError) return renderNotFound(ctx, message)
    throw error
  }
}
