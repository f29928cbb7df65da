import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { findDatePhrase, resolveDatePhrase } from '#a2a/date_phrases'
import type { DatePhrase } from '#a2a/date_phrases'

const ZONE = 'Europe/Berlin'
/** Wednesday 14 October 2026, 12:00 in Berlin (+02:00) */
const WEDNESDAY = DateTime.fromISO('2026-10-14T12:00:00', { zone: ZONE })
/** Sunday 20 December 2026, 15:30 in Berlin (+01:00) */
const SUNDAY = DateTime.fromISO('2026-12-20T15:30:00', { zone: ZONE })

function resolve(phrase: string, now = WEDNESDAY) {
  const found = findDatePhrase(phrase)
  if (!found) throw new Error(`no date phrase in "${phrase}"`)
  return resolveDatePhrase(found, now, ZONE)
}

test.group('A2A date phrases', () => {
  test('finds the phrase in a question', ({ assert }) => {
    const cases: [string, DatePhrase | null][] = [
      ['events tonight', { kind: 'tonight' }],
      ['what is on today', { kind: 'today' }],
      ['parties tomorrow', { kind: 'tomorrow' }],
      ['this weekend', { kind: 'weekend', next: false }],
      ['on the weekend', { kind: 'weekend', next: false }],
      ['next weekend', { kind: 'weekend', next: true }],
      ['this week', { kind: 'week', next: false }],
      ['next week', { kind: 'week', next: true }],
      ['this month', { kind: 'month', next: false }],
      ['next month', { kind: 'month', next: true }],
      ['in march', { kind: 'named_month', month: 3, year: null }],
      ['october 2027', { kind: 'named_month', month: 10, year: 2027 }],
      ['events in sept', { kind: 'named_month', month: 9, year: null }],
      ['may i ask', null],
      ['monthly costs', null],
      ['events in berlin', null],
    ]
    for (const [text, expected] of cases) assert.deepEqual(findDatePhrase(text), expected, text)
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
