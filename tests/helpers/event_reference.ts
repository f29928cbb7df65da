/*
| References the event-list tests compute themselves from the full list:
| which events overlap a range, and the order of a sort.
*/
import { DateTime } from 'luxon'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import type { EventShape } from '#schemas/event'
import { clearRateLimits } from '#services/rate_limit_service'

const DEFAULT_EVENT_HOURS = 6

/** Every event of a listEvents query, following the cursors to the end. */
export async function everyEvent(
  client: ApiClient,
  query: Record<string, string | number>,
  limit = 200
): Promise<EventShape[]> {
  const events: EventShape[] = []
  /* a walk with small pages is many requests: each walk gets a fresh rate-limit window */
  await clearRateLimits()
  let cursor: string | null = null
  do {
    const response: ApiResponse = await client.get('/api/v1/events').qs({
      ...query,
      limit,
      ...(cursor ? { cursor } : {}),
    })
    if (response.status() !== 200) {
      throw new Error(`${JSON.stringify(query)}: ${response.status()} ${response.text()}`)
    }
    events.push(...response.body().events)
    cursor = response.body().next_cursor
  } while (cursor)
  return events
}

/** A `from`/`to` value as the instant it means for one event. */
function boundFor(value: string, zone: string, side: 'from' | 'to'): DateTime {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const midnight = DateTime.fromISO(value, { zone })
    return side === 'to' ? midnight.plus({ days: 1 }) : midnight
  }
  return DateTime.fromISO(value, { setZone: true })
}

/** Whether an event overlaps [from, to), dates read in the event's own zone. */
export function overlaps(event: EventShape, from?: string, to?: string): boolean {
  const zone = event.timezone ?? 'UTC'
  const start = DateTime.fromISO(event.start)
  const end = event.end ? DateTime.fromISO(event.end) : start.plus({ hours: DEFAULT_EVENT_HOURS })
  if (to && !(start < boundFor(to, zone, 'to'))) return false
  if (from) {
    const lower = boundFor(from, zone, 'from')
    if (!(end > lower || start >= lower)) return false
  }
  return true
}

/** Start then id, ascending; `-start` the exact reverse. */
export function sortedIds(events: EventShape[], sort: 'start' | '-start'): string[] {
  const ordered = [...events].sort((a, b) => {
    const byStart = DateTime.fromISO(a.start).toMillis() - DateTime.fromISO(b.start).toMillis()
    return byStart !== 0 ? byStart : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
  })
  const ids = ordered.map((event) => event.id)
  return sort === 'start' ? ids : ids.reverse()
}
