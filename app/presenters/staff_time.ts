import type { DateTime } from 'luxon'

/*
| Times as staff read them in the panel: always with their zone, so an 11:00
| Vienna message never reads as 10:00.
*/

/** "31 Oct 2026, 11:00 CET" in the staff member's zone ("11:00:05 CET" with seconds). */
export function staffDateTime(instant: DateTime, zone: string, withSeconds = false): string {
  const time = withSeconds ? 'HH:mm:ss' : 'HH:mm'
  return instant.setZone(zone).setLocale('en-GB').toFormat(`d LLL yyyy, ${time} ZZZZ`)
}

/** "31 Oct 2026, 21:00 CET (Europe/Berlin)": an event's own time, naming its zone. */
export function eventDateTime(instant: DateTime, zone: string): string {
  return `${staffDateTime(instant, zone)} (${zone})`
}

/** "2026-10-31 11:00": a cell Excel reads as a date-time; the column header names the zone. */
export function spreadsheetDateTime(instant: DateTime | null | undefined, zone: string) {
  return instant ? instant.setZone(zone).toFormat('yyyy-MM-dd HH:mm') : null
}
