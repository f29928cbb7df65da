/*
| The helpers every site template uses (prices, dates, labels, navigation),
| in one language: the Edge global `site` is the English set (start/view.ts),
| and a page in another language shares its own set as `site` (and `t`) when
| it is rendered (#http/site_pages).
*/
import { serviceConfig } from '#config/service'
import { ticketAction, waitlistOnPage } from '#presenters/ticket_action'
import { ticketWording } from '#presenters/ticket_wording'
import { siteText } from '#presenters/site_text'
import { textAround } from '#presenters/site_messages'
import {
  DEFAULT_LOCALE,
  SITE_LOCALES,
  localizedHref,
  nativeName,
  ogLocale,
  type SiteLocale,
} from '#lib/site_locales'
import { paragraphsOf } from '#lib/plain_text'
import { cityCalendarLinks, eventCalendarLinks } from '#services/calendar/calendar_links'
import { imageSrcset, imageVariantUrl } from '#lib/image_files'
import type { EventShape } from '#schemas/event'
import { keptPerKey } from '#lib/kept_per_key'

/** The page in every language, for hreflang links and the switcher (none without a canonical URL). */
function alternatesOf(canonical: string | null, current: SiteLocale) {
  if (!canonical) return []
  return SITE_LOCALES.map((locale) => ({
    locale,
    name: nativeName(locale),
    href: localizedHref(canonical, locale),
    current: locale === current,
  }))
}

/** The path a language switch returns to: the page's own (English) path. */
function pathOf(canonical: string | null): string {
  if (!canonical) return '/'
  const url = new URL(canonical)
  return url.pathname + url.search
}

function makeHelpers(locale: SiteLocale) {
  const text = siteText(locale)
  return {
    serviceName: serviceConfig.name,
    supportEmail: serviceConfig.supportEmail,
    locale,
    languageName: nativeName(locale),
    /** every language in its own words, for the switcher */
    languages: SITE_LOCALES.map((other) => ({ locale: other, name: nativeName(other) })),
    ogLocale: ogLocale(locale),
    otherOgLocales: SITE_LOCALES.filter((other) => other !== locale).map(ogLocale),
    t: text.t,
    /** a sentence with one part (a date) in its own element: { before, after } */
    around: (key: string, slot: string, values: Record<string, string | number> = {}) =>
      textAround(text, key, slot, values),
    href: text.href,
    alternates: (canonical: string | null) => alternatesOf(canonical, locale),
    switchPath: pathOf,
    price: text.price,
    /** "Sat 31 Oct 2026, 21:00 Berlin time" */
    eventTime: text.eventTime,
    eventType: text.eventType,
    category: (category: string) => text.t(`category.${category}`),
    country: (code: string | null, name: string) =>
      code ? (new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? name) : name,
    ticketAction: (event: EventShape) => ticketAction(event, text),
    /** The tickets in plain words: a card's line, the page's badge */
    ticketWording: (event: EventShape) => ticketWording(event, text),
    waitlistOnPage,
    paragraphs: paragraphsOf,
    cityCalendar: (slug: string, name: string) => cityCalendarLinks(slug, name),
    eventCalendar: eventCalendarLinks,
    imageVariant: imageVariantUrl,
    imageSrcset,
    /** Student words only: everything for developers is on one page */
    footerLinks: [
      { label: text.t('footer.all_events'), href: text.href('/events') },
      { label: text.t('footer.deals'), href: text.href('/deals') },
      { label: text.t('footer.guides'), href: text.href('/docs') },
      { label: text.t('footer.contact'), href: text.href('/contact') },
      { label: text.t('footer.developers'), href: '/developers' },
    ],
  }
}

export type SiteHelpers = ReturnType<typeof makeHelpers>

/** The helpers of the site in `locale` (one set per language, kept). */
export const siteHelpersFor: (locale: SiteLocale) => SiteHelpers = keptPerKey(makeHelpers)

/** Available to every site template (and its layout component) as `site`: the English set. */
export const siteHelpers = () => siteHelpersFor(DEFAULT_LOCALE)
