import type { DateTime } from 'luxon'
import type { CityName } from '#services/catalog/city_service'
import type { EventType, PartnerCategory } from '#schemas/enums'
import type { A2ADateRange, A2AIntent, PricingTopic } from '#schemas/a2a'
import { normalizeQuestion, wordsOf } from '#a2a/text_folding'
import { matchCity, matchCountry } from '#a2a/place_matcher'
import type { CountryName } from '#a2a/place_matcher'
import { DEFAULT_TIMEZONE, findDatePhrase, resolveDatePhrase } from '#a2a/date_phrases'
import {
  CATEGORY_CUES,
  CUES,
  EVENT_TYPE_CUES,
  PRICING_TOPIC_CUES,
  eventIdIn,
  firstCue,
} from '#a2a/vocabulary'

/*
| Rule-based reading of a student's question: what is asked (the intent) and
| its parameters (city, country, event type, date range, event id, deal
| category, pricing topic). Pure: the cities and the clock are passed in.
*/

export interface Correction {
  said: string
  understood: string
}

export interface ParsedQuestion {
  intent: A2AIntent
  question: string
  city: CityName | null
  /** A capitalised place after "in"/"about"… that is not one of the cities */
  unknownPlace: string | null
  country: CountryName | null
  eventType: EventType | null
  dateRange: A2ADateRange | null
  upcoming: boolean
  eventId: string | null
  category: PartnerCategory | null
  pricingTopic: PricingTopic
  corrections: Correction[]
}

export interface ParseContext {
  cities: CityName[]
  now: DateTime
}

/** The longest question read; the rest is ignored. */
export const MAX_QUESTION_LENGTH = 1000

const PLACE_AFTER_PREPOSITION =
  /\b(?:in|at|for|about|to|around|near|visiting)\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)/u

const COMMON_CAPITALISED = new Set([
  ...'i the a an me us you my our your this that'.split(' '),
  ...'monday tuesday wednesday thursday friday saturday sunday'.split(' '),
])

/** True when a capitalised word means something other than a place (a month, a keyword). */
function isKnownWord(candidate: string): boolean {
  const normalized = normalizeQuestion(candidate)
  if (COMMON_CAPITALISED.has(normalized.split(' ')[0])) return true
  if (findDatePhrase(`in ${normalized}`)) return true
  const cues = [...Object.values(CUES), ...EVENT_TYPE_CUES.map(([, cue]) => cue)]
  return cues.some((cue) => cue.test(normalized))
}

function unknownPlaceIn(question: string): string | null {
  const match = question.match(PLACE_AFTER_PREPOSITION)
  if (!match) return null
  const candidate = match[1].replace(/'s$/, '')
  return isKnownWord(candidate) ? null : candidate
}

interface Signals {
  normalized: string
  city: CityName | null
  unknownPlace: string | null
  country: CountryName | null
  eventType: EventType | null
  dateRange: A2ADateRange | null
  eventId: string | null
  category: PartnerCategory | null
  pricingTopic: PricingTopic
  past: boolean
}

/** The rules, in order: the first that applies decides the intent. */
function classify(s: Signals): A2AIntent {
  const has = (cue: keyof typeof CUES) => CUES[cue].test(s.normalized)
  const place = s.city ?? s.unknownPlace
  const eventCue = has('events') || s.eventType !== null
  const rules: [boolean, A2AIntent][] = [
    [s.normalized === '', 'help'],
    [has('contact'), 'contact'],
    [s.eventId !== null, 'get_event'],
    [has('deals'), 'list_deals'],
    [has('free'), 'free_offers'],
    [has('presale'), 'ticket_status'],
    [has('livingCosts') && !has('tickets'), 'city_costs'],
    [s.pricingTopic !== 'all', 'pricing'],
    [has('tickets') && (has('price') || has('generalCosts')), 'ticket_prices'],
    [has('tickets'), 'ticket_status'],
    [has('price') && (eventCue || place !== null), 'ticket_prices'],
    [has('price'), 'pricing'],
    [has('nextEvent'), 'next_event'],
    [eventCue || s.dateRange !== null || s.past, 'list_events'],
    [has('generalCosts') && place !== null, 'city_costs'],
    [s.category !== null && place === null, 'list_deals'],
    [has('guide') && place !== null, 'city_guide'],
    [has('cities') || s.country !== null, 'list_cities'],
    [s.city !== null, 'city_guide'],
  ]
  return rules.find(([applies]) => applies)?.[1] ?? 'help'
}

export function parseQuestion(question: string, context: ParseContext): ParsedQuestion {
  const text = question.slice(0, MAX_QUESTION_LENGTH)
  const normalized = normalizeQuestion(text)
  const eventId = eventIdIn(normalized)
  const words = wordsOf(eventId ? normalized.replace(eventId, ' ') : normalized)
  const cityMatch = matchCity(words, context.cities)
  const countryMatch = cityMatch ? null : matchCountry(words, context.cities)
  const city = cityMatch?.place ?? null
  const phrase = findDatePhrase(normalized)
  const signals: Signals = {
    normalized,
    city,
    unknownPlace: city || countryMatch ? null : unknownPlaceIn(text),
    country: countryMatch?.place ?? null,
    eventType: firstCue(EVENT_TYPE_CUES, normalized),
    dateRange: phrase
      ? resolveDatePhrase(phrase, context.now, city?.timezone ?? DEFAULT_TIMEZONE)
      : null,
    eventId,
    category: firstCue(CATEGORY_CUES, normalized),
    pricingTopic: firstCue(PRICING_TOPIC_CUES, normalized) ?? 'all',
    past: CUES.past.test(normalized),
  }
  const corrections = [cityMatch, countryMatch]
    .filter((match) => match && match.distance > 0)
    .map((match) => ({ said: match!.said, understood: match!.place.name }))
  return {
    intent: classify(signals),
    question: text,
    city: signals.city,
    unknownPlace: signals.unknownPlace,
    country: signals.country,
    eventType: signals.eventType,
    dateRange: signals.dateRange,
    upcoming: !signals.past,
    eventId: signals.eventId,
    category: signals.category,
    pricingTopic: signals.pricingTopic,
    corrections,
  }
}
