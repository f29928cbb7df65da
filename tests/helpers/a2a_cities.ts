import { DateTime } from 'luxon'
import { parseQuestion, type ParseContext } from '#a2a/intent_parser'
import type { KeyedCity } from '#a2a/place_matcher'
import { foldText } from '#lib/text_folding'
import { CITY_ALIASES } from '#database/demo/data/city_aliases'

/** Cities as the place directory gives them: names with accents, English slugs, the demo aliases as keys. */
const CATALOG: KeyedCity[] = [
  {
    slug: 'amsterdam',
    name: 'Amsterdam',
    country: 'Netherlands',
    countryCode: 'NL',
    timezone: 'Europe/Amsterdam',
  },
  {
    slug: 'barcelona',
    name: 'Barcelona',
    country: 'Spain',
    countryCode: 'ES',
    timezone: 'Europe/Madrid',
  },
  {
    slug: 'berlin',
    name: 'Berlin',
    country: 'Germany',
    countryCode: 'DE',
    timezone: 'Europe/Berlin',
  },
  {
    slug: 'dublin',
    name: 'Dublin',
    country: 'Ireland',
    countryCode: 'IE',
    timezone: 'Europe/Dublin',
  },
  {
    slug: 'krakow',
    name: 'Kraków',
    country: 'Poland',
    countryCode: 'PL',
    timezone: 'Europe/Warsaw',
  },
  {
    slug: 'lisbon',
    name: 'Lisbon',
    country: 'Portugal',
    countryCode: 'PT',
    timezone: 'Europe/Lisbon',
  },
  {
    slug: 'london',
    name: 'London',
    country: 'United Kingdom',
    countryCode: 'GB',
    timezone: 'Europe/London',
  },
  {
    slug: 'munich',
    name: 'München',
    country: 'Germany',
    countryCode: 'DE',
    timezone: 'Europe/Berlin',
  },
  {
    slug: 'prague',
    name: 'Prague',
    country: 'Czech Republic',
    countryCode: 'CZ',
    timezone: 'Europe/Prague',
  },
  {
    slug: 'vienna',
    name: 'Vienna',
    country: 'Austria',
    countryCode: 'AT',
    timezone: 'Europe/Vienna',
  },
  {
    slug: 'zurich',
    name: 'Zürich',
    country: 'Switzerland',
    countryCode: 'CH',
    timezone: 'Europe/Zurich',
  },
]

export const CITIES: KeyedCity[] = CATALOG.map((city) => ({
  ...city,
  keys: [city.name, city.slug, ...(CITY_ALIASES[city.slug]?.city ?? [])].map(foldText),
}))

/** The fixed "now" of the rules' unit tests: a Wednesday in October, Berlin time. */
export const RULES_NOW = DateTime.fromISO('2026-10-14T12:00:00', { zone: 'Europe/Berlin' })

/** A question read against the demo cities at RULES_NOW (and any more of the context). */
export function parseAtRulesNow(question: string, more: Partial<ParseContext> = {}) {
  return parseQuestion(question, { cities: CITIES, now: RULES_NOW, ...more })
}
