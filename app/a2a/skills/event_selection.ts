import { listEvents } from '#services/catalog/event_service'
import type { A2AEventsQuery } from '#schemas/a2a'
import type { EventListShape, EventShape } from '#schemas/event'
import type { ListEventsParams } from '#validators/catalog'
import { cheapestOption } from '#presenters/events'

/*
| The events a question selects, read through listEvents (the read cache).
| The filters listEvents takes go to it; the others of the agent's query
| (country, ticket_status, early_access_open, waitlist_open, an event named
| by the catalog search) select from its answer, as do the refinements only
| the agent knows: only free events, the cheapest first.
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

/** The listEvents parameters of a query: a date phrase is the public `from`/`to` filter. */
export function listEventsParams(query: A2AEventsQuery): ListEventsParams & { cursor?: undefined } {
  const {
    between,
    ticket_status: status,
    early_access_open: early,
    waitlist_open: waitlist,
    q,
    ...params
  } = query
  void [status, early, waitlist, q]
  return between ? { ...params, from: between.from, to: between.to } : params
}

function lowestPrice(event: EventShape): number {
  return cheapestOption(event.tickets.options)?.price ?? Number.POSITIVE_INFINITY
}

function isFree(event: EventShape): boolean {
  const options = event.tickets.options
  return options.length > 0 && options.every((option) => option.price === 0)
}

function selector(query: A2AEventsQuery, refine: Refinements) {
  return (event: EventShape) =>
    (!query.ticket_status || query.ticket_status.includes(event.tickets.status)) &&
    (query.early_access_open === undefined ||
      (event.tickets.early_access?.open ?? false) === query.early_access_open) &&
    (query.waitlist_open === undefined || event.waitlist_open === query.waitlist_open) &&
    (!refine.eventIds || refine.eventIds.includes(event.id)) &&
    (!refine.onlyFree || isFree(event)) &&
    (!refine.withEarlyAccess || event.tickets.early_access !== null)
}

function selects(query: A2AEventsQuery, refine: Refinements): boolean {
  return (
    query.ticket_status !== undefined ||
    query.early_access_open !== undefined ||
    query.waitlist_open !== undefined ||
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
  const params = listEventsParams(query)
  if (!selects(query, refine)) return listEvents(params)
  const read = await listEvents({ ...params, limit: READ_FOR_SELECTION })
  let events = read.events.filter(selector(query, refine))
  if (refine.cheapest) {
    events = events
      .filter((event) => lowestPrice(event) < Number.POSITIVE_INFINITY)
      .sort((a, b) => lowestPrice(a) - lowestPrice(b))
  }
  const total = events.length
  return { total, events: events.slice(0, query.limit ?? total), next_cursor: null }
}
