import type { EventShape } from '#schemas/event'
import { eventDateTime } from '#presenters/dates'
import { priceLabel } from '#presenters/money'

/*
| The text of an event in a calendar entry (iCalendar LOCATION and
| DESCRIPTION): only what staff set, never a state derived from the clock,
| so an entry changes exactly when its SEQUENCE grows.
*/

/** "Venue, Address, City", or the city alone. */
export function calendarLocation(event: EventShape): string {
  const parts = event.venue ? [event.venue.name, event.venue.address] : []
  return [...parts, event.city].filter((part) => part).join(', ')
}

function ticketLines(event: EventShape): string[] {
  const { tickets } = event
  const rounds = tickets.options.map(
    (option) =>
      `- ${option.name}: ${priceLabel(option.price, option.currency)}${option.sold_out ? ' (sold out)' : ''}`
  )
  return [
    ...(tickets.sold_out ? ['Sold out: every ticket round is gone.'] : []),
    ...(rounds.length ? ['Ticket rounds:', ...rounds] : ['Ticket prices: not published yet']),
    ...(tickets.sales_open_at
      ? [`Sales open: ${eventDateTime(event, tickets.sales_open_at)}`]
      : []),
    ...(tickets.early_access ? [`Early access: ${tickets.early_access.description}`] : []),
    ...(tickets.note ? [tickets.note] : []),
    `Tickets: ${tickets.buy_url}`,
  ]
}

/** The event's own description, its ticket rounds with their prices, then entry rules and the event page. */
export function calendarDescription(event: EventShape): string {
  return [
    ...(event.description ? [event.description, ''] : []),
    ...ticketLines(event),
    ...(event.age_min === null ? [] : [`Age: ${event.age_min}+`]),
    ...(event.entry_rule ? [`Entry: ${event.entry_rule}`] : []),
    `More: ${event.url}`,
  ].join('\n')
}
