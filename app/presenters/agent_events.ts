/*
| An event in the agent's sentences, in the answer's language (AgentText):
| the line that lists it, its tickets in words and its prices.
*/
import type { EventShape } from '#schemas/event'
import type { TicketStatus } from '#schemas/enums'
import type { AgentText } from '#presenters/agent_text'
import { cheapestOption, roundsOnSale } from '#presenters/events'

type TicketOption = EventShape['tickets']['options'][number]

/** "tickets on sale", or "ticket sales open Sat 31 Oct 2026, 10:00" when the date is known. */
export function ticketStatusWords(
  say: AgentText,
  status: TicketStatus,
  salesOpenAt: string | null
): string {
  if (status === 'opens_soon' && salesOpenAt) {
    return say.t('tickets.opens_at', { when: say.dateTime(salesOpenAt) })
  }
  return say.t(`tickets.${status}`)
}

/** The tickets in a sentence: "sold out" when every round is, else the status's words. */
export function ticketsWords(say: AgentText, event: EventShape): string {
  if (event.tickets.sold_out && event.status !== 'past') return say.t('tickets.sold_out')
  return ticketStatusWords(say, event.tickets.status, event.tickets.sales_open_at)
}

/** "Regular €12 (sold out)": one round and its price. */
export function roundPrice(say: AgentText, option: TicketOption): string {
  return say.t('price.option', {
    name: option.name,
    price: say.money(option.price, option.currency),
    soldOut: option.sold_out ? 'yes' : 'no',
  })
}

/** The prices inside a sentence: "Regular €12, Early €10" or "no prices published yet". */
export function pricesWords(say: AgentText, options: readonly TicketOption[]): string {
  if (options.length === 0) return say.t('price.none')
  return options.map((option) => roundPrice(say, option)).join(', ')
}

/** "Name: Sat 31 Oct 2026, 21:00, Venue, from €12; tickets on sale (id x)". */
export function eventSentence(say: AgentText, event: EventShape): string {
  const lowest = cheapestOption(roundsOnSale(event.tickets.options))
  return say.t('event.sentence', {
    name: event.name,
    when: say.dateTime(event.start),
    venue: event.venue?.name ?? 'none',
    from: lowest ? say.money(lowest.price, lowest.currency) : 'none',
    tickets: ticketsWords(say, event),
    id: event.id,
  })
}
