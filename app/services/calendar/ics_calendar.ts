import ical, { type ICalCalendar } from 'ical-generator'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import { DateTime } from 'luxon'
import { appUrl, serviceConfig } from '#config/service'
import { calendarDescription, calendarLocation } from '#presenters/event_calendar_text'
import { DEFAULT_EVENT_HOURS } from '#lib/event_state'
import type { EventShape } from '#schemas/event'

/*
| RFC 5545 calendars of events, made with ical-generator. Times are written
| in the event's own zone (TZID) with a VTIMEZONE for each zone used (from
| @touch4it/ical-timezones), or in UTC when an event has no zone. UID is the
| event id at the service's host; SEQUENCE the event's version, which the
| database moves on every change (migration 0030); DTSTAMP and
| LAST-MODIFIED are its `updated_at`, so the same data gives the same bytes.
*/

/** An event and its version (SEQUENCE). */
export interface CalendarEntry {
  event: EventShape
  sequence: number
}

const HOST = new URL(appUrl).host

function calendarUid(eventId: string): string {
  return `${eventId}@${HOST}`
}

function zoned(iso: string, zone: string | null): DateTime {
  const instant = DateTime.fromISO(iso, { setZone: true })
  return zone ? instant.setZone(zone) : instant.toUTC()
}

function addEntry(calendar: ICalCalendar, { event, sequence }: CalendarEntry) {
  const start = zoned(event.start, event.timezone)
  const end = event.end
    ? zoned(event.end, event.timezone)
    : start.plus({ hours: DEFAULT_EVENT_HOURS })
  const updatedAt = DateTime.fromISO(event.updated_at).toUTC()
  calendar.createEvent({
    id: calendarUid(event.id),
    sequence,
    start,
    end,
    ...(event.timezone ? { timezone: event.timezone } : {}),
    stamp: updatedAt,
    lastModified: updatedAt,
    summary: event.name,
    location: calendarLocation(event),
    description: calendarDescription(event),
    url: event.url,
  })
}

/** One VCALENDAR with one VEVENT per entry, in the given order. */
export function icsCalendar(name: string, entries: CalendarEntry[]): string {
  const calendar = ical({
    name,
    prodId: { company: serviceConfig.name, product: 'events', language: 'EN' },
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60,
  })
  for (const entry of entries) addEntry(calendar, entry)
  return calendar.toString()
}
