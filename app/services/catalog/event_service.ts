import { EventQuery } from '#queries/event_query'
import type { EventDateRange } from '#queries/event_query'
import { serializeEvent } from '#serializers/event_serializer'
import { NotFoundError } from '#services/catalog/catalog_errors'
import type { EventListShape, EventShape } from '#schemas/event'
import type { ListEventsParams } from '#validators/catalog'

/**
 * listEvents: filters by city (slug or name), type and upcoming; start order,
 * keyset pages. `between` (internal, not a public parameter) keeps the events
 * overlapping a date range.
 */
export async function listEvents(
  params: ListEventsParams & EventDateRange
): Promise<EventListShape> {
  const page = await EventQuery.list(params)
  return {
    total: page.total,
    events: page.rows.map((event) => serializeEvent(event)),
    next_cursor: page.nextCursor,
  }
}

/** getEvent: one event by its id; NotFoundError when unknown. */
export async function getEvent(id: string): Promise<EventShape> {
  const event = await EventQuery.find(id)
  if (!event) {
    throw new NotFoundError(`No event "${id}". List events with /api/v1/events.`, 'event')
  }
  return serializeEvent(event)
}

/** The next event that has not ended in a city (slug or name); NotFoundError when none. */
export async function getNextEventInCity(city: string): Promise<EventShape> {
  const event = await EventQuery.nextInCity(city)
  if (!event) {
    throw new NotFoundError(`No upcoming event in "${city}".`, 'event')
  }
  return serializeEvent(event)
}
