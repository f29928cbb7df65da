import { test } from '@japa/runner'
import { cacheKey } from '#services/read_cache/cache_key'

test.group('cacheKey', () => {
  test('key order and absent values do not make new keys', ({ assert }) => {
    const a = cacheKey('listEvents', { city: 'berlin', limit: 5, cursor: undefined })
    const b = cacheKey('listEvents', { limit: 5, city: 'berlin', q: '' })
    assert.equal(a, b)
  })

  test('different values and operations make different keys', ({ assert }) => {
    assert.notEqual(cacheKey('listEvents', { limit: 5 }), cacheKey('listEvents', { limit: 6 }))
    assert.notEqual(cacheKey('listEvents', { limit: 5 }), cacheKey('searchCities', { limit: 5 }))
  })
})
