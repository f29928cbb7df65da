/*
| The crowd round's time, cut in slices that alternate idle and flood
| (idle, flood, flood, idle, idle, flood, flood, idle): the same readers and
| the same server measured both ways within seconds of each other. Two
| phases of 20 s one after the other met the machine's own drift: the idle
| rate of the same code moved from 5,900 to 12,300 reads a second between
| runs, and the ratio with it. The order cancels a drift that is steady over
| the round; the first second of every slice is not counted, so heavy work
| admitted at a flood's end does not count as idle, nor an empty queue at a
| flood's start as flood.
|
| The readers, the clients and the probe run in processes of their own; they
| share the schedule as wall-clock times (Date.now()).
*/
export type Phase = 'idle' | 'flood'

export interface Schedule {
  /** Date.now() of the first slice's start */
  start: number
  slice_ms: number
  settle_ms: number
  phases: Phase[]
}

const PATTERN: Phase[] = ['idle', 'flood', 'flood', 'idle']

/** Slices for `seconds` of each phase, in slices of `sliceSeconds`, starting `delayMs` from now. */
export function scheduleFor(seconds: number, sliceSeconds: number, delayMs: number): Schedule {
  const perPhase = Math.max(1, Math.round(seconds / sliceSeconds))
  const phases = Array.from({ length: perPhase * 2 }, (_, index) => PATTERN[index % 4])
  return {
    start: Date.now() + delayMs,
    slice_ms: sliceSeconds * 1000,
    settle_ms: Math.min(1000, (sliceSeconds * 1000) / 4),
    phases,
  }
}

/** Resolves at `at` (Date.now() clock): the processes of the round meet at the schedule's times. */
export const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())))

export const scheduleEnd = (schedule: Schedule) =>
  schedule.start + schedule.phases.length * schedule.slice_ms

/** The slice `at` falls in, or null outside the schedule. */
function sliceAt(schedule: Schedule, at: number): number | null {
  const index = Math.floor((at - schedule.start) / schedule.slice_ms)
  return index >= 0 && index < schedule.phases.length ? index : null
}

/** The slice `at` is counted in: null outside the schedule or within a slice's first settle_ms. */
export function countedSlice(schedule: Schedule, at: number): number | null {
  const index = sliceAt(schedule, at)
  if (index === null) return null
  const intoSlice = at - schedule.start - index * schedule.slice_ms
  return intoSlice >= schedule.settle_ms ? index : null
}

/** The seconds counted in each slice. */
export const countedSeconds = (schedule: Schedule) =>
  (schedule.slice_ms - schedule.settle_ms) / 1000

/** When the slice `index`'s counted part starts and ends (Date.now() values). */
export function countedWindow(schedule: Schedule, index: number): [number, number] {
  const start = schedule.start + index * schedule.slice_ms
  return [start + schedule.settle_ms, start + schedule.slice_ms]
}

/** The next time at or after `at` that falls in a flood slice; null when none is left. */
export function nextFlood(schedule: Schedule, at: number): number | null {
  const from = at < schedule.start ? 0 : sliceAt(schedule, at)
  if (from === null) return null
  const index = schedule.phases.findIndex((phase, each) => each >= from && phase === 'flood')
  return index < 0 ? null : Math.max(at, schedule.start + index * schedule.slice_ms)
}

/**
 * The first time from `due` on a client's own beat (due + k × pace) that falls
 * in a flood slice; null past the schedule. Fifty clients back from an idle
 * slice keep their own beats rather than all asking at its end at once.
 */
export function floodBeat(schedule: Schedule, due: number, pace: number): number | null {
  for (let at = due; at < scheduleEnd(schedule); at += pace) {
    if (nextFlood(schedule, at) === at) return at
  }
  return null
}

/** The slices of one phase. */
export const slicesOf = (schedule: Schedule, phase: Phase) =>
  schedule.phases.flatMap((each, index) => (each === phase ? [index] : []))
