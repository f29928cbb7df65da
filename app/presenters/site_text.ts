/*
| The site's words in one language: every sentence comes from the message
| catalog (resources/lang/<locale>/site.json, ICU messages, @adonisjs/i18n),
| and dates, times, money and lists are formatted by the platform (Intl) for
| that language. A key missing in a language falls back to English
| (@adonisjs/i18n's fallback locale); config/i18n.ts makes a key missing
| everywhere an empty string, never the key.
*/
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import { DateTime } from 'luxon'
import { DEFAULT_LOCALE, localizedHref, type SiteLocale } from '#lib/site_locales'

type Values = Record<string, string | number>

/** Whatever names an event's clock: its city, and its zone (null: UTC). */
export interface EventClock {
  city: string
  timezone: string | null
}

export interface SiteText {
  locale: SiteLocale
  /** the catalog's message `site.<key>`, formatted (ICU) with `values` */
  t(key: string, values?: Values): string
  /** "€12.00" / "12,00 €", or the word for free; null: to be announced */
  price(amount: number | null, currency: string): string
  /** "Sat 31 Oct 2026, 21:00 Berlin time" in the language, in the event's own offset */
  eventTime(event: EventClock, iso: string): string
  /** "Sat 31 Oct 2026": the day of a date-time, in its own offset */
  day(iso: string): string
  /** "Oct", or "Oct 2026" with the year */
  month(isoDay: string, withYear: boolean): string
  /** "Welcome festival" */
  eventType(type: string): string
  /** "A, B and C" */
  list(items: string[]): string
  /** a path or own URL of a page in every language, in this language */
  href(pathOrUrl: string): string
}

const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
}
const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  ...DAY,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}

/** The English site's own style, "Sat 31 Oct 2026, 21:00" (CLDR's en-GB adds a comma after the day's name). */
const EN_DAY = 'ccc d LLL yyyy'
const EN_DAY_AND_TIME = `${EN_DAY}, HH:mm`

const formats = new Map<string, Intl.NumberFormat>()

function currencyFormat(locale: SiteLocale, currency: string) {
  const key = `${locale}:${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency })
    formats.set(key, format)
  }
  return format
}

/** The site's English is British (day before month, "organisers"). */
const intlTag = (locale: SiteLocale) => (locale === 'en' ? 'en-GB' : locale)

const inOwnOffset = (iso: string, locale: SiteLocale) =>
  DateTime.fromISO(iso, { setZone: true }).setLocale(intlTag(locale))

function makeSiteText(locale: SiteLocale): SiteText {
  let i18n: I18n | undefined
  const t = (key: string, values?: Values) => {
    i18n ??= i18nManager.locale(locale)
    return i18n.t(`site.${key}`, values)
  }
  const lists = new Intl.ListFormat(intlTag(locale), { type: 'conjunction' })
  return {
    locale,
    t,
    price(amount, currency) {
      if (amount === null) return t('price.tba')
      if (amount === 0) return t('tickets.free')
      return currencyFormat(locale, currency).format(amount)
    },
    eventTime(event, iso) {
      const value = inOwnOffset(iso, locale)
      if (!value.isValid) return iso
      const when =
        locale === 'en'
          ? value.setLocale('en').toFormat(EN_DAY_AND_TIME)
          : value.toLocaleString(DAY_AND_TIME)
      return event.timezone ? t('time.local', { when, city: event.city }) : t('time.utc', { when })
    },
    day: (iso) =>
      locale === 'en'
        ? inOwnOffset(iso, locale).toFormat(EN_DAY)
        : inOwnOffset(iso, locale).toLocaleString(DAY),
    month: (isoDay, withYear) =>
      DateTime.fromISO(isoDay, { zone: 'UTC' })
        .setLocale(intlTag(locale))
        .toLocaleString(withYear ? { month: 'short', year: 'numeric' } : { month: 'short' }),
    eventType: (type) => t(`event_type.${type}`),
    list: (items) => lists.format(items),
    href: (pathOrUrl) => localizedHref(pathOrUrl, locale),
  }
}

const texts = new Map<SiteLocale, SiteText>()

/** The site's words in `locale` (one object per language, kept). */
export function siteText(locale: SiteLocale = DEFAULT_LOCALE): SiteText {
  let text = texts.get(locale)
  if (!text) {
    text = makeSiteText(locale)
    texts.set(locale, text)
  }
  return text
}
