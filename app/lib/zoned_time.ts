/*
| ISO 8601 in a time zone, with the zone's offset, to the second — what the
| API prints for every event time (e.g. 2027-10-31T21:00:00+01:00). One
| Intl formatter per zone, made once; `UTC`/`GMT` print `Z`, as Luxon does.
*/
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(zone: string) {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

const pad = (value: number) => String(value).padStart(2, '0')

function offsetText(minutes: number, zone: string) {
  if (minutes === 0 && ['utc', 'gmt'].includes(zone.toLowerCase())) return 'Z'
  const sign = minutes < 0 ? '-' : '+'
  const absolute = Math.abs(minutes)
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
}

export function isoInZone(instant: Date | number, zone: string): string {
  const ms = Math.floor(Number(instant) / 1000) * 1000
  const parts: Record<string, string> = {}
  for (const part of formatterFor(zone).formatToParts(ms)) parts[part.type] = part.value
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`
  const offset = Math.round((Date.parse(`${local}Z`) - ms) / 60_000)
  return local + offsetText(offset, zone)
}

/** `updated_at` of every record: UTC with milliseconds (a value to send back as `updated_since`). */
export function formatUpdatedAt(value: { valueOf(): number }): string {
  return new Date(Number(value)).toISOString()
}
