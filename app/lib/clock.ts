/*
| The service's one clock for what the public sees: publication, scheduled
| times, and how long a cached answer may stand. TypeScript reads
| `clockNow()`; SQL writes `sqlNow()` where it would write now(). In
| production both are the real time (the SQL text is exactly `now()`); only
| the test suite (NODE_ENV=test) can move the clock forward, so a test sees a
| scheduled record go public at its time without waiting for it.
*/
import app from '@adonisjs/core/services/app'

let offsetMs = 0

/** Milliseconds since the epoch, as the service reads them. */
export function clockNow(): number {
  return Date.now() + offsetMs
}

/** The statement's now() as the service reads it (an integer offset only ever set by tests). */
export function sqlNow(): string {
  return offsetMs === 0 ? 'now()' : `(now() + interval '${offsetMs} milliseconds')`
}

function testsOnly(action: string) {
  if (!app.inTest) throw new Error(`The clock can be ${action} only in tests (NODE_ENV=test)`)
}

/** Tests only: time passes by `ms` at once (never backwards, as a real clock). */
export function moveClockForward(ms: number) {
  testsOnly('moved')
  if (!Number.isInteger(ms) || ms < 0) throw new RangeError(`Not a move forward: ${ms}`)
  offsetMs += ms
}

/** Tests only: back to the real time (the per-test hook in tests/bootstrap.ts); whether it had moved. */
export function resetClock(): boolean {
  testsOnly('reset')
  const moved = offsetMs !== 0
  offsetMs = 0
  return moved
}
