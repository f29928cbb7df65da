import { test } from '@japa/runner'
import {
  decodeCursor,
  encodeCursor,
  isCityPosition,
  isEventPosition,
  isOffsetPosition,
} from '#queries/cursor'
import { CatalogFailureError, type InvalidParameter } from '#exceptions/catalog_failures'
import { expectValue, type Result } from '#lib/result'

const START = '2027-10-31T20:00:00.123456+00:00'

/** The refusal as the HTTP doors answer it (its status, parameter and message). */
function refusal(decode: () => Result<unknown, InvalidParameter>): CatalogFailureError {
  const result = decode()
  if (result.ok) throw new Error('the cursor was accepted')
  return new CatalogFailureError(result.failure)
}

test.group('Keyset cursors', () => {
  test('round-trip the position of the last row for the same list and filters', ({ assert }) => {
    const filters = { city: 'berlin', type: 'all', upcoming: true }
    const cursor = encodeCursor('events', filters, [START, 'berlin-halloween-2027'])
    assert.match(cursor, /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/)
    assert.deepEqual(expectValue(decodeCursor('events', { ...filters }, cursor, isEventPosition)), [
      START,
      'berlin-halloween-2027',
    ])
    const offset = encodeCursor('docs', { query: 'visa' }, 20)
    assert.equal(
      expectValue(
        decodeCursor('docs', { query: 'visa', kind: undefined }, offset, isOffsetPosition)
      ),
      20
    )
  })

  test('a cursor of another list is refused, naming cursor', ({ assert }) => {
    const cities = encodeCursor('cities', {}, ['Berlin', 3])
    const events = encodeCursor('events', { type: 'all', upcoming: true }, [START, 'x'])
    const error = refusal(() => decodeCursor('events', {}, cities, isEventPosition))
    assert.equal(error.parameter, 'cursor')
    assert.equal(error.status, 400)
    assert.include(error.message, 'another list')
    refusal(() => decodeCursor('cities', {}, events, isCityPosition))
  })

  test('a cursor of the same list with other filters is refused', () => {
    const cursor = encodeCursor('cities', { q: 'ber' }, ['Berlin', 3])
    refusal(() => decodeCursor('cities', { q: 'mun' }, cursor, isCityPosition))
    refusal(() => decodeCursor('cities', {}, cursor, isCityPosition))
    refusal(() => decodeCursor('cities', { q: 'ber', country: 'DE' }, cursor, isCityPosition))
  })

  test('hand-made cursors are refused, whatever their fields', () => {
    const payload = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const signed = encodeCursor('cities', {}, ['Berlin', 3])
    const [, signature] = signed.split('.')
    for (const bad of [
      '',
      'not-a-cursor',
      payload({ v: 1, p: ['a', 1] }),
      `${payload({ v: 2, l: 'cities', p: ['Berlin', 4] })}.${signature}`,
      `${payload({ v: 2, l: 'cities', p: [1, 'Berlin'] })}.${'A'.repeat(22)}`,
      `${signed}.extra`,
      `${payload([1, 2])}.${signature}`,
    ]) {
      refusal(() => decodeCursor('cities', {}, bad, isCityPosition))
    }
  })

  test('a signed cursor whose position has the wrong shape or types is refused', () => {
    for (const position of [
      ['not a date', 'id'],
      [START, 42],
      [START],
      [START, 'x'.repeat(201)],
      ['2027-13-45T99:99:99Z', 'id'],
    ]) {
      const cursor = encodeCursor('events', {}, position)
      refusal(() => decodeCursor('events', {}, cursor, isEventPosition))
    }
    for (const position of [
      ['Berlin', 0],
      ['Berlin', '3'],
      [3, 3],
      ['Berlin', 1.5],
    ]) {
      refusal(() =>
        decodeCursor('cities', {}, encodeCursor('cities', {}, position), isCityPosition)
      )
    }
    refusal(() => decodeCursor('docs', {}, encodeCursor('docs', {}, -1), isOffsetPosition))
  })
})
