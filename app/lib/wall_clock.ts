/*
| A wall-clock time (a datetime-local value such as 2027-03-28T02:30) read in
| a time zone can name no instant (the hour skipped when clocks go forward)
| or two (the hour repeated when they go back). Luxon silently picks one;
| staff are told instead.
*/
import { DateTime, FixedOffsetZone } from 'luxon'

export type WallClockReading =
  | { kind: 'exact'; instant: DateTime }
  | { kind: 'gap'; transition: ClockChange }
  | { kind: 'overlap'; earlier: DateTime; later: DateTime; transition: ClockChange }

/** The moment a zone changes its offset: the wall clock before and after it. */
export interface ClockChange {
  from: DateTime
  to: DateTime
}

/** The value read at a fixed offset, if that offset is the zone's own at that instant. */
function readAtOffset(value: string, offsetMinutes: number, zone: string) {
  const instant = DateTime.fromISO(value, { zone: FixedOffsetZone.instance(offsetMinutes) })
  const local = instant.setZone(zone)
  return local.offset === offsetMinutes ? (local as DateTime) : null
}

/** The offset change within a day of the value, found by halving to the minute. */
function clockChangeNear(value: string, zone: string): ClockChange {
  let low = DateTime.fromISO(value, { zone: 'UTC' }).minus({ days: 1 }).setZone(zone)
  let high = low.plus({ days: 2 })
  while (high.diff(low, 'minutes').minutes > 1) {
    const middle = low.plus({ milliseconds: high.diff(low).milliseconds / 2 }).startOf('minute')
    if (middle.offset === low.offset) low = middle
    else high = middle
  }
  return { from: high.setZone(FixedOffsetZone.instance(low.offset)), to: high }
}

function offsetsAround(value: string, zone: string): number[] {
  const rough = DateTime.fromISO(value, { zone })
  const offsets = [rough.minus({ days: 1 }).offset, rough.offset, rough.plus({ days: 1 }).offset]
  return [...new Set(offsets)]
}

function readAnew(value: string, zone: string): WallClockReading {
  const readings = offsetsAround(value, zone)
    .map((offset) => readAtOffset(value, offset, zone))
    .filter((reading) => reading !== null)
    .sort((a, b) => a.toMillis() - b.toMillis())
  if (readings.length === 1) return { kind: 'exact', instant: readings[0] }
  const transition = clockChangeNear(value, zone)
  if (readings.length === 0) return { kind: 'gap', transition }
  return { kind: 'overlap', earlier: readings[0], later: readings.at(-1)!, transition }
}

/*
| A bulk import reads the same few times in the same few zones thousands of
| times, and luxon asks Intl for a zone's offset each time: readings are
| kept (they never change), up to a bound.
*/
const READINGS = new Map<string, WallClockReading>()
const MAX_READINGS = 10_000

/** What a valid datetime-local value means in a valid IANA zone. */
export function readWallClock(value: string, zone: string): WallClockReading {
  const key = `${zone} ${value}`
  const known = READINGS.get(key)
  if (known) return known
  if (READINGS.size >= MAX_READINGS) READINGS.clear()
  const read = readAnew(value, zone)
  READINGS.set(key, read)
  return read
}
