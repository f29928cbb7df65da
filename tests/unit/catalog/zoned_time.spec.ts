import { test } from '@japa/runner'
import { DateTime } from 'luxon'
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
})
