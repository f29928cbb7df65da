import { test } from '@japa/runner'
import { ReadCache } from '#services/read_cache/read_cache'

/** A cache on a hand-moved clock, connected as if its listener were up. */
function cacheAt(start: number, maxBytes = 1_000_000) {
  const clock = { now: start }
  const cache = new ReadCache(maxBytes, () => clock.now)
  cache.setConnected(true)
  return { cache, clock }
}

function counter(value: () => unknown, expiresAt: number | null = null) {
  const calls = { count: 0 }
  const compute = async () => {
    calls.count++
    return { value: value(), expiresAt }
  }
  return { calls, compute }
}

test.group('ReadCache', () => {
  test('serves an entry until the instant its data changes by the clock', async ({ assert }) => {
    const { cache, clock } = cacheAt(1_000)
    const { calls, compute } = counter(() => ({ at: clock.now }), 2_000)
    await cache.read('k', ['events'], compute)
    clock.now = 1_999
    assert.deepEqual(await cache.read('k', ['events'], compute), { at: 1_000 })
    clock.now = 2_000
    assert.deepEqual(await cache.read('k', ['events'], compute), { at: 2_000 })
    assert.equal(calls.count, 2)
  })

  test('a change to one table drops only the entries built from it', async ({ assert }) => {
    const { cache } = cacheAt(0)
    const events = counter(() => ({ list: 'events' }))
    const partners = counter(() => ({ list: 'partners' }))
    await cache.read('e', ['events', 'cities'], events.compute)
    await cache.read('p', ['partners'], partners.compute)
    cache.invalidate('cities')
    await cache.read('e', ['events', 'cities'], events.compute)
    await cache.read('p', ['partners'], partners.compute)
    assert.equal(events.calls.count, 2)
    assert.equal(partners.calls.count, 1)
  })

  test('a value computed while a change arrived is returned but not kept', async ({ assert }) => {
    const { cache } = cacheAt(0)
    let calls = 0
    const compute = async () => {
      calls++
      if (calls === 1) cache.invalidate('events')
      return { value: { calls }, expiresAt: null }
    }
    assert.deepEqual(await cache.read('k', ['events'], compute), { calls: 1 })
    assert.deepEqual(await cache.read('k', ['events'], compute), { calls: 2 })
    assert.deepEqual(await cache.read('k', ['events'], compute), { calls: 2 })
  })

  test('without its listener it serves nothing from memory', async ({ assert }) => {
    const { cache } = cacheAt(0)
    const { calls, compute } = counter(() => ({ ok: true }))
    await cache.read('k', ['docs'], compute)
    cache.setConnected(false)
    await cache.read('k', ['docs'], compute)
    await cache.read('k', ['docs'], compute)
    assert.equal(calls.count, 3)
    assert.equal(cache.stats().entries, 0)
  })

  test('over its size, the least recently used entries go first', async ({ assert }) => {
    const { cache } = cacheAt(0, 40)
    const value = (name: string) => async () => ({ value: { name }, expiresAt: null })
    await cache.read('a', ['docs'], value('aaaaa'))
    await cache.read('b', ['docs'], value('bbbbb'))
    await cache.read('a', ['docs'], value('changed'))
    await cache.read('c', ['docs'], value('ccccc'))
    assert.deepEqual(await cache.read('a', ['docs'], value('recomputed')), { name: 'aaaaa' })
    assert.deepEqual(await cache.read('b', ['docs'], value('recomputed')), { name: 'recomputed' })
  })

  test('cached values are frozen: no door can change what others read', async ({ assert }) => {
    const { cache } = cacheAt(0)
    const value = await cache.read('k', ['docs'], async () => ({
      value: { list: [{ name: 'x' }] },
      expiresAt: null,
    }))
    assert.throws(() => {
      ;(value.list[0] as { name: string }).name = 'y'
    })
  })
})
