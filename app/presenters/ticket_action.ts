/*
| The one thing a student can do about tickets for an event right now, for
| the event page's primary action and the event cards: buy, get early
| access, join the waiting list, wait for sales to open, or nothing (sold
| out, sales over, event over). Derived from the Event shape only.
*/
import { appUrl } from '#config/service'
import type { EventShape } from '#schemas/event'
import { cheapestOption, roundsOnSale } from '#presenters/events'
import { siteText, type SiteText } from '#presenters/site_text'

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

const waitlistLink = (text: SiteText): TicketLink => ({
  label: text.t('action.waitlist'),
  href: '#waitlist',
  external: false,
})

/** The cheapest round a student can still get (a sold-out round's price is no offer). */
export function cheapestAvailable(event: EventShape) {
  return cheapestOption(roundsOnSale(event.tickets.options))
}

function fromPrice(event: EventShape, text: SiteText): string {
  const cheapest = cheapestAvailable(event)
  if (!cheapest) return ''
  return cheapest.price === 0
    ? text.t('action.free')
    : text.t('action.from_price', { price: text.price(cheapest.price, cheapest.currency) })
}

/** Whether every ticket of the event is gone (`tickets.sold_out`: every round sold out). */
function isSoldOut(event: EventShape): boolean {
  return event.tickets.sold_out
}

function earlyAccessLink(event: EventShape, text: SiteText): TicketLink | null {
  const early = event.tickets.early_access
  if (!early?.open || !early.url) return null
  return { label: text.t('action.early_access'), href: early.url, external: isExternal(early.url) }
}

function waitingWays(event: EventShape, text: SiteText) {
  const early = earlyAccessLink(event, text)
  const waitlist = waitlistOnPage(event) ? waitlistLink(text) : null
  return { primary: early ?? waitlist, secondary: early ? waitlist : null }
}

function salesNotOpen(event: EventShape, text: SiteText): TicketAction {
  const opensAt = event.tickets.sales_open_at
  const when = opensAt ? text.eventTime(event, opensAt) : null
  return event.tickets.status === 'opens_soon' && when
    ? {
        kind: 'opens_at',
        headline: text.t('action.opens_at', { when }),
        detail: fromPrice(event, text),
        ...waitingWays(event, text),
      }
    : {
        kind: 'coming_soon',
        headline: text.t('action.coming_soon'),
        detail: fromPrice(event, text),
        ...waitingWays(event, text),
      }
}

export function ticketAction(event: EventShape, text = siteText()): TicketAction {
  const { tickets } = event
  const { t } = text
  const buy = (label: string): TicketLink => ({
    label,
    href: tickets.buy_url,
    external: isExternal(tickets.buy_url),
  })
  if (event.status === 'past') {
    return {
      kind: 'event_over',
      headline: t('action.over'),
      detail: '',
      primary: null,
      secondary: null,
    }
  }
  if (isSoldOut(event)) {
    const waitlist = waitlistOnPage(event) ? waitlistLink(text) : null
    const detail = t(waitlist ? 'action.sold_out.waitlist' : 'action.sold_out.gone')
    const headline = t('action.sold_out')
    return { kind: 'sold_out', headline, detail, primary: waitlist, secondary: null }
  }
  switch (tickets.status) {
    case 'on_sale':
      return {
        kind: 'buy',
        headline: t('action.buy.headline'),
        detail: fromPrice(event, text),
        primary: buy(t('action.buy')),
        secondary: null,
      }
    case 'see_page':
      return {
        kind: 'see_tickets',
        headline: t('action.see.headline'),
        detail: fromPrice(event, text),
        primary: buy(t('action.see')),
        secondary: null,
      }
    case 'opens_soon':
    case 'coming_soon':
      return salesNotOpen(event, text)
    case 'ended':
      return {
        kind: 'sales_ended',
        headline: t('action.ended'),
        detail: '',
        primary: waitlistOnPage(event) ? waitlistLink(text) : null,
        secondary: null,
      }
  }
}
