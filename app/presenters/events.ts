/*
| An event as one line of text, for each medium that lists events: text for
| a model (MCP) and markdown (documents); the agent's sentences, in the
| answer's language, are in agent_events.ts. The pieces (the cheapest
| ticket, the price list) are shared.
*/
import type { EventShape } from '#schemas/event'
import { dateTimeWithOffset } from '#presenters/dates'
import { eventTypeLabel, ticketStatusLabel } from '#presenters/labels'
import { moneyWithCode, priceLabel } from '#presenters/money'

type TicketOption = EventShape['tickets']['options'][number]
type Money = (amount: number | null, currency: string) => string
type PricedOption = TicketOption & { price: number }

/** The cheapest ticket option with a price (the first of equals), or undefined when none has one. */
export function cheapestOption(options: readonly TicketOption[]): PricedOption | undefined {
  return options.reduce<PricedOption | undefined>(
    (min, option) =>
      option.price !== null && (min === undefined || option.price < min.price)
        ? (option as PricedOption)
        : min,
    undefined
  )
}

/** The rounds that still have tickets. */
export function roundsOnSale<T extends Pick<TicketOption, 'sold_out'>>(options: readonly T[]): T[] {
  return options.filter((option) => !option.sold_out)
}

/** "Regular €12, Early €10 (sold out)": each option's name and price ('' without options). */
export function optionPrices(
  options: readonly Pick<TicketOption, 'name' | 'price' | 'currency' | 'sold_out'>[],
  money: Money,
  { between = ' ', separator = ', ' } = {}
): string {
  return options
    .map(
      (option) =>
        `${option.name}${between}${money(option.price, option.currency)}${option.sold_out ? ' (sold out)' : ''}`
    )
    .join(separator)
}

/** The tickets as a label: "Sold out" when every round is, else the status's label. */
function ticketsLabel(event: Pick<EventShape, 'tickets' | 'status'>): string {
  if (event.tickets.sold_out && event.status !== 'past') return 'Sold out'
  return ticketStatusLabel(event.tickets.status)
}

/** MCP text: "- Name (id x): Berlin, 2026-10-31T21:00:00+01:00; tickets on_sale, from 12 EUR; <buy url>". */
export function eventTextLine(event: EventShape): string {
  return `- ${event.name} (id ${event.id}): ${event.city}, ${event.start}; tickets ${event.tickets.status}, ${cheapestText(event)}; ${event.tickets.buy_url}`
}

/** MCP text: "from 12 EUR" (rounds not sold out), "sold out (every round)" or "no prices yet". */
export function cheapestText(event: EventShape): string {
  if (event.tickets.sold_out) return 'sold out (every round)'
  const lowest = cheapestOption(roundsOnSale(event.tickets.options))
  return lowest ? `from ${moneyWithCode(lowest.price, lowest.currency)}` : 'no prices yet'
}

/** Markdown list item with the event's type, time, venue, ticket status and prices. */
export function eventMarkdownLine(event: EventShape): string {
  const prices = optionPrices(event.tickets.options, priceLabel)
  return (
    `- [${event.name}](${event.url}) — ${eventTypeLabel(event.type)}, ` +
    `${dateTimeWithOffset(event.start)}${event.venue ? `, ${event.venue.name}` : ''}. ` +
    `Tickets: ${ticketsLabel(event)}${prices ? ` (${prices})` : ''}.`
  )
}

/** Markdown list item with the event's type, city and time. */
export function eventMarkdownTeaser(
  event: Pick<EventShape, 'name' | 'url' | 'type' | 'city' | 'start'>
): string {
  return `- [${event.name}](${event.url}) — ${eventTypeLabel(event.type)} in ${event.city}, ${dateTimeWithOffset(event.start)}`
}
