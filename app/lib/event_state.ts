import { type DateTime } from 'luxon'
import type { EventStatus, TicketStatus } from '#schemas/enums'
import { clockNow, sqlNow } from '#lib/clock'

/**
 * States derived from the clock at read time, so they are never stale:
 * - an event is `past` once it has ended: its end, or its start plus
 *   DEFAULT_EVENT_HOURS when it has no end;
 * - tickets of a past event are `ended`; `opens_soon` becomes `on_sale`
 *   once `sales_open_at` has passed; other statuses are as staff set them.
 * Times may be Luxon DateTimes (models), JS Dates (query rows) or epoch ms.
 */
export const DEFAULT_EVENT_HOURS = 6
const DEFAULT_EVENT_MS = DEFAULT_EVENT_HOURS * 3_600_000

type Instant = DateTime | Date | number
type Nullable = Instant | null | undefined

interface EventTimes {
  startAt: Instant
  endAt: Nullable
}
interface TicketTimes extends EventTimes {
  ticketStatus: TicketStatus
  salesOpenAt: Nullable
}
interface EarlyAccessTimes {
  earlyAccessStartsAt: Nullable
  earlyAccessEndsAt: Nullable
}

const ms = (instant: Instant) => Number(instant)

function effectiveEndMs(event: EventTimes): number {
  return event.endAt ? ms(event.endAt) : ms(event.startAt) + DEFAULT_EVENT_MS
}

export function effectiveEnd(event: { startAt: DateTime; endAt: DateTime | null }): DateTime {
  return event.endAt ?? event.startAt.plus({ hours: DEFAULT_EVENT_HOURS })
}

export function eventStatus(event: EventTimes, now: Instant = clockNow()): EventStatus {
  return effectiveEndMs(event) <= ms(now) ? 'past' : 'upcoming'
}

export function ticketStatus(event: TicketTimes, now: Instant = clockNow()): TicketStatus {
  if (eventStatus(event, now) === 'past') return 'ended'
  if (
    event.ticketStatus === 'opens_soon' &&
    event.salesOpenAt &&
    ms(event.salesOpenAt) <= ms(now)
  ) {
    return 'on_sale'
  }
  return event.ticketStatus
}

/** Whether the early-access window is open now (a missing bound is open-ended). */
export function earlyAccessOpen(event: EarlyAccessTimes, now: Instant = clockNow()): boolean {
  const started = !event.earlyAccessStartsAt || ms(event.earlyAccessStartsAt) <= ms(now)
  const notEnded = !event.earlyAccessEndsAt || ms(now) < ms(event.earlyAccessEndsAt)
  return started && notEnded
}

/**
 * The first instant after `now` at which any state above reads differently
 * for this event (null: none will): its end, the sales opening of an
 * `opens_soon` round, the opening and closing of early access.
 */
export function nextStateChange(
  event: TicketTimes & EarlyAccessTimes,
  now: number = clockNow()
): number | null {
  const candidates = [
    effectiveEndMs(event),
    event.ticketStatus === 'opens_soon' ? event.salesOpenAt : null,
    event.earlyAccessStartsAt,
    event.earlyAccessEndsAt,
  ]
  return earliestAfter(candidates, now)
}

/** The earliest of `instants` strictly after `now`, or null. */
export function earliestAfter(instants: Nullable[], now: number): number | null {
  let earliest: number | null = null
  for (const instant of instants) {
    if (instant === null || instant === undefined) continue
    const value = ms(instant)
    if (value > now && (earliest === null || value < earliest)) earliest = value
  }
  return earliest
}

/**
 * An event is sold out when it has rounds and every one of them is sold out
 * (an event without rounds is not: nothing was for sale yet).
 */
export function everyRoundSoldOut(rounds: readonly { sold_out: boolean }[]): boolean {
  return rounds.length > 0 && rounds.every((round) => round.sold_out)
}

/** SQL twin of everyRoundSoldOut() for one `events` row (bool_and of no rows is null). */
export const EVENT_SOLD_OUT_SQL = `coalesce((SELECT bool_and(t.sold_out) FROM ticket_options t WHERE t.event_id = events.id), false)`

/** SQL for effectiveEnd() and "has not ended", kept next to their TypeScript twins above. */
export const EFFECTIVE_END_SQL = `coalesce(events.end_at, events.start_at + interval '${DEFAULT_EVENT_HOURS} hours')`
/* The same test as `EFFECTIVE_END_SQL > now()`, written so the end_at and start_at indexes apply; functions: "now" is read at each query (#lib/clock) */
export const notEndedSql = (now = sqlNow()) =>
  `(events.end_at > ${now} OR (events.end_at IS NULL AND events.start_at > ${now} - interval '${DEFAULT_EVENT_HOURS} hours'))`

/** SQL for ticketStatus() at the service clock's now (#lib/clock), its TypeScript twin above. */
export const ticketStatusSql = (now = sqlNow()) => `(CASE
  WHEN NOT ${notEndedSql(now)} THEN 'ended'
  WHEN events.ticket_status = 'opens_soon' AND events.sales_open_at <= ${now} THEN 'on_sale'
  ELSE events.ticket_status END)`

/** SQL for "the event has early access and earlyAccessOpen()", as `tickets.early_access.open` reads. */
export const earlyAccessOpenSql = (now = sqlNow()) => `(events.early_access_description IS NOT NULL
  AND (events.early_access_starts_at IS NULL OR events.early_access_starts_at <= ${now})
  AND (events.early_access_ends_at IS NULL OR ${now} < events.early_access_ends_at))`
