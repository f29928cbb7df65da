import { DateTime } from 'luxon'
import { MONTH_NAMES, alternation } from '#understanding/dates/calendar_names'
import { holidaysIn } from '#understanding/dates/holidays'

/*
| Named dates in a folded question, in any of the nine languages: a day of a
| month ("4 grudnia", "le 3 mars", "March 5th"), a month ("en mars", "w
| lipcu", "im Oktober", "december 2027"), a holiday ("Weihnachten") and a
| range between two of them ("od 10 do 15 grudnia", "du 3 au 5 mars",
| "between christmas and new year", "from march to may").
| Which year: the next such day, month or holiday not yet over (asked in
| December, "in January" is next January; "in December" is this one); asked
| about the past, the latest one already begun. A range's second end is the
| first one from its first end on.
| A month name of four letters or fewer ("may", "mai", "maj") is read only
| after a preposition or with a day or year: alone it is often another word.
*/

/** A day span: its first and last calendar day. */
export interface DaySpan {
  first: DateTime
  last: DateTime
  label: string
}

export interface NamedDate {
  index: number
  said: string
  resolve(reference: DateTime, past: boolean): DaySpan
}

const MONTHS = alternation(MONTH_NAMES.keys())
const DAY = '(\\d{1,2})(?:st|nd|rd|th|er|e|o)?'
const PREPOSITION =
  "in|im|ins|to|and|und|y|e|et|al|tot|during|for|throughout|until|till|by|before|after|since|from|between|en|em|no|na|w|we|v|ve|a|au|di|nel|nei|ad|durante|per|para|pour|voor|fur|ab|seit|bis|od|do|desde|hasta|entro|tra|fra|fino|von|vom|van|tot|de|del|du|dal|da|ate|zwischen|tussen|entre|mezi|miedzy|this|next|coming|last|dieses|diesen|ce|cette|este|esta|questo|deze|tento|ten|neste|o|el|le|il|the|of|d'"
const MONTH_WORD = '(?:month|monat|maand|mes|mois|mese|miesiacu|miesiac|mesici|mesic|mes)'
const ARTICLE = '(?:the|el|la|le|il|o|de|het)'

const DAY_MONTH = new RegExp(
  `\\b${DAY}\\s+(?:(?:of|de|di|du|del|d')\\s*)?(${MONTHS})(?:\\s+(?:de\\s+|of\\s+)?(\\d{4}))?\\b`,
  'g'
)
const MONTH_DAY = new RegExp(`\\b(${MONTHS})\\s+(?:the\\s+)?${DAY}\\b(?:,?\\s+(\\d{4}))?`, 'g')
const MONTH_ALONE = new RegExp(
  `\\b(?:(${PREPOSITION})\\s+(?:${ARTICLE}\\s+)?(?:${MONTH_WORD}\\s+(?:(?:of|de|di|d')\\s*)?)?)?(${MONTHS})(?:\\s+(?:de\\s+|of\\s+)?(\\d{4}))?\\b`,
  'g'
)

const english = (date: DateTime, format: string) => date.setLocale('en').toFormat(format)

/** The year of a month (or day) not given one: the next not yet over, or the latest begun. */
function yearOf(
  reference: DateTime,
  past: boolean,
  spanOf: (year: number) => [DateTime, DateTime]
): number {
  const today = reference.startOf('day')
  const years = [reference.year - 1, reference.year, reference.year + 1]
  if (past) return [...years].reverse().find((year) => spanOf(year)[0] <= today) ?? years[0]
  return years.find((year) => spanOf(year)[1] >= today) ?? years[2]
}

export function daySpan(
  month: number,
  day: number,
  year: string | undefined
): NamedDate['resolve'] {
  return (reference, past) => {
    const dayOf = (y: number) =>
      DateTime.fromObject({ year: y, month, day }, { zone: reference.zone })
    const date = dayOf(year ? Number(year) : yearOf(reference, past, (y) => [dayOf(y), dayOf(y)]))
    return { first: date, last: date, label: english(date, 'cccc d LLLL yyyy') }
  }
}

function monthSpan(month: number, year: string | undefined): NamedDate['resolve'] {
  return (reference, past) => {
    const monthOf = (y: number): [DateTime, DateTime] => {
      const first = DateTime.fromObject({ year: y, month, day: 1 }, { zone: reference.zone })
      return [first, first.endOf('month').startOf('day')]
    }
    const [first, last] = monthOf(year ? Number(year) : yearOf(reference, past, monthOf))
    return { first, last, label: english(first, 'LLLL yyyy') }
  }
}

export const validDay = (month: number, day: number) =>
  day >= 1 && DateTime.fromObject({ year: 2024, month, day }).isValid

function dayMonths(normalized: string): NamedDate[] {
  const dates: NamedDate[] = []
  for (const match of normalized.matchAll(DAY_MONTH)) {
    const [said, day, name, year] = match
    const month = MONTH_NAMES.get(name)!
    if (validDay(month, Number(day)))
      dates.push({ index: match.index, said, resolve: daySpan(month, Number(day), year) })
  }
  for (const match of normalized.matchAll(MONTH_DAY)) {
    const [said, name, day, year] = match
    const month = MONTH_NAMES.get(name)!
    if (validDay(month, Number(day)))
      dates.push({ index: match.index, said, resolve: daySpan(month, Number(day), year) })
  }
  return dates
}

function months(normalized: string): NamedDate[] {
  const dates: NamedDate[] = []
  for (const match of normalized.matchAll(MONTH_ALONE)) {
    const [said, preposition, name, year] = match
    if (!preposition && !year && name.length <= 4) continue
    const index = match.index + said.indexOf(name, preposition ? preposition.length : 0)
    dates.push({
      index,
      said: said.slice(index - match.index),
      resolve: monthSpan(MONTH_NAMES.get(name)!, year),
    })
  }
  return dates
}

function holidays(normalized: string): NamedDate[] {
  return holidaysIn(normalized).map(({ index, said, label, days }) => ({
    index,
    said,
    resolve: (reference, past) => {
      const [first, last] = days(
        yearOf(reference, past, (y) => days(y, reference.zone)),
        reference.zone
      )
      return { first, last, label: `${label} ${first.year}` }
    },
  }))
}

const overlapping = (a: NamedDate, b: NamedDate) =>
  a.index < b.index + b.said.length && b.index < a.index + a.said.length

/** Every named date of a folded question, in order (a longer reading wins where two overlap). */
export function namedDates(normalized: string): NamedDate[] {
  const found = [...dayMonths(normalized), ...holidays(normalized), ...months(normalized)]
  const kept: NamedDate[] = []
  for (const date of found.sort((a, b) => b.said.length - a.said.length)) {
    if (!kept.some((other) => overlapping(other, date))) kept.push(date)
  }
  return kept.sort((a, b) => a.index - b.index)
}

/** Words between the two ends of a range: "to", "bis", "au", "do", "and", "und", "-". */
const TO =
  "and|to|till|until|through|thru|und|bis|zum|zur|en|tot|y|a|al|hasta|au|et|jusqu'au|jusqu au|e|fino al|fino a|do|ate|i|-"
const CONNECTOR = new RegExp(`^\\s*(?:-\\s*|(?:${TO})\\s+(?:${ARTICLE}\\s+)?)$`)
/** A day's number before the connector: "od 10 do" (15 grudnia), "du 3 au" (5 mars), "3-" (5 March). */
const DAY_BEFORE = new RegExp(`\\b${DAY}\\s*(?:-|(?:${TO})\\s+(?:${ARTICLE}\\s+)?)$`)
/** "until Christmas", "bis Weihnachten", "do 15 grudnia", "before New Year": from now on */
const UNTIL = new RegExp(
  `\\b(?:until|till|up to|before|bis|bis zum|bis zur|vor|tot|hasta|antes de|antes del|jusqu'a|jusqu a|avant|fino a|prima di|prima del|do|przed|pred|ate|antes do|antes da)\\s+(?:${ARTICLE}\\s+)?$`
)

export interface NamedRange extends DaySpan {
  said: string
  /** The range runs from now ("until Christmas") */
  fromNow?: boolean
}

function joined(normalized: string, a: NamedDate, b: NamedDate): boolean {
  return CONNECTOR.test(normalized.slice(a.index + a.said.length, b.index))
}

function range(a: DaySpan, b: DaySpan): DaySpan {
  const label = `${english(a.first, 'd LLLL')} to ${english(b.last, 'd LLLL yyyy')}`
  return { first: a.first, last: b.last, label }
}

/** A day's number before a day of a month: that day of the same month, or of the month before. */
function fromDayBefore(normalized: string, date: NamedDate, reference: DateTime, past: boolean) {
  const before = DAY_BEFORE.exec(normalized.slice(0, date.index))
  if (!before) return null
  const end = date.resolve(reference, past)
  if (end.first.hasSame(end.last, 'day')) {
    let first = end.first.set({ day: Number(before[1]) })
    if (first > end.first) first = first.minus({ months: 1 })
    const said = normalized.slice(before.index, date.index + date.said.length)
    return first.isValid ? { ...range({ ...end, first }, end), said } : null
  }
  return null
}

/** The first range a question names, if any. */
export function namedRange(
  normalized: string,
  dates: NamedDate[],
  reference: DateTime,
  past: boolean
): NamedRange | null {
  for (const [position, date] of dates.entries()) {
    const next = dates[position + 1]
    if (next && joined(normalized, date, next)) {
      const first = date.resolve(reference, past)
      const last = next.resolve(first.first, false)
      const said = normalized.slice(date.index, next.index + next.said.length)
      return { ...range(first, last), said }
    }
    const fromDay = fromDayBefore(normalized, date, reference, past)
    if (fromDay) return fromDay
    const until = UNTIL.exec(normalized.slice(0, date.index))
    if (until && !past) {
      const end = date.resolve(reference, past)
      const said = normalized.slice(until.index, date.index + date.said.length)
      return { ...end, label: `until ${english(end.last, 'd LLLL yyyy')}`, said, fromNow: true }
    }
  }
  return null
}
