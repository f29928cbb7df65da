/*
| The events page (/events): its filters are listEvents' own parameters
| (city, type, from, to, ticket_status, sold_out, q), so a filtered page's
| URL is shareable and maps one to one onto the API and the calendar feed.
*/
import { DateTime } from 'luxon'
import { siteText, type SiteText } from '#presenters/site_text'
import { clockNow } from '#lib/clock'
import type { WayForward } from '#schemas/events_overview'

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
export const MONTHS_OFFERED = 12

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

/** Where "today" is when no city is chosen: the service's cities are in Europe. */
export const DEFAULT_ZONE = 'Europe/Berlin'

export interface DateChoice {
  label: string
  href: string
  current: boolean
}

export interface MonthChoice extends DateChoice {
  /** "2026-12" */
  month: string
  total: number
  /** "5 events", "no events" */
  count: string
  /** no link: the month has no events for these filters */
  empty: boolean
}

/** A date range as the page's filters (`from`/`to` as days, in each event's own zone). */
function rangeChoice(
  filters: EventsPageFilters,
  label: string,
  from: DateTime | null,
  to: DateTime | null,
  text: SiteText
): DateChoice {
  const range = { from: from?.toISODate() ?? undefined, to: to?.toISODate() ?? undefined }
  return {
    label,
    href: text.href(eventsPageHref({ ...filters, ...range })),
    current: (filters.from ?? undefined) === range.from && (filters.to ?? undefined) === range.to,
  }
}

/**
 * Tonight (today), this weekend (Friday to Sunday; from today once it has
 * begun) and the next 7 days (today and six more), as days in `zone` (the
 * chosen city's, else DEFAULT_ZONE), and "any date" (no range).
 */
export function quickChoices(
  filters: EventsPageFilters,
  zone: string,
  now = DateTime.fromMillis(clockNow()),
  text = siteText()
): DateChoice[] {
  const today = now.setZone(zone).startOf('day')
  const friday = today.plus({ days: Math.max(0, 5 - today.weekday) })
  const sunday = today.plus({ days: 7 - today.weekday })
  const choice = (key: string, from: DateTime | null, to: DateTime | null) =>
    rangeChoice(filters, text.t(`events.quick.${key}`), from, to, text)
  return [
    choice('tonight', today, today),
    choice('weekend', friday, sunday),
    choice('week', today, today.plus({ days: 6 })),
    choice('any', null, null),
  ]
}

/** The first day of the month the choices start with ("2026-12-01"), in `zone`. */
export function firstMonthOf(zone: string, now = DateTime.fromMillis(clockNow())): string {
  return now.setZone(zone).startOf('month').toISODate()!
}

/**
 * This month and the next eleven from the counts of the core
 * (countEventsByMonth), each a link setting `from` and `to` to its first and
 * last day, with its number of events; a month without events is no link.
 */
export function monthChoices(
  filters: EventsPageFilters,
  counts: readonly { month: string; total: number }[],
  text = siteText()
): MonthChoice[] {
  return counts.map(({ month, total }, index) => {
    const first = DateTime.fromISO(`${month}-01`, { zone: 'UTC' })
    const from = first.toISODate()!
    const to = first.endOf('month').toISODate()!
    return {
      month,
      total,
      label: text.month(from, index === 0 || first.month === 1),
      href: text.href(eventsPageHref({ ...filters, from, to })),
      current: filters.from === from && filters.to === to,
      count:
        total > 0 ? text.t('events.months.count', { count: total }) : text.t('events.months.none'),
      empty: total === 0,
    }
  })
}

/** "Halloween events in Berlin", "Events on sale now matching “jazz”": the page's title. */
export function eventsPageTitle(
  filters: EventsPageFilters,
  cityName: string | null,
  { t } = siteText()
): string {
  let title = t(
    `events.title.kind.${filters.type && filters.type !== 'all' ? filters.type : 'all'}`
  )
  if (cityName) title = t('events.title.in', { title, city: cityName })
  if (filters.ticket_status === 'on_sale') title = t('events.title.on_sale', { title })
  else if (filters.sold_out === 'true') title = t('events.title.sold_out', { title })
  if (filters.q) title = t('events.title.search', { title, q: filters.q })
  return title
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

export interface WayForwardView {
  sentence: string
  links: { label: string; href: string }[]
}

/** What an empty list offers instead: the next event, or the nearest city with events. */
export function wayForwardView(
  way: WayForward | null,
  filters: EventsPageFilters,
  cityName: string | null,
  text = siteText()
): WayForwardView | null {
  if (!way) return null
  const { t } = text
  const undated = { ...filters, from: undefined, to: undefined }
  if (way.kind === 'next_event') {
    const { event } = way
    const day = DateTime.fromISO(event.start, { setZone: true }).toISODate()!
    return {
      sentence: t('events.empty.next', {
        name: event.name,
        when: text.eventTime(event, event.start),
      }),
      links: [
        { label: t('events.empty.next.link', { name: event.name }), href: text.href(event.url) },
        {
          label: t('events.empty.next.from', { date: text.day(event.start) }),
          href: text.href(eventsPageHref({ ...undated, from: day })),
        },
      ],
    }
  }
  const { city } = way
  /* "sold_out=false" comes with "on sale now": the type, search and sale filters narrow */
  const narrowed = Boolean(filters.type || filters.q || filters.ticket_status)
  return {
    sentence: t(narrowed ? 'events.empty.nearest' : 'events.empty.nearest.any', {
      city: cityName ?? filters.city ?? '',
      other: city.name,
      km: city.km,
    }),
    links: [
      {
        label: t('events.empty.nearest.link', { count: city.total, other: city.name }),
        href: text.href(eventsPageHref({ ...undated, city: city.slug })),
      },
    ],
  }
}

/** "Filters: Berlin, Halloween, on sale now" (the filters set besides dates), else "Filters". */
export function filtersSummary(
  filters: EventsPageFilters,
  cityName: string | null,
  { t, eventType } = siteText()
): string {
  const set = [
    cityName ?? filters.city,
    filters.type ? eventType(filters.type) : undefined,
    filters.ticket_status === 'on_sale' ? t('events.filters.on_sale') : undefined,
    filters.q ? `“${filters.q}”` : undefined,
  ].filter((value): value is string => Boolean(value))
  return set.length
    ? t('events.filters.active', { list: set.join(', ') })
    : t('events.filters.summary')
}
