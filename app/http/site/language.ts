/*
| The language of a site request: the first segment of its address
| (/de/events), English otherwise. A page in another language is rendered
| with that language's helpers shared as `site`; an English page
| asked for without the language in its address may send the visitor to
| their language once (docs/languages.md): a language chosen with the
| switcher (the `lang` cookie), else the browser's Accept-Language.
*/
import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import { siteHelpersFor } from '#http/site/helpers'
import type { PublicError } from '#http/errors/public_errors'
import { siteText } from '#presenters/site_text'
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  SITE_LOCALES,
  isSiteLocale,
  localeOfPath,
  localizedHref,
  type SiteLocale,
} from '#lib/site_locales'

export function siteLocaleOf(ctx: HttpContext): SiteLocale {
  return localeOfPath(ctx.request.url())
}

/** The site's words in the request's language. */
export const siteTextOf = (ctx: HttpContext) => siteText(siteLocaleOf(ctx))

/** What every template of a page in this language sees: `site` of the language (`site.t`, …). */
export function shareSiteLanguage(ctx: HttpContext) {
  ctx.view.share({ site: siteHelpersFor(siteLocaleOf(ctx)) })
}

/** The language remembered from the switcher, if any. */
function rememberedLocale(ctx: HttpContext): SiteLocale | null {
  const value: unknown = ctx.request.plainCookie(LOCALE_COOKIE)
  return isSiteLocale(value) ? value : null
}

/** The site's language the browser prefers (Accept-Language), null when it says nothing. */
function browserLocale(ctx: HttpContext): SiteLocale | null {
  const header = ctx.request.header('accept-language')
  if (!header) return null
  const found = i18nManager.getSupportedLocaleFor(header)
  return found && (SITE_LOCALES as readonly string[]).includes(found) ? (found as SiteLocale) : null
}

/**
 * Where an English page sends a visitor who reads another language: the
 * same page in the remembered language, else in the browser's, else nowhere.
 */
export function preferredPageOf(ctx: HttpContext): string | null {
  const wanted = rememberedLocale(ctx) ?? browserLocale(ctx)
  if (!wanted || wanted === DEFAULT_LOCALE) return null
  const target = localizedHref(ctx.request.url(true), wanted)
  return target === ctx.request.url(true) ? null : target
}

/**
 * A public error as a page in the request's language says it: the site
 * catalog's `error.<wording>` (English pages keep #schemas/public_messages'
 * own words). Without its wording's name, as it is.
 */
export function publicErrorIn(ctx: HttpContext, shown: PublicError): Omit<PublicError, 'wording'> {
  const { wording, ...plain } = shown
  const locale = siteLocaleOf(ctx)
  if (!wording || locale === DEFAULT_LOCALE) return plain
  const i18n = i18nManager.locale(locale)
  const key = `site.error.${wording}`
  if (!i18n.resolveIdentifier(`${key}.title`)) return plain
  return { ...plain, title: i18n.t(`${key}.title`), message: i18n.t(`${key}.message`) }
}
