/*
| Dates of the demo events, relative to the moment the seed runs, computed in
| the event's own time zone so that "21:00 on Oct 31" is local time.
*/
import { DateTime } from 'luxon'
import type { EventWhen } from './data/types.js'

/** The next date in `year` described by an annual rule, at the given local time. */
function annualDate(
  rule: { month: number; day: number } | { month: number; lastWeekday: number },
  year: number,
  zone: string,
  hour: number,
  minute: number
): DateTime {
  if ('day' in rule) {
    return DateTime.fromObject({ year, month: rule.month, day: rule.day, hour, minute }, { zone })
  }
  let date = DateTime.fromObject({ year, month: rule.month, day: 1, hour, minute }, { zone })
    .endOf('month')
    .set({ hour, minute, second: 0, millisecond: 0 })
  while (date.weekday !== rule.lastWeekday) date = date.minus({ days: 1 })
  return date
}

/**
 * The start of an event described by `when`. Upcoming dates are at least a
 * day (annual) or an hour (offset) ahead of `now`; previous annual dates are
 * at least two days behind it.
 */
export function resolveStart(when: EventWhen, now: DateTime, zone: string): DateTime {
  const local = now.setZone(zone)
  const minute = when.minute ?? 0
  if ('annual' in when) {
    const at = (year: number) => annualDate(when.annual, year, zone, when.hour, minute)
    if (when.occurrence === 'next') {
      const date = at(local.year)
      return date > local.plus({ days: 1 }) ? date : at(local.year + 1)
    }
    const date = at(local.year)
    return date < local.minus({ days: 2 }) ? date : at(local.year - 1)
  }
  let date = local
    .startOf('day')
    .plus({ days: when.offsetDays })
    .set({ hour: when.hour, minute, second: 0, millisecond: 0 })
  if (when.weekday !== undefined) {
    while (date.weekday !== when.weekday) date = date.plus({ days: 1 })
  }
  if (when.offsetDays >= 0 && date < local.plus({ hours: 1 })) date = date.plus({ weeks: 1 })
  return date
}

/**
 * 10:00 local time `days` (at least 1) from now, when that is still safely
 * before `start` (two hours); halfway between now and the start otherwise.
 */
export function beforeStart(now: DateTime, start: DateTime, days: number): DateTime {
  const wanted = now
    .setZone(start.zone)
    .plus({ days: Math.max(1, days) })
    .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
  if (wanted < start.minus({ hours: 2 })) return wanted
  return now.plus({ milliseconds: Math.floor(start.diff(now).toMillis() / 2) })
}

/** A stable fake WhatsApp invite code (22 characters) derived from `seed`. */
export function fakeInviteCode(seed: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
  let hash = 2166136261
  let code = ''
  for (let i = 0; code.length < 22; i++) {
    hash ^= seed.charCodeAt(i % seed.length) + i
    hash = Math.imul(hash, 16777619) >>> 0
    code += alphabet[hash % alphabet.length]
  }
  return code
}
