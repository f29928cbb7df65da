import { test } from '@japa/runner'
import { ReadCache } from '#services/read_cache/read_cache'
import { entryWeight } from '#services/read_cache/entry_weight'
import { collectGarbage } from '#tests/helpers/heap'

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

  test('over its size, entries read once go first, then the least recently used', async ({
    assert,
  }) => {
    const weight = entryWeight('a', JSON.stringify({ name: 'aaaaa' }).length)
    /* room for 4 entries, 1 of them on probation */
    const { cache } = cacheAt(0, weight * 4)
    const value = (name: string) => async () => ({ value: { name }, expiresAt: null })
    await cache.read('a', ['docs'], value('aaaaa'))
    await cache.read('a', ['docs'], value('changed'))
    await cache.read('b', ['docs'], value('bbbbb'))
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

  test('concurrent misses of one key compute once and are charged once', async ({ assert }) => {
    const { cache } = cacheAt(0)
    const { calls, compute } = counter(() => ({ deals: [], q: 'x' }))
    const slow = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      return compute()
    }
    for (let round = 0; round < 3; round++) {
      cache.invalidate('partners')
      const answers = await Promise.all(
        Array.from({ length: 24 }, () => cache.read('k', ['partners'], slow))
      )
      assert.isTrue(answers.every((answer) => answer === answers[0]))
    }
    assert.equal(calls.count, 3)
    assert.equal(cache.stats().entries, 1)
    assert.equal(
      cache.stats().bytes,
      entryWeight('k', JSON.stringify({ deals: [], q: 'x' }).length)
    )
  })

  test('a read that starts after a change does not join a computation begun before it', async ({
    assert,
  }) => {
    const { cache } = cacheAt(0)
    let version = 0
    const compute = async () => {
      const seen = version
      await new Promise((resolve) => setTimeout(resolve, 20))
      return { value: { seen }, expiresAt: null }
    }
    const before = cache.read('k', ['events'], compute)
    version = 1
    cache.invalidate('events')
    const after = cache.read('k', ['events'], compute)
    assert.deepEqual(await before, { seen: 0 })
    assert.deepEqual(await after, { seen: 1 })
  })

  test('a flood of keys read once keeps the budget and never evicts the entries read again', async ({
    assert,
  }) => {
    const budget = 50_000
    const { cache } = cacheAt(0, budget)
    const hot = ['events', 'pricing', 'cities']
    for (const key of hot) {
      for (let i = 0; i < 2; i++)
        await cache.read(key, ['docs'], async () => ({ value: { key }, expiresAt: null }))
    }
    for (let i = 0; i < 5_000; i++) {
      await cache.read(`deals?q=${i}`, ['partners'], async () => ({
        value: { total: 0, q: i },
        expiresAt: null,
      }))
      assert.isAtMost(cache.stats().bytes, budget)
    }
    for (const key of hot) assert.deepEqual(cache.peek(key), { key })
  })

  test('the budget bounds the heap, not only the JSON', async ({ assert }) => {
    const budget = 4 * 1024 * 1024
    const { cache } = cacheAt(0, budget)
    const used = () => {
      collectGarbage()
      return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers
    }
    const before = used()
    for (let i = 0; i < 60_000; i++) {
      const value = { total: 0, deals: [], q: `random words ${i}`, unmatched: [] }
      await cache.read(`listPartnerDeals:{"q":"random words ${i}"}`, ['partners'], async () => ({
        value,
        expiresAt: null,
      }))
    }
    const grown = used() - before
    assert.isAtMost(grown, budget * 1.25, `heap grew by ${grown} bytes for a budget of ${budget}`)
    assert.isAbove(cache.stats().entries, 500)
  })

  test('what is kept with an entry is counted in its weight and goes with it', async ({
    assert,
  }) => {
    const { cache } = cacheAt(0)
    const value = await cache.read('k', ['events'], async () => ({
      value: { id: 1 },
      expiresAt: null,
    }))
    const bare = cache.stats().bytes
    let made = 0
    const page = () =>
      cache.keptWith(value, 'page:event', async () => `<p>${++made}</p>`.repeat(100))
    assert.equal(await page(), await page())
    assert.equal(made, 1)
    assert.isAbove(cache.stats().bytes, bare + 1_000)
    cache.invalidate('events')
    assert.equal(cache.stats().bytes, 0)
    await page()
    assert.equal(made, 2)
  })
})
