import { listEvents } from '#services/catalog/event_service'
import type { A2AEventsQuery } from '#schemas/a2a'
import type { EventListShape, EventShape } from '#schemas/event'
import type { ListEventsParams } from '#validators/catalog'
import { cheapestOption } from '#presenters/events'
import { clockNow } from '#lib/clock'

/*
| The events a question selects, read through listEvents: every filter of the
| agent's query that listEvents names (city, country, type, upcoming, the
| date range as from/to, sold_out, ticket_status, early_access_open,
| waitlist_open) goes to it, so the core query applies it in SQL and the
| answer is the read cache's, as on REST and MCP. What only the agent knows
| selects from that answer: an event named by the catalog's name search (by
| id), only free events, only events with an early-access window, the
| cheapest first. Asked about the past (`upcoming: false`), only events that
| have ended are meant: the REST `status` "past" (#lib/event_state: the end,
| or the start + 6 h without one, before now), latest first.
*/

/** How many events are read when the agent selects among them itself. */
const READ_FOR_SELECTION = 200

export interface Refinements {
  onlyFree?: boolean
  cheapest?: boolean
  withEarlyAccess?: boolean
  /** Event ids a catalog search found by name */
  eventIds?: string[]
}

/**
 * The listEvents parameters of a query: a date phrase is the public
 * `from`/`to` filter; `ticket_status` sorted as the validator leaves it (one
 * cache entry per set of statuses). `q` is the words that named an event: the
 * catalog search found it by them (typos forgiven), so it is selected by id.
 */
export function listEventsParams(query: A2AEventsQuery): ListEventsParams & { cursor?: undefined } {
  const { between, ticket_status: statuses, q, ...params } = query
  void q
  return {
    ...params,
    ...(statuses ? { ticket_status: [...new Set(statuses)].sort() } : {}),
    ...(between ? { from: between.from, to: between.to } : {}),
  }
}

function lowestPrice(event: EventShape): number {
  return cheapestOption(event.tickets.options)?.price ?? Number.POSITIVE_INFINITY
}

function isFree(event: EventShape): boolean {
  const options = event.tickets.options
  return options.length > 0 && options.every((option) => option.price === 0)
}

function selector(refine: Refinements) {
  return (event: EventShape) =>
    (!refine.eventIds || refine.eventIds.includes(event.id)) &&
    (!refine.onlyFree || isFree(event)) &&
    (!refine.withEarlyAccess || event.tickets.early_access !== null)
}

/** Events read for a question about the past: begun before now (so before any end), latest first. */
function pastParams(params: ReturnType<typeof listEventsParams>) {
  const now = new Date(clockNow())
  const to = params.to && new Date(params.to) < now ? params.to : now.toISOString()
  return { ...params, to, sort: '-start' as const, limit: READ_FOR_SELECTION }
}

const ended = (event: EventShape) => event.status === 'past'

function selects(refine: Refinements): boolean {
  return (
    refine.eventIds !== undefined ||
    !!refine.onlyFree ||
    !!refine.withEarlyAccess ||
    !!refine.cheapest
  )
}

/** The events of a query (and refinements), in the listEvents shape. */
export async function selectEvents(
  query: A2AEventsQuery,
  refine: Refinements = {}
): Promise<EventListShape> {
  const past = query.upcoming === false
  const params = listEventsParams(query)
  if (!selects(refine) && !past) return listEvents(params)
  const read = await listEvents(
    past ? pastParams(params) : { ...params, limit: READ_FOR_SELECTION }
  )
  let events = read.events.filter(selector(refine)).filter((event) => !past || ended(event))
  if (refine.cheapest) {
    events = events
      .filter((event) => lowestPrice(event) < Number.POSITIVE_INFINITY)
      .sort((a, b) => lowestPrice(a) - lowestPrice(b))
  }
  const total = events.length
  return { total, events: events.slice(0, query.limit ?? total), next_cursor: null }
}
