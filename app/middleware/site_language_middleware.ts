import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { DEFAULT_LOCALE } from '#lib/site_locales'
import { preferredPageOf, siteLocaleOf } from '#http/site/language'

/** What an English page's answer depends on besides its address. */
const VARY = 'Accept-Language, Cookie'

/**
 * The site's pages in the visitor's language (docs/languages.md). An English
 * address (no language code first) asked for by a browser that reads another
 * of the site's languages, or whose visitor chose one with the switcher, is
 * sent (302) to the same page in that language; the English page answers
 * everyone else. Both answers say what they depend on (Vary). A page with
 * its language in its address is what it says, for everyone (links shared,
 * crawlers).
 */
export default class SiteLanguageMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (siteLocaleOf(ctx) !== DEFAULT_LOCALE) return next()
    const { request, response } = ctx
    const forPeople = request.accepts(['text/html', 'text/markdown']) !== 'text/markdown'
    const target = forPeople ? preferredPageOf(ctx) : null
    if (target) {
      response.append('Vary', VARY)
      return response.redirect().status(302).toPath(target)
    }
    await next()
    response.append('Vary', VARY)
  }
}
