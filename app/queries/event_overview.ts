/*
| What the events page shows beside a list: how many events each month has
| for the same filters, the next event a list with a date range would have
| shown without it, and the nearest city that has events when a city has none.
| Same filters and the same overlap rule as the list (event_query, event_range).
*/
import db from '@adonisjs/lucid/services/db'
import type { EventRow } from '#models/read_rows'
import { EFFECTIVE_END_SQL } from '#lib/event_state'
import { EVENT_ZONE_SQL } from '#queries/event_range'
import {
  EventQuery,
  type EventFilters,
  type EventPlaceFilter,
  type EventSearchWord,
} from '#queries/event_query'

import type { MonthCount, NearbyCity } from '#schemas/events_overview'

type Undated = Omit<EventFilters, 'from' | 'to'>

/*
| An event is in a month when it overlaps it, with the month's first and
| last midnight in the event's own zone: what `from`/`to` of that month list.
*/
const MONTH_COUNTS_SQL = (events: string, months: number) => `
  WITH months AS (
    SELECT generate_series(?::date, ?::date + interval '${months - 1} months', interval '1 month')::date AS first_day
  ), matching AS (${events})
  SELECT to_char(months.first_day, 'YYYY-MM') AS month, count(matching.id)::int AS total
  FROM months LEFT JOIN matching
    ON matching.start_at < ((months.first_day + interval '1 month')::timestamp AT TIME ZONE matching.zone)
   AND (matching.effective_end > (months.first_day::timestamp AT TIME ZONE matching.zone)
        OR matching.start_at >= (months.first_day::timestamp AT TIME ZONE matching.zone))
  GROUP BY months.first_day ORDER BY months.first_day`

/** Events per month from `firstMonth` ("2026-12-01") for `months` months, for these filters. */
export async function monthCounts(
  params: Undated,
  places: readonly EventPlaceFilter[],
  words: readonly EventSearchWord[],
  firstMonth: string,
  months: number
): Promise<MonthCount[]> {
  const events = EventQuery.filtered(params, places, words)
    .select(
      'events.id',
      'events.start_at',
      db.raw(`${EFFECTIVE_END_SQL} AS effective_end`),
      db.raw(`${EVENT_ZONE_SQL} AS zone`)
    )
    .toSQL()
  const sql = MONTH_COUNTS_SQL(events.sql, Math.max(1, Math.trunc(months)))
  const result = await db.rawQuery(sql, [firstMonth, firstMonth, ...events.bindings])
  return result.rows as MonthCount[]
}

/** The first event (start order) matching the filters without their date range. */
export async function nextMatching(
  params: Undated,
  places: readonly EventPlaceFilter[],
  words: readonly EventSearchWord[]
): Promise<EventRow | null> {
  const [event] = await EventQuery.rows(
    EventQuery.filtered({ ...params, upcoming: true }, places, words).limit(1)
  )
  return event ?? null
}

/* great-circle distance of two cities (haversine, earth radius 6371 km) */
const DISTANCE_SQL = `(2 * 6371 * asin(sqrt(
  power(sin(radians(other.latitude - here.latitude) / 2), 2) +
  cos(radians(here.latitude)) * cos(radians(other.latitude)) *
  power(sin(radians(other.longitude - here.longitude) / 2), 2))))`

/**
 * The catalog city nearest to `cityId` (both with coordinates) that has
 * events matching the other filters, with how many.
 */
export async function nearestCityWithEvents(
  cityId: number,
  params: Undated,
  words: readonly EventSearchWord[]
): Promise<NearbyCity | null> {
  const events = EventQuery.filtered({ ...params, upcoming: true }, [], words)
    .select('events.city_id')
    .toSQL()
  const result = await db.rawQuery(
    `SELECT other.id, other.slug, other.name, round(${DISTANCE_SQL})::int AS km,
            count(*)::int AS total
     FROM cities here
     JOIN cities other ON other.id <> here.id AND other.latitude IS NOT NULL
     JOIN (${events.sql}) matching ON matching.city_id = other.id
     WHERE here.id = ? AND here.latitude IS NOT NULL
     GROUP BY other.id, here.latitude, here.longitude
     ORDER BY km, other.name LIMIT 1`,
    [...events.bindings, cityId]
  )
  return (result.rows[0] as NearbyCity | undefined) ?? null
}
