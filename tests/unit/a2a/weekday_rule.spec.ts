import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { readDatePhrase } from '#a2a/date_phrases'

/*
| The one rule for a weekday name, in every language the agent reads: the
| nearest such day from today, today included ("on saturday" asked on a
| Saturday is today); asked about the past, the latest such day up to today.
| Checked from each of the seven days of a week, so the outcome never depends
| on the day the suite runs. Weekday names come from CLDR (Intl).
*/

const ZONE = 'Europe/Berlin'
/** Monday 12 October 2026, 10:00 in Berlin, and the six days after it */
const WEEK = Array.from({ length: 7 }, (_, index) =>
  DateTime.fromISO('2026-10-12T10:00:00', { zone: ZONE }).plus({ days: index })
)

const TEMPLATES: Record<string, (day: string) => string> = {
  en: (day) => `what is on on ${day}`,
  de: (day) => `was ist am ${day} los`,
  nl: (day) => `wat is er ${day} te doen`,
  es: (day) => `qué hay el ${day}`,
  fr: (day) => `que faire ${day}`,
  it: (day) => `cosa c'è ${day}`,
  pl: (day) => `co się dzieje ${day}`,
  cs: (day) => `co se děje ${day}`,
  pt: (day) => `o que há ${day}`,
}

function weekdayName(locale: string, isoWeekday: number): string {
  const date = WEEK[isoWeekday - 1].toJSDate()
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: ZONE }).format(date)
}

/** The day's range; asked about the days ahead, today's starts now (what is over is not meant). */
function dayRange(day: DateTime, now?: DateTime) {
  const start = day.startOf('day')
  return {
    from: (now && day.hasSame(now, 'day') ? now : start).toISO({ suppressMilliseconds: true }),
    to: start.plus({ days: 1 }).toISO({ suppressMilliseconds: true }),
  }
}

test.group('A2A date phrases: a weekday name on each day of the week', () => {
  for (const [language, template] of Object.entries(TEMPLATES)) {
    test(`${language}: the nearest such day, today included`, ({ assert }) => {
      for (const now of WEEK) {
        for (let weekday = 1; weekday <= 7; weekday++) {
          const question = template(weekdayName(language, weekday))
          const expected = now.plus({ days: (weekday - now.weekday + 7) % 7 })
          const found = readDatePhrase(question, now, ZONE)
          assert.deepInclude(
            found?.range ?? {},
            dayRange(expected, now),
            `${question} on ${now.toISODate()}`
          )
        }
      }
    })

    test(`${language}: asked about the past, the latest such day up to today`, ({ assert }) => {
      for (const now of WEEK) {
        for (let weekday = 1; weekday <= 7; weekday++) {
          const question = template(weekdayName(language, weekday))
          const expected = now.minus({ days: (now.weekday - weekday + 7) % 7 })
          const found = readDatePhrase(question, now, ZONE, true)
          assert.deepInclude(
            found?.range ?? {},
            dayRange(expected),
            `${question} on ${now.toISODate()}`
          )
        }
      }
    })
  }
})
