/*
| ISO 8601 in a time zone, with the zone's offset, to the second — what the
| API prints for every event time (e.g. 2027-10-31T21:00:00+01:00). One
| Intl formatter per zone, made once, reads the offsets; `UTC`/`GMT` print
| `Z`, as Luxon does.
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

/** The zone's offset from UTC in seconds at `ms` (a whole second), as Intl reads the tz database. */
function exactOffset(ms: number, zone: string): number {
  const parts: Record<string, string> = {}
  for (const part of formatterFor(zone).formatToParts(ms)) parts[part.type] = part.value
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`
  return (Date.parse(`${local}Z`) - ms) / 1000
}

const DAY_MS = 86_400_000
/** UTC days remembered per zone before that zone's memory starts again. */
const MAX_DAYS = 4096
/** Per zone and UTC day: the offset (seconds) all day, or null on a day the offset changes. */
const dayOffsets = new Map<string, Map<number, number | null>>()

/**
 * The offset at `ms`. Intl is slow (formatToParts is most of serializing a
 * page of events), so a day whose first and last instants have the same
 * offset is taken as one offset all day (offsets change months apart); only
 * the instants of a day with a change ask Intl each time.
 */
function offsetAt(ms: number, zone: string): number {
  const day = Math.floor(ms / DAY_MS)
  let days = dayOffsets.get(zone)
  if (!days) dayOffsets.set(zone, (days = new Map()))
  let offset = days.get(day)
  if (offset === undefined) {
    const first = exactOffset(day * DAY_MS, zone)
    offset = first === exactOffset((day + 1) * DAY_MS - 1000, zone) ? first : null
    if (days.size >= MAX_DAYS) days.clear()
    days.set(day, offset)
  }
  return offset ?? exactOffset(ms, zone)
}

/** The zone's offset from UTC in minutes at `instant` (the same cached reading as isoInZone). */
export function offsetMinutesAt(instant: number, zone: string): number {
  return offsetAt(Math.floor(instant / 1000) * 1000, zone) / 60
}

export function isoInZone(instant: Date | number, zone: string): string {
  const ms = Math.floor(Number(instant) / 1000) * 1000
  const offset = offsetAt(ms, zone)
  const local = new Date(ms + offset * 1000).toISOString().slice(0, 19)
  return local + offsetText(Math.round(offset / 60), zone)
}

/** `updated_at` of every record: UTC with milliseconds (a value to send back as `updated_since`). */
export function formatUpdatedAt(value: { valueOf(): number }): string {
  return new Date(Number(value)).toISOString()
}
