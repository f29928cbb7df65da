import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import fc from 'fast-check'
import { isoInZone } from '#lib/zoned_time'

const ZONES = [
  'Europe/Berlin',
  'Europe/London',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/Sao_Paulo',
  'UTC',
]

/** Luxon's ISO form, to the second, as the API printed it before (the reference). */
const reference = (ms: number, zone: string) =>
  DateTime.fromMillis(ms, { zone })
    .startOf('second')
    .toISO({ suppressMilliseconds: true, includeOffset: true })

test.group('isoInZone', () => {
  test('matches Luxon every 397 minutes over two years, DST changes included', ({ assert }) => {
    const start = Date.UTC(2026, 0, 1, 0, 0, 7, 654)
    let compared = 0
    for (const zone of ZONES) {
      for (let ms = start; ms < start + 2 * 365 * 86_400_000; ms += 397 * 60_000) {
        const expected = reference(ms, zone)
        const actual = isoInZone(ms, zone)
        if (actual !== expected) assert.fail(`${zone} at ${ms}: ${actual} != ${expected}`)
        compared++
      }
    }
    assert.isAbove(compared, 15_000)
  })

  test('the instants around a DST change', ({ assert }) => {
    const change = Date.UTC(2027, 2, 28, 1, 0, 0)
    assert.equal(isoInZone(change - 1000, 'Europe/Berlin'), '2027-03-28T01:59:59+01:00')
    assert.equal(isoInZone(change, 'Europe/Berlin'), '2027-03-28T03:00:00+02:00')
    assert.equal(isoInZone(change, 'UTC'), '2027-03-28T01:00:00Z')
  })

  test('matches Luxon at every minute of the three hours around each offset change', ({
    assert,
  }) => {
    const HOUR = 3_600_000
    const offsetOf = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone }).offset
    let changes = 0
    for (const zone of ZONES) {
      const start = Date.UTC(2026, 0, 1)
      for (let day = start; day < start + 3 * 365 * 24 * HOUR; day += 24 * HOUR) {
        if (offsetOf(day, zone) === offsetOf(day + 24 * HOUR, zone)) continue
        let change = day
        while (offsetOf(change + HOUR, zone) === offsetOf(day, zone)) change += HOUR
        changes++
        for (let ms = change - HOUR; ms <= change + 2 * HOUR; ms += 60_000) {
          const [actual, expected] = [isoInZone(ms + 59_000, zone), reference(ms + 59_000, zone)]
          if (actual !== expected)
            assert.fail(`${zone} at ${ms + 59_000}: ${actual} != ${expected}`)
        }
      }
    }
    assert.isAtLeast(changes, 30)
  })

  test('matches Intl itself for any zone and instant from 1970 to 2100 (property)', () => {
    const zones = Intl.supportedValuesOf('timeZone')
    /** The local wall time as Intl prints it (sv-SE reads "2027-10-31 21:00:05") and the offset. */
    const intl = (ms: number, zone: string) => {
      const local = new Date(ms).toLocaleString('sv-SE', { timeZone: zone }).replace(' ', 'T')
      return { local, offset: Math.round((Date.parse(`${local}Z`) - ms) / 60_000) }
    }
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) / 1000 }),
        (zone, seconds) => {
          const ms = seconds * 1000
          const { local, offset } = intl(ms, zone)
          const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')
          const minutes = String(Math.abs(offset) % 60).padStart(2, '0')
          const utc = offset === 0 && ['utc', 'gmt'].includes(zone.toLowerCase())
          const suffix = utc ? 'Z' : `${offset < 0 ? '-' : '+'}${hours}:${minutes}`
          return isoInZone(ms, zone) === local + suffix
        }
      ),
      { numRuns: 4000 }
    )
  })
})
