import type { EventRow } from '#models/read_rows'
import { serializeEvent } from '#serializers/event_serializer'
import type { InvalidParameter, NotFound } from '#exceptions/catalog_failures'
import type { Result } from '#lib/result'
import { eventsExpiry, readEventPage, readOneEvent } from '#services/catalog/event_service'
import { icsCalendar, type CalendarEntry } from '#services/calendar/ics_calendar'
import { entryTextKey } from '#services/calendar/calendar_entry_texts'
import { seesUncommittedRows } from '#services/read_cache/read_cache'
import type { ListEventsParams } from '#validators/catalog'

/** An iCalendar file: its text, and the cursor of the next page of a list. */
export interface CalendarFile {
  body: string
  next_cursor: string | null
}

/** Each row, serialized only when the calendar has not kept its text (and then in its turn). */
function* entriesOf(rows: EventRow[], now: number): Generator<CalendarEntry> {
  const keep = !seesUncommittedRows()
  for (const row of rows) {
    yield {
      event: () => serializeEvent(row, now),
      sequence: row.version,
      textKey: keep ? entryTextKey(row.id, row.version, row.updatedAt) : undefined,
    }
  }
}

function calendarOf(name: string, rows: EventRow[], now: number): Promise<string> {
  return icsCalendar(name, entriesOf(rows, now))
}

/** events.ics: the events listEvents gives for the same parameters, as one calendar. */
export function eventsCalendar(
  params: ListEventsParams
): Promise<Result<CalendarFile, InvalidParameter>> {
  return readEventPage('eventsCalendar', params, async (page, now) => {
    const place = params.city ? ` in ${page.rows[0]?.cityCurrentName ?? params.city}` : ''
    return {
      value: {
        body: await calendarOf(`Student events${place}`, page.rows, now),
        next_cursor: page.nextCursor,
      },
      /* an upcoming list loses an event when it ends */
      expiresAt: eventsExpiry([], now, [page.firstEnd]),
    }
  })
}

/** events/{id}.ics: one event as a calendar. */
export function eventCalendar(id: string): Promise<Result<CalendarFile, NotFound>> {
  return readOneEvent('eventCalendar', id, async (event, now) => ({
    /* the text holds no state derived from the clock */
    value: { body: await calendarOf(event.name, [event], now), next_cursor: null },
    expiresAt: null,
  }))
}
