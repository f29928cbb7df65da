/*
| The admin events list: upcoming events first (the soonest first), then
| past ones (the latest first); filters by period, date range, type, city,
| ticket status, waiting list and publication. Each search word must match
| ("berlin dec"): a month name also finds the events starting in that month
| (app/lib/month_names.ts), a year those starting in that year.
| Dates are the event's own local dates (its time zone); "this month" and
| "next month" are the months of today in the staff member's time zone.
*/
import { DateTime } from 'luxon'
import type Event from '#models/event'
import { ticketStatus } from '#lib/event_state'
import { EVENT_TYPES, TICKET_STATUSES } from '#schemas/enums'
import type { ListInput, RowQuery, WhereGroup } from '#admin/engine/admin_resource'
import { choicesOf, filterOn, sortBy } from '#admin/engine/list_parts'
import { monthInText } from '#lib/month_names'
import {
  EVENT_LIST_FILTERS,
  EVENT_PERIODS,
  WAITLIST_STATES,
  type EventPeriod,
} from '#admin/resources/event/validator'

const LOCAL_START = "(start_at at time zone coalesce(timezone, 'UTC'))"
const ENDS = 'coalesce(end_at, start_at)'

/** [first day, first day of the next month) of this or next month in the staff member's zone. */
function monthBounds(offset: number, zone: string) {
  const first = DateTime.now().setZone(zone).startOf('month').plus({ months: offset })
  return [first.toISODate()!, first.plus({ months: 1 }).toISODate()!]
}

function applyPeriod(query: RowQuery, period: EventPeriod, zone: string) {
  if (period === 'upcoming') query.whereRaw(`${ENDS} >= now()`)
  else if (period === 'past') query.whereRaw(`${ENDS} < now()`)
  else {
    const [from, to] = monthBounds(period === 'this_month' ? 0 : 1, zone)
    query.whereRaw(`${LOCAL_START} >= ?::timestamp and ${LOCAL_START} < ?::timestamp`, [from, to])
  }
}

/** A search word naming a month ("dec", "Dezember") or a year ("2027") also finds the events starting then. */
function orStartsInMonthOrYear(group: WhereGroup, word: string) {
  if (/^\d{4}$/.test(word)) {
    group.orWhereRaw(`extract(year from ${LOCAL_START}) = ?`, [Number(word)])
    return
  }
  const named = monthInText(word)
  if (!named) return
  const month = `extract(month from ${LOCAL_START}) = ?`
  if (named.year === undefined) group.orWhereRaw(month, [named.month])
  else
    group.orWhereRaw(`${month} and extract(year from ${LOCAL_START}) = ?`, [
      named.month,
      named.year,
    ])
}

/** Upcoming (not yet ended) first, soonest first; then past ones, latest first. */
function upcomingFirst(query: RowQuery) {
  query
    .orderByRaw(`(${ENDS} < now()) asc`)
    .orderByRaw(`case when ${ENDS} >= now() then start_at end asc`)
    .orderBy('start_at', 'desc')
}

/** An event's length; the longest and the shortest are the two ends of an index (migration 0231). */
const LENGTH = '(coalesce(e.end_at, e.start_at) - e.start_at)'

/**
 * The same order as two parts, each on the (start_at, id) index: the events
 * not yet ended (they started at most the longest event's length ago), then
 * the ended ones (they started before now minus the shortest length, ≤ 0).
 */
const UPCOMING_THEN_PAST = [
  (query: RowQuery) =>
    query
      .whereRaw(`${ENDS} >= now()`)
      .whereRaw(`start_at >= now() - (SELECT max${LENGTH} FROM events e)`)
      .orderBy('start_at', 'asc'),
  (query: RowQuery) =>
    query
      .whereRaw(`${ENDS} < now()`)
      .whereRaw(`start_at < now() - (SELECT min${LENGTH} FROM events e)`)
      .orderBy('start_at', 'desc'),
]

export const eventList: ListInput = {
  description:
    "Ticket status and waiting lists change in one click; everything else on the event's page.",
  placeholder: 'Name, id, city or month',
  columns: { name: 'Event', starts: 'Starts', tickets: 'Tickets', waitlist: 'Waiting list' },
  searchColumns: ['name', 'id', 'city_name'],
  searchAlso: orStartsInMonthOrYear,
  searchCity: 'city_id',
  /* id, name, city name, type and venue, folded (migration 0190) */
  searchFolded: 'admin_search_folded',
  filters: [
    {
      key: 'when',
      label: 'When',
      choices: () => choicesOf(EVENT_PERIODS),
      apply: (query, value, zone) => applyPeriod(query, value as EventPeriod, zone),
    },
    {
      key: 'from',
      label: 'From',
      apply: (query, value) => query.whereRaw(`${LOCAL_START}::date >= ?::date`, [value]),
    },
    {
      key: 'to',
      label: 'To',
      apply: (query, value) => query.whereRaw(`${LOCAL_START}::date <= ?::date`, [value]),
    },
    filterOn.values('type', 'Type', EVENT_TYPES),
    filterOn.city,
    filterOn.values('ticket_status', 'Ticket status', TICKET_STATUSES),
    {
      key: 'waitlist',
      label: 'Waiting list',
      choices: () => choicesOf(WAITLIST_STATES),
      apply: (query, value) => query.where('waitlist_open', value === 'open'),
    },
    filterOn.publication,
  ],
  filterRules: EVENT_LIST_FILTERS,
  legacyFilter: 'type',
  sorts: {
    name: sortBy.text('name'),
    starts: sortBy.columns('start_at'),
    tickets: sortBy.columns('ticket_status', 'start_at'),
    waitlist: sortBy.columns('waitlist_open', 'start_at'),
  },
  defaultOrder: upcomingFirst,
  defaultOrderParts: UPCOMING_THEN_PAST,
  defaultOrderLabel: 'Upcoming first, then past',
  withList: (query) =>
    query
      .withCount('ticketOptions' as never, (rounds: any) => rounds.clearOrder())
      .withCount('ticketOptions' as never, (rounds: any) =>
        rounds.clearOrder().where('sold_out', true).as('soldOutRounds')
      )
      .withCount('waitlistEntries' as never),
  /* what the public surfaces show now, derived from the clock (may differ from what staff set) */
  extras: (rows) => ({
    shownStatus: Object.fromEntries(
      (rows as Event[]).map((event) => [event.id, ticketStatus(event)])
    ),
    ticketStatuses: TICKET_STATUSES,
  }),
  cellsView: 'event::cells',
  bulk: true,
}
