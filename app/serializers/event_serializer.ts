import { DateTime } from 'luxon'
import type Event from '#models/event'
import type { EventShape } from '#schemas/event'
import { absoluteUrl } from '#lib/urls'
import { earlyAccessOpen, eventStatus, ticketStatus } from '#services/event_state'

/** The event's own zone, else its city's, else UTC: offsets in output follow it. */
function zoneOf(event: Event): string {
  return event.timezone ?? event.city?.timezone ?? 'UTC'
}

export function formatDateTime(value: DateTime, zone: string): string
export function formatDateTime(value: DateTime | null, zone: string): string | null
export function formatDateTime(value: DateTime | null, zone: string): string | null {
  if (!value) return null
  /* whole seconds, as documented: stored times may carry milliseconds */
  return value
    .setZone(zone)
    .startOf('second')
    .toISO({ suppressMilliseconds: true, includeOffset: true })
}

function serializeEarlyAccess(event: Event, zone: string, now: DateTime) {
  if (!event.earlyAccessDescription) return null
  return {
    description: event.earlyAccessDescription,
    starts_at: formatDateTime(event.earlyAccessStartsAt, zone),
    ends_at: formatDateTime(event.earlyAccessEndsAt, zone),
    url: absoluteUrl(event.earlyAccessUrl),
    open: earlyAccessOpen(event, now),
  }
}

/**
 * The contract's Event. Needs `city` and `ticketOptions` preloaded
 * (EventQuery does both). Derived states use `now`.
 */
export function serializeEvent(event: Event, now: DateTime = DateTime.now()): EventShape {
  const zone = zoneOf(event)
  return {
    id: event.id,
    type: event.type,
    name: event.name,
    city: event.city?.name ?? event.cityName,
    city_slug: event.city?.slug ?? null,
    start: formatDateTime(event.startAt, zone),
    end: formatDateTime(event.endAt, zone),
    timezone: event.timezone ?? event.city?.timezone ?? null,
    venue: event.venueName ? { name: event.venueName, address: event.venueAddress } : null,
    age_min: event.ageMin,
    url: absoluteUrl(event.url),
    status: eventStatus(event, now),
    tickets: {
      status: ticketStatus(event, now),
      options: event.ticketOptions.map((option) => ({
        name: option.name,
        price: Number(option.price),
        currency: option.currency,
      })),
      early_access: serializeEarlyAccess(event, zone, now),
      buy_url: absoluteUrl(event.buyUrl),
      note: event.ticketNote,
      sales_open_at: formatDateTime(event.salesOpenAt, zone),
    },
    waitlist_open: event.waitlistOpen,
    whatsapp_group: event.whatsappGroup,
    entry_rule: event.entryRule,
  }
}
