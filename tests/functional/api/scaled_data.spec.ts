import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { seedScaledData, scaleCitySlug } from '#database/demo/scaled_data'
import { serviceConfig } from '#config/service'

const NOT_ENDED = `coalesce(end_at, start_at + interval '6 hours') > now()`

/** Walks every page of a list endpoint and returns the keys of the rows, in order. */
async function walk(
  client: ApiClient,
  url: string,
  operationId: 'searchCities' | 'listEvents',
  query: Record<string, unknown>
): Promise<{ keys: string[]; totals: Set<number>; pages: number }> {
  const listKey = operationId === 'searchCities' ? 'cities' : 'events'
  const rowKey = operationId === 'searchCities' ? 'slug' : 'id'
  const keys: string[] = []
  const totals = new Set<number>()
  let cursor: string | null = null
  let pages = 0
  do {
    const response = await client.get(url).qs(cursor ? { ...query, cursor } : query)
    response.assertStatus(200)
    const body: Record<string, any> = response.body()
    keys.push(...body[listKey].map((row: Record<string, string>) => row[rowKey]))
    totals.add(body.total)
    cursor = body.next_cursor
    pages++
  } while (cursor)
  return { keys, totals, pages }
}

/** Counts the SQL queries one request makes (the group's transaction reports them). */
async function queriesOf(request: () => Promise<unknown>): Promise<number> {
  const transaction = db.connectionGlobalTransactions.get(db.primaryConnectionName)!
  transaction.debug = true
  let count = 0
  const listener = () => count++
  emitter.on('db:query', listener)
  try {
    await request()
  } finally {
    emitter.off('db:query', listener)
    transaction.debug = false
  }
  return count
}

test.group('Pagination and queries on the scaled data set', (group) => {
  const originalLimit = serviceConfig.rateLimits.api
  group.setup(async () => {
    serviceConfig.rateLimits.api = 100_000
    const rollback = await testUtils.db().withGlobalTransaction()
    await seedScaledData({ cities: 150, events: 1200 })
    return async () => {
      serviceConfig.rateLimits.api = originalLimit
      await rollback()
    }
  })

  test('walking the cities yields every city once, in name order', async ({ client, assert }) => {
    const expected = await db.from('cities').orderBy('name').orderBy('id').select('slug')
    assert.isAtLeast(expected.length, 150)

    const { keys, totals, pages } = await walk(client, '/api/v1/cities', 'searchCities', {
      limit: 37,
    })

    assert.deepEqual(
      keys,
      expected.map((row) => row.slug)
    )
    assert.deepEqual([...totals], [expected.length])
    assert.equal(pages, Math.ceil(expected.length / 37))
  }).timeout(120_000)

  test('walking all events (past included) yields every event once, by start then id', async ({
    client,
    assert,
  }) => {
    const expected = await db.from('events').orderBy('start_at').orderBy('id').select('id')
    assert.isAtLeast(expected.length, 1200)

    const { keys, totals } = await walk(client, '/api/v1/events', 'listEvents', {
      upcoming: false,
      limit: 200,
    })

    assert.deepEqual(
      keys,
      expected.map((row) => row.id)
    )
    assert.deepEqual([...totals], [expected.length])
  }).timeout(120_000)

  test('walking upcoming events with an odd page size', async ({ client, assert }) => {
    const expected = await db
      .from('events')
      .whereRaw(NOT_ENDED)
      .orderBy('start_at')
      .orderBy('id')
      .select('id')

    const { keys } = await walk(client, '/api/v1/events', 'listEvents', { limit: 113 })

    assert.deepEqual(
      keys,
      expected.map((row) => row.id)
    )
  }).timeout(120_000)

  test('walking one city and type, and cities of one country', async ({ client, assert }) => {
    const slug = scaleCitySlug(3)
    const city = await db.from('cities').where('slug', slug).firstOrFail()
    const { type } = await db.from('events').where('city_id', city.id).firstOrFail()
    const expected = await db
      .from('events')
      .where('city_id', city.id)
      .where('type', type)
      .orderBy('start_at')
      .orderBy('id')
      .select('id')
    const events = await walk(client, '/api/v1/events', 'listEvents', {
      city: city.name,
      type,
      upcoming: false,
      limit: 2,
    })
    assert.isAtLeast(expected.length, 1)
    assert.deepEqual(
      events.keys,
      expected.map((row) => row.id)
    )

    const inCountry = await db
      .from('cities')
      .where('country_code', city.country_code)
      .orderBy('name')
      .orderBy('id')
      .select('slug')
    const cities = await walk(client, '/api/v1/cities', 'searchCities', {
      country: city.country_code.toLowerCase(),
      limit: 5,
    })
    assert.deepEqual(
      cities.keys,
      inCountry.map((row) => row.slug)
    )
  }).timeout(120_000)

  test('list endpoints make the same few queries whatever the page size (no N+1)', async ({
    client,
    assert,
  }) => {
    const eventsSmall = await queriesOf(() => client.get('/api/v1/events?upcoming=false&limit=5'))
    const eventsLarge = await queriesOf(() => client.get('/api/v1/events?upcoming=false&limit=200'))
    const citiesSmall = await queriesOf(() => client.get('/api/v1/cities?limit=5'))
    const citiesLarge = await queriesOf(() => client.get('/api/v1/cities?limit=100'))
    const guide = await queriesOf(() => client.get(`/api/v1/cities/${scaleCitySlug(1)}`))

    assert.equal(eventsLarge, eventsSmall)
    assert.isAtLeast(eventsSmall, 2, 'the queries are counted')
    assert.equal(eventsLarge, 2, 'one count and one statement for the rows with their rounds')
    assert.equal(citiesLarge, citiesSmall)
    /* one count, one statement for the rows, one for their pictures (media library, issue #27) */
    assert.isAtMost(citiesLarge, 3)
    assert.isAtLeast(guide, 2)
    assert.isAtMost(guide, 10)
  }).timeout(120_000)
})
