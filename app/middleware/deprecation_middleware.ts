import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { absoluteUrl } from '#lib/urls'

export interface DeprecationOptions {
  /** When the route was deprecated */
  since: Date | string
  /** When it will stop answering, once decided */
  sunset?: Date | string
  /** The notice explaining what to use instead (path or absolute URL) */
  link: string
}

function toDate(value: Date | string): Date {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid deprecation date "${value}"`)
  return date
}

/**
 * Marks a route deprecated, e.g. `middleware.deprecated({ since: '2027-01-01',
 * sunset: '2027-07-01', link: '/docs/changes#v1-cities' })`:
 * `Deprecation: @<unix seconds>` (RFC 9745), `Sunset: <HTTP-date>` (RFC 8594)
 * and `Link: <notice>; rel="deprecation"`. Set before the route runs, so
 * error answers carry them too.
 */
export default class DeprecationMiddleware {
  async handle({ response }: HttpContext, next: NextFn, options: DeprecationOptions) {
    response.header('Deprecation', `@${Math.floor(toDate(options.since).getTime() / 1000)}`)
    if (options.sunset) response.header('Sunset', toDate(options.sunset).toUTCString())
    response.append('Link', `<${absoluteUrl(options.link)}>; rel="deprecation"; type="text/html"`)
    return next()
  }
}
