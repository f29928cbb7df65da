import { DateTime } from 'luxon'
import type { A2ADateRange } from '#schemas/a2a'

/*
| Date phrases in a question ("tonight", "tomorrow", "this weekend", "next
| month", "in March") resolved to a range [from, to) relative to now in the
| city's time zone. Events overlapping the range are the ones meant.
| - tonight: from 17:00 (or now) until 05:00 the next morning
| - weekend: Friday 18:00 until Monday 00:00; "next weekend" is the one after
| - week: Monday to Monday; "this week"/"this month" start now
| - a month name: its next occurrence (the current month from now on), or
|   the given year ("March 2027")
*/

/** Without a city, dates resolve here: the service's cities are in Europe. */
export const DEFAULT_TIMEZONE = 'Europe/Berlin'

export type DatePhrase =
  | { kind: 'tonight' | 'today' | 'tomorrow' }
  | { kind: 'weekend' | 'week' | 'month'; next: boolean }
  | { kind: 'named_month'; month: number; year: number | null }

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]
const MONTH_ABBREVIATIONS: Record<string, number> = {
  jan: 1,
  feb: 2,
  apr: 4,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
}

function monthNumber(word: string): number | null {
  const index = MONTHS.indexOf(word)
  if (index >= 0) return index + 1
  return MONTH_ABBREVIATIONS[word] ?? null
}

const MONTH_WORD = `${MONTHS.join('|')}|${Object.keys(MONTH_ABBREVIATIONS).join('|')}`
/** "may" is also a verb: it counts as a month only after a preposition or before a year. */
const NAMED_MONTH = new RegExp(
  `\\b(?:(in|during|for|of|this|next|until|around|early|late|mid)\\s+)?(${MONTH_WORD})\\b(?:\\s+(20\\d\\d))?`,
  'g'
)

function namedMonth(normalized: string): DatePhrase | null {
  for (const match of normalized.matchAll(NAMED_MONTH)) {
    const [, preposition, word, year] = match
    if (word === 'may' && !preposition && !year) continue
    const month = monthNumber(word)
    if (month) return { kind: 'named_month', month, year: year ? Number(year) : null }
  }
  return null
}

/** The words of every date phrase, for marking what a question said (question_words.ts). */
export const DATE_PHRASE_PATTERNS = [
  /\b(tonight|this evening|tonite|tomorrow|today)\b/,
  /\b(this|next|coming|upcoming)?\s*(weekend|week|month)\b/,
  NAMED_MONTH,
]

/** The date phrase of a normalized question, if any (the first one wins). */
export function findDatePhrase(normalized: string): DatePhrase | null {
  if (/\b(tonight|this evening|tonite)\b/.test(normalized)) return { kind: 'tonight' }
  if (/\btomorrow\b/.test(normalized)) return { kind: 'tomorrow' }
  if (/\btoday\b/.test(normalized)) return { kind: 'today' }
  /* "orientation week next week": a bare "week" or "month" is no date phrase */
  for (const relative of normalized.matchAll(
    /\b(this|next|coming|upcoming)?\s*(weekend|week|month)\b/g
  )) {
    const kind = relative[2] as 'weekend' | 'week' | 'month'
    if (kind === 'weekend' || relative[1]) return { kind, next: relative[1] === 'next' }
  }
  return namedMonth(normalized)
}

const ISO = { suppressMilliseconds: true, includeOffset: true } as const

function range(label: string, from: DateTime, to: DateTime): A2ADateRange {
  return { label, from: from.toISO(ISO)!, to: to.toISO(ISO)!, timezone: from.zoneName! }
}

function latest(a: DateTime, b: DateTime): DateTime {
  return a > b ? a : b
}

/** The range a phrase means at `now` in `zone`. */
export function resolveDatePhrase(phrase: DatePhrase, now: DateTime, zone: string): A2ADateRange {
  const local = now.setZone(zone).startOf('second')
  const today = local.startOf('day')
  switch (phrase.kind) {
    case 'tonight': {
      const morning = local.hour < 5 ? today : today.plus({ days: 1 })
      return range('tonight', latest(local, today.set({ hour: 17 })), morning.set({ hour: 5 }))
    }
    case 'today':
      return range('today', local, today.plus({ days: 1 }))
    case 'tomorrow':
      return range('tomorrow', today.plus({ days: 1 }), today.plus({ days: 2 }))
    case 'weekend': {
      const week = local.startOf('week').plus({ weeks: phrase.next ? 1 : 0 })
      const from = week.plus({ days: 4, hours: 18 })
      const label = phrase.next ? 'next weekend' : 'this weekend'
      return range(label, latest(local, from), week.plus({ weeks: 1 }))
    }
    case 'week': {
      const week = local.startOf('week')
      if (phrase.next) return range('next week', week.plus({ weeks: 1 }), week.plus({ weeks: 2 }))
      return range('this week', local, week.plus({ weeks: 1 }))
    }
    case 'month': {
      const month = local.startOf('month')
      if (phrase.next) {
        return range('next month', month.plus({ months: 1 }), month.plus({ months: 2 }))
      }
      return range('this month', local, month.plus({ months: 1 }))
    }
    case 'named_month': {
      const year = phrase.year ?? (phrase.month >= local.month ? local.year : local.year + 1)
      const start = DateTime.fromObject({ year, month: phrase.month, day: 1 }, { zone })
      const end = start.plus({ months: 1 })
      const from = start <= local && local < end ? local : start
      return range(start.setLocale('en').toFormat('LLLL yyyy'), from, end)
    }
  }
}
