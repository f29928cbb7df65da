import type { HttpContext } from '@adonisjs/core/http'
import { listEventPage } from '#services/catalog/event_service'
import { countEventsByMonth, findWayForward } from '#services/catalog/events_overview_service'
import { searchCities } from '#services/catalog/city_service'
import { resolveCatalogCity } from '#services/catalog/place_names'
import { listEventsValidator } from '#validators/catalog'
import { EVENT_TYPES } from '#schemas/enums'
import { renderPage } from '#http/site/pages'
import { ignoredParameters } from '#http/policies/ignored_parameters'
import { usableFilters } from '#http/site/filters'
import { eventsPageMeta } from '#presenters/page_meta'
import { calendarFeedLinks } from '#services/calendar/calendar_links'
import { siteTextOf } from '#http/site/language'
import {
  EVENTS_PAGE_FILTERS,
  EVENTS_PER_PAGE,
  DEFAULT_ZONE,
  MONTHS_OFFERED,
  eventsPageHref,
  eventsPageTitle,
  filtersSummary,
  firstMonthOf,
  monthChoices,
  quickChoices,
  wayForwardView,
  withAvailability,
  type EventsPageFilters,
} from '#presenters/events_page'

/** The filters as the page's links carry them: each a string, unset ones left out. */
function filterStrings(filters: Record<string, unknown>): EventsPageFilters {
  const strings: EventsPageFilters = {}
  for (const name of EVENTS_PAGE_FILTERS) {
    const value = filters[name]
    if (value instanceof Date) strings[name] = value.toISOString()
    else if (value !== undefined && value !== null && value !== 'all') strings[name] = String(value)
  }
  return strings
}

/** The filters exactly as the visitor typed them (dates stay dates), for links and the form. */
function typedFilters(query: Record<string, unknown>, usable: EventsPageFilters) {
  const typed: EventsPageFilters = {}
  for (const name of Object.keys(usable) as (keyof EventsPageFilters)[]) {
    typed[name] = String(query[name]).trim()
  }
  return typed
}

/**
 * /events: every upcoming event, filtered by listEvents' own parameters
 * (city, type, from, to, ticket_status, sold_out, q), a page at a time (the API's
 * cursor). A filter the core refuses is left out and the page says so.
 */
export default class EventsPageController {
  async index(ctx: HttpContext) {
    const query = withAvailability(ctx.request.qs())
    const { filters, ignored } = await usableFilters(
      listEventsValidator,
      query,
      EVENTS_PAGE_FILTERS
    )
    const shown = typedFilters(query, filterStrings(filters as Record<string, unknown>))
    const cursor = typeof query.cursor === 'string' && query.cursor ? query.cursor : undefined
    let page = await listEventPage({ ...filters, limit: EVENTS_PER_PAGE, cursor })
    const badCursor = !page.ok
    if (!page.ok) page = await listEventPage({ ...filters, limit: EVENTS_PER_PAGE })
    if (!page.ok) throw new Error(page.failure.message)
    const { cities } = await searchCities({ limit: 100 })
    /* the city as the list read it: any of its names ("Wien") titles the page "Vienna" */
    const city = shown.city ? await resolveCatalogCity(shown.city) : null
    const cityName = city?.name ?? shown.city ?? null
    const text = siteTextOf(ctx)
    const title = eventsPageTitle(shown, cityName, text)
    const zone = city?.timezone ?? DEFAULT_ZONE
    const [counts, way] = await Promise.all([
      countEventsByMonth(filters, firstMonthOf(zone), MONTHS_OFFERED),
      page.value.total === 0 ? findWayForward(filters) : null,
    ])
    return renderPage(ctx, 'events', {
      title,
      list: page.value,
      filters: shown,
      cities,
      citySlug: city?.slug ?? null,
      unknownCity: page.value.unmatched?.includes('city') ? shown.city : null,
      types: EVENT_TYPES,
      quick: quickChoices(shown, zone, undefined, text),
      months: monthChoices(shown, counts, text),
      filtersSummary: filtersSummary(shown, city?.name ?? null, text),
      wayForward: wayForwardView(way, shown, cityName, text),
      filtered: Object.keys(shown).length > 0,
      invalid: ignored.length > 0 || badCursor || ignoredParameters(ctx).length > 0,
      firstPage: cursor && !badCursor ? text.href(eventsPageHref(shown)) : null,
      nextPage: page.value.next_cursor
        ? text.href(eventsPageHref(shown, { cursor: page.value.next_cursor }))
        : null,
      feed: calendarFeedLinks(shown, title),
      meta: eventsPageMeta(
        title,
        eventsPageHref(shown, cursor && !badCursor ? { cursor } : {}),
        page.value.events,
        text
      ),
    })
  }
}
