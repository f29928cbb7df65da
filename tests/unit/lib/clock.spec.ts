import { test } from '@japa/runner'
import { clockNow, moveClockForward, resetClock, sqlNow } from '#lib/clock'
import { publicationStatus, publishedNowSql } from '#lib/publication'

test.group('The service clock', (group) => {
  group.each.teardown(() => void resetClock())

  test('is the real time, and SQL reads the plain now(), until a test moves it', ({ assert }) => {
    assert.approximately(clockNow(), Date.now(), 50)
    assert.equal(sqlNow(), 'now()')
    assert.notInclude(publishedNowSql('events'), 'interval')
    assert.isFalse(resetClock(), 'nothing had moved')
  })

  test('moved forward, TypeScript and SQL read the same later time', ({ assert }) => {
    moveClockForward(90_000)
    assert.approximately(clockNow() - Date.now(), 90_000, 50)
    assert.equal(sqlNow(), `(now() + interval '90000 milliseconds')`)
    assert.include(publishedNowSql('e'), `e.publish_at <= (now() + interval '90000 milliseconds')`)
    assert.isTrue(resetClock())
    assert.equal(sqlNow(), 'now()')
  })

  test('a scheduled record is live once the moved clock passes its time', ({ assert }) => {
    const row = {
      publication: 'scheduled' as const,
      publishAt: Date.now() + 60_000,
      unpublishAt: null,
    }
    assert.equal(publicationStatus(row), 'scheduled')
    moveClockForward(60_001)
    assert.equal(publicationStatus(row), 'live')
  })

  test('never moves backwards, nor by a fraction', ({ assert }) => {
    assert.throws(() => moveClockForward(-1), /Not a move forward/)
    assert.throws(() => moveClockForward(0.5), /Not a move forward/)
  })
})
