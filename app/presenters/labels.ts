import type { EventType, TicketStatus } from '#schemas/enums'
import { localDateTime } from '#presenters/dates'

/** A ticket status as a label ("On sale") and as words in a sentence ("tickets on sale"). */
const TICKET_STATUS_TEXT: Record<TicketStatus, { label: string; phrase: string }> = {
  on_sale: { label: 'On sale', phrase: 'tickets on sale' },
  opens_soon: { label: 'Opens soon', phrase: 'ticket sales open soon' },
  coming_soon: { label: 'Coming soon', phrase: 'tickets coming soon' },
  see_page: { label: 'From the organisers', phrase: 'tickets from the organisers' },
  ended: { label: 'Sales ended', phrase: 'ticket sales ended' },
}

const EVENT_TYPE_LABELS: Record<EventType, string> = {
  halloween: 'Halloween',
  welcome_festival: 'Welcome festival',
  semester_kickoff: 'Semester kickoff',
  orientation_week: 'Orientation week',
}

/** The kinds of events the service lists, in words. */
export const EVENT_TYPES_TEXT =
  'Halloween parties, welcome festivals, semester kickoffs and orientation weeks'

/** "On sale": a table cell or a badge. */
export function ticketStatusLabel(status: string): string {
  return TICKET_STATUS_TEXT[status as TicketStatus]?.label ?? status
}

/** "tickets on sale", or "ticket sales open Sat 31 Oct 2026, 10:00" when the date is known. */
export function ticketStatusPhrase(status: TicketStatus, salesOpenAt: string | null): string {
  if (status === 'opens_soon' && salesOpenAt) {
    return `ticket sales open ${localDateTime(salesOpenAt)}`
  }
  return TICKET_STATUS_TEXT[status].phrase
}

/** "Welcome festival". */
export function eventTypeLabel(type: string): string {
  return EVENT_TYPE_LABELS[type as EventType] ?? type
}
