import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { EventType } from '#schemas/enums'
import type { EventRow } from '#models/read_rows'
import { decodeCursor, encodeCursor, isEventPosition } from '#queries/cursor'
import type { CursorFilters } from '#queries/cursor'
import { keysetPage } from '#queries/keyset_page'
import { whereOverlaps } from '#queries/event_range'
import {
  earlyAccessOpenSql,
  EFFECTIVE_END_SQL,
  EVENT_SOLD_OUT_SQL,
  notEndedSql,
  ticketStatusSql,
} from '#lib/event_state'
import { publishedNowSql } from '#lib/publication'
import type { Page } from '#queries/keyset_page'
import { ok, type Result } from '#lib/result'
import type { InvalidParameter } from '#exceptions/catalog_failures'
import {
  EVENT_LIST_DEFAULTS,
  EVENT_LIST_FILTERS,
  type EventSort,
  type ListEventsParams,
} from '#validators/catalog'

export type EventFilters = Pick<
  ListEventsParams,
  | 'city'
  | 'country'
  | 'type'
  | 'upcoming'
  | 'from'
  | 'to'
  | 'updated_since'
  | 'sold_out'
  | 'ticket_status'
  | 'early_access_open'
  | 'waitlist_open'
  | 'q'
>

/**
 * Where events are, as the place-name resolver read a `city` or `country`
 * parameter (app/services/catalog/place_names.ts): catalog cities by id, and
 * city names of events outside the catalog's cities. Empty: no event.
 */
export interface EventPlaceFilter {
  cityIds: number[]
  cityNames: string[]
}

/**
 * One word of `q`: found in the event's name, venue or city name (the LIKE
 * pattern), or naming a catalog city by another of its names (`cityIds`).
 */
export interface EventSearchWord {
  pattern: string
  cityIds: number[]
}

/** The list's size and, for clock-driven expiry, the earliest end of an event not ended yet. */
export interface EventPage extends Page<EventRow> {
  firstEnd: Date | null
}

/*
| Plain rows, no model hydration: the city joined, the ticket rounds
| aggregated in the same statement (one query for a whole page).
*/
const COLUMNS = [
  'events.id',
  'events.type',
  'events.name',
  'events.city_name AS cityName',
  'cities.name AS cityCurrentName',
  'cities.slug AS citySlug',
  'cities.timezone AS cityTimezone',
  'events.start_at AS startAt',
  'events.end_at AS endAt',
  'events.timezone',
  'events.venue_name AS venueName',
  'events.venue_address AS venueAddress',
  'events.age_min AS ageMin',
  'events.url',
  'events.waitlist_open AS waitlistOpen',
  'events.whatsapp_group AS whatsappGroup',
  'events.entry_rule AS entryRule',
  'events.description',
  'events.ticket_status AS ticketStatus',
  'events.buy_url AS buyUrl',
  'events.ticket_note AS ticketNote',
  'events.sales_open_at AS salesOpenAt',
  'events.early_access_description AS earlyAccessDescription',
  'events.early_access_starts_at AS earlyAccessStartsAt',
  'events.early_access_ends_at AS earlyAccessEndsAt',
  'events.early_access_url AS earlyAccessUrl',
  'events.image_hash AS imageHash',
  'media.alt AS imageAlt',
  'media.credit AS imageCredit',
  'media.focal_x AS imageFocalX',
  'media.focal_y AS imageFocalY',
  'events.updated_at AS updatedAt',
  'events.version',
]

const TICKET_OPTIONS_SQL = `coalesce((
  SELECT json_agg(json_build_object('name', t.name, 'price', t.price, 'currency', t.currency,
                                   'sold_out', t.sold_out)
                  ORDER BY t.position, t.id)
  FROM ticket_options t WHERE t.event_id = events.id), '[]'::json) AS "ticketOptions"`

/** Full-precision start for cursors (timestamptz has microseconds; JS dates do not). */
const CURSOR_START_SQL = `to_json(events.start_at) #>> '{}' AS "cursorStart"`

export class EventQuery {
  static readonly DEFAULT_LIMIT = 200

  /** Every public read starts here: the events that are published now. */
  static published() {
    return db.from('events').whereRaw(publishedNowSql('events'))
  }

  /** Events in one of these catalog cities or, outside the catalog's cities, these places. */
  static wherePlace(query: DatabaseQueryBuilderContract, place: EventPlaceFilter) {
    return query.where((match) => {
      match
        .whereRaw('events.city_id = ANY(?::int[])', [place.cityIds])
        .orWhereRaw('(events.city_id IS NULL AND events.city_name = ANY(?::text[]))', [
          place.cityNames,
        ])
    })
  }

  /** Events matching every word of `q` (app/services/catalog/place_names.ts reads the words). */
  static whereWords(query: DatabaseQueryBuilderContract, words: readonly EventSearchWord[]) {
    for (const word of words) {
      query.where((match) => {
        match
          .whereRaw('event_search_text(events) LIKE search_fold(?)', [word.pattern])
          .orWhereRaw('events.city_id = ANY(?::int[])', [word.cityIds])
      })
    }
    return query
  }

  /**
   * `places`: the `city`/`country` parameters as the place-name resolver read
   * them; `words`: `q` as it read it.
   */
  static filtered(
    params: EventFilters,
    places: readonly EventPlaceFilter[] = [],
    words: readonly EventSearchWord[] = []
  ) {
    const query = EventQuery.published()
    for (const place of places) EventQuery.wherePlace(query, place)
    EventQuery.whereWords(query, words)
    if (params.ticket_status) {
      query.whereRaw(`${ticketStatusSql()} = ANY(?::text[])`, [params.ticket_status])
    }
    if (params.early_access_open !== undefined) {
      query.whereRaw(
        params.early_access_open ? earlyAccessOpenSql() : `NOT ${earlyAccessOpenSql()}`
      )
    }
    if (params.waitlist_open !== undefined)
      query.where('events.waitlist_open', params.waitlist_open)
    if (params.type && params.type !== 'all') query.where('events.type', params.type)
    if (params.upcoming ?? true) query.whereRaw(notEndedSql())
    if (params.from || params.to) whereOverlaps(query, params.from, params.to)
    if (params.updated_since) query.where('events.updated_at', '>=', params.updated_since)
    if (params.sold_out !== undefined) {
      query.whereRaw(params.sold_out ? EVENT_SOLD_OUT_SQL : `NOT ${EVENT_SOLD_OUT_SQL}`)
    }
    return query
  }

  /** Events with their city and rounds, in start-then-id order (`-start`: latest first). */
  static async rows(
    query: DatabaseQueryBuilderContract,
    sort: EventSort = 'start'
  ): Promise<EventRow[]> {
    const direction = sort === '-start' ? 'desc' : 'asc'
    return (await query
      .leftJoin('cities', 'cities.id', 'events.city_id')
      .leftJoin('media', 'media.id', 'events.media_id')
      .select(...COLUMNS, db.raw(TICKET_OPTIONS_SQL))
      .orderBy('events.start_at', direction)
      .orderBy('events.id', direction)) as EventRow[]
  }

  /**
   * What an events cursor is bound to: every filter and the order listEvents
   * declares (EVENT_LIST_FILTERS), defaults spelled out, a list as its text.
   */
  static cursorFilters(params: EventFilters & { sort?: EventSort }): CursorFilters {
    const given = params as Record<string, unknown>
    const defaults: Record<string, unknown> = EVENT_LIST_DEFAULTS
    const filters: CursorFilters = {}
    for (const name of EVENT_LIST_FILTERS) {
      const value = given[name] ?? defaults[name]
      filters[name] = (Array.isArray(value) ? value.join(',') : value) as CursorFilters[string]
    }
    return filters
  }

  /** A page of events; a cursor of another list, other filters or another order is refused. */
  static async list(
    params: ListEventsParams,
    places: readonly EventPlaceFilter[] = [],
    words: readonly EventSearchWord[] = []
  ): Promise<Result<EventPage, InvalidParameter>> {
    const limit = params.limit ?? EventQuery.DEFAULT_LIMIT
    const sort = params.sort ?? 'start'
    /* a cursor is bound to the list, these filters and this order */
    const filters = EventQuery.cursorFilters(params)
    const query = EventQuery.filtered(params, places, words)
      .select(db.raw(CURSOR_START_SQL))
      .limit(limit + 1)
    if (params.cursor) {
      const position = decodeCursor('events', filters, params.cursor, isEventPosition)
      if (!position.ok) return position
      const after = sort === '-start' ? '<' : '>'
      query.whereRaw(`(events.start_at, events.id) ${after} (?::timestamptz, ?)`, position.value)
    }
    const [summary, rows] = await Promise.all([
      EventQuery.summary(params, places, words),
      EventQuery.rows(query, sort),
    ])
    const page = keysetPage(rows, limit, summary.total, (event) =>
      encodeCursor('events', filters, [event.cursorStart!, event.id])
    )
    for (const row of page.rows) delete row.cursorStart
    return ok({ ...page, firstEnd: summary.firstEnd })
  }

  static async summary(
    params: EventFilters,
    places: readonly EventPlaceFilter[] = [],
    words: readonly EventSearchWord[] = []
  ): Promise<{ total: number; firstEnd: Date | null }> {
    const [row] = await EventQuery.filtered(params, places, words).select(
      db.raw('count(*)::int AS total'),
      db.raw(`min(${EFFECTIVE_END_SQL}) FILTER (WHERE ${notEndedSql()}) AS "firstEnd"`)
    )
    return { total: row.total, firstEnd: row.firstEnd }
  }

  static async find(id: string): Promise<EventRow | null> {
    const [event] = await EventQuery.rows(
      EventQuery.published().where('events.id', id.trim().toLowerCase())
    )
    return event ?? null
  }

  /** A published event that has not ended (of `type`, when given). */
  static async findUpcoming(id: string, type?: EventType): Promise<EventRow | null> {
    const query = EventQuery.published().where('events.id', id).whereRaw(notEndedSql())
    if (type) query.where('events.type', type)
    const [event] = await EventQuery.rows(query)
    return event ?? null
  }

  /** Staff preview: the event whatever its publication. */
  static async findForPreview(id: string): Promise<EventRow | null> {
    const [event] = await EventQuery.rows(db.from('events').where('events.id', id))
    return event ?? null
  }

  /** Upcoming events of one city, soonest first. */
  static upcomingInCity(cityId: number, limit = 50): Promise<EventRow[]> {
    return EventQuery.rows(
      EventQuery.published().where('events.city_id', cityId).whereRaw(notEndedSql()).limit(limit)
    )
  }

  /** The next event (not yet ended) in a place, of one type if given. */
  static async nextIn(place: EventPlaceFilter, type?: EventType): Promise<EventRow | null> {
    const [event] = await EventQuery.rows(
      EventQuery.filtered({ type, upcoming: true }, [place]).limit(1)
    )
    return event ?? null
  }
}
