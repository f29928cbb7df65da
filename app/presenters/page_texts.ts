/*
| Short texts about a page's subject, for people and search engines: the
| meta description and Open Graph text of site pages, and the
| `description` of an event's JSON-LD.
*/
import type { EventShape } from '#schemas/event'
import type { CityGuideShape } from '#schemas/city'
import { cheapestOption } from '#presenters/events'
import { siteText } from '#presenters/site_text'

/** "Halloween in Berlin at Kulturbrauerei, Sat 31 Oct 2027, 21:00 Berlin time. Tickets from €12 (On sale)." */
export function eventSummary(event: EventShape, text = siteText()): string {
  const { t } = text
  const cheapest = cheapestOption(event.tickets.options)
  const status = t(`ticket_status.${event.tickets.status}`)
  const tickets = cheapest
    ? t('event.summary.from', { price: text.price(cheapest.price, cheapest.currency), status })
    : t('event.summary.status', { status })
  const values = {
    type: text.eventType(event.type),
    city: event.city,
    venue: event.venue?.name ?? '',
    when: text.eventTime(event, event.start),
  }
  return `${t(event.venue ? 'event.summary.venue' : 'event.summary', values)} ${tickets}`
}

export function festivalSummary(guide: CityGuideShape, { t } = siteText()): string {
  return t('festival.description', { name: guide.festival_name, city: guide.name })
}

export function halloweenSummary(guide: CityGuideShape, { t } = siteText()): string {
  return t('halloween.description', { city: guide.name })
}

export const SITE_PAGE_SUMMARIES = {
  deals: 'Student discount codes and links from our partners',
  docs: 'Guides for international students, the FAQ and our policies',
  errors: 'Error codes of the REST API, the contact endpoint and the MCP servers',
  contact: 'Write to the team behind the student events: questions, partnerships, feedback.',
} as const
