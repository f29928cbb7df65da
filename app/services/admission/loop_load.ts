/*
| How busy the process's event loop has been lately: its utilisation
| (performance.eventLoopUtilization: the share of time spent running code
| rather than waiting for I/O) over the last SAMPLES windows of WINDOW_MS.
| The admission gate reads it to keep heavy work to a share of a busy loop.
*/
import { performance, type EventLoopUtilization } from 'node:perf_hooks'

const WINDOW_MS = 100
const SAMPLES = 5

const recent: number[] = []
let last: EventLoopUtilization = performance.eventLoopUtilization()

setInterval(() => {
  const now = performance.eventLoopUtilization()
  recent.push(performance.eventLoopUtilization(now, last).utilization)
  if (recent.length > SAMPLES) recent.shift()
  last = now
}, WINDOW_MS).unref()

/** The loop's utilisation (0–1) over about the last half second. */
export function loopUtilization(): number {
  if (recent.length === 0) return 0
  return recent.reduce((total, value) => total + value, 0) / recent.length
}
