import type { VineObject } from '@vinejs/vine'
import type { z } from 'zod'
import { ApiIndexSchema } from '#schemas/api_index'
import { CityGuideSchema, CityListSchema } from '#schemas/city'
import { EventListSchema, EventSchema } from '#schemas/event'
import { PartnerListSchema } from '#schemas/partner'
import { PricingSchema } from '#schemas/pricing'
import { ChangeFeedSchema } from '#schemas/changes'
import { ICalendarSchema } from '#schemas/calendar'
import {
  changeFeedSchema,
  citySearchSchema,
  eventListSchema,
  partnerListSchema,
  pricingSchema,
} from '#validators/catalog'

/*
| The one list of REST read operations. The router registers a route per
| entry (start/routes/api.ts), the API index lists them and the OpenAPI
| document describes them: they cannot drift apart.
*/

interface PathParameter {
  name: string
  description: string
  example: string
  /** what the router lets through to this operation, when another path could also match */
  pattern?: string
}

/**
 * An event id in getEvent's path: anything but a name ending in `.ics`,
 * which the router gives to getEventCalendar (event ids are lower-case words
 * and digits joined by hyphens, so no id ends so).
 */
const EVENT_ID_NOT_ICS = '^(?![\\s\\S]*\\.ics$)[^/]+$'
const EVENT_ID_IN_ICS = '^[^/.]+$'

export interface RestOperation {
  operationId: string
  /** OpenAPI path template, e.g. /api/v1/cities/{slug} */
  path: string
  tag: string
  summary: string
  description: string
  query?: VineObject<any, any, any, any>
  pathParameter?: PathParameter
  /** The 200 body, a zod schema registered with an id */
  response: z.ZodType
  /** Media type of the 200 body when it is not JSON */
  mediaType?: 'text/calendar'
  /** Answers 404 not_found when the item does not exist */
  lookup?: boolean
  /** Answers 410 resync_required when its token is older than the change log keeps */
  tokenExpires?: boolean
}

export const REST_OPERATIONS = [
  {
    operationId: 'getApiIndex',
    path: '/api/v1',
    tag: 'Index',
    summary: 'Index of the API: every endpoint, the MCP and A2A URLs, the discovery files',
    description: 'Built from the same list of operations as the router and this document.',
    response: ApiIndexSchema,
  },
  {
    operationId: 'searchCities',
    path: '/api/v1/cities',
    tag: 'Cities',
    summary: 'Find cities by name or country, with links to each guide and festival page',
    description:
      'Sorted by name, then id. `q` matches part of the city or country name, ignoring case and accents ("munchen" finds München). Keyset pagination: pass `next_cursor` as `cursor`; it is null on the last page.',
    query: citySearchSchema,
    response: CityListSchema,
  },
  {
    operationId: 'getCityGuide',
    path: '/api/v1/cities/{slug}',
    tag: 'Cities',
    summary: "One city's guide: costs, neighbourhoods, universities, housing tips, places, events",
    description:
      'The path takes a slug or a city name in any case, with or without accents (URL-encoded). `upcoming_events` lists the events that have not ended, soonest first.',
    pathParameter: {
      name: 'slug',
      description: 'City slug (from searchCities) or the city name, any case',
      example: 'berlin',
    },
    response: CityGuideSchema,
    lookup: true,
  },
  {
    operationId: 'listEvents',
    path: '/api/v1/events',
    tag: 'Events',
    summary: 'Events with ticket prices per round, early access, ticket status and buy link',
    description:
      "Sorted by start, then id (`sort=-start`: latest first). By default only events that have not ended (`upcoming=true`); `upcoming=false` includes past events. `from`/`to` keep the events that overlap the range (a date is a whole day in each event's own time zone; a date-time with offset is one instant; `to` is exclusive). `updated_since` keeps the events changed at or after that instant. Keyset pagination: pass `next_cursor` as `cursor`; it is null on the last page. A cursor is bound to the filters and the sort order.",
    query: eventListSchema,
    response: EventListSchema,
  },
  {
    operationId: 'getEventsCalendar',
    path: '/api/v1/events.ics',
    tag: 'Events',
    summary: 'The events of listEvents as an iCalendar feed (RFC 5545), to subscribe to',
    description:
      'Takes the same parameters as listEvents and holds the same events (one page; a `Link: <...>; rel="next"` header points at the next one). Each VEVENT has a stable UID (`<event id>@<host>`), a SEQUENCE that grows whenever the event, its ticket rounds or its city change, DTSTART/DTEND in the event\'s time zone with a VTIMEZONE (UTC when the event has none; DTEND is start + 6 hours when the event has no end), LOCATION, URL and a DESCRIPTION with the ticket rounds and prices. Subscribe with `webcal://`.',
    query: eventListSchema,
    response: ICalendarSchema,
    mediaType: 'text/calendar',
  },
  {
    operationId: 'getEventCalendar',
    path: '/api/v1/events/{id}.ics',
    tag: 'Events',
    summary: 'One event as an iCalendar file (RFC 5545), to add to a calendar',
    description:
      "The same VEVENT as in getEventsCalendar. `{id}.ics` shares its segment with getEvent's `{id}`: the server gives a last segment ending in `.ics` to this operation (the `pattern` of each `id` says so), but a path matcher that compares segments only (Prism, some gateways) may take getEvent; getEventCalendarFile is the same file at a path no other operation can match.",
    pathParameter: {
      name: 'id',
      description: 'Event id, from listEvents (the path without `.ics`)',
      example: 'berlin-halloween-2026',
      pattern: EVENT_ID_IN_ICS,
    },
    response: ICalendarSchema,
    mediaType: 'text/calendar',
    lookup: true,
  },
  {
    operationId: 'getEventCalendarFile',
    path: '/api/v1/events/{id}/calendar.ics',
    tag: 'Events',
    summary: 'One event as an iCalendar file (RFC 5545): getEventCalendar at its own path',
    description:
      'The same answer as getEventCalendar (`/api/v1/events/{id}.ics`, which stays), at a path whose template is a whole segment followed by a fixed one, so that no path matcher can confuse it with getEvent.',
    pathParameter: {
      name: 'id',
      description: 'Event id, from listEvents',
      example: 'berlin-halloween-2026',
      pattern: EVENT_ID_IN_ICS,
    },
    response: ICalendarSchema,
    mediaType: 'text/calendar',
    lookup: true,
  },
  {
    operationId: 'getEvent',
    path: '/api/v1/events/{id}',
    tag: 'Events',
    summary: 'One event in full',
    description: 'Past events stay readable by id, with `status: past` and tickets `ended`.',
    pathParameter: {
      name: 'id',
      description:
        'Event id, from listEvents (a last segment ending in `.ics` is getEventCalendar)',
      example: 'berlin-halloween-2026',
      pattern: EVENT_ID_NOT_ICS,
    },
    response: EventSchema,
    lookup: true,
  },
  {
    operationId: 'listPartnerDeals',
    path: '/api/v1/partners',
    tag: 'Partners',
    summary: 'Partner deals: student discount codes and links',
    description:
      'The curated list is short, so it is not paginated: every matching deal comes in one response, in the curated order. `page` is the human-readable deals page with the same filters.',
    query: partnerListSchema,
    response: PartnerListSchema,
  },
  {
    operationId: 'getPricing',
    path: '/api/v1/pricing',
    tag: 'Pricing',
    summary:
      'What is free, ticket prices per city and round, packages, partner deals, refund and fee policy',
    description:
      'Ticket prices cover events that have not ended. `city` (slug or name) narrows the ticket prices to that city; an unknown city gives an empty `tickets` list and `city: null`.',
    query: pricingSchema,
    response: PricingSchema,
  },
  {
    operationId: 'listChanges',
    path: '/api/v1/changes',
    tag: 'Sync',
    summary: 'What changed since a token: events, cities and partners created, updated or deleted',
    description:
      'Without `since`: no changes, just the current token (`next_since`). With it: the changes committed after that token, oldest first, in commit order, at most `limit`; `has_more` says to ask again at once with `next_since`. Changes made any way (admin panel, imports, SQL) are recorded by the database itself in the same transaction. A token stays valid while the log keeps its changes (30 days by default); an older one answers 410 `resync_required`: read the full lists again and start from a fresh token. The feed follows what the public sees: drafts and scheduled events and partners are not in it; a record becoming public (published, or its scheduled `publish_at` reached, with no write at that moment) is `created`, one leaving the public (its `unpublish_at` reached, set back to draft or rescheduled) is `deleted`, so applying the feed keeps a copy equal to the public lists.',
    query: changeFeedSchema,
    response: ChangeFeedSchema,
    tokenExpires: true,
  },
] as const satisfies readonly RestOperation[]

export type RestOperationId = (typeof REST_OPERATIONS)[number]['operationId']

/** The router's pattern for an OpenAPI path template ({slug} → :slug). */
export function routePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1')
}

/** Names of an operation's query parameters, in declaration order. */
export function queryParameterNames(operation: RestOperation): string[] {
  return operation.query ? Object.keys(operation.query.getProperties()) : []
}
