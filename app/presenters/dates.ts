import { DateTime } from 'luxon'

/*
| Date-times as people read them, always in the offset the ISO value carries
| (the event's own time zone), never the server's.
*/

const DAY_AND_TIME = 'ccc d LLL yyyy, HH:mm'

/** "Sat 31 Oct 2026, 21:00 (UTC+01:00)": pages and markdown documents. */
export function dateTimeWithOffset(iso: string): string {
  const value = DateTime.fromISO(iso, { setZone: true })
  if (!value.isValid) return iso
  return `${value.toFormat(DAY_AND_TIME)} (UTC${value.toFormat('ZZ')})`
}

/** Where an event's clock is: "Berlin time" (the event's city), or "UTC" for an event without a zone. */
function localTimeName(event: { city: string; timezone: string | null }): string {
  return event.timezone ? `${event.city} time` : 'UTC'
}

/** "Sat 31 Oct 2026, 21:00 Berlin time": a time of an event, as a student reads it. */
export function eventDateTime(
  event: { city: string; timezone: string | null },
  iso: string
): string {
  const value = DateTime.fromISO(iso, { setZone: true })
  if (!value.isValid) return iso
  return `${value.toFormat(DAY_AND_TIME)} ${localTimeName(event)}`
}
