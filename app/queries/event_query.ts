import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import Event from '#models/event'
import TicketOption from '#models/ticket_option'
import type { EventType } from '#schemas/enums'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { decodeCursor, encodeCursor, isEventPosition } from '#lib/cursor'
import type { CursorFilters } from '#lib/cursor'
import { keysetPage } from '#queries/keyset_page'
import { EFFECTIVE_END_SQL, NOT_ENDED_SQL } from '#services/event_state'
import type { Page } from '#queries/keyset_page'
import type { ListEventsParams } from '#validators/catalog'

type EventQueryBuilder = ModelQueryBuilderContract<typeof Event>

/**
 * Internal filter (not a public parameter): events that overlap [from, to),
 * i.e. start before `to` and end after `from`. The A2A agent uses it for
 * "this weekend", "next month" and the like.
 */
export interface EventDateRange {
  between?: { from: DateTime; to: DateTime }
}

/** Full-precision start for cursors (timestamptz has microseconds; JS dates do not). */
const CURSOR_START_SQL = "to_json(events.start_at) #>> '{}'"

/** Events: filters, start-then-id order with keyset pages, relations preloaded. */
export class EventQuery {
  static readonly DEFAULT_LIMIT = 200

  /**
   * Matches a city by slug or name, and events whose own city name matches.
   * `= ANY(ARRAY(subquery))` runs the city lookup once, so both sides of the OR
   * use their index (an `IN (subquery)` inside an OR scans every event).
   */
  static whereCity(query: EventQueryBuilder, city: string) {
    return query.where((match) => {
      match
        .whereRaw(
          'events.city_id = ANY(ARRAY(SELECT id FROM cities WHERE slug = ? OR name_folded = search_fold(?)))',
          [city.toLowerCase(), city]
        )
        .orWhereRaw('events.city_name_folded = search_fold(?)', [city])
    })
  }

  static filtered(params: Pick<ListEventsParams, 'city' | 'type' | 'upcoming'> & EventDateRange) {
    const query = Event.query()
    if (params.city) EventQuery.whereCity(query, params.city)
    if (params.type && params.type !== 'all') query.where('events.type', params.type)
    if (params.upcoming ?? true) query.whereRaw(NOT_ENDED_SQL)
    if (params.between) {
      query
        .where('events.start_at', '<', params.between.to.toJSDate())
        .whereRaw(`${EFFECTIVE_END_SQL} > ?`, [params.between.from.toJSDate()])
    }
    return query
  }

  /** Runs an event query with each event's city and ticket rounds loaded (no N+1). */
  static async fetch(query: EventQueryBuilder): Promise<Event[]> {
    const events = await query.preload('city')
    await EventQuery.attachTicketOptions(events)
    return events
  }

  /**
   * The ticket rounds of many events in one query, grouped by event id.
   * (Lucid's hasMany preload matches every round against every event, which
   * dominated the time of a 200-event page.)
   */
  static async attachTicketOptions(events: Event[]) {
    if (events.length === 0) return
    const options = await TicketOption.query()
      .whereIn(
        'event_id',
        events.map((event) => event.id)
      )
      .orderBy('position')
      .orderBy('id')
    const byEvent = new Map<string, TicketOption[]>()
    for (const option of options) {
      const rounds = byEvent.get(option.eventId)
      if (rounds) rounds.push(option)
      else byEvent.set(option.eventId, [option])
    }
    for (const event of events) event.$setRelated('ticketOptions', byEvent.get(event.id) ?? [])
  }

  /** What an events cursor is bound to: the filters, defaults spelled out. */
  static cursorFilters(params: ListEventsParams & EventDateRange): CursorFilters {
    return {
      city: params.city,
      type: params.type ?? 'all',
      upcoming: params.upcoming ?? true,
      from: params.between?.from.toISO() ?? undefined,
      to: params.between?.to.toISO() ?? undefined,
    }
  }

  static async list(params: ListEventsParams & EventDateRange): Promise<Page<Event>> {
    const limit = params.limit ?? EventQuery.DEFAULT_LIMIT
    const filters = EventQuery.cursorFilters(params)
    const position = params.cursor
      ? decodeCursor('events', filters, params.cursor, isEventPosition)
      : null
    const total = await EventQuery.filtered(params).count('* as total').firstOrFail()
    const query = EventQuery.filtered(params)
      .select('events.*', db.raw(`${CURSOR_START_SQL} AS cursor_start`))
      .orderBy('events.start_at')
      .orderBy('events.id')
      .limit(limit + 1)
    if (position) query.whereRaw('(events.start_at, events.id) > (?::timestamptz, ?)', position)
    return keysetPage(await EventQuery.fetch(query), limit, Number(total.$extras.total), (event) =>
      encodeCursor('events', filters, [event.$extras.cursor_start, event.id])
    )
  }

  static async find(id: string): Promise<Event | null> {
    const [event] = await EventQuery.fetch(
      Event.query().where('events.id', id.trim().toLowerCase())
    )
    return event ?? null
  }

  /** Upcoming events of one city, soonest first. */
  static async upcomingInCity(cityId: number, limit = 50): Promise<Event[]> {
    return EventQuery.fetch(
      Event.query()
        .where('events.city_id', cityId)
        .whereRaw(NOT_ENDED_SQL)
        .orderBy('events.start_at')
        .orderBy('events.id')
        .limit(limit)
    )
  }

  /** The next event (not yet ended) in a city given by slug or name, of one type if given. */
  static async nextInCity(city: string, type?: EventType): Promise<Event | null> {
    const [event] = await EventQuery.fetch(
      EventQuery.filtered({ city, type, upcoming: true })
        .orderBy('events.start_at')
        .orderBy('events.id')
        .limit(1)
    )
    return event ?? null
  }
}
