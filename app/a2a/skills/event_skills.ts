import { getEvent, listEvents } from '#services/catalog/event_service'
import type { A2AEventsQuery } from '#schemas/a2a'
import type { EventListShape, EventShape } from '#schemas/event'
import type { ParsedQuestion } from '#a2a/intent_parser'
import type { Skill, SkillAnswer } from '#a2a/agent_answer'
import type { A2AAsked } from '#schemas/a2a'
import { listEventsParams, selectEvents } from '#a2a/skills/event_selection'
import { eventFieldSentence, priceSentence } from '#presenters/event_fields'
import { bulletList, withCorrections } from '#a2a/answer_text'
import { localDateTime } from '#presenters/dates'
import { eventSentence, pricesInSentence, ticketsPhrase } from '#presenters/events'

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

function describeSelection(question: ParsedQuestion, query: A2AEventsQuery, count: number): string {
  const type = query.type === 'all' ? '' : `${query.type.replaceAll('_', ' ')} `
  const noun = count === 1 ? 'event' : 'events'
  const when = query.upcoming ? 'upcoming ' : 'past '
  const place = question.city
    ? ` in ${question.city.name}`
    : query.city
      ? ` in ${query.city}`
      : question.country && query.country
        ? ` in ${question.country.name}`
        : ''
  const range = query.between ? ` ${query.between.label}` : ''
  const filters = [
    query.sold_out ? 'sold out' : '',
    query.ticket_status ? 'with tickets on sale' : '',
    query.early_access_open ? 'with early access open' : '',
    query.waitlist_open ? 'with an open waitlist' : '',
    question.onlyFree ? 'free' : '',
    question.withEarlyAccess ? 'with early access' : '',
  ].filter(Boolean)
  const also = filters.length ? ` (${filters.join(', ')})` : ''
  return `${when}${type}${noun}${place}${range}${also}`
}

function eventsText(
  question: ParsedQuestion,
  query: A2AEventsQuery,
  result: EventListShape,
  line: (event: EventShape) => string,
  lead: string
): string {
  if (result.total === 0) return `No ${describeSelection(question, query, 0)}.`
  const heading = `${lead}${result.total} ${describeSelection(question, query, result.total)}:`
  return `${heading}\n${bulletList(result.events.map(line), result.total)}`
}

/** When a date range holds no event: the next upcoming one of the same kind, if any. */
async function nextEventHint(query: A2AEventsQuery, result: EventListShape): Promise<string> {
  if (result.total > 0 || !query.between || !query.upcoming) return ''
  const later = await listEvents({
    ...listEventsParams({ ...query, between: undefined }),
    limit: 1,
  })
  const next = later.events[0]
  return next ? ` The next upcoming one: ${eventSentence(next)}` : ''
}

/** An age the question gives ("can a 17 year old go"). */
function ageIn(question: ParsedQuestion): number | null {
  const match = /\b(\d{1,2})\b/.exec(question.question)
  return match ? Number(match[1]) : null
}

/** The text answering the field asked, for the first event selected (and how many more there are). */
function fieldText(question: ParsedQuestion, result: EventListShape): string | null {
  const field = question.field
  const [first] = result.events
  if (!field || !first) return null
  const more =
    result.total > 1
      ? `\n(${result.total - 1} more matching: ${result.events
          .slice(1, 4)
          .map((event) => event.name)
          .join('; ')})`
      : ''
  const fields = question.fields.length > 0 ? question.fields : [field]
  const sentences = fields.map((name) => eventFieldSentence(first, name, ageIn(question)))
  return sentences.join('\n') + more
}

function cheapestText(question: ParsedQuestion, query: A2AEventsQuery, result: EventListShape) {
  const [first] = result.events
  if (!first) return `No ${describeSelection(question, query, 0)} with published prices.`
  return `The cheapest of ${result.total} ${describeSelection(question, query, result.total)}: ${priceSentence(first)}`
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
  intent: 'list_events' | 'ticket_status' | 'ticket_prices',
  line: (event: EventShape) => string,
  options: { limit?: number; lead?: string } = {}
): Promise<SkillAnswer> {
  const { limit, lead = '' } = options
  const query = { ...eventsQueryOf(question), ...(limit ? { limit } : {}) }
  const result = await selectEvents(query, {
    onlyFree: question.onlyFree,
    cheapest: question.cheapest,
    withEarlyAccess: question.withEarlyAccess,
    eventIds: question.catalogName?.kind === 'event' ? question.catalogName.keys : undefined,
  })
  const text =
    (question.cheapest ? cheapestText(question, query, result) : null) ??
    fieldText(question, result) ??
    nextText(question, query, result) ??
    eventsText(question, query, result, line, lead) + (await nextEventHint(query, result))
  const asked = askedOf(question)
  return {
    text: withCorrections(text, question.corrections),
    data: { intent, query, result, corrections: question.corrections, ...(asked ? { asked } : {}) },
  }
}

export const listEventsSkill: Skill = async (question) => {
  return eventsAnswer(question, 'list_events', eventSentence, {
    limit: question.firstOnly && !question.field ? 1 : undefined,
  })
}

function ticketLine(event: EventShape): string {
  const early = event.tickets.early_access
    ? ` Early access: ${event.tickets.early_access.description}`
    : ''
  return `${event.name} (${localDateTime(event.start)}): ${ticketsPhrase(event)}; ${pricesInSentence(event.tickets.options)}. Buy: ${event.tickets.buy_url}.${early}`
}

export const ticketStatusSkill: Skill = async (question) => {
  return eventsAnswer(question, 'ticket_status', ticketLine)
}

export const getEventSkill: Skill = async (question) => {
  const query = { id: question.eventId! }
  const found = await getEvent(query.id)
  if (found.ok) {
    const result = found.value
    const text = `${eventSentence(result)}\nPrices: ${pricesInSentence(result.tickets.options)}. More: ${result.url}`
    return { text, data: { intent: 'get_event', query, result, corrections: question.corrections } }
  }
  const message = `There is no event with the id "${query.id}".`
  const notFound = { code: 'not_found' as const, message }
  return {
    text: message,
    data: { intent: 'get_event', query, result: null, error: notFound, corrections: [] },
  }
}

/** The first event of a selection asked as "the next one". */
function nextText(question: ParsedQuestion, query: A2AEventsQuery, result: EventListShape) {
  const [first] = result.events
  if (!question.firstOnly || !first || question.field || question.cheapest) return null
  return `The next ${describeSelection(question, query, 1)}: ${eventSentence(first)}`
}

/**
 * The next event (in a city, of a type, in a date range…): the first event
 * of the selection, as a list of one (the shape every events answer has).
 */
export const nextEventSkill: Skill = async (question) => {
  return eventsAnswer(question, 'list_events', eventSentence, { limit: 1 })
}
