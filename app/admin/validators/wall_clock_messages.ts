/*
| What staff read when a local time does not exist (clocks go forward) or
| happens twice (clocks go back) in the zone it is entered in.
*/
import type { DateTime } from 'luxon'
import { readWallClock, type ClockChange } from '#lib/wall_clock'

const day = (time: DateTime) => time.toFormat('d LLL yyyy')
const clock = (time: DateTime) => time.toFormat('HH:mm')
const offset = (time: DateTime) => `UTC${time.toFormat('ZZ')}`

function gapMessage(value: string, zone: string, change: ClockChange) {
  return (
    `${value.slice(11, 16)} does not exist on ${day(change.to)} in ${zone}: clocks go ` +
    `forward from ${clock(change.from)} to ${clock(change.to)}. ` +
    `Choose a time before ${clock(change.from)} or from ${clock(change.to)}.`
  )
}

function overlapMessage(zone: string, earlier: DateTime, later: DateTime, change: ClockChange) {
  return (
    `${clock(earlier)} happens twice on ${day(earlier)} in ${zone}: clocks go back from ` +
    `${clock(change.from)} to ${clock(change.to)}, so it is first at ${offset(earlier)} and ` +
    `again an hour later at ${offset(later)}. Choose a time outside ` +
    `${clock(change.to)}–${clock(change.from)}, so it is clear which one is meant.`
  )
}

/** The field error for a wall-clock time the zone skips or repeats, else null. */
export function wallClockProblem(value: string, zone: string): string | null {
  const reading = readWallClock(value, zone)
  if (reading.kind === 'gap') return gapMessage(value, zone, reading.transition)
  if (reading.kind === 'overlap')
    return overlapMessage(zone, reading.earlier, reading.later, reading.transition)
  return null
}
