/*
| The short human-readable text next to each tool's structuredContent.
*/
import type { CityGuideShape, CityListShape } from '#schemas/city'
import type { EventListShape, EventShape } from '#schemas/event'
import type { PartnerListShape } from '#schemas/partner'
import type { PricingShape } from '#schemas/pricing'
import { cityTextLine } from '#presenters/cities'
import { cheapestText, eventTextLine, optionPrices } from '#presenters/events'
import { moneyWithCode } from '#presenters/money'

function moreNote(nextCursor: string | null, shown: number, total: number): string {
  if (!nextCursor) return ''
  return `\nShowing ${shown} of ${total}; for more, call again with cursor "${nextCursor}".`
}

export function cityListText(list: CityListShape): string {
  if (list.total === 0) return 'No city matches. Try a shorter name or no filter.'
  const lines = list.cities.map(cityTextLine)
  return `${list.total} cities:\n${lines.join('\n')}${moreNote(list.next_cursor, list.cities.length, list.total)}`
}

export function cityGuideText(guide: CityGuideShape): string {
  const events = guide.upcoming_events.map(eventTextLine)
  return [
    `${guide.name}, ${guide.country}: ${guide.summary}`,
    `Guide: ${guide.city_guide_url}`,
    events.length ? `Upcoming events:\n${events.join('\n')}` : 'No upcoming events.',
  ].join('\n')
}

export function eventListText(list: EventListShape): string {
  if (list.total === 0) return 'No events match. Try without filters or with upcoming=false.'
  return `${list.total} events:\n${list.events.map(eventTextLine).join('\n')}${moreNote(list.next_cursor, list.events.length, list.total)}`
}

/** A `city`/`country` that named no covered place: which, and the cities (with countries) there are. */
export function unmatchedPlacesText(
  unmatched: string[],
  args: Record<string, unknown>,
  cities: { name: string; slug: string; country: string }[]
): string {
  const said = unmatched
    .map((parameter) => `${parameter} "${String(args[parameter])}"`)
    .join(' and ')
  const covered = cities.map((city) => `${city.name} (${city.slug}, ${city.country})`).join('; ')
  return `No events: ${said} matched no city or country the service covers. Cities covered: ${covered}. Cities can be named in students' languages (Wien, Praha), countries by code or name (UK, Deutschland).`
}

export function eventText(event: EventShape): string {
  const venue = event.venue
    ? `${event.venue.name}${event.venue.address ? `, ${event.venue.address}` : ''}`
    : 'venue to be announced'
  return [
    `${event.name} (${event.status}), ${event.city}, ${event.start}; ${venue}.`,
    `Tickets ${event.tickets.status}, ${cheapestText(event)}: ${event.tickets.buy_url}`,
    ...(event.tickets.options.length
      ? [`Rounds: ${optionPrices(event.tickets.options, moneyWithCode)}`]
      : []),
    `Page: ${event.url}`,
  ].join('\n')
}

export function partnerListText(list: PartnerListShape): string {
  if (list.total === 0) return `No partner deals match. All deals: ${list.page}`
  const lines = list.partners.map(
    (partner) =>
      `- ${partner.name} (${partner.category}): ${partner.deal}${partner.code ? ` (code ${partner.code})` : ''}`
  )
  return `${list.total} partner deals:\n${lines.join('\n')}\nPage: ${list.page}`
}

export function pricingText(pricing: PricingShape): string {
  const free = pricing.free.map((item) => `- ${item.title}`).join('\n')
  const events = pricing.tickets.flatMap((city) => city.events).length
  const scope = pricing.city ? ` in ${pricing.city.name}` : ''
  return [
    `Free for students:\n${free || '- (nothing listed)'}`,
    `Ticket prices for ${events} upcoming events${scope} are in the structured result.`,
    `Full pricing: ${pricing.markdown_url}`,
  ].join('\n')
}
