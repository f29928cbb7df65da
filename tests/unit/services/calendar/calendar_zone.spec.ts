import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { calendarDate } from '#services/calendar/calendar_zone'

/*
| Calendar dates read their zone's offset from the service's own cache: each
| must be the date Luxon itself makes from Intl, hour by hour around the
| clock changes of zones east and west, north and south, and one that moves
| by 30 minutes.
*/
const ZONES = [
  'Europe/Berlin',
  'Europe/London',
  'America/New_York',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'Asia/Kolkata',
  'UTC',
]

/** Every hour (and a few odd seconds) of 2027, a year with every zone's changes in it. */
function instants(): number[] {
  const start = Date.UTC(2027, 0, 1)
  return Array.from(
    { length: 365 * 24 },
    (_, hour) => start + hour * 3_600_000 + (hour % 7) * 1_013
  )
}

test.group('Calendar dates in an event zone', () => {
  test('{$self}: the same local time and offset as Luxon asking Intl')
    .with(ZONES)
    .run(({ assert }, zone) => {
      for (const ms of instants()) {
        const iso = new Date(ms).toISOString()
        const expected = DateTime.fromISO(iso, { setZone: true }).setZone(zone)
        const actual = calendarDate(iso, zone)
        assert.equal(actual.toISO(), expected.toISO(), `${iso} in ${zone}`)
        assert.equal(actual.setZone(zone), actual, 'setZone(name) keeps the date')
      }
    })

  test('without a zone: UTC', ({ assert }) => {
    const date = calendarDate('2027-10-31T21:00:00+01:00', null)
    assert.equal(date.toISO(), '2027-10-31T20:00:00.000Z')
  })

  test('one hour after a date in a zone is one hour later in that zone', ({ assert }) => {
    /* the night Berlin's clocks go back: 02:30 comes twice */
    const date = calendarDate('2027-10-31T00:30:00Z', 'Europe/Berlin')
    assert.equal(date.plus({ hours: 1 }).toISO(), '2027-10-31T02:30:00.000+01:00')
    assert.equal(date.toISO(), '2027-10-31T02:30:00.000+02:00')
  })
})
