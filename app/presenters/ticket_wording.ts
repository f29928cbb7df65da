/*
| An event's tickets in a few plain words, one wording per state: the line
| of an event card ("On sale from €25.00", "Sold by the organisers, from
| €25.00", "Sales open on Sat 31 Oct 2026, 10:00 Berlin time", "Waiting
| list open", "Free", "Sold out") and the badge beside "Tickets" on the
| event's page. The state is the page's ticket action (ticket_action.ts), so
| card, badge and button never disagree. Words: site_messages.ts.
*/
import type { EventShape } from '#schemas/event'
import { eventDateTime } from '#presenters/dates'
import { priceLabel } from '#presenters/money'
import { roundsOnSale } from '#presenters/events'
import { cheapestAvailable, ticketAction, waitlistOnPage } from '#presenters/ticket_action'
import type { TicketActionKind } from '#presenters/ticket_action'
import { siteMessage, type SiteMessageKey } from '#presenters/site_messages'

export interface TicketWording {
  kind: TicketActionKind
  /** the card's line, a phrase of its own */
  line: string
  /** the short badge beside "Tickets" on the event page */
  badge: string
}

type Price = 'free' | 'some_free' | { price: string } | null

/** What the rounds still to be had cost: all free, some free, from a price, or unknown. */
function priceOf(event: EventShape): Price {
  const cheapest = cheapestAvailable(event)
  if (!cheapest) return null
  if (cheapest.price > 0) return { price: priceLabel(cheapest.price, cheapest.currency) }
  const priced = roundsOnSale(event.tickets.options).filter((option) => option.price !== null)
  return priced.every((option) => option.price === 0) ? 'free' : 'some_free'
}

function onSaleLine(price: Price): string {
  if (price === 'free') return siteMessage('tickets.free')
  if (price === 'some_free') return siteMessage('tickets.free.some')
  return price ? siteMessage('tickets.on_sale.from', price) : siteMessage('tickets.on_sale')
}

function organisersLine(price: Price): string {
  if (price === 'free') return siteMessage('tickets.organisers.free')
  if (price === 'some_free' || !price) return siteMessage('tickets.organisers')
  return siteMessage('tickets.organisers.from', price)
}

/** "…, waiting list open" where the site's own waiting list takes sign-ups. */
function withWaitlist(event: EventShape, plain: SiteMessageKey, open: SiteMessageKey) {
  return siteMessage(waitlistOnPage(event) ? open : plain)
}

function lineOf(event: EventShape, kind: TicketActionKind): string {
  switch (kind) {
    case 'buy':
      return onSaleLine(priceOf(event))
    case 'see_tickets':
      return organisersLine(priceOf(event))
    case 'opens_at':
      return siteMessage('tickets.opens_on', {
        when: eventDateTime(event, event.tickets.sales_open_at!),
      })
    case 'coming_soon':
      return withWaitlist(event, 'tickets.coming_soon', 'tickets.waitlist')
    case 'sold_out':
      return withWaitlist(event, 'tickets.sold_out', 'tickets.sold_out.waitlist')
    case 'sales_ended':
      return withWaitlist(event, 'tickets.sales_ended', 'tickets.sales_ended.waitlist')
    case 'event_over':
      return siteMessage('tickets.event_over')
  }
}

const BADGES: Record<TicketActionKind, SiteMessageKey> = {
  buy: 'tickets.on_sale',
  see_tickets: 'tickets.badge.organisers',
  opens_at: 'tickets.badge.opens_soon',
  coming_soon: 'tickets.badge.coming_soon',
  sold_out: 'tickets.sold_out',
  sales_ended: 'tickets.sales_ended',
  event_over: 'tickets.event_over',
}

export function ticketWording(event: EventShape): TicketWording {
  const { kind } = ticketAction(event)
  const free = kind === 'buy' && priceOf(event) === 'free'
  return {
    kind,
    line: lineOf(event, kind),
    badge: siteMessage(free ? 'tickets.free' : BADGES[kind]),
  }
}
