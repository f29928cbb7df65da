import type { DateTime } from 'luxon'
import type { EventRow } from '#models/read_rows'
import { serializeImageDetails } from '#serializers/image_details'
import type { EventShape } from '#schemas/event'
import { absoluteUrl } from '#lib/urls'
import { clockNow } from '#lib/clock'
import { imageUrl } from '#lib/image_files'
import { formatUpdatedAt, isoInZone } from '#lib/zoned_time'
import { earlyAccessOpen, eventStatus, everyRoundSoldOut, ticketStatus } from '#lib/event_state'

/** ISO 8601 to the second with the offset of `zone` (null stays null). */
function formatDateTime(value: DateTime | Date, zone: string): string
function formatDateTime(value: DateTime | Date | null, zone: string): string | null
function formatDateTime(value: DateTime | Date | null, zone: string): string | null {
  return value ? isoInZone(Number(value), zone) : null
}

function serializeEarlyAccess(event: EventRow, zone: string, now: number) {
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
 * The contract's Event, from an EventQuery row. Offsets follow the event's
 * own zone, else its city's, else UTC. Derived states use `now`.
 */
export function serializeEvent(event: EventRow, now: number = clockNow()): EventShape {
  const zone = event.timezone ?? event.cityTimezone ?? 'UTC'
  const options = event.ticketOptions.map((option) => ({
    name: option.name,
    price: option.price === null ? null : Number(option.price),
    currency: option.currency,
    sold_out: option.sold_out,
  }))
  return {
    id: event.id,
    type: event.type,
    name: event.name,
    city: event.cityCurrentName ?? event.cityName,
    city_slug: event.citySlug,
    start: formatDateTime(event.startAt, zone),
    end: formatDateTime(event.endAt, zone),
    timezone: event.timezone ?? event.cityTimezone,
    venue: event.venueName ? { name: event.venueName, address: event.venueAddress } : null,
    age_min: event.ageMin,
    url: absoluteUrl(event.url),
    status: eventStatus(event, now),
    tickets: {
      status: ticketStatus(event, now),
      sold_out: everyRoundSoldOut(options),
      options,
      early_access: serializeEarlyAccess(event, zone, now),
      buy_url: absoluteUrl(event.buyUrl),
      note: event.ticketNote,
      sales_open_at: formatDateTime(event.salesOpenAt, zone),
    },
    waitlist_open: event.waitlistOpen,
    whatsapp_group: event.whatsappGroup,
    entry_rule: event.entryRule,
    description: event.description,
    image: imageUrl(event.imageHash),
    ...serializeImageDetails({
      hash: event.imageHash,
      alt: event.imageAlt,
      credit: event.imageCredit,
      focalX: event.imageFocalX,
      focalY: event.imageFocalY,
    }),
    updated_at: formatUpdatedAt(event.updatedAt),
  }
}
