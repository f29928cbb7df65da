import { CatalogFailureError, type CatalogFailure } from '#exceptions/catalog_failures'
import type { Result } from '#lib/result'

/**
 * The value of a catalog read for an HTTP door; a failure goes to the
 * exception handler, which answers it in the door's shape (REST error body,
 * the 404 page).
 */
export function valueOrHttpError<T>(result: Result<T, CatalogFailure>): T {
  if (result.ok) return result.value
  throw new CatalogFailureError(result.failure)
}
