import { getEvent, getNextEventInCity, listEvents } from '#services/catalog/event_service'
import type { A2AEventsQuery } from '#schemas/a2a'
import type { EventListShape, EventShape } from '#schemas/event'
import type { ListEventsParams } from '#validators/catalog'
import type { ParsedQuestion } from '#a2a/intent_parser'
import type { Skill, SkillAnswer } from '#a2a/agent_answer'
import { listCitiesSkill } from '#a2a/skills/city_skills'
import { bulletList, withCorrections } from '#a2a/answer_text'
import { localDateTime } from '#presenters/dates'
import { eventSentence, pricesInSentence, ticketsPhrase } from '#presenters/events'

/** The listEvents parameters a question asks for (the data part's `query`). */
function eventsQueryOf(question: ParsedQuestion): A2AEventsQuery {
  const city = question.city?.slug
  return {
    ...(city ? { city } : {}),
    type: question.eventType ?? 'all',
    upcoming: question.upcoming,
    ...(question.dateRange ? { between: question.dateRange } : {}),
  }
}

/** The same query as listEvents parameters: a date phrase is the public `from`/`to` filter. */
function listEventsParams(query: A2AEventsQuery): ListEventsParams & { cursor?: undefined } {
  const { between, ...params } = query
  return between ? { ...params, from: between.from, to: between.to } : params
}

function describeSelection(question: ParsedQuestion, query: A2AEventsQuery, count: number): string {
  const type = query.type === 'all' ? '' : `${query.type.replaceAll('_', ' ')} `
  const noun = count === 1 ? 'event' : 'events'
  const when = query.upcoming ? 'upcoming ' : ''
  const place = question.city ? ` in ${question.city.name}` : ''
  const range = query.between ? ` ${query.between.label}` : ''
  return `${when}${type}${noun}${place}${range}`
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

export async function eventsAnswer(
  question: ParsedQuestion,
  intent: 'list_events' | 'ticket_status' | 'ticket_prices',
  line: (event: EventShape) => string,
  options: { limit?: number; lead?: string } = {}
): Promise<SkillAnswer> {
  const { limit, lead = '' } = options
  const query = { ...eventsQueryOf(question), ...(limit ? { limit } : {}) }
  const result = await listEvents(listEventsParams(query))
  const text =
    eventsText(question, query, result, line, lead) + (await nextEventHint(query, result))
  return {
    text: withCorrections(text, question.corrections),
    data: { intent, query, result, corrections: question.corrections },
  }
}

export const listEventsSkill: Skill = async (question, cities) => {
  if (!question.city && question.country) return listCitiesSkill(question, cities)
  return eventsAnswer(question, 'list_events', eventSentence, {
    limit: question.firstOnly ? 1 : undefined,
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

/**
 * The next event in a city; without a city, or with a type or date range
 * ("the next Halloween party in Berlin"), the first matching upcoming event.
 */
export const nextEventSkill: Skill = async (question) => {
  const city = question.city?.slug
  if (!city || question.eventType || question.dateRange) {
    return eventsAnswer(question, 'list_events', eventSentence, { limit: 1 })
  }
  const query = { city }
  const found = await getNextEventInCity(city)
  if (found.ok) {
    const result = found.value
    const text = withCorrections(
      `The next event in ${result.city}: ${eventSentence(result)}`,
      question.corrections
    )
    return {
      text,
      data: { intent: 'next_event', query, result, corrections: question.corrections },
    }
  }
  const message = `No upcoming event in ${question.city!.name}.`
  const notFound = { code: 'not_found' as const, message }
  return {
    text: withCorrections(message, question.corrections),
    data: {
      intent: 'next_event',
      query,
      result: null,
      error: notFound,
      corrections: question.corrections,
    },
  }
}
