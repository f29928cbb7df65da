/*
| The events page (/events): its filters are listEvents' own parameters
| (city, type, from, to, ticket_status, sold_out, q), so a filtered page's
| URL is shareable and maps one to one onto the API and the calendar feed.
*/
import { DateTime } from 'luxon'
import { eventTypeLabel } from '#presenters/labels'

/** The filters of the page, named like listEvents' query parameters. */
export const EVENTS_PAGE_FILTERS = [
  'city',
  'type',
  'from',
  'to',
  'ticket_status',
  'sold_out',
  'q',
] as const
export type EventsPageFilter = (typeof EVENTS_PAGE_FILTERS)[number]
export type EventsPageFilters = Partial<Record<EventsPageFilter, string>>

/** Events on one page of the list. */
export const EVENTS_PER_PAGE = 24

/** Months offered as one-click ranges. */
const MONTHS_OFFERED = 12

/** A query string of the filters that are set, in the page's order ("" when none). */
function eventsQuery(filters: EventsPageFilters, extra: Record<string, string> = {}) {
  const pairs = EVENTS_PAGE_FILTERS.filter((name) => filters[name]).map(
    (name): [string, string] => [name, filters[name]!]
  )
  const text = new URLSearchParams([...pairs, ...Object.entries(extra)]).toString()
  return text ? `?${text}` : ''
}

export const eventsPageHref = (filters: EventsPageFilters, extra: Record<string, string> = {}) =>
  `/events${eventsQuery(filters, extra)}`

export interface MonthChoice {
  label: string
  href: string
  current: boolean
}

/** This month and the next eleven, each a link setting `from` and `to` to its first and last day. */
export function monthChoices(filters: EventsPageFilters, now = DateTime.utc()): MonthChoice[] {
  const first = now.startOf('month')
  return Array.from({ length: MONTHS_OFFERED }, (_, index) => {
    const month = first.plus({ months: index })
    const from = month.toISODate()!
    const to = month.endOf('month').toISODate()!
    return {
      label: month
        .setLocale('en-GB')
        .toFormat(index === 0 || month.month === 1 ? 'LLL yyyy' : 'LLL'),
      href: eventsPageHref({ ...filters, from, to }),
      current: filters.from === from && filters.to === to,
    }
  })
}

/** "Halloween events in Berlin", "Events on sale now matching “jazz”": the page's title. */
export function eventsPageTitle(filters: EventsPageFilters, cityName: string | null): string {
  const kind =
    filters.type && filters.type !== 'all' ? `${eventTypeLabel(filters.type)} events` : 'Events'
  const where = cityName ? ` in ${cityName}` : ''
  const sale =
    filters.ticket_status === 'on_sale'
      ? ' on sale now'
      : filters.sold_out === 'true'
        ? ' that are sold out'
        : ''
  const search = filters.q ? ` matching “${filters.q}”` : ''
  return `${kind}${where}${sale}${search}`
}

/**
 * "On sale now" (`ticket_status=on_sale`) means tickets a student can buy:
 * unless the visitor said otherwise, it also asks for events not sold out
 * (`sold_out=false`), written into the page's URL like any filter.
 */
export function withAvailability(query: Record<string, unknown>): Record<string, unknown> {
  const wantsOnSale = query.ticket_status === 'on_sale'
  const saidSoldOut = typeof query.sold_out === 'string' && query.sold_out !== ''
  return wantsOnSale && !saidSoldOut ? { ...query, sold_out: 'false' } : query
}
