import { absoluteUrl, serviceUrl } from '#lib/urls'

/** "Add to calendar": subscribe (webcal://, the calendar app keeps it fresh) and download (.ics). */
export interface CalendarLinks {
  subscribe: string
  download: string
}

function linksTo(url: string): CalendarLinks {
  return { subscribe: url.replace(/^https?:/, 'webcal:'), download: url }
}

/** The upcoming events of one city (getEventsCalendar). */
export function cityCalendarLinks(citySlug: string): CalendarLinks {
  return linksTo(serviceUrl('/api/v1/events.ics', { city: citySlug }))
}

/** One event (getEventCalendar). */
export function eventCalendarLinks(eventId: string): CalendarLinks {
  return linksTo(absoluteUrl(`/api/v1/events/${encodeURIComponent(eventId)}.ics`))
}
