/*
| An event's tickets in a few plain words, one wording per state: the line
| of an event card ("On sale from €25.00", "Sold by the organisers, from
| €25.00", "Sales open on Sat 31 Oct 2026, 10:00 Berlin time", "Waiting
| list open", "Free", "Sold out") and the badge beside "Tickets" on the
| event's page. The state is the page's ticket action (ticket_action.ts), so
| card, badge and button never disagree. Words: the site's catalog
| (resources/lang/<locale>/site.json), in the page's language.
*/
import type { EventShape } from '#schemas/event'
import { roundsOnSale } from '#presenters/events'
import { cheapestAvailable, ticketAction, waitlistOnPage } from '#presenters/ticket_action'
import type { TicketActionKind } from '#presenters/ticket_action'
import { siteText, type SiteText } from '#presenters/site_text'

export interface TicketWording {
  kind: TicketActionKind
  /** the card's line, a phrase of its own */
  line: string
  /** the short badge beside "Tickets" on the event page */
  badge: string
}

type Price = 'free' | 'some_free' | { price: string } | null

/** What the rounds still to be had cost: all free, some free, from a price, or unknown. */
function priceOf(event: EventShape, text: SiteText): Price {
  const cheapest = cheapestAvailable(event)
  if (!cheapest) return null
  if (cheapest.price > 0) return { price: text.price(cheapest.price, cheapest.currency) }
  const priced = roundsOnSale(event.tickets.options).filter((option) => option.price !== null)
  return priced.every((option) => option.price === 0) ? 'free' : 'some_free'
}

function onSaleLine(price: Price, { t }: SiteText): string {
  if (price === 'free') return t('tickets.free')
  if (price === 'some_free') return t('tickets.free.some')
  return price ? t('tickets.on_sale.from', price) : t('tickets.on_sale')
}

function organisersLine(price: Price, { t }: SiteText): string {
  if (price === 'free') return t('tickets.organisers.free')
  if (price === 'some_free' || !price) return t('tickets.organisers')
  return t('tickets.organisers.from', price)
}

/** "…, waiting list open" where the site's own waiting list takes sign-ups. */
function withWaitlist(event: EventShape, text: SiteText, plain: string) {
  return text.t(waitlistOnPage(event) ? WITH_WAITLIST[plain] : plain)
}

const WITH_WAITLIST: Record<string, string> = {
  'tickets.coming_soon': 'tickets.waitlist',
  'tickets.sold_out': 'tickets.sold_out.waitlist',
  'tickets.sales_ended': 'tickets.sales_ended.waitlist',
}

function lineOf(event: EventShape, kind: TicketActionKind, text: SiteText): string {
  switch (kind) {
    case 'buy':
      return onSaleLine(priceOf(event, text), text)
    case 'see_tickets':
      return organisersLine(priceOf(event, text), text)
    case 'opens_at':
      return text.t('tickets.opens_on', {
        when: text.eventTime(event, event.tickets.sales_open_at!),
      })
    case 'coming_soon':
      return withWaitlist(event, text, 'tickets.coming_soon')
    case 'sold_out':
      return withWaitlist(event, text, 'tickets.sold_out')
    case 'sales_ended':
      return withWaitlist(event, text, 'tickets.sales_ended')
    case 'event_over':
      return text.t('tickets.event_over')
  }
}

const BADGES: Record<TicketActionKind, string> = {
  buy: 'tickets.on_sale',
  see_tickets: 'tickets.badge.organisers',
  opens_at: 'tickets.badge.opens_soon',
  coming_soon: 'tickets.badge.coming_soon',
  sold_out: 'tickets.sold_out',
  sales_ended: 'tickets.sales_ended',
  event_over: 'tickets.event_over',
}

export function ticketWording(event: EventShape, text = siteText()): TicketWording {
  const { kind } = ticketAction(event, text)
  const free = kind === 'buy' && priceOf(event, text) === 'free'
  return {
    kind,
    line: lineOf(event, kind, text),
    badge: text.t(free ? 'tickets.free' : BADGES[kind]),
  }
}
