import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { parseTimeBound, type TimeBound } from '#lib/time_bounds'
import { EFFECTIVE_END_SQL } from '#lib/event_state'

/*
| `from`/`to` of listEvents: an event matches when it overlaps [from, to),
| i.e. it starts before `to` and ends after `from` (its end, or start + 6 h
| without one; an event of no duration at `from` counts). A date is a day in
| the event's own zone (the event's, else its city's, else UTC, as the
| serializer shows it): `from` is that day's midnight, `to` the next one.
*/

export const EVENT_ZONE_SQL = `coalesce(events.timezone,
  (SELECT zone_city.timezone FROM cities zone_city WHERE zone_city.id = events.city_id), 'UTC')`

/** SQL of one bound as an instant, with its binding. */
function boundSql(bound: TimeBound, side: 'from' | 'to'): [string, string] {
  if (bound.kind === 'instant') return ['?::timestamptz', bound.iso]
  const day = side === 'to' ? `(?::date + 1)` : '?::date'
  return [`(${day}::timestamp AT TIME ZONE ${EVENT_ZONE_SQL})`, bound.date]
}

/*
| A day's midnight in any zone comes before the next day's midnight in UTC
| (no offset is a day behind): that bound, without the per-row zone, lets the
| start_at index skip what cannot match before the exact test runs.
*/
const LATEST_MIDNIGHT_SQL = `(?::date + 2)::timestamp AT TIME ZONE 'UTC'`

/** Validated values (the validator refused anything else). */
export function whereOverlaps(query: DatabaseQueryBuilderContract, from?: string, to?: string) {
  const start = from ? parseTimeBound(from) : null
  const end = to ? parseTimeBound(to) : null
  if (end) {
    const [sql, value] = boundSql(end, 'to')
    if (end.kind !== 'instant') query.whereRaw(`events.start_at < ${LATEST_MIDNIGHT_SQL}`, [value])
    query.whereRaw(`events.start_at < ${sql}`, [value])
  }
  if (start) {
    const [sql, value] = boundSql(start, 'from')
    query.whereRaw(`(${EFFECTIVE_END_SQL} > ${sql} OR events.start_at >= ${sql})`, [value, value])
  }
  return query
}
