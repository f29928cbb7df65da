import { EventQuery } from '#queries/event_query'
import type { EventPage } from '#queries/event_query'
import type { EventRow } from '#models/read_rows'
import { serializeEvent } from '#serializers/event_serializer'
import { notFound, type InvalidParameter, type NotFound } from '#exceptions/catalog_failures'
import { expectValue, failed, ok, type Result } from '#lib/result'
import { earliestAfter, nextStateChange } from '#lib/event_state'
import { mapInTurns } from '#lib/turns'
import { clockNow } from '#lib/clock'
import { readCache, type ContentTable } from '#services/read_cache/catalog_cache'
import type { Computed } from '#services/read_cache/read_cache'
import { cacheKey } from '#services/read_cache/cache_key'
import type { EventListShape, EventShape } from '#schemas/event'
import type { ListEventsParams } from '#validators/catalog'
import {
  resolvePlaceParameters,
  resolveSearchWords,
  type PlaceParameter,
} from '#services/catalog/place_names'

/** What an event answer is built from: a change to any of them drops it from the cache. */
export const EVENT_TABLES: ContentTable[] = ['events', 'ticket_options', 'cities', 'city_aliases']

/** The first instant any of these events reads differently (null: never by the clock). */
export function eventsExpiry(rows: EventRow[], now: number, also: (Date | null)[] = []) {
  return earliestAfter([...rows.map((row) => nextStateChange(row, now)), ...also], now)
}

/** Events serialized between two turns of the event loop (a page of 200 is one long block). */
const EVENTS_PER_TURN = 25

/** The same list asked in different words (defaults spelled out or not) is one cache key. */
function normalizeList(params: ListEventsParams) {
  return {
    ...params,
    type: params.type === 'all' ? undefined : params.type,
    upcoming: params.upcoming ?? true,
    limit: params.limit ?? EventQuery.DEFAULT_LIMIT,
    sort: params.sort ?? 'start',
  }
}

/**
 * A cached read made from one page of events for these parameters (the same
 * list asked in other words is one key); a foreign cursor is refused.
 */
export function readEventPage<T>(
  read: string,
  params: ListEventsParams,
  build: (
    page: EventPage,
    now: number,
    unmatched: PlaceParameter[]
  ) => Computed<T> | Promise<Computed<T>>
): Promise<Result<T, InvalidParameter>> {
  const normalized = normalizeList(params)
  return readCache.readResult(cacheKey(read, normalized), EVENT_TABLES, async () => {
    const [places, words] = await Promise.all([
      resolvePlaceParameters(normalized),
      resolveSearchWords(normalized.q),
    ])
    const listed = await EventQuery.list(normalized, places.filters, words)
    return listed.ok ? ok(await build(listed.value, clockNow(), places.unmatched)) : listed
  })
}

/**
 * listEvents as a client asks it: filters by city (slug or name), type,
 * upcoming, a date range (`from`/`to`, overlapping events) and
 * `updated_since`; start order either way (`sort`), keyset pages.
 */
export function listEventPage(
  params: ListEventsParams
): Promise<Result<EventListShape, InvalidParameter>> {
  return readEventPage('listEvents', params, async (page, now, unmatched) => ({
    value: {
      total: page.total,
      events: await mapInTurns(page.rows, EVENTS_PER_TURN, (event) => serializeEvent(event, now)),
      next_cursor: page.nextCursor,
      ...(unmatched.length > 0 ? { unmatched } : {}),
    },
    /* an event beyond this page that ends changes `total` of an upcoming list */
    expiresAt: eventsExpiry(page.rows, now, [page.firstEnd]),
  }))
}

/** The first page of events (the service's own reads, which carry no cursor). */
export async function listEvents(
  params: ListEventsParams & { cursor?: undefined }
): Promise<EventListShape> {
  return expectValue(await listEventPage(params))
}

/** An unknown event id, in the words every door shows. */
function unknownEvent(id: string): NotFound {
  return notFound(`No event "${id}". List events with /api/v1/events.`, 'event')
}

/** A cached read made from one published event, by its id (any case); an unknown id is not found. */
export function readOneEvent<T>(
  read: string,
  id: string,
  build: (event: EventRow, now: number) => Computed<T> | Promise<Computed<T>>
): Promise<Result<T, NotFound>> {
  const key = id.trim().toLowerCase()
  return readCache.readResult(cacheKey(read, { id: key }), EVENT_TABLES, async () => {
    const event = await EventQuery.find(key)
    return event ? ok(await build(event, clockNow())) : failed(unknownEvent(id))
  })
}

/** getEvent: one event by its id. */
export function getEvent(id: string): Promise<Result<EventShape, NotFound>> {
  return readOneEvent('getEvent', id, (event, now) => ({
    value: serializeEvent(event, now),
    expiresAt: eventsExpiry([event], now),
  }))
}

/** Staff preview of any event, draft or scheduled (never cached). */
export async function previewEvent(id: string): Promise<Result<EventShape, NotFound>> {
  const event = await EventQuery.findForPreview(id)
  return event ? ok(serializeEvent(event)) : failed(notFound(`No event "${id}".`, 'event'))
}

/** The next event that has not ended in a city (any name the place-name resolver knows). */
export async function getNextEventInCity(city: string): Promise<Result<EventShape, NotFound>> {
  const places = await resolvePlaceParameters({ city })
  const [place] = places.filters
  /* "next" moves with the clock: read fresh, and no answer made from it is kept */
  readCache.noteUncachedRead()
  const event = await EventQuery.nextIn(place)
  if (!event) return failed(notFound(`No upcoming event in "${city}".`, 'event'))
  return ok(serializeEvent(event))
}
