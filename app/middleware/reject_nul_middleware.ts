import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { InvalidParameterError } from '#services/catalog/catalog_errors'

/** The name of the first query parameter whose value holds a NUL character. */
function parameterWithNul(value: unknown, name = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? name : null
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = parameterWithNul(item, name ? `${name}[${key}]` : key)
      if (found !== null) return found
    }
  }
  return null
}

/**
 * PostgreSQL cannot hold a NUL character, so a query parameter with one used
 * to fail inside a query (a 500). It is a 400 naming the parameter, on every
 * surface, before any route runs.
 */
export default class RejectNulMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const parameter = parameterWithNul(ctx.request.qs())
    if (parameter !== null) {
      throw new InvalidParameterError(parameter, 'must not contain a NUL character')
    }
    return next()
  }
}
