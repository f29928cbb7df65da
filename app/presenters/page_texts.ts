/*
| Short texts about a page's subject, for people and search engines: the
| meta description and Open Graph text of site pages, and the
| `description` of an event's JSON-LD.
*/
import type { EventShape } from '#schemas/event'
import type { CityGuideShape } from '#schemas/city'
import { eventDateTime } from '#presenters/dates'
import { eventTypeLabel, ticketStatusLabel } from '#presenters/labels'
import { priceLabel } from '#presenters/money'
import { cheapestOption } from '#presenters/events'

/** "Halloween in Berlin at Kulturbrauerei, Sat 31 Oct 2027, 21:00 Berlin time. Tickets from €12 (On sale)." */
export function eventSummary(event: EventShape): string {
  const where = event.venue ? `${event.city} at ${event.venue.name}` : event.city
  const cheapest = cheapestOption(event.tickets.options)
  const status = ticketStatusLabel(event.tickets.status)
  const tickets = cheapest
    ? `Tickets from ${priceLabel(cheapest.price, cheapest.currency)} (${status}).`
    : `Tickets: ${status}.`
  return `${eventTypeLabel(event.type)} in ${where}, ${eventDateTime(event, event.start)}. ${tickets}`
}

export function festivalSummary(guide: CityGuideShape): string {
  return `${guide.festival_name}: the welcome festival for international students in ${guide.name}, with dates, ticket rounds and prices.`
}

export function halloweenSummary(guide: CityGuideShape): string {
  return `Halloween parties for international students in ${guide.name}: dates, tickets, prices and the waiting list.`
}

export const SITE_PAGE_SUMMARIES = {
  deals: 'Student discount codes and links from our partners',
  docs: 'Guides for international students, the FAQ and our policies',
  errors: 'Error codes of the REST API, the contact endpoint and the MCP servers',
  contact: 'Write to the team behind the student events: questions, partnerships, feedback.',
} as const
