import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { readDatePhrase } from '#understanding/dates/read_date_phrase'

/*
| Each class of date phrase in the nine languages, from several reference
| days (a month's last day, a year's last days, mid-year), so the outcome
| does not depend on the day the suite runs. Month names come from CLDR
| (Intl) here too, so every month of every language is asked; the Polish and
| Czech locatives ("w lipcu", "v červenci"), which CLDR does not give, are
| written out below as students type them.
*/

const ZONE = 'Europe/Berlin'
const LANGUAGES = ['en', 'de', 'nl', 'es', 'fr', 'it', 'pl', 'cs', 'pt'] as const
type Language = (typeof LANGUAGES)[number]

const at = (iso: string) => DateTime.fromISO(iso, { zone: ZONE })
const REFERENCE_DAYS = [
  at('2026-10-14T12:00:00'),
  at('2026-12-20T15:30:00'),
  at('2026-12-31T23:00:00'),
  at('2027-01-31T10:00:00'),
  at('2027-06-30T20:00:00'),
]

const iso = (date: DateTime) => date.toISO({ suppressMilliseconds: true })

function read(question: string, now: DateTime, past = false) {
  const found = readDatePhrase(question, now, ZONE, past)
  if (!found) throw new Error(`no date phrase in "${question}" (${iso(now)})`)
  return found.range
}

/** [from, to) as the agent must give it: today's part that is over is not meant. */
function expected(first: DateTime, end: DateTime, now: DateTime, past = false) {
  const from = !past && first <= now && now < end ? now : first
  return { from: iso(from), to: iso(end) }
}

const fold = (text: string) => text.toLowerCase()

function cldrMonth(language: string, month: number, context: 'standalone' | 'inDate') {
  const date = new Date(Date.UTC(2026, month - 1, 15, 12))
  if (context === 'standalone')
    return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(date)
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' })
    .formatToParts(date)
    .find((part) => part.type === 'month')!.value
}

const LOCATIVES: Partial<Record<Language, string[]>> = {
  pl: 'styczniu lutym marcu kwietniu maju czerwcu lipcu sierpniu wrześniu październiku listopadzie grudniu'.split(
    ' '
  ),
  cs: 'lednu únoru březnu dubnu květnu červnu červenci srpnu září říjnu listopadu prosinci'.split(
    ' '
  ),
}

const MONTH_TEMPLATES: Record<Language, (month: string) => string> = {
  en: (month) => `what is on in ${month}?`,
  de: (month) => `Was ist im ${month} los?`,
  nl: (month) => `feesten in ${month}`,
  es: (month) => `fiestas en ${month}`,
  fr: (month) => `des soirées en ${month} ?`,
  it: (month) => `eventi a ${month}`,
  pl: (month) => `imprezy w ${month}`,
  cs: (month) => `akce v ${month}`,
  pt: (month) => `festas em ${month}`,
}

/** The month meant: the next one not over (this one included), or the latest begun. */
function monthRange(month: number, now: DateTime, past: boolean) {
  let start = DateTime.fromObject({ year: now.year, month, day: 1 }, { zone: ZONE })
  if (!past && start.plus({ months: 1 }) <= now) start = start.plus({ years: 1 })
  if (past && start > now) start = start.minus({ years: 1 })
  return expected(start, start.plus({ months: 1 }), now, past)
}

test.group('Date phrases: each class in the nine languages', () => {
  test('a month name alone, in every form, every month and language', ({ assert }) => {
    for (const language of LANGUAGES) {
      for (let month = 1; month <= 12; month++) {
        const names = new Set([
          cldrMonth(language, month, 'standalone'),
          cldrMonth(language, month, 'inDate'),
          ...(LOCATIVES[language] ? [LOCATIVES[language]![month - 1]] : []),
        ])
        for (const name of names) {
          const question = MONTH_TEMPLATES[language](name)
          for (const now of REFERENCE_DAYS) {
            for (const past of [false, true]) {
              assert.deepInclude(
                read(question, now, past),
                monthRange(month, now, past),
                `${question} (${iso(now)}${past ? ', past' : ''})`
              )
            }
          }
        }
      }
    }
  })

  test('a day of a month as CLDR writes it, every month and language', ({ assert }) => {
    for (const language of LANGUAGES) {
      const format = new Intl.DateTimeFormat(language, {
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      })
      for (let month = 1; month <= 12; month++) {
        const phrase = format.format(new Date(Date.UTC(2026, month - 1, 21, 12)))
        for (const now of REFERENCE_DAYS) {
          let day = DateTime.fromObject({ year: now.year, month, day: 21 }, { zone: ZONE })
          if (day.plus({ days: 1 }) <= now) day = day.plus({ years: 1 })
          assert.deepInclude(
            read(`events ${fold(phrase)}`, now),
            expected(day, day.plus({ days: 1 }), now),
            `${phrase} (${iso(now)})`
          )
        }
      }
    }
  })

  const NEXT_MONTH: Record<Language, string[]> = {
    en: ['events next month'],
    de: ['Partys nächsten Monat', 'im kommenden Monat'],
    nl: ['feesten volgende maand', 'komende maand'],
    es: ['fiestas el mes que viene', 'el próximo mes'],
    fr: ['soirées le mois prochain'],
    it: ['feste il mese prossimo', 'il prossimo mese'],
    pl: ['imprezy w przyszłym miesiącu', 'w następnym miesiącu'],
    cs: ['akce příští měsíc', 'v příštím měsíci'],
    pt: ['festas no próximo mês', 'o mês que vem'],
  }
  const LAST_WEEK: Record<Language, string[]> = {
    en: ['last week'],
    de: ['letzte Woche', 'in der vergangenen Woche'],
    nl: ['vorige week', 'afgelopen week'],
    es: ['la semana pasada'],
    fr: ['la semaine dernière'],
    it: ['la settimana scorsa'],
    pl: ['w zeszłym tygodniu', 'w ubiegłym tygodniu'],
    cs: ['minulý týden'],
    pt: ['na semana passada'],
  }
  const NEXT_YEAR: Record<Language, string[]> = {
    en: ['next year'],
    de: ['nächstes Jahr'],
    nl: ['volgend jaar'],
    es: ['el año que viene', 'el próximo año'],
    fr: ["l'année prochaine"],
    it: ["l'anno prossimo"],
    pl: ['w przyszłym roku'],
    cs: ['příští rok', 'v příštím roce'],
    pt: ['no próximo ano'],
  }

  test('next month, next year and last week: calendar ones, in every language', ({ assert }) => {
    for (const now of REFERENCE_DAYS) {
      const month = now.startOf('month').plus({ months: 1 })
      const year = now.startOf('year').plus({ years: 1 })
      const week = now.startOf('week').minus({ weeks: 1 })
      for (const language of LANGUAGES) {
        for (const phrase of NEXT_MONTH[language])
          assert.deepInclude(
            read(phrase, now),
            { label: 'next month', ...expected(month, month.plus({ months: 1 }), now) },
            phrase
          )
        for (const phrase of NEXT_YEAR[language])
          assert.deepInclude(
            read(phrase, now),
            { label: 'next year', ...expected(year, year.plus({ years: 1 }), now) },
            phrase
          )
        for (const phrase of LAST_WEEK[language])
          assert.deepInclude(
            read(phrase, now, true),
            { label: 'last week', ...expected(week, week.plus({ weeks: 1 }), now, true) },
            phrase
          )
      }
    }
  })

  const DAY_RANGES: Record<Language, string> = {
    en: 'events from the 10th to the 15th of December',
    de: 'Partys vom 10. bis 15. Dezember',
    nl: 'feesten van 10 tot 15 december',
    es: 'fiestas del 10 al 15 de diciembre',
    fr: 'soirées du 10 au 15 décembre',
    it: 'feste dal 10 al 15 dicembre',
    pl: 'imprezy od 10 do 15 grudnia',
    cs: 'akce od 10. do 15. prosince',
    pt: 'festas de 10 a 15 de dezembro',
  }

  test('a range of days of a month, in every language', ({ assert }) => {
    for (const now of REFERENCE_DAYS) {
      let first = DateTime.fromObject({ year: now.year, month: 12, day: 10 }, { zone: ZONE })
      if (first.set({ day: 16 }) <= now) first = first.plus({ years: 1 })
      const end = first.set({ day: 16 })
      for (const language of LANGUAGES) {
        const phrase = DAY_RANGES[language]
        assert.deepInclude(read(phrase, now), expected(first, end, now), `${phrase} (${iso(now)})`)
      }
    }
  })

  const HOLIDAY_RANGES: Record<Language, string> = {
    en: 'parties between Christmas and New Year',
    de: 'Partys zwischen Weihnachten und Neujahr',
    nl: 'feesten tussen Kerstmis en Nieuwjaar',
    es: 'fiestas entre Navidad y Año Nuevo',
    fr: 'soirées entre Noël et le Nouvel An',
    it: 'feste tra Natale e Capodanno',
    pl: 'imprezy między świętami a Nowym Rokiem',
    cs: 'akce mezi Vánoci a Novým rokem',
    pt: 'festas entre o Natal e o Ano Novo',
  }

  test('a range between two holidays, in every language', ({ assert }) => {
    for (const now of REFERENCE_DAYS) {
      let year = now.year
      if (DateTime.fromObject({ year, month: 12, day: 27 }, { zone: ZONE }) <= now) year++
      const first = DateTime.fromObject({ year, month: 12, day: 24 }, { zone: ZONE })
      const end = DateTime.fromObject({ year: year + 1, month: 1, day: 2 }, { zone: ZONE })
      for (const language of LANGUAGES) {
        const phrase = HOLIDAY_RANGES[language]
        assert.deepInclude(read(phrase, now), expected(first, end, now), `${phrase} (${iso(now)})`)
      }
    }
  })

  const EASTER: Record<Language, string> = {
    en: 'events at Easter',
    de: 'Partys an Ostern',
    nl: 'feesten met Pasen',
    es: 'fiestas en Semana Santa',
    fr: 'soirées à Pâques',
    it: 'feste a Pasqua',
    pl: 'imprezy na Wielkanoc',
    cs: 'akce o Velikonocích',
    pt: 'festas na Páscoa',
  }
  const NEW_YEARS_EVE: Record<Language, string> = {
    en: "new year's eve parties",
    de: 'Party an Silvester',
    nl: 'feest op oudejaarsavond',
    es: 'fiesta de Nochevieja',
    fr: 'soirée de la Saint-Sylvestre',
    it: 'festa di San Silvestro',
    pl: 'impreza na Sylwestra',
    cs: 'akce na Silvestra',
    pt: 'festa na passagem de ano',
  }

  test('Easter (computed) and New Year’s Eve, in every language', ({ assert }) => {
    /* Easter Sunday: 5 April 2026, 28 March 2027, 16 April 2028 */
    const easter = (now: DateTime) => {
      const sundays = [
        at('2026-04-05T00:00:00'),
        at('2027-03-28T00:00:00'),
        at('2028-04-16T00:00:00'),
      ]
      const sunday = sundays.find((day) => day.plus({ days: 2 }) > now)!
      return expected(sunday.minus({ days: 2 }), sunday.plus({ days: 2 }), now)
    }
    for (const now of REFERENCE_DAYS) {
      let eve = DateTime.fromObject({ year: now.year, month: 12, day: 31 }, { zone: ZONE })
      if (eve.plus({ days: 1 }) <= now) eve = eve.plus({ years: 1 })
      for (const language of LANGUAGES) {
        assert.deepInclude(
          read(EASTER[language], now),
          easter(now),
          `${EASTER[language]} (${iso(now)})`
        )
        assert.deepInclude(
          read(NEW_YEARS_EVE[language], now),
          expected(eve, eve.plus({ days: 1 }), now),
          `${NEW_YEARS_EVE[language]} (${iso(now)})`
        )
      }
    }
  })

  const DAY_WORDS: Record<Language, [string, string, string, string]> = {
    en: ['today', 'tomorrow', 'the day after tomorrow', 'in the next 3 days'],
    de: ['heute', 'morgen', 'übermorgen', 'in den nächsten 3 Tagen'],
    nl: ['vandaag', 'morgen', 'overmorgen', 'de komende 3 dagen'],
    es: ['hoy', 'mañana', 'pasado mañana', 'en los próximos 3 días'],
    fr: ["aujourd'hui", 'demain', 'après-demain', 'dans les 3 prochains jours'],
    it: ['oggi', 'domani', 'dopodomani', 'nei prossimi 3 giorni'],
    pl: ['dzisiaj', 'jutro', 'pojutrze', 'w ciągu najbliższych 3 dni'],
    cs: ['dnes', 'zítra', 'pozítří', 'v příštích 3 dnech'],
    pt: ['hoje', 'amanhã', 'depois de amanhã', 'nos próximos 3 dias'],
  }

  test('today, tomorrow, the day after and the next N days, in every language', ({ assert }) => {
    for (const now of REFERENCE_DAYS) {
      const today = now.startOf('day')
      for (const language of LANGUAGES) {
        const [todayWord, tomorrow, after, next] = DAY_WORDS[language]
        assert.deepInclude(
          read(`events ${todayWord}`, now),
          expected(today, today.plus({ days: 1 }), now),
          todayWord
        )
        assert.deepInclude(
          read(`events ${tomorrow}`, now),
          expected(today.plus({ days: 1 }), today.plus({ days: 2 }), now),
          tomorrow
        )
        assert.deepInclude(
          read(`events ${after}`, now),
          expected(today.plus({ days: 2 }), today.plus({ days: 3 }), now),
          after
        )
        assert.deepInclude(
          read(`events ${next}`, now),
          expected(now, today.plus({ days: 4 }), now),
          next
        )
      }
    }
  })

  test('a Christmas market is a kind of event, not the holiday', ({ assert }) => {
    const now = REFERENCE_DAYS[0]
    for (const text of [
      'Christmas markets in Vienna',
      'Weihnachtsmarkt in Wien',
      'marché de Noël à Vienne',
      'mercatini di Natale',
      'vánoční trhy',
    ]) {
      assert.isNull(readDatePhrase(text, now, ZONE), text)
    }
    assert.include(read('Weihnachtsparty', now).label, 'Christmas')
  })

  test('a short month name is read only with a preposition, a day or a year', ({ assert }) => {
    const now = REFERENCE_DAYS[0]
    for (const text of [
      'may i bring a friend',
      'czy mają zniżki',
      'mai più',
      'events in Österreich',
    ]) {
      assert.isNull(readDatePhrase(text, now, ZONE), text)
    }
    assert.deepInclude(read('in may', now), monthRange(5, now, false))
    assert.deepInclude(read('may 2027', now), monthRange(5, now, false))
  })
})
