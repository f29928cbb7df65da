import { DateTime } from 'luxon'
import type Event from '#models/event'
import type { EventStatus, TicketStatus } from '#schemas/enums'

/**
 * States derived from the clock at read time, so they are never stale:
 * - an event is `past` once it has ended: its end, or its start plus
 *   DEFAULT_EVENT_HOURS when it has no end;
 * - tickets of a past event are `ended`; `opens_soon` becomes `on_sale`
 *   once `sales_open_at` has passed; other statuses are as staff set them.
 */
export const DEFAULT_EVENT_HOURS = 6

type EventTimes = Pick<Event, 'startAt' | 'endAt'>

export function effectiveEnd(event: EventTimes): DateTime {
  return event.endAt ?? event.startAt.plus({ hours: DEFAULT_EVENT_HOURS })
}

export function eventStatus(event: EventTimes, now: DateTime = DateTime.now()): EventStatus {
  return effectiveEnd(event) <= now ? 'past' : 'upcoming'
}

export function ticketStatus(
  event: EventTimes & Pick<Event, 'ticketStatus' | 'salesOpenAt'>,
  now: DateTime = DateTime.now()
): TicketStatus {
  if (eventStatus(event, now) === 'past') return 'ended'
  if (event.ticketStatus === 'opens_soon' && event.salesOpenAt && event.salesOpenAt <= now) {
    return 'on_sale'
  }
  return event.ticketStatus
}

/** Whether the early-access window is open now (a missing bound is open-ended). */
export function earlyAccessOpen(
  event: Pick<Event, 'earlyAccessStartsAt' | 'earlyAccessEndsAt'>,
  now: DateTime = DateTime.now()
): boolean {
  const started = !event.earlyAccessStartsAt || event.earlyAccessStartsAt <= now
  const notEnded = !event.earlyAccessEndsAt || now < event.earlyAccessEndsAt
  return started && notEnded
}

/** SQL for effectiveEnd() and "has not ended", kept next to their TypeScript twins above. */
export const EFFECTIVE_END_SQL = `coalesce(events.end_at, events.start_at + interval '${DEFAULT_EVENT_HOURS} hours')`
/* The same test as `EFFECTIVE_END_SQL > now()`, written so the end_at and start_at indexes apply */
export const NOT_ENDED_SQL = `(events.end_at > now() OR (events.end_at IS NULL AND events.start_at > now() - interval '${DEFAULT_EVENT_HOURS} hours'))`
