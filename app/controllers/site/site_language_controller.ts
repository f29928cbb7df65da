import type { HttpContext } from '@adonisjs/core/http'
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  isSiteLocale,
  localizedHref,
  unlocalizedPath,
} from '#lib/site_locales'

/** How long the language chosen with the switcher is remembered. */
const REMEMBERED = '365 days'

/** A path of this site to go back to ("/events?city=x"); anything else is the home page. */
function ownPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/'
}

/**
 * POST /language: the switcher of every page. Remembers the language (a
 * cookie, no session) and shows the page the visitor was on in it.
 */
export default class SiteLanguageController {
  async choose({ request, response }: HttpContext) {
    const { lang, next } = request.body()
    const locale = isSiteLocale(lang) ? lang : DEFAULT_LOCALE
    response.plainCookie(LOCALE_COOKIE, locale, {
      maxAge: REMEMBERED,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
    })
    response.header('Cache-Control', 'no-store')
    const page = localizedHref(unlocalizedPath(ownPath(next)), locale)
    return response.redirect().status(303).toPath(page)
  }
}
