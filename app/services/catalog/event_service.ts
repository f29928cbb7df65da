import { EventQuery } from '#queries/event_query'
import type { EventRow } from '#queries/event_query'
import { serializeEvent } from '#serializers/event_serializer'
import { NotFoundError } from '#exceptions/catalog_errors'
import { earliestAfter, nextStateChange } from '#lib/event_state'
import { readCache, type ContentTable } from '#services/read_cache/catalog_cache'
import { cacheKey } from '#services/read_cache/cache_key'
import type { EventListShape, EventShape } from '#schemas/event'
import type { ListEventsParams } from '#validators/catalog'

/** What an event answer is built from: a change to any of them drops it from the cache. */
export const EVENT_TABLES: ContentTable[] = ['events', 'ticket_options', 'cities']

/** The first instant any of these events reads differently (null: never by the clock). */
export function eventsExpiry(rows: EventRow[], now: number, also: (Date | null)[] = []) {
  return earliestAfter([...rows.map((row) => nextStateChange(row, now)), ...also], now)
}

/** The same list asked in different words (defaults spelled out or not) is one cache key. */
export function normalizeList(params: ListEventsParams) {
  return {
    ...params,
    type: params.type === 'all' ? undefined : params.type,
    upcoming: params.upcoming ?? true,
    limit: params.limit ?? EventQuery.DEFAULT_LIMIT,
    sort: params.sort ?? 'start',
  }
}

/**
 * listEvents: filters by city (slug or name), type, upcoming, a date range
 * (`from`/`to`, overlapping events) and `updated_since`; start order either
 * way (`sort`), keyset pages.
 */
export function listEvents(params: ListEventsParams): Promise<EventListShape> {
  const normalized = normalizeList(params)
  return readCache.read(cacheKey('listEvents', normalized), EVENT_TABLES, async () => {
    const page = await EventQuery.list(normalized)
    const now = Date.now()
    return {
      value: {
        total: page.total,
        events: page.rows.map((event) => serializeEvent(event, now)),
        next_cursor: page.nextCursor,
      },
      /* an event beyond this page that ends changes `total` of an upcoming list */
      expiresAt: eventsExpiry(page.rows, now, [page.firstEnd]),
    }
  })
}

/** getEvent: one event by its id; NotFoundError when unknown. */
export function getEvent(id: string): Promise<EventShape> {
  const key = id.trim().toLowerCase()
  return readCache.read(cacheKey('getEvent', { id: key }), EVENT_TABLES, async () => {
    const event = await EventQuery.find(key)
    if (!event) {
      throw new NotFoundError(`No event "${id}". List events with /api/v1/events.`, 'event')
    }
    const now = Date.now()
    return { value: serializeEvent(event, now), expiresAt: eventsExpiry([event], now) }
  })
}

/** Staff preview of any event, draft or scheduled (never cached); NotFoundError when unknown. */
export async function previewEvent(id: string): Promise<EventShape> {
  const event = await EventQuery.findForPreview(id)
  if (!event) throw new NotFoundError(`No event "${id}".`, 'event')
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
