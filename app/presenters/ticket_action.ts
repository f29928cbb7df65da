/*
| The one thing a student can do about tickets for an event right now, for
| the event page's primary action and the event cards: buy, get early
| access, join the waiting list, wait for sales to open, or nothing (sold
| out, sales over, event over). Derived from the Event shape only.
*/
import { appUrl } from '#config/service'
import type { EventShape } from '#schemas/event'
import { eventDateTime } from '#presenters/dates'
import { cheapestOption, roundsOnSale } from '#presenters/events'
import { priceLabel } from '#presenters/money'
import { siteMessage } from '#presenters/site_messages'

export type TicketActionKind =
  'buy' | 'see_tickets' | 'opens_at' | 'coming_soon' | 'sold_out' | 'sales_ended' | 'event_over'

export interface TicketLink {
  label: string
  href: string
  /** a page of another site (the ticket shop) */
  external: boolean
}

export interface TicketAction {
  kind: TicketActionKind
  /** the state in a few words: "Tickets on sale", "Sold out" */
  headline: string
  /** a sentence under it ('' when the headline says it all) */
  detail: string
  /** the primary button, if there is something to do */
  primary: TicketLink | null
  /** a second, lighter way (the waiting list next to early access) */
  secondary: TicketLink | null
}

/** The site's own sign-up form is the Halloween waiting list of an event not over. */
export function waitlistOnPage(event: EventShape): boolean {
  return event.type === 'halloween' && event.waitlist_open && event.status !== 'past'
}

const OWN_ORIGIN = new URL(appUrl).origin

/** A link to another site than ours (the ticket shop), which the page marks as such. */
const isExternal = (href: string) => new URL(href, appUrl).origin !== OWN_ORIGIN

const WAITLIST: TicketLink = { label: 'Join the waiting list', href: '#waitlist', external: false }

/** The cheapest round a student can still get (a sold-out round's price is no offer). */
export function cheapestAvailable(event: EventShape) {
  return cheapestOption(roundsOnSale(event.tickets.options))
}

function fromPrice(event: EventShape): string {
  const cheapest = cheapestAvailable(event)
  if (!cheapest) return ''
  return cheapest.price === 0
    ? `${siteMessage('tickets.free')}.`
    : `From ${priceLabel(cheapest.price, cheapest.currency)}.`
}

/** Whether every ticket of the event is gone (`tickets.sold_out`: every round sold out). */
function isSoldOut(event: EventShape): boolean {
  return event.tickets.sold_out
}

function earlyAccessLink(event: EventShape): TicketLink | null {
  const early = event.tickets.early_access
  if (!early?.open || !early.url) return null
  return { label: 'Get early access', href: early.url, external: isExternal(early.url) }
}

function waitingWays(event: EventShape) {
  const early = earlyAccessLink(event)
  const waitlist = waitlistOnPage(event) ? WAITLIST : null
  return { primary: early ?? waitlist, secondary: early ? waitlist : null }
}

function salesNotOpen(event: EventShape): TicketAction {
  const opensAt = event.tickets.sales_open_at
  const when = opensAt ? eventDateTime(event, opensAt) : null
  return event.tickets.status === 'opens_soon' && when
    ? {
        kind: 'opens_at',
        headline: `Sales open ${when}`,
        detail: fromPrice(event),
        ...waitingWays(event),
      }
    : {
        kind: 'coming_soon',
        headline: 'Tickets coming soon',
        detail: fromPrice(event),
        ...waitingWays(event),
      }
}

export function ticketAction(event: EventShape): TicketAction {
  const { tickets } = event
  const buy = (label: string): TicketLink => ({
    label,
    href: tickets.buy_url,
    external: isExternal(tickets.buy_url),
  })
  if (event.status === 'past') {
    return {
      kind: 'event_over',
      headline: 'This event has ended',
      detail: '',
      primary: null,
      secondary: null,
    }
  }
  if (isSoldOut(event)) {
    const waitlist = waitlistOnPage(event) ? WAITLIST : null
    const detail = waitlist
      ? 'Join the waiting list: we e-mail you if tickets come back.'
      : 'All tickets are gone.'
    return { kind: 'sold_out', headline: 'Sold out', detail, primary: waitlist, secondary: null }
  }
  switch (tickets.status) {
    case 'on_sale':
      return {
        kind: 'buy',
        headline: 'Tickets on sale',
        detail: fromPrice(event),
        primary: buy('Buy tickets'),
        secondary: null,
      }
    case 'see_page':
      return {
        kind: 'see_tickets',
        headline: 'Tickets from the organisers',
        detail: fromPrice(event),
        primary: buy('See tickets'),
        secondary: null,
      }
    case 'opens_soon':
    case 'coming_soon':
      return salesNotOpen(event)
    case 'ended':
      return {
        kind: 'sales_ended',
        headline: 'Ticket sales have ended',
        detail: '',
        primary: waitlistOnPage(event) ? WAITLIST : null,
        secondary: null,
      }
  }
}
