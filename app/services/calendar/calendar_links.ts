import { DateTime } from 'luxon'
import { serviceUrl } from '#lib/urls'
import { DEFAULT_EVENT_HOURS } from '#lib/event_state'
import { calendarDescription, calendarLocation } from '#presenters/event_calendar_text'
import type { EventShape } from '#schemas/event'

/*
| "Add to calendar" and "Subscribe" links that open on every phone and desk:
| the .ics file over the page's own https, and Google Calendar and Outlook
| on the web. A webcal:// link is only ever one choice among these (Chrome
| on Android and desktop does nothing with it).
|
| The Outlook links are written here rather than with the calendar-link
| package: its Outlook times carry no "Z" (AnandChowdhary/calendar-link
| #523, closed as wontfix), so Outlook reads them as the viewer's local time.
*/

/** The links of one event: the file, and prefilled new-event pages of the web calendars. */
export interface EventCalendarLinks {
  /** the .ics file (a path: the page's own scheme and host) */
  download: string
  google: string
  outlook: string
}

/** A feed (events.ics with filters), for calendars that keep it up to date. */
export interface CalendarFeedLinks {
  /** the feed's https address (to copy into any calendar app) */
  feed: string
  /** Apple Calendar and other desktop apps */
  webcal: string
  google: string
  outlook: string
}

/** Details text of a web calendar's new-event page: bounded, as it travels in the URL. */
const DETAILS_LENGTH = 1500

function details(event: EventShape): string {
  const text = calendarDescription(event)
  return text.length > DETAILS_LENGTH ? `${text.slice(0, DETAILS_LENGTH - 1)}…` : text
}

function instants(event: EventShape) {
  const start = DateTime.fromISO(event.start, { setZone: true }).toUTC()
  const end = event.end
    ? DateTime.fromISO(event.end, { setZone: true }).toUTC()
    : start.plus({ hours: DEFAULT_EVENT_HOURS })
  return { start, end }
}

function googleEventLink(event: EventShape): string {
  const { start, end } = instants(event)
  const compact = (value: DateTime) => value.toFormat("yyyyLLdd'T'HHmmss'Z'")
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${compact(start)}/${compact(end)}`,
    details: details(event),
    location: calendarLocation(event),
    ...(event.timezone ? { ctz: event.timezone } : {}),
  })
  return `https://calendar.google.com/calendar/render?${query}`
}

function outlookEventLink(event: EventShape): string {
  const { start, end } = instants(event)
  const utc = (value: DateTime) => value.toFormat("yyyy-LL-dd'T'HH:mm:ss'Z'")
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.name,
    startdt: utc(start),
    enddt: utc(end),
    body: details(event),
    location: calendarLocation(event),
  })
  return `https://outlook.live.com/calendar/0/action/compose?${query}`
}

/** "Add to calendar" for one event (getEventCalendar and the web calendars). */
export function eventCalendarLinks(event: EventShape): EventCalendarLinks {
  return {
    download: `/api/v1/events/${encodeURIComponent(event.id)}.ics`,
    google: googleEventLink(event),
    outlook: outlookEventLink(event),
  }
}

/** "Subscribe" to events.ics with these filters (listEvents' names), named `name` in the calendar. */
export function calendarFeedLinks(
  filters: Record<string, string | undefined>,
  name: string
): CalendarFeedLinks {
  const feed = serviceUrl('/api/v1/events.ics', filters)
  const webcal = feed.replace(/^https?:/, 'webcal:')
  return {
    feed,
    webcal,
    google: `https://calendar.google.com/calendar/render?${new URLSearchParams({ cid: webcal })}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?${new URLSearchParams({ url: feed, name })}`,
  }
}

/** The upcoming events of one city (getEventsCalendar). */
export function cityCalendarLinks(citySlug: string, cityName: string): CalendarFeedLinks {
  return calendarFeedLinks({ city: citySlug }, `Student events in ${cityName}`)
}
