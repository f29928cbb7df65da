import { DateTime, IANAZone, Info, type Zone } from 'luxon'
import { offsetMinutesAt } from '#lib/zoned_time'

/*
| Luxon asks Intl for a zone's offset at every date it makes or moves
| (formatToParts, most of the time a calendar of 200 events took); this zone
| reads it from the cache the API's times use (#lib/zoned_time). It is an
| IANA zone of the same name, so ical-generator's `setZone(TZID)` finds the
| date already in its zone and keeps it.
*/
class CachedOffsetZone extends IANAZone {
  offset(ts: number): number {
    return this.isValid ? offsetMinutesAt(ts, this.name) : Number.NaN
  }
}

const zones = new Map<string, Zone>()

/** The zone Luxon would make of `name` (`UTC` is a fixed offset to it), offsets cached when it is IANA's. */
function cachedZone(name: string): Zone {
  let zone = zones.get(name)
  if (!zone) {
    const normal = Info.normalizeZone(name)
    zones.set(name, (zone = normal.type === 'iana' ? new CachedOffsetZone(name) : normal))
  }
  return zone
}

/** `iso` (with its offset) as a date in `zone`, or in UTC when there is none. */
export function calendarDate(iso: string, zone: string | null): DateTime {
  return DateTime.fromMillis(Date.parse(iso), { zone: zone ? cachedZone(zone) : 'utc' })
}
