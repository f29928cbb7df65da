import type { DateTime } from 'luxon'
import type { CityName } from '#services/catalog/city_service'
import type { EventType, PartnerCategory } from '#schemas/enums'
import type { A2ADateRange, A2AIntent, PricingTopic } from '#schemas/a2a'
import { normalizeQuestion, wordsOf } from '#a2a/text_folding'
import { matchCity, matchCountry } from '#a2a/place_matcher'
import type { CountryName, PlaceMatch } from '#a2a/place_matcher'
import { DEFAULT_TIMEZONE, readDatePhrase } from '#a2a/date_phrases'
import { QuestionWords } from '#a2a/question_words'
import { findUnknownPlace } from '#a2a/unknown_place'
import {
  CATEGORY_CUES,
  CUES,
  EVENT_TYPE_CUES,
  PRICING_TOPIC_CUES,
  UNKNOWN_EVENT_KINDS,
  eventIdIn,
  firstCue,
} from '#a2a/vocabulary'

/*
| Rule-based reading of a student's question: what is asked (the intent), its
| parameters (city, country, event type, date range, event id, deal category,
| pricing topic) and what was not understood (a place the service does not
| cover, a kind of event it does not list, left-over words). Pure: the cities
| and the clock are passed in.
*/

export interface Correction {
  said: string
  understood: string
}

export interface ParsedQuestion {
  intent: A2AIntent
  /** What was asked, before an unknown place turned the intent into `unknown_place` */
  asked: A2AIntent
  question: string
  city: CityName | null
  /** A place named in the question that is none of the service's cities (or their countries) */
  unknownPlace: string | null
  /** A kind of event asked for that the service does not list ("concerts") */
  unknownType: string | null
  country: CountryName | null
  eventType: EventType | null
  dateRange: A2ADateRange | null
  upcoming: boolean
  eventId: string | null
  category: PartnerCategory | null
  pricingTopic: PricingTopic
  corrections: Correction[]
  /** Words nothing understood (filler words aside) */
  unmatched: string[]
  /** With `next_event` wording: only the first event is wanted */
  firstOnly: boolean
}

export interface ParseContext {
  cities: CityName[]
  now: DateTime
}

/** The longest question read; the rest is ignored. */
const MAX_QUESTION_LENGTH = 1000

/** Intents that do not depend on a place: a place the service lacks does not change them. */
const PLACE_FREE_INTENTS = new Set<A2AIntent>(['contact', 'get_event', 'help'])

/** What a question holds, before the rules decide its intent. */
interface Signals extends Pick<
  ParsedQuestion,
  | 'city'
  | 'unknownPlace'
  | 'unknownType'
  | 'country'
  | 'eventType'
  | 'dateRange'
  | 'eventId'
  | 'category'
  | 'pricingTopic'
  | 'unmatched'
> {
  normalized: string
  past: boolean
}

/**
 * The rules, in order: the first that applies decides the intent. A rule
 * marked weak (only a date, only a city, only a country) gives way to the
 * help answer when the question also has words nothing understood
 * ("what's the weather tomorrow?").
 */
function classify(s: Signals): A2AIntent {
  const has = (cue: keyof typeof CUES) => CUES[cue].test(s.normalized)
  const place = s.city ?? s.unknownPlace
  const eventCue = has('events') || s.eventType !== null
  const understoodAll = s.unmatched.length === 0
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
    [has('price') && (eventCue || s.dateRange !== null || place !== null), 'ticket_prices'],
    [has('price'), 'pricing'],
    [has('nextEvent'), 'next_event'],
    [eventCue || s.past, 'list_events'],
    [s.unknownType !== null && (understoodAll || place !== null), 'list_events'],
    [has('generalCosts') && place !== null, 'city_costs'],
    [s.category !== null && place === null, 'list_deals'],
    [has('guide') && place !== null, 'city_guide'],
    [has('cities'), 'list_cities'],
    [s.dateRange !== null && understoodAll, 'list_events'],
    [s.country !== null && understoodAll, 'list_cities'],
    [s.city !== null && understoodAll, 'city_guide'],
    [s.unknownPlace !== null && understoodAll, 'city_guide'],
  ]
  return rules.find(([applies]) => applies)?.[1] ?? 'help'
}

function correctionsOf(matches: (PlaceMatch<{ name: string }> | null)[]): Correction[] {
  return matches
    .filter((match) => match && match.distance > 0)
    .map((match) => ({ said: match!.said, understood: match!.place.name }))
}

/** Marks what the vocabulary, the places, the date phrase and the id understood. */
function readWords(
  normalized: string,
  parts: { eventId: string | null; said: string[] }
): QuestionWords {
  const words = new QuestionWords(normalized)
  words.coverPatterns([
    ...Object.values(CUES),
    ...EVENT_TYPE_CUES.map(([, cue]) => cue),
    ...CATEGORY_CUES.map(([, cue]) => cue),
    ...PRICING_TOPIC_CUES.map(([, cue]) => cue),
    UNKNOWN_EVENT_KINDS,
  ])
  if (parts.eventId) words.coverPhrase(parts.eventId.replaceAll('-', ' '))
  for (const said of parts.said) words.coverPhrase(said)
  return words
}

export function parseQuestion(question: string, context: ParseContext): ParsedQuestion {
  const text = question.slice(0, MAX_QUESTION_LENGTH)
  const normalized = normalizeQuestion(text)
  const eventId = eventIdIn(normalized)
  const placeWords = wordsOf(eventId ? normalized.replace(eventId, ' ') : normalized)
  const cityMatch = matchCity(placeWords, context.cities)
  const countryMatch = cityMatch ? null : matchCountry(placeWords, context.cities)
  const city = cityMatch?.place ?? null
  const past = CUES.past.test(normalized)
  const zone = city?.timezone ?? DEFAULT_TIMEZONE
  const date = readDatePhrase(text, context.now, zone, past)
  const words = readWords(normalized, {
    eventId,
    said: [cityMatch?.said, countryMatch?.said, ...(date?.said ?? [])].filter(
      (said): said is string => !!said
    ),
  })
  const unknownPlace = city || countryMatch ? null : findUnknownPlace(text, words)
  const unknownType = UNKNOWN_EVENT_KINDS.exec(normalized)?.[0] ?? null
  const signals: Signals = {
    normalized,
    city,
    unknownPlace,
    unknownType,
    country: countryMatch?.place ?? null,
    eventType: firstCue(EVENT_TYPE_CUES, normalized),
    dateRange: date?.range ?? null,
    eventId,
    category: firstCue(CATEGORY_CUES, normalized),
    pricingTopic: firstCue(PRICING_TOPIC_CUES, normalized) ?? 'all',
    past,
    unmatched: words.unmatched().filter((word) => !unknownPlace?.toLowerCase().includes(word)),
  }
  const asked = classify(signals)
  const intent = signals.unknownPlace && !PLACE_FREE_INTENTS.has(asked) ? 'unknown_place' : asked
  return {
    intent,
    asked,
    question: text,
    city: signals.city,
    unknownPlace: signals.unknownPlace,
    unknownType: signals.unknownType,
    country: signals.country,
    eventType: signals.eventType,
    dateRange: signals.dateRange,
    upcoming: !signals.past,
    eventId: signals.eventId,
    category: signals.category,
    pricingTopic: signals.pricingTopic,
    corrections: correctionsOf([cityMatch, countryMatch]),
    unmatched: signals.unmatched,
    firstOnly: CUES.nextEvent.test(normalized),
  }
}
