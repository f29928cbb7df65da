/*
| The languages of the student site and where each page lives in them.
| English pages keep their addresses (/events); every other language puts
| its code first (/de/events, /pl/cities/krakow). Which pages exist in
| every language is declared once here (the route patterns of
| start/routes/site.ts); the developers' pages (/developers, /errors) and
| the machine documents stay English-only. docs/languages.md says why.
*/
import { appUrl } from '#config/service'

// prettier-ignore
export const SITE_LOCALES = ['en', 'de', 'nl', 'es', 'fr', 'it', 'pl', 'cs', 'pt'] as const
export type SiteLocale = (typeof SITE_LOCALES)[number]

export const DEFAULT_LOCALE: SiteLocale = 'en'

/** The languages whose addresses start with their code. */
export const PREFIXED_LOCALES = SITE_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)

/** The cookie that remembers the language chosen with the switcher. */
export const LOCALE_COOKIE = 'lang'

/** Open Graph's language_TERRITORY of each language (the site's English is British). */
// prettier-ignore
const OG_LOCALES: Record<SiteLocale, string> = {
  en: 'en_GB', de: 'de_DE', nl: 'nl_NL', es: 'es_ES', fr: 'fr_FR',
  it: 'it_IT', pl: 'pl_PL', cs: 'cs_CZ', pt: 'pt_PT',
}

/** The pages that exist in every language (GET), and the forms they post to. */
// prettier-ignore
const LOCALIZED_PAGES = [
  '/', '/events', '/events/:id', '/cities/:slug', '/festivals/:slug', '/halloween/:slug',
  '/deals', '/docs', '/docs/:slug', '/contact',
] as const
// prettier-ignore
const LOCALIZED_FORMS = ['/events/:id/waitlist', '/halloween/:slug/waitlist', '/contact'] as const

/** Pages for developers, in English only, though a pattern above would take them. */
const ENGLISH_ONLY = new Set(['/docs/errors'])

const patternOf = (route: string) =>
  new RegExp(`^${route.replace(/:\w+/g, '[^/]+').replace(/\./g, '\\.')}$`)
const PAGE_PATTERNS = [...LOCALIZED_PAGES, ...LOCALIZED_FORMS].map(patternOf)

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value)
}

/** "Deutsch", "Français", "Polski": each language in its own words (CLDR, through Intl). */
export function nativeName(locale: SiteLocale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}

export function ogLocale(locale: SiteLocale): string {
  return OG_LOCALES[locale]
}

/** A path of a page that exists in every language ("/events/123", not "/developers"). */
function isLocalizedPath(path: string): boolean {
  return !ENGLISH_ONLY.has(path) && PAGE_PATTERNS.some((pattern) => pattern.test(path))
}

/** The language of an address: its first segment when it is a language code, else English. */
export function localeOfPath(path: string): SiteLocale {
  const first = path.split(/[/?#]/)[1]
  return first && first !== DEFAULT_LOCALE && isSiteLocale(first) ? first : DEFAULT_LOCALE
}

/** The English address of a page ("/de/events?city=x" → "/events?city=x"). */
export function unlocalizedPath(pathAndQuery: string): string {
  const locale = localeOfPath(pathAndQuery)
  if (locale === DEFAULT_LOCALE) return pathAndQuery
  const rest = pathAndQuery.slice(locale.length + 1)
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest
}

/**
 * The address of a page in `locale` ("/events?city=x" → "/de/events?city=x");
 * a page that is not in every language, or another site's, stays as it is.
 * Takes a path or an absolute URL on APP_URL (and answers in the same form).
 */
export function localizedHref(href: string, locale: SiteLocale): string {
  if (locale === DEFAULT_LOCALE) return href
  const absolute = href.startsWith(`${appUrl}/`) || href === appUrl
  const relative = absolute ? href.slice(appUrl.length) || '/' : href
  if (!relative.startsWith('/') || relative.startsWith('//')) return href
  const path = relative.split(/[?#]/)[0]
  if (!isLocalizedPath(path)) return href
  const localized = `/${locale}${path === '/' ? relative.slice(1) : relative}`
  return absolute ? appUrl + localized : localized
}
