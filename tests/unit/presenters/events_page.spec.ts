import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { quickChoices } from '#presenters/events_page'

/* The ranges of the quick choices on each day of a week, in the city's zone (#41). */
const ranges = (now: string, zone = 'Europe/Berlin') =>
  quickChoices({ city: 'berlin' }, zone, DateTime.fromISO(now, { zone: 'UTC' })).map((choice) => {
    const params = new URL(choice.href, 'http://site').searchParams
    return `${choice.label}: ${params.get('from') ?? '-'}..${params.get('to') ?? '-'}`
  })

test.group('Events page: quick choices', () => {
  test('on a Wednesday the weekend is Friday to Sunday', ({ assert }) => {
    assert.deepEqual(ranges('2026-12-02T12:00:00Z'), [
      'Tonight: 2026-12-02..2026-12-02',
      'This weekend: 2026-12-04..2026-12-06',
      'Next 7 days: 2026-12-02..2026-12-08',
      'Any date: -..-',
    ])
  })

  test('once the weekend has begun it starts today, and on Sunday it is Sunday only', ({
    assert,
  }) => {
    assert.include(ranges('2026-12-04T12:00:00Z'), 'This weekend: 2026-12-04..2026-12-06')
    assert.include(ranges('2026-12-05T12:00:00Z'), 'This weekend: 2026-12-05..2026-12-06')
    assert.include(ranges('2026-12-06T12:00:00Z'), 'This weekend: 2026-12-06..2026-12-06')
  })

  test("today is the city's day, not UTC's", ({ assert }) => {
    /* 23:30 UTC on Sunday is already Monday in Berlin, still Sunday in Lisbon */
    assert.include(ranges('2026-12-06T23:30:00Z'), 'Tonight: 2026-12-07..2026-12-07')
    assert.include(
      ranges('2026-12-06T23:30:00Z', 'Europe/Lisbon'),
      'Tonight: 2026-12-06..2026-12-06'
    )
    assert.include(ranges('2026-12-06T23:30:00Z'), 'This weekend: 2026-12-11..2026-12-13')
  })

  test('the choice matching the filters is the current one', ({ assert }) => {
    const now = DateTime.fromISO('2026-12-02T12:00:00Z')
    const current = (filters: Record<string, string>) =>
      quickChoices(filters, 'Europe/Berlin', now)
        .filter((choice) => choice.current)
        .map((choice) => choice.label)
    assert.deepEqual(current({ from: '2026-12-04', to: '2026-12-06' }), ['This weekend'])
    assert.deepEqual(current({}), ['Any date'])
    assert.deepEqual(current({ from: '2026-12-01', to: '2026-12-31' }), [])
  })
})
