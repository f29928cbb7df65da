import { z } from 'zod'

/** The body of the calendar feeds: iCalendar text (RFC 5545). */
export const ICalendarSchema = z.string().meta({
  id: 'ICalendar',
  description:
    'An RFC 5545 iCalendar object (VCALENDAR with VTIMEZONE and VEVENT components), served as text/calendar',
})
