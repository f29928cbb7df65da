import { clockNow, moveClockForward } from '#lib/clock'

/**
 * The service's clock (#lib/clock, this process's server) moved forward to
 * `instant` (ms): what is scheduled then happens now, with no waiting. The
 * per-test hook in tests/bootstrap.ts puts it back.
 */
export function clockTo(instant: number) {
  moveClockForward(Math.max(0, Math.ceil(instant - clockNow())))
}
