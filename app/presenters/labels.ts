import type { EventType, TicketStatus } from '#schemas/enums'

/** A ticket status as a label ("On sale"); the agent's words for it are in its catalog. */
const TICKET_STATUS_TEXT: Record<TicketStatus, { label: string }> = {
  on_sale: { label: 'On sale' },
  opens_soon: { label: 'Opens soon' },
  coming_soon: { label: 'Coming soon' },
  see_page: { label: 'From the organisers' },
  ended: { label: 'Sales ended' },
}

const EVENT_TYPE_LABELS: Record<EventType, string> = {
  halloween: 'Halloween',
  welcome_festival: 'Welcome festival',
  semester_kickoff: 'Semester kickoff',
  orientation_week: 'Orientation week',
}

/** "On sale": a table cell or a badge. */
export function ticketStatusLabel(status: string): string {
  return TICKET_STATUS_TEXT[status as TicketStatus]?.label ?? status
}

/** "Welcome festival". */
export function eventTypeLabel(type: string): string {
  return EVENT_TYPE_LABELS[type as EventType] ?? type
}
