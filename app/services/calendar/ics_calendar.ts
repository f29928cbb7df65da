import ical, { escape, type ICalCalendar } from 'ical-generator'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import { IANAZone } from 'luxon'
import { appUrl, serviceConfig } from '#config/service'
import { calendarDescription, calendarLocation } from '#presenters/event_calendar_text'
import { DEFAULT_EVENT_HOURS } from '#lib/event_state'
import type { EventShape } from '#schemas/event'
import { foldLines } from './fold_lines.js'
import { calendarDate } from './calendar_zone.js'
import { nextTurn } from '#lib/turns'
import { keepEntryText, keptEntryText } from './calendar_entry_texts.js'

/*
| RFC 5545 calendars of events, made with ical-generator. Times are written
| in the event's own zone (TZID) with a VTIMEZONE for each zone used (from
| @touch4it/ical-timezones), or in UTC when an event has no zone. UID is the
| event id at the service's host; SEQUENCE the event's version, which the
| database moves on every change (migration 0030); DTSTAMP and
| LAST-MODIFIED are its `updated_at`, so the same data gives the same bytes.
|
| Escaping, in one place: every text value goes through ical-generator's
| `escape` (RFC 5545 TEXT: backslash, semicolon and comma escaped; CR LF, CR
| and LF written as `\n`), so no value can start a line of its own. The
| library applies it to SUMMARY, LOCATION, DESCRIPTION and URL; it writes the
| calendar's NAME / X-WR-CALNAME and PRODID as given, so those are handed
| over through `calendarText` (the same function). The other properties are
| not text: UID is an event id (a slug, checked by the database), TZID a
| zone used only when it is a valid IANA name, the rest numbers and dates.
*/

/** An event (made only when its text is not kept) and its version (SEQUENCE). */
export interface CalendarEntry {
  event: () => EventShape
  sequence: number
  /** the event's id, version and last change from the database (#services/calendar/calendar_entry_texts) */
  textKey?: string
}

const HOST = new URL(appUrl).host

function calendarUid(eventId: string): string {
  return `${eventId}@${HOST}`
}

/** Text the library writes as given (calendar-level properties), escaped as it escapes the rest. */
const calendarText = (text: string) => escape(text, false)

/**
 * The event's zone when it is one (TZID is written unescaped), else null: UTC.
 * `IANAZone.create` keeps one instance per name (isValidZone asks Intl each time).
 */
const usableZone = (zone: string | null) => (zone && IANAZone.create(zone).isValid ? zone : null)

function addEntry(calendar: ICalCalendar, event: EventShape, sequence: number) {
  const timezone = usableZone(event.timezone)
  const start = calendarDate(event.start, timezone)
  const end = event.end
    ? calendarDate(event.end, timezone)
    : start.plus({ hours: DEFAULT_EVENT_HOURS })
  const updatedAt = calendarDate(event.updated_at, null)
  return calendar.createEvent({
    id: calendarUid(event.id),
    sequence,
    start,
    end,
    ...(timezone ? { timezone } : {}),
    stamp: updatedAt,
    lastModified: updatedAt,
    summary: event.name,
    location: calendarLocation(event),
    description: calendarDescription(event),
    url: event.url,
  })
}

const vtimezones = new Map<string, string | null>()

/** A zone's VTIMEZONE, read from its file once (the library reads it again for each calendar it frames). */
function vtimezoneOf(zone: string): string | null {
  if (!vtimezones.has(zone)) vtimezones.set(zone, getVtimezoneComponent(zone))
  return vtimezones.get(zone)!
}

function emptyCalendar(name: string): ICalCalendar {
  return ical({
    name: calendarText(name),
    prodId: { company: calendarText(serviceConfig.name), product: 'events', language: 'EN' },
    timezone: { name: null, generator: vtimezoneOf },
    ttl: 60 * 60,
  })
}

/** RFC 5545 (3.1): every content line ends with CRLF, the last (END:VCALENDAR) too; the library leaves it off. */
const endLine = (text: string) => (text.endsWith('\r\n') ? text : `${text}\r\n`)

/** Events written between two turns of the event loop (a calendar of 200 took one block of ~130 ms). */
const EVENTS_PER_TURN = 20

/**
 * One VCALENDAR with one VEVENT per entry, in the given order. The entries
 * are taken (so made, when they come from a generator) and written a few at
 * a time, yielding to other requests in between; the calendar around them
 * (VTIMEZONEs of the zones used, in the order of first use) comes from the
 * same calendar with one event per zone, so the bytes are what
 * `calendar.toString()` gives for all of them.
 */
export async function icsCalendar(name: string, entries: Iterable<CalendarEntry>): Promise<string> {
  const calendar = emptyCalendar(name)
  const events: string[] = []
  const zones = new Set<string | null>()
  for (const entry of entries) {
    if (events.length > 0 && events.length % EVENTS_PER_TURN === 0) await nextTurn()
    const { text, zone } = entryText(calendar, entry)
    zones.add(zone)
    events.push(text)
  }
  if (events.length === 0) return endLine(calendar.toString())
  const { head, tail } = frameOf(name, [...zones])
  return endLine(head + events.join('') + tail)
}

/** The entry's VEVENT, as kept for its key or written now (and kept when it has one). */
function entryText(calendar: ICalCalendar, entry: CalendarEntry) {
  const kept = entry.textKey ? keptEntryText(entry.textKey) : undefined
  if (kept) return kept
  const event = entry.event()
  /* the calendar folds its long lines as a whole; line by line, so each event alike */
  const text = foldLines(addEntry(calendar, event, entry.sequence).toString())
  const zone = usableZone(event.timezone)
  if (entry.textKey) keepEntryText(entry.textKey, text, zone)
  return { text, zone }
}

const FIRST_EVENT = '\r\nBEGIN:VEVENT\r\n'
const LAST_EVENT_END = '\r\nEND:VEVENT\r\n'

/** Frames by calendar name and zones used: the same few serve every calendar of a city. */
const frames = new Map<string, { head: string; tail: string }>()
const FRAMES_KEPT = 256
/** Any date: the frame's events are cut out */
const FRAME_EVENT_START = '2000-01-01T00:00:00Z'

/**
 * The calendar's text before and after its VEVENTs, from a calendar with one
 * event in each zone used (first use first): its VTIMEZONEs depend on the
 * zones alone. Whole lines only: escaped text may hold those words, never a
 * line of its own.
 */
function frameOf(name: string, zones: (string | null)[]) {
  const key = JSON.stringify([name, zones])
  const kept = frames.get(key)
  if (kept) return kept
  const shell = emptyCalendar(name)
  for (const zone of zones) {
    const start = calendarDate(FRAME_EVENT_START, zone)
    shell.createEvent({ start, end: start, ...(zone ? { timezone: zone } : {}) })
  }
  const text = shell.toString()
  const first = text.indexOf(FIRST_EVENT) + 2
  const last = text.lastIndexOf(LAST_EVENT_END) + LAST_EVENT_END.length
  const frame = { head: text.slice(0, first), tail: text.slice(last) }
  if (frames.size >= FRAMES_KEPT) frames.delete(frames.keys().next().value!)
  frames.set(key, frame)
  return frame
}
