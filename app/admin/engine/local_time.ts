import { type DateTime } from 'luxon'
import { parseLocalDateTime } from '#admin/validators/rules'

/** A datetime-local form value, read in the event's time zone, as an instant. */
export function fromLocalInput(
  value: string | undefined | null,
  zone: string | null
): DateTime | null {
  if (!value) return null
  return parseLocalDateTime(value, zone)
}

/** An instant as the datetime-local value staff see, in the event's time zone. */
export function toLocalInput(
  value: DateTime | null | undefined,
  zone: string | null
): string | null {
  if (!value) return null
  return value.setZone(zone ?? 'UTC').toFormat("yyyy-MM-dd'T'HH:mm")
}
