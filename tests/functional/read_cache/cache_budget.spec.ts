import { test } from '@japa/runner'
import { readCache } from '#services/read_cache/catalog_cache'
import { changesDelivered } from '#tests/helpers/changes_delivered'
import { clearRateLimits } from '#services/rate_limit_service'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

/*
| The read cache under concurrent load, through the real HTTP server: these
| tests commit nothing and run outside a global transaction, so the cache
| serves and stores as in production.
*/
const IN_PROCESS = TEST_SERVER_URL

const dealsPage = (q: string) => fetch(`${IN_PROCESS}/deals?q=${q}`).then((page) => page.text())

/* 24 clients asking the same search at once; the limits (one client here) are not what is measured */
async function stampede(q: string) {
  await clearRateLimits()
  await Promise.all(Array.from({ length: 24 }, () => dealsPage(q)))
}

test.group('Read cache budget', () => {
  test('24 concurrent identical misses are charged once (no phantom bytes)', async ({ assert }) => {
    await changesDelivered()
    readCache.clear()
    /* what every deals page shares (e.g. the city list) is cached first */
    await dealsPage('warm')
    const warm = readCache.stats()
    await dealsPage('zzqx0001')
    const one = readCache.stats().bytes - warm.bytes
    for (let round = 2; round < 12; round++) {
      const q = `zzqx${String(round).padStart(4, '0')}`
      await stampede(q)
    }
    const flood = readCache.stats()
    assert.equal(flood.entries - warm.entries, 11)
    /* the same shape of answer under keys of the same length: eleven times one entry's weight */
    assert.equal(flood.bytes - warm.bytes, one * 11)
  })

  test('after the flood the cache still keeps and serves entries', async ({ assert }) => {
    await changesDelivered()
    readCache.clear()
    for (let round = 0; round < 20; round++) {
      const q = `flood${round}`
      await stampede(q)
    }
    const before = readCache.stats()
    await fetch(`${IN_PROCESS}/api/v1/pricing`)
    await fetch(`${IN_PROCESS}/api/v1/pricing`)
    const after = readCache.stats()
    assert.equal(after.hits - before.hits, 1)
    assert.isAbove(after.entries, 20)
  })
})
