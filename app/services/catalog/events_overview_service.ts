/*
| What the events page shows around a list (its doors: the site; any other
| door may ask the same): events per month for the same filters, and, when a
| list is empty, a way forward — the next event the filters would find
| without their dates, else the nearest city that has such events.
*/
import { clockNow } from '#lib/clock'
import { readCache } from '#services/read_cache/catalog_cache'
import { cacheKey } from '#services/read_cache/cache_key'
import { EVENT_TABLES, eventsExpiry } from '#services/catalog/event_service'
import { resolvePlaceParameters, resolveSearchWords } from '#services/catalog/place_names'
import { EventQuery } from '#queries/event_query'
import { monthCounts, nearestCityWithEvents, nextMatching } from '#queries/event_overview'
import { serializeEvent } from '#serializers/event_serializer'
import type { MonthCount, WayForward } from '#schemas/events_overview'
import type { ListEventsParams } from '#validators/catalog'

/** The list's filters without what pages it or dates it. */
function undated(params: ListEventsParams) {
  return withoutKeys(
    { ...params, type: params.type === 'all' ? undefined : params.type },
    'from',
    'to',
    'cursor',
    'limit'
  )
}

function withoutKeys<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...value }
  for (const key of keys) delete copy[key]
  return copy
}

async function resolved(params: ListEventsParams) {
  const [places, words] = await Promise.all([
    resolvePlaceParameters(params),
    resolveSearchWords(params.q),
  ])
  return { places, words }
}

/**
 * How many events each of `months` months from `firstMonth` ("2026-12-01")
 * has for these filters (their own `from`/`to` left out): the counts of the
 * month choices, each what `from`/`to` of that month lists.
 */
export function countEventsByMonth(
  params: ListEventsParams,
  firstMonth: string,
  months: number
): Promise<MonthCount[]> {
  const filters = undated(params)
  const key = cacheKey('countEventsByMonth', { ...filters, firstMonth, months })
  return readCache.read(key, EVENT_TABLES, async () => {
    const { places, words } = await resolved(params)
    const [counts, summary] = await Promise.all([
      monthCounts(filters, places.filters, words, firstMonth, months),
      EventQuery.summary(filters, places.filters, words),
    ])
    /* a count drops when one of its events ends */
    return { value: counts, expiresAt: eventsExpiry([], clockNow(), [summary.firstEnd]) }
  })
}

/**
 * For a list that came back empty: the next event these filters find
 * without their date range, else (a city asked) the nearest city with
 * events for the other filters; null when neither helps.
 */
export function findWayForward(params: ListEventsParams): Promise<WayForward | null> {
  const filters = undated(params)
  const dated = Boolean(params.from || params.to)
  const key = cacheKey('findWayForward', { ...filters, dated })
  return readCache.read<WayForward | null>(key, EVENT_TABLES, async () => {
    const now = clockNow()
    const { places, words } = await resolved(params)
    const next = dated ? await nextMatching(filters, places.filters, words) : null
    if (next) {
      return {
        value: { kind: 'next_event', event: serializeEvent(next, now) },
        expiresAt: eventsExpiry([next], now),
      }
    }
    const [cityId] = params.city ? (places.filters[0]?.cityIds ?? []) : []
    if (cityId === undefined) return { value: null, expiresAt: null }
    const elsewhere = withoutKeys(filters, 'city')
    const [city, summary] = await Promise.all([
      nearestCityWithEvents(cityId, elsewhere, words),
      EventQuery.summary({ ...elsewhere, upcoming: true }, [], words),
    ])
    return {
      value: city ? { kind: 'nearest_city', city } : null,
      expiresAt: eventsExpiry([], now, [summary.firstEnd]),
    }
  })
}
