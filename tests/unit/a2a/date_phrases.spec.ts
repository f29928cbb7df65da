import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { readDatePhrase } from '#a2a/date_phrases'

const ZONE = 'Europe/Berlin'
/** Wednesday 14 October 2026, 12:00 in Berlin (+02:00) */
const WEDNESDAY = DateTime.fromISO('2026-10-14T12:00:00', { zone: ZONE })
/** Sunday 20 December 2026, 15:30 in Berlin (+01:00) */
const SUNDAY = DateTime.fromISO('2026-12-20T15:30:00', { zone: ZONE })

function resolve(phrase: string, now = WEDNESDAY, past = false) {
  const found = readDatePhrase(phrase, now, ZONE, past)
  if (!found) throw new Error(`no date phrase in "${phrase}"`)
  return found.range
}

/** The calendar day `date` (yyyy-MM-dd) in Berlin, as the range the agent must give. */
function day(date: string) {
  const start = DateTime.fromISO(date, { zone: ZONE })
  return {
    from: start.toISO({ suppressMilliseconds: true }),
    to: start.plus({ days: 1 }).toISO({ suppressMilliseconds: true }),
  }
}

test.group('A2A date phrases', () => {
  test('questions without a date phrase have none', ({ assert }) => {
    for (const text of [
      'may i ask',
      'monthly costs',
      'events in berlin',
      'can a 17 year old go to the krakow orientation week',
      'wo ist was los',
      'orientation week in Berlin',
      'how much is a pint in london',
    ]) {
      assert.isNull(readDatePhrase(text, WEDNESDAY, ZONE), text)
    }
  })

  test('weekday names in every language mean the next such day', ({ assert }) => {
    /* Wednesday 14 October 2026: the next Saturday is the 17th */
    for (const text of [
      'what is on in amsterdam on saturday',
      'was ist am Samstag los',
      'wat is er zaterdag te doen',
      'qué hay el sábado',
      'que faire samedi soir',
      'cosa c’è sabato',
      'co się dzieje w sobotę',
      'co se děje v sobotu',
      'o que há no sábado',
    ]) {
      assert.deepInclude(
        resolve(text),
        { ...day('2026-10-17'), label: 'Saturday 17 October 2026' },
        text
      )
    }
  })

  test('a day of a month in every language', ({ assert }) => {
    for (const text of [
      'Any events on the 4th of December?',
      'Events am 4. Dezember',
      'fiestas el 4 de diciembre',
      'soirées le 4 décembre',
      'feest op 4 december',
      'eventi il 4 dicembre',
      'imprezy 4 grudnia',
      'akce 4. prosince',
      'festas a 4 de dezembro',
    ]) {
      assert.deepInclude(resolve(text), day('2026-12-04'), text)
    }
  })

  test('the next N days or weeks run from now', ({ assert }) => {
    const twoWeeks = WEDNESDAY.plus({ weeks: 2 }).startOf('day').plus({ days: 1 })
    for (const text of [
      'events in the next 2 weeks',
      'Partys in den nächsten zwei Wochen',
      'fiestas en las próximas 2 semanas',
      'soirées dans les 2 prochaines semaines',
      'feesten in de komende 2 weken',
      'najbliższe 2 tygodnie',
    ]) {
      assert.deepInclude(
        resolve(text),
        {
          from: WEDNESDAY.toISO({ suppressMilliseconds: true }),
          to: twoWeeks.toISO({ suppressMilliseconds: true }),
        },
        text
      )
    }
  })

  test('this year: from now on, or until now when asking about the past', ({ assert }) => {
    const iso = (date: DateTime) => date.toISO({ suppressMilliseconds: true })
    const newYear = DateTime.fromISO('2027-01-01', { zone: ZONE })
    const january = DateTime.fromISO('2026-01-01', { zone: ZONE })
    assert.deepInclude(resolve('events this year'), { from: iso(WEDNESDAY), to: iso(newYear) })
    assert.deepInclude(
      resolve('Was there a Halloween party in Prague this year?', WEDNESDAY, true),
      {
        from: iso(january),
        to: iso(WEDNESDAY),
      }
    )
    assert.deepInclude(resolve('Partys dieses Jahr'), { to: iso(newYear) })
    assert.deepInclude(resolve('letos', WEDNESDAY), { to: iso(newYear) })
  })

  test('tonight in every language', ({ assert }) => {
    for (const text of [
      'tonight',
      'heute Abend',
      'vanavond',
      'esta noche',
      'ce soir',
      'stasera',
      'dziś wieczorem',
      'dnes večer',
      'hoje à noite',
    ]) {
      assert.equal(resolve(text).label, 'tonight', text)
    }
  })

  test('tonight runs from 17:00 (or now) to 05:00', ({ assert }) => {
    assert.deepInclude(resolve('tonight'), {
      from: '2026-10-14T17:00:00+02:00',
      to: '2026-10-15T05:00:00+02:00',
    })
    const late = DateTime.fromISO('2026-10-14T23:10:00', { zone: ZONE })
    assert.equal(resolve('tonight', late).from, '2026-10-14T23:10:00+02:00')
  })

  test('today and tomorrow are calendar days', ({ assert }) => {
    assert.deepInclude(resolve('today'), {
      from: '2026-10-14T12:00:00+02:00',
      to: '2026-10-15T00:00:00+02:00',
    })
    assert.deepInclude(resolve('tomorrow'), {
      from: '2026-10-15T00:00:00+02:00',
      to: '2026-10-16T00:00:00+02:00',
    })
  })

  test('a weekend runs from Friday 18:00 to Monday 00:00', ({ assert }) => {
    assert.deepInclude(resolve('this weekend'), {
      label: 'this weekend',
      from: '2026-10-16T18:00:00+02:00',
      to: '2026-10-19T00:00:00+02:00',
    })
    assert.deepInclude(resolve('next weekend'), {
      from: '2026-10-23T18:00:00+02:00',
      to: '2026-10-26T00:00:00+01:00',
    })
    assert.deepInclude(resolve('this weekend', SUNDAY), {
      from: '2026-12-20T15:30:00+01:00',
      to: '2026-12-21T00:00:00+01:00',
    })
  })

  test('weeks and months', ({ assert }) => {
    assert.deepInclude(resolve('next week'), {
      from: '2026-10-19T00:00:00+02:00',
      to: '2026-10-26T00:00:00+01:00',
    })
    assert.deepInclude(resolve('this month'), {
      from: '2026-10-14T12:00:00+02:00',
      to: '2026-11-01T00:00:00+01:00',
    })
    assert.deepInclude(resolve('next month', SUNDAY), {
      label: 'next month',
      from: '2027-01-01T00:00:00+01:00',
      to: '2027-02-01T00:00:00+01:00',
    })
  })

  test('a month name means its next occurrence', ({ assert }) => {
    assert.deepInclude(resolve('in march'), {
      label: 'March 2027',
      from: '2027-03-01T00:00:00+01:00',
      to: '2027-04-01T00:00:00+02:00',
    })
    assert.deepInclude(resolve('in october'), {
      label: 'October 2026',
      from: '2026-10-14T12:00:00+02:00',
      to: '2026-11-01T00:00:00+01:00',
    })
    assert.deepInclude(resolve('in november'), { label: 'November 2026' })
    assert.deepInclude(resolve('december 2027'), { label: 'December 2027' })
  })
})
