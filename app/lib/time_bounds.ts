import { DateTime } from 'luxon'

/*
| The time parameters of the catalog reads (`from`, `to`, `updated_since`).
| A date ("2027-10-31") is a calendar day, read in each event's own time
| zone; a date-time must carry its offset ("2027-10-31T18:00:00+01:00" or
| "...Z") and is one instant everywhere.
*/

export type TimeBound =
  { kind: 'date'; date: string } | { kind: 'instant'; iso: string; instant: DateTime }

const DATE = /^\d{4}-\d{2}-\d{2}$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/

/** A date or a date-time with offset; null when it is neither (or no real day, e.g. 02-30). */
export function parseTimeBound(value: string): TimeBound | null {
  if (DATE.test(value)) {
    return DateTime.fromISO(value, { zone: 'UTC' }).isValid ? { kind: 'date', date: value } : null
  }
  return parseInstant(value)
}

/** A date-time with offset only. */
export function parseInstant(value: string): Extract<TimeBound, { kind: 'instant' }> | null {
  if (!DATE_TIME.test(value)) return null
  const instant = DateTime.fromISO(value, { setZone: true })
  return instant.isValid ? { kind: 'instant', iso: value, instant } : null
}

/**
 * Whether `to` comes after `from`. Two date-times compare as instants;
 * otherwise by wall-clock time (a date `from` is its midnight, a date `to`
 * the next midnight: `from=to=2027-10-31` is that whole day).
 */
export function rangeIsOrdered(from: TimeBound, to: TimeBound): boolean {
  if (from.kind === 'instant' && to.kind === 'instant') return to.instant > from.instant
  return wallClock(to, 'to') > wallClock(from, 'from')
}

function wallClock(bound: TimeBound, side: 'from' | 'to'): string {
  if (bound.kind === 'instant') return bound.instant.toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS")
  const day = DateTime.fromISO(bound.date, { zone: 'UTC' })
  return (side === 'to' ? day.plus({ days: 1 }) : day).toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS")
}
