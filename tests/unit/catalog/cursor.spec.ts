import { test } from '@japa/runner'
import { decodeCursor, encodeCursor } from '#lib/cursor'
import { InvalidParameterError } from '#services/catalog/catalog_errors'

test.group('Keyset cursors', () => {
  test('round-trip the position of the last row', ({ assert }) => {
    const cursor = encodeCursor(['2027-10-31T20:00:00.123456+00:00', 'berlin-halloween-2027'])
    assert.match(cursor, /^[A-Za-z0-9_-]+$/)
    assert.deepEqual(decodeCursor(cursor), [
      '2027-10-31T20:00:00.123456+00:00',
      'berlin-halloween-2027',
    ])
  })

  test('reject anything the API did not issue, naming the parameter', ({ assert }) => {
    const forged = Buffer.from(JSON.stringify({ v: 2, p: ['a', 1] })).toString('base64url')
    for (const bad of ['not-a-cursor', '', forged, Buffer.from('[1,2]').toString('base64url')]) {
      assert.throws(() => decodeCursor(bad), InvalidParameterError as never)
      try {
        decodeCursor(bad)
      } catch (error) {
        assert.equal((error as InvalidParameterError).parameter, 'cursor')
        assert.equal((error as InvalidParameterError).status, 400)
      }
    }
  })
})
