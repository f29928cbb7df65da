import { DateTime } from 'luxon'
import { getEvent, getNextEventInCity, listEvents } from '#services/catalog/event_service'
import { NotFoundError } from '#services/catalog/catalog_errors'
import type { A2AEventsQuery } from '#schemas/a2a'
import type { EventListShape, EventShape } from '#schemas/event'
import type { CityName } from '#services/catalog/city_service'
import type { ParsedQuestion } from '#a2a/intent_parser'
import { cityNames } from '#a2a/agent_answer'
import type { AgentAnswer, Skill } from '#a2a/agent_answer'
import { listCitiesSkill } from '#a2a/skills/city_skills'
import {
  bulletList,
  eventLine,
  localDateTime,
  pricesText,
  ticketStatusText,
  withCorrections,
} from '#a2a/answer_text'

/** The listEvents parameters a question asks for (the data part's `query`). */
export function eventsQueryOf(question: ParsedQuestion): A2AEventsQuery {
  const city = question.city?.slug ?? question.unknownPlace ?? undefined
  return {
    ...(city ? { city } : {}),
    type: question.eventType ?? 'all',
    upcoming: question.upcoming,
    ...(question.dateRange ? { between: question.dateRange } : {}),
  }
}

/** The same query as listEvents parameters (the date range as DateTimes). */
export function listEventsParams(query: A2AEventsQuery) {
  const { between, ...params } = query
  if (!between) return params
  return {
    ...params,
    between: {
      from: DateTime.fromISO(between.from, { setZone: true }),
      to: DateTime.fromISO(between.to, { setZone: true }),
    },
  }
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
  line: (event: EventShape) => string
): string {
  if (result.total === 0) return `No ${describeSelection(question, query, 0)}.`
  const heading = `${result.total} ${describeSelection(question, query, result.total)}:`
  return `${heading}\n${bulletList(result.events.map(line), result.total)}`
}

/** When a date range holds no event: the next upcoming one of the same kind, if any. */
async function nextEventHint(query: A2AEventsQuery, result: EventListShape): Promise<string> {
  if (result.total > 0 || !query.between || !query.upcoming) return ''
  const later = await listEvents({ ...listEventsParams(query), between: undefined, limit: 1 })
  const next = later.events[0]
  return next ? ` The next upcoming one: ${eventLine(next)}` : ''
}

async function eventsAnswer(
  question: ParsedQuestion,
  cities: CityName[],
  intent: 'list_events' | 'ticket_status',
  line: (event: EventShape) => string,
  limit?: number
): Promise<AgentAnswer> {
  const query = { ...eventsQueryOf(question), ...(limit ? { limit } : {}) }
  const result = await listEvents(listEventsParams(query))
  const text =
    question.unknownPlace && !question.city
      ? `I don't know a city called "${question.unknownPlace}". Cities I know: ${cityNames(cities)}.`
      : eventsText(question, query, result, line) + (await nextEventHint(query, result))
  return {
    text: withCorrections(text, question.corrections),
    data: { intent, query, result, corrections: question.corrections },
  }
}

export const listEventsSkill: Skill = async (question, cities) => {
  if (!question.city && !question.unknownPlace && question.country) {
    return listCitiesSkill(question, cities)
  }
  return eventsAnswer(question, cities, 'list_events', eventLine)
}

function ticketLine(event: EventShape): string {
  const early = event.tickets.early_access
    ? ` Early access: ${event.tickets.early_access.description}`
    : ''
  return `${event.name} (${localDateTime(event.start)}): ${ticketStatusText(event.tickets.status, event.tickets.sales_open_at)}; ${pricesText(event.tickets.options)}. Buy: ${event.tickets.buy_url}.${early}`
}

export const ticketStatusSkill: Skill = async (question, cities) => {
  return eventsAnswer(question, cities, 'ticket_status', ticketLine)
}

export const getEventSkill: Skill = async (question) => {
  const query = { id: question.eventId! }
  try {
    const result = await getEvent(query.id)
    const text = `${eventLine(result)}\nPrices: ${pricesText(result.tickets.options)}. More: ${result.url}`
    return { text, data: { intent: 'get_event', query, result, corrections: question.corrections } }
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error
    const message = `There is no event with the id "${query.id}".`
    const notFound = { code: 'not_found' as const, message }
    return {
      text: message,
      data: { intent: 'get_event', query, result: null, error: notFound, corrections: [] },
    }
  }
}

/** The next event in a city; without a city, the first upcoming event anywhere. */
export const nextEventSkill: Skill = async (question, cities) => {
  const city = question.city?.slug ?? question.unknownPlace
  if (!city) return eventsAnswer(question, cities, 'list_events', eventLine, 1)
  const query = { city }
  try {
    const result = await getNextEventInCity(city)
    const text = withCorrections(
      `The next event in ${result.city}: ${eventLine(result)}`,
      question.corrections
    )
    return {
      text,
      data: { intent: 'next_event', query, result, corrections: question.corrections },
    }
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error
    const name = question.city?.name ?? `"${city}"`
    const message = `No upcoming event in ${name}.`
    const known = question.city ? '' : ` Cities I know: ${cityNames(cities)}.`
    const notFound = { code: 'not_found' as const, message }
    return {
      text: withCorrections(`${message}${known}`, question.corrections),
      data: {
        intent: 'next_event',
        query,
        result: null,
        error: notFound,
        corrections: question.corrections,
      },
    }
  }
}
