import * as chrono from 'chrono-node'
import { DateTime } from 'luxon'
import type { A2ADateRange } from '#schemas/a2a'
import { foldText, normalizeQuestion } from '#a2a/text_folding'
import {
  AFTER_TOMORROW,
  LAST,
  MONTH,
  NEXT,
  NEXT_AFTER,
  NUMBER_WORDS,
  SPAN_UNITS,
  THIS,
  THIS_YEAR_WORDS,
  TODAY,
  TOMORROW,
  TONIGHT,
  WEEK,
  WEEKEND,
  YEAR,
} from '#understanding/dates/relative_words'
import { alternation, weekdayNamesOf } from '#understanding/dates/calendar_names'
import {
  daySpan,
  namedDates,
  namedRange,
  validDay,
  type DaySpan,
  type NamedDate,
} from '#understanding/dates/named_dates'

/*
| Date phrases in a question resolved to a range [from, to) relative to now
| in the city's time zone; events overlapping the range are the ones meant.
| In every language the agent speaks (docs/agent.md, "Dates"):
| - the next N days/weeks/months: now until that much later
| - tonight: from 17:00 (or now) until 05:00 the next morning; today,
|   tomorrow, the day after tomorrow: calendar days
| - weekend: Friday 18:00 until Monday 00:00; "next weekend" is the one after
| - this/next/last week, month, year (next/last before or after the unit:
|   "next month", "le mois prochain", "el mes que viene"): calendar ones
|   ("this …" starts now, or ends now when the question asks about the past)
| - named dates and ranges (named_dates.ts): a day of a month, a month, a
|   holiday, "between X and Y", "from the 3rd to the 5th", "until X"
| - anything else is chrono-node's (en, de, nl, es, fr, it, pt; Polish and
|   Czech weekday names added here from CLDR): "next friday", "31/10"
| A weekday name alone is the nearest such day from today, today included:
| "on saturday" asked on a Saturday is today, in every language (and the
| latest such day up to today when the question asks about the past).
*/

/** Without a city, dates resolve here: the service's cities are in Europe. */
export const DEFAULT_TIMEZONE = 'Europe/Berlin'

/** A date phrase read: the range and the folded words that said it. */
export interface DateReading {
  range: A2ADateRange
  said: string[]
}

interface Reading {
  from: DateTime
  to: DateTime
  label: string
  said: string
  /** Other phrases that said it ("del año que viene" with "en noviembre") */
  alsoSaid?: string[]
}

const ISO = { suppressMilliseconds: true, includeOffset: true } as const

function latest(a: DateTime, b: DateTime): DateTime {
  return a > b ? a : b
}

function earliest(a: DateTime, b: DateTime): DateTime {
  return a < b ? a : b
}

const pattern = (source: string) => new RegExp(`\\b(?:${source})\\b`)

const TONIGHT_WORDS = pattern(TONIGHT)
const TODAY_WORDS = pattern(TODAY)
const TOMORROW_WORDS = pattern(TOMORROW)
const AFTER_TOMORROW_WORDS = pattern(AFTER_TOMORROW)
const UNITS = `(${WEEKEND})|(${WEEK})|(${MONTH})|(${YEAR})`
const CALENDAR = new RegExp(
  `\\b(?:(${NEXT})|(${LAST})|(?:${THIS}))\\s+(?:${UNITS})\\b|\\b(${WEEKEND})\\b|\\b(${THIS_YEAR_WORDS})\\b`
)
/* "le mois prochain", "el mes que viene", "la semaine dernière", "il mese scorso" */
const CALENDAR_AFTER = new RegExp(`\\b(?:${UNITS})\\s+(?:(${NEXT_AFTER})|(${LAST}))\\b`)
const COUNT = `\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')}`
const UNIT = Object.keys(SPAN_UNITS).join('|')
/* "the next 2 weeks", "in den nächsten 2 Wochen", "les 2 prochaines semaines" */
const SPAN = new RegExp(
  `\\b(?:(?:${NEXT}|within|in|binnen|innerhalb|en|dans|entro|w ciagu|behem|durante|em)\\s+(?:(?:the|die|den|de|los|las|les|i|le|os|as)\\s+)?(?:(?:${NEXT})\\s+)?(${COUNT})|(${COUNT})\\s+(?:${NEXT}))\\s+(${UNIT})\\b`
)

/** Tonight, today, tomorrow: evenings and calendar days. */
function dayWords(normalized: string, local: DateTime): Reading | null {
  const today = local.startOf('day')
  const tonight = TONIGHT_WORDS.exec(normalized)
  if (tonight) {
    /* asked after midnight, before 05:00: this night's rest and the evening to come */
    const morning = today.plus({ days: 1 })
    const from = local.hour < 5 ? local : latest(local, today.set({ hour: 17 }))
    return { label: 'tonight', from, to: morning.set({ hour: 5 }), said: tonight[0] }
  }
  const afterTomorrow = AFTER_TOMORROW_WORDS.exec(normalized)
  if (afterTomorrow) {
    const from = today.plus({ days: 2 })
    return {
      label: 'the day after tomorrow',
      from,
      to: from.plus({ days: 1 }),
      said: afterTomorrow[0],
    }
  }
  const tomorrow = TOMORROW_WORDS.exec(normalized)
  if (tomorrow) {
    const from = today.plus({ days: 1 })
    return { label: 'tomorrow', from, to: from.plus({ days: 1 }), said: tomorrow[0] }
  }
  const todayWord = TODAY_WORDS.exec(normalized)
  if (todayWord) {
    return { label: 'today', from: local, to: today.plus({ days: 1 }), said: todayWord[0] }
  }
  return null
}

/** The longest span read ("the next 30 days" is a span, not the 30th). */
const LONGEST_SPAN = { days: 99, weeks: 52, months: 24 }

/** "the next 2 weeks", "in den nächsten drei Tagen": now until that much later. */
function span(normalized: string, local: DateTime): Reading | null {
  const match = SPAN.exec(normalized)
  if (!match) return null
  const said = match[1] ?? match[2]
  const count = /^\d+$/.test(said) ? Number(said) : NUMBER_WORDS[said]
  const unit = SPAN_UNITS[match[3]]
  if (!count || count > LONGEST_SPAN[unit]) return null
  const plural = count === 1 ? unit.slice(0, -1) : unit
  return {
    label: `the next ${count} ${plural}`,
    from: local,
    to: local
      .plus({ [unit]: count })
      .endOf('day')
      .plus({ milliseconds: 1 }),
    said: match[0],
  }
}

type Calendar = 'weekend' | 'week' | 'month' | 'year'

function calendarRange(kind: Calendar, offset: number, local: DateTime, past: boolean) {
  if (kind === 'weekend') {
    const week = local.startOf('week').plus({ weeks: offset })
    const from = week.plus({ days: 4, hours: 18 })
    const to = week.plus({ weeks: 1 })
    return { from: offset === 0 && !past ? latest(local, from) : from, to }
  }
  const start = local.startOf(kind).plus({ [`${kind}s`]: offset })
  const end = start.plus({ [`${kind}s`]: 1 })
  if (offset !== 0) return { from: start, to: end }
  return past ? { from: start, to: earliest(local, end) } : { from: local, to: end }
}

function calendarMatch(normalized: string): (string | undefined)[] | null {
  const after = CALENDAR_AFTER.exec(normalized)
  if (after) {
    const [said, weekend, week, month, year, next, last] = after
    return [said, next, last, weekend, week, month, year, undefined, undefined]
  }
  return CALENDAR.exec(normalized)
}

/** This/next/last weekend, week, month or year. */
function calendar(normalized: string, local: DateTime, past: boolean): Reading | null {
  const match = calendarMatch(normalized)
  if (!match) return null
  const [said, next, last, weekend, week, month, year, bareWeekend, thisYear] = match
  const kind: Calendar =
    weekend || bareWeekend
      ? 'weekend'
      : week
        ? 'week'
        : month
          ? 'month'
          : thisYear || year
            ? 'year'
            : 'week'
  const offset = next ? 1 : last ? -1 : 0
  const which = offset === 1 ? 'next' : offset === -1 ? 'last' : 'this'
  return { label: `${which} ${kind}`, ...calendarRange(kind, offset, local, past), said: said! }
}

const CHRONO_LOCALES: Record<string, chrono.Chrono> = {
  en: chrono.en.casual,
  de: chrono.de.casual,
  fr: chrono.fr.casual,
  es: chrono.es.casual,
  nl: chrono.nl.casual,
  it: chrono.it.casual,
  pt: chrono.pt.casual,
}

/** The question's language first (a tie of two readings goes to it), then the others. */
function chronoLocales(language?: string): chrono.Chrono[] {
  const first = language ? CHRONO_LOCALES[language] : undefined
  const others = Object.values(CHRONO_LOCALES).filter((locale) => locale !== first)
  return first ? [first, ...others] : others
}

const SLAVIC_WEEKDAYS = weekdayNamesOf(['pl', 'cs'])

/** Polish and Czech weekday names in every case (CLDR): the names chrono-node lacks. */
function slavicParser(): chrono.Parser {
  return {
    pattern: () => new RegExp(`\\b(${alternation(SLAVIC_WEEKDAYS.keys())})\\b`),
    extract: (context, match) => {
      const weekday = SLAVIC_WEEKDAYS.get(match[1])!
      /* the day itself is bareWeekday's rule, as for the other languages */
      const components = context.createParsingComponents({ weekday: weekday % 7 })
      const date = DateTime.fromJSDate(context.refDate)
      return components.imply('day', date.day).imply('month', date.month).imply('year', date.year)
    },
  }
}

const SLAVIC = new chrono.Chrono({ parsers: [slavicParser()], refiners: [] })

/** "marché" is not "march": a reading starts and ends at a word's edge. */
function wholeWords(source: string) {
  const letter = (index: number) => /\p{L}/u.test(source.charAt(index))
  return (result: chrono.ParsedResult) =>
    !letter(result.index - 1) && !letter(result.index + result.text.length)
}

function isDate(result: chrono.ParsedResult): boolean {
  const known = (part: chrono.Component) => result.start.isCertain(part)
  const hasDate = known('weekday') || known('day') || known('month')
  /* "17 year old", "wo", "sun": an age or a short word is no date */
  const text = foldText(result.text)
  /* "right now", "jetzt": the present is no date range */
  const present = /\b(now|jetzt|nu|ahora|maintenant|ora|adesso|teraz|ted|agora)\b/.test(text)
  return (
    hasDate &&
    !present &&
    !countedByArticle(result) &&
    text.replace(/[^a-z]/g, '').length >= 3 &&
    !/\byears?\b/.test(text)
  )
}

/**
 * "the min age", "an hour": a time from now counted by an article, not a
 * number (chrono reads "the min" as a minute from now), names no day.
 */
function countedByArticle(result: chrono.ParsedResult): boolean {
  return result.tags().has('result/relativeDateAndTime') && !/\d/.test(result.text)
}

/** The longest date chrono-node finds in any of the languages. */
function chronoDate(
  text: string,
  folded: string,
  local: DateTime,
  past: boolean,
  language?: string
) {
  const reference = { instant: local.toJSDate(), timezone: local.offset }
  const options = { forwardDate: !past }
  const parse = (parser: chrono.Chrono, source: string) =>
    parser.parse(source, reference, options).filter(wholeWords(source))
  const [own, ...others] = chronoLocales(language)
  const read = (locale: chrono.Chrono) => [parse(locale, text), parse(locale, folded)].flat()
  const results = [
    ...read(own),
    /* a short weekday ("qua", "mer") is another language's word unless the question's language writes it so */
    ...others.flatMap(read).filter((result) => !isShortWeekday(result)),
    ...parse(SLAVIC, folded),
  ].filter(isDate)
  return results.sort((a, b) => b.text.length - a.text.length)[0] ?? null
}

/** A weekday alone in three letters or fewer: an abbreviation that is also a word in other languages. */
function isShortWeekday(result: chrono.ParsedResult): boolean {
  const start = result.start
  return (
    start.isCertain('weekday') &&
    !start.isCertain('day') &&
    foldText(result.text).replace(/[^a-z]/g, '').length <= 3
  )
}

const WEEKDAY_MODIFIER = new RegExp(`\\b(?:${NEXT}|${LAST})\\b`)

/** A weekday name without next/last/this: the nearest such day, today included. */
function bareWeekday(result: chrono.ParsedResult, local: DateTime, past: boolean) {
  const start = result.start
  if (!start.isCertain('weekday') || start.isCertain('day') || result.end) return null
  if (WEEKDAY_MODIFIER.test(normalizeQuestion(result.text))) return null
  const weekday = start.get('weekday')! || 7
  const today = local.startOf('day')
  const ahead = (weekday - local.weekday + 7) % 7
  return past ? today.minus({ days: (7 - ahead) % 7 }) : today.plus({ days: ahead })
}

function dayOf(components: chrono.ParsedComponents, local: DateTime): DateTime {
  return DateTime.fromObject(
    { year: components.get('year')!, month: components.get('month')!, day: components.get('day')! },
    { zone: local.zone }
  )
}

/** A day, a range of days or a month chrono-node read. */
function chronoReading(
  text: string,
  local: DateTime,
  past: boolean,
  language?: string
): Reading | null {
  const folded = foldText(text)
  const result = chronoDate(text.toLowerCase(), folded, local, past, language)
  if (!result) return null
  const said = normalizeQuestion(result.text)
  if (!result.start.isCertain('day') && !result.start.isCertain('weekday')) {
    const month = result.start.get('month')!
    /* "in October" asked in October is this one, not next year's */
    const year =
      !result.start.isCertain('year') && month === local.month && !past
        ? local.year
        : result.start.get('year')!
    const start = DateTime.fromObject({ year, month, day: 1 }, { zone: local.zone })
    const end = start.plus({ months: 1 })
    const from = start <= local && local < end && !past ? local : start
    return { label: start.setLocale('en').toFormat('LLLL yyyy'), from, to: end, said }
  }
  const first = bareWeekday(result, local, past) ?? dayOf(result.start, local)
  const last = result.end ? dayOf(result.end, local) : first
  const to = last.plus({ days: 1 })
  const label = result.end
    ? `${first.setLocale('en').toFormat('d LLLL')} to ${last.setLocale('en').toFormat('d LLLL yyyy')}`
    : first.setLocale('en').toFormat('cccc d LLLL yyyy')
  const from = first <= local && local < to && !past ? local : first
  return { label, from, to, said }
}

function spanReading(days: DaySpan, local: DateTime, past: boolean, said: string): Reading {
  const to = days.last.plus({ days: 1 })
  const from = days.first <= local && local < to && !past ? local : days.first
  return { label: days.label, from, to, said }
}

/**
 * "in November next year", "en noviembre del año que viene", "w listopadzie
 * przyszłego roku": a month, day or holiday without its year, with this,
 * next or last year named, is in that year (read from its first day).
 */
function namedYear(normalized: string, local: DateTime, dates: NamedDate[]) {
  if (dates.length === 0 || dates.some(({ said }) => /\d{4}/.test(said))) return null
  /* a date's own words name no year ("o Ano Novo" is New Year, not this year) */
  const rest = dates.reduce(
    (line, { index, said }) =>
      line.slice(0, index) + ' '.repeat(said.length) + line.slice(index + said.length),
    normalized
  )
  const match = calendarMatch(rest)
  if (!match) return null
  const [said, next, last, , , , year, , thisYear] = match
  if (!year && !thisYear) return null
  const offset = next ? 1 : last ? -1 : 0
  return { reference: local.plus({ years: offset }).startOf('year'), said: said! }
}

/** A date said with its year starts in that year: New Year said with "this year" is the one that begins on its 31 December. */
function startingInItsYear(date: NamedDate): NamedDate {
  return {
    ...date,
    resolve: (reference, past) => {
      const days = date.resolve(reference, past)
      return days.first.year < reference.year
        ? date.resolve(days.last.plus({ days: 1 }), past)
        : days
    },
  }
}

/** A range, a day of a month, a month or a holiday named in any of the languages. */
function named(normalized: string, local: DateTime, past: boolean): Reading | null {
  const found = namedDates(normalized)
  const year = namedYear(normalized, local, found)
  const dates = year ? found.map(startingInItsYear) : found
  const reference = year?.reference ?? local
  const inYear = (reading: Reading): Reading =>
    year ? { ...reading, alsoSaid: [...(reading.alsoSaid ?? []), year.said] } : reading
  const range = namedRange(normalized, dates, reference, past && !year)
  if (range) {
    const reading = spanReading(range, local, past, range.said)
    return inYear(range.fromNow ? { ...reading, from: local } : reading)
  }
  const readings = dates.map((date) =>
    spanReading(date.resolve(reference, past && !year), local, past, date.said)
  )
  const reading = narrowestInside(readings)
  return reading ? inYear(reading) : null
}

const lengthOf = (reading: Reading) => reading.to.diff(reading.from, 'days').days

/**
 * One day named inside the first, wider date also named ("Christmas Day, 25
 * December", "Weihnachten … am 25.12"): the day is what is asked, the wider
 * phrase said too. A holiday of several days inside a month ("in december,
 * voor de kerstvakantie") is no one day: the month stays.
 */
function narrowestInside(readings: (Reading | null)[]): Reading | null {
  const [outer, ...others] = readings.filter((reading): reading is Reading => reading !== null)
  if (!outer) return null
  const inner = others.find(
    (r) => r.from >= outer.from && r.to <= outer.to && lengthOf(r) <= 1 && lengthOf(outer) > 1
  )
  if (!inner) return outer
  return { ...inner, alsoSaid: [...(inner.alsoSaid ?? []), outer.said, ...(outer.alsoSaid ?? [])] }
}

/* "am 17.12", "do 5. 1.", "17.12.2026": day then month, as every language here but English writes them */
const NUMERIC_DAY = /(?<![\d.,])(\d{1,2})\.\s?(\d{1,2})\.?(?:\s?(\d{4}))?(?![\d,]|\.\d)/

/** A day written in figures, day first, in any of the languages. */
function numericDay(question: string, local: DateTime, past: boolean): Reading | null {
  const match = NUMERIC_DAY.exec(question)
  if (!match) return null
  const [text, day, month, year] = match
  if (!validDay(Number(month), Number(day))) return null
  const days = daySpan(Number(month), Number(day), year)(local, past)
  return spanReading(days, local, past, normalizeQuestion(text))
}

function asRange({ label, from, to }: Reading): A2ADateRange {
  return { label, from: from.toISO(ISO)!, to: to.toISO(ISO)!, timezone: from.zoneName! }
}

/**
 * The date phrase of a question, if any, as a range in `zone` at `now`;
 * `past` when the question asks about what already happened.
 */
export function readDatePhrase(
  question: string,
  now: DateTime,
  zone: string,
  past = false,
  language?: string
): DateReading | null {
  const local = now.setZone(zone).startOf('second')
  const normalized = normalizeQuestion(question)
  const reading =
    span(normalized, local) ??
    dayWords(normalized, local) ??
    narrowestInside([named(normalized, local, past), numericDay(question, local, past)]) ??
    calendar(normalized, local, past) ??
    chronoReading(question, local, past, language)
  return reading
    ? {
        range: asRange(reading),
        said: [reading.said, ...(reading.alsoSaid ?? [])],
      }
    : null
}
