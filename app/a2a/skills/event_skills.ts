import { getEvent, listEvents } from '#services/catalog/event_service'
import { searchDocs } from '#services/catalog/docs_service'
import { foldText } from '#lib/text_folding'
import type { A2AEventsQuery } from '#schemas/a2a'
import type { EventListShape, EventShape } from '#schemas/event'
import type { ParsedQuestion } from '#a2a/intent_parser'
import type { Skill, SkillAnswer } from '#a2a/agent_answer'
import type { A2AAsked } from '#schemas/a2a'
import { listEventsParams, selectEvents } from '#a2a/skills/event_selection'
import { eventFieldSentence, priceSentence } from '#presenters/event_fields'
import { bulletList, withCorrections } from '#a2a/answer_text'
import { agentText, type AgentText } from '#presenters/agent_text'
import { eventSentence, pricesWords, ticketsWords } from '#presenters/agent_events'

/** The data part's words (an error's message) are English, whatever the answer's language. */
const DATA_WORDS = agentText('en')

/** The listEvents parameters a question asks for (the data part's `query`). */
function eventsQueryOf(question: ParsedQuestion): A2AEventsQuery {
  const city = question.city?.slug ?? question.eventPlace ?? undefined
  const country = !city && question.country ? question.country.code : undefined
  return {
    ...(city ? { city } : {}),
    ...(country ? { country } : {}),
    type: question.eventType ?? 'all',
    upcoming: question.upcoming,
    ...(question.dateRange ? { between: question.dateRange } : {}),
    ...question.filters,
    ...(question.catalogName?.kind === 'event' ? { q: question.catalogName.said } : {}),
  }
}

/** The place asked about: a city (as staff named it), a place of events, a country in the language. */
function placeOf(say: AgentText, question: ParsedQuestion, query: A2AEventsQuery): string {
  if (question.city) return question.city.name
  if (query.city) return query.city
  if (question.country && query.country) {
    return say.country(question.country.code, question.country.name)
  }
  return 'none'
}

/** The range asked about: its English label ("this weekend"), else its days in the language. */
function rangeOf(say: AgentText, query: A2AEventsQuery): string {
  if (!query.between) return 'none'
  if (say.language === 'en') return query.between.label
  return say.days(query.between.from, query.between.to)
}

function filtersOf(say: AgentText, question: ParsedQuestion, query: A2AEventsQuery): string {
  const filters = [
    query.sold_out ? 'sold_out' : '',
    query.ticket_status ? 'on_sale' : '',
    query.early_access_open ? 'early_access_open' : '',
    query.waitlist_open ? 'waitlist_open' : '',
    question.onlyFree ? 'free' : '',
    question.withEarlyAccess ? 'early_access' : '',
  ].filter(Boolean)
  return filters.length ? filters.map((name) => say.t(`filter.${name}`)).join(', ') : 'none'
}

/** "upcoming halloween events in Berlin this weekend (sold out)", agreeing with `count`. */
function describeSelection(
  say: AgentText,
  question: ParsedQuestion,
  query: A2AEventsQuery,
  count: number
): string {
  return say.t('events.selection', {
    count,
    past: query.upcoming ? 'no' : 'yes',
    kind: query.type,
    kindName: query.type === 'all' ? 'none' : say.t(`kind.${query.type}`),
    place: placeOf(say, question, query),
    range: rangeOf(say, query),
    filters: filtersOf(say, question, query),
  })
}

interface Listing {
  say: AgentText
  question: ParsedQuestion
  query: A2AEventsQuery
  result: EventListShape
}

function eventsText(
  { say, question, query, result }: Listing,
  line: (say: AgentText, event: EventShape) => string,
  heading: 'events.list' | 'events.prices'
): string {
  if (result.total === 0) {
    return say.t('events.none', { selection: describeSelection(say, question, query, 0) })
  }
  const selection = describeSelection(say, question, query, result.total)
  const lines = result.events.map((event) => line(say, event))
  return `${say.t(heading, { count: result.total, selection })}\n${bulletList(say, lines, result.total)}`
}

/** When a date range holds no event: the next upcoming one of the same kind, if any. */
async function nextEventHint({ say, query, result }: Listing): Promise<string> {
  if (result.total > 0 || !query.between || !query.upcoming) return ''
  const later = await listEvents({
    ...listEventsParams({ ...query, between: undefined }),
    limit: 1,
  })
  const next = later.events[0]
  return next ? ` ${say.t('events.next_hint', { event: eventSentence(say, next) })}` : ''
}

/**
 * No such event in the city: the service's texts may say why ("Is there
 * Halloween in Zurich?"): the passage whose text names both the kind and
 * the city, linked.
 */
async function docsHint({ say, question, query, result }: Listing): Promise<string> {
  if (result.total > 0 || !question.city || query.type === 'all') return ''
  const city = question.city.name
  const found = await searchDocs({ query: `${query.type.replace('_', ' ')} ${city}`, limit: 1 })
  const best = found.results[0]
  const named = best && foldText(best.title).includes(foldText(city))
  return named ? `\n${say.t('list.line', { label: best.title, value: best.url })}` : ''
}

/** An age the question gives ("can a 17 year old go"). */
function ageIn(question: ParsedQuestion): number | null {
  const match = /\b(\d{1,2})\b/.exec(question.question)
  return match ? Number(match[1]) : null
}

/** The text answering the field asked, for the first event selected (and how many more there are). */
function fieldText({ say, question, result }: Listing): string | null {
  const field = question.field
  const [first] = result.events
  if (!field || !first) return null
  const names = result.events
    .slice(1, 4)
    .map((event) => event.name)
    .join('; ')
  const more =
    result.total > 1 ? `\n${say.t('events.more_matching', { count: result.total - 1, names })}` : ''
  const fields = question.fields.length > 0 ? question.fields : [field]
  const sentences = fields.map((name) => eventFieldSentence(say, first, name, ageIn(question)))
  return sentences.join('\n') + more
}

function cheapestText({ say, question, query, result }: Listing) {
  const [first] = result.events
  if (!first) {
    const selection = describeSelection(say, question, query, 0)
    return say.t('events.cheapest_none', { selection })
  }
  return say.t('events.cheapest', {
    count: result.total,
    selection: describeSelection(say, question, query, result.total),
    answer: priceSentence(say, first),
  })
}

function askedOf(question: ParsedQuestion): A2AAsked | undefined {
  const asked: A2AAsked = {
    ...(question.field ? { field: question.field } : {}),
    ...(question.fields.length > 1 ? { fields: question.fields } : {}),
    ...(question.cheapest ? { cheapest: true } : {}),
    ...(question.onlyFree ? { free: true } : {}),
    ...(question.withEarlyAccess ? { early_access: true } : {}),
  }
  return Object.keys(asked).length ? asked : undefined
}

export async function eventsAnswer(
  question: ParsedQuestion,
  say: AgentText,
  intent: 'list_events' | 'ticket_status' | 'ticket_prices',
  line: (say: AgentText, event: EventShape) => string,
  options: { limit?: number; heading?: 'events.list' | 'events.prices' } = {}
): Promise<SkillAnswer> {
  const { limit, heading = 'events.list' } = options
  const query = { ...eventsQueryOf(question), ...(limit ? { limit } : {}) }
  const result = await selectEvents(query, {
    onlyFree: question.onlyFree,
    cheapest: question.cheapest,
    withEarlyAccess: question.withEarlyAccess,
    eventIds: question.catalogName?.kind === 'event' ? question.catalogName.keys : undefined,
  })
  const listing = { say, question, query, result }
  const text =
    (question.cheapest ? cheapestText(listing) : null) ??
    fieldText(listing) ??
    nextText(listing) ??
    eventsText(listing, line, heading) + (await nextEventHint(listing)) + (await docsHint(listing))
  const asked = askedOf(question)
  return {
    text: withCorrections(say, text, question.corrections),
    data: { intent, query, result, corrections: question.corrections, ...(asked ? { asked } : {}) },
  }
}

export const listEventsSkill: Skill = async (question, _cities, say) => {
  return eventsAnswer(question, say, 'list_events', eventSentence, {
    limit: question.firstOnly && !question.field ? 1 : undefined,
  })
}

function ticketLine(say: AgentText, event: EventShape): string {
  return say.t('event.tickets_line', {
    name: event.name,
    when: say.dateTime(event.start),
    tickets: ticketsWords(say, event),
    prices: pricesWords(say, event.tickets.options),
    url: event.tickets.buy_url,
    early: event.tickets.early_access?.description ?? 'none',
  })
}

export const ticketStatusSkill: Skill = async (question, _cities, say) => {
  return eventsAnswer(question, say, 'ticket_status', ticketLine)
}

export const getEventSkill: Skill = async (question, _cities, say) => {
  const query = { id: question.eventId! }
  const found = await getEvent(query.id)
  if (found.ok) {
    const result = found.value
    const prices = pricesWords(say, result.tickets.options)
    const details = say.t('event.details', { prices, url: result.url })
    const text = `${eventSentence(say, result)}\n${details}`
    return { text, data: { intent: 'get_event', query, result, corrections: question.corrections } }
  }
  const message = DATA_WORDS.t('event.not_found', { id: query.id })
  const notFound = { code: 'not_found' as const, message }
  return {
    text: say.t('event.not_found', { id: query.id }),
    data: { intent: 'get_event', query, result: null, error: notFound, corrections: [] },
  }
}

/** The first event of a selection asked as "the next one". */
function nextText({ say, question, query, result }: Listing) {
  const [first] = result.events
  if (!question.firstOnly || !first || question.field || question.cheapest) return null
  const selection = describeSelection(say, question, query, 1)
  return say.t('events.next', { selection, event: eventSentence(say, first) })
}

/**
 * The next event (in a city, of a type, in a date range…): the first event
 * of the selection, as a list of one (the shape every events answer has).
 */
export const nextEventSkill: Skill = async (question, _cities, say) => {
  return eventsAnswer(question, say, 'list_events', eventSentence, { limit: 1 })
}
