import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/service'
import { encodeCursor } from '#queries/cursor'
import { assertMatchesOpenApi } from '#tests/helpers/openapi'
import { createCity, createEvent, hoursFromNow } from '#tests/helpers/api_catalog'

async function seedCities() {
  const testopolis = await createCity({ slug: 'testopolis', name: 'Tèstopolis' })
  const nordtest = await createCity({ slug: 'nordtest', name: 'Nordtest' })
  const ostwick = await createCity({
    slug: 'ostwick-xa',
    name: 'Östwick',
    country: 'Ågerland',
    countryCode: 'XA',
  })
  const muenchberg = await createCity({
    slug: 'muenchberg-xa',
    name: 'Münchberg',
    country: 'Ågerland',
    countryCode: 'XA',
  })
  return { testopolis, nordtest, ostwick, muenchberg }
}

async function allCitySlugs(): Promise<string[]> {
  const rows = await db.from('cities').select('slug').orderBy('name').orderBy('id')
  return rows.map((row) => row.slug)
}

test.group('searchCities: GET /api/v1/cities', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists every city by name, then id, with absolute links', async ({ client, assert }) => {
    await seedCities()
    const response = await client.get('/api/v1/cities')

    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(
      body.cities.map((city: any) => city.slug),
      await allCitySlugs()
    )
    assert.equal(body.total, body.cities.length)
    assert.isNull(body.next_cursor)
    const testopolis = body.cities.find((city: any) => city.slug === 'testopolis')
    assert.deepEqual(testopolis, {
      slug: 'testopolis',
      name: 'Tèstopolis',
      country: 'Testonia',
      country_code: 'XT',
      summary: 'Students in Tèstopolis',
      festival_name: 'Tèstopolis Welcome Festival',
      city_guide_url: `${appUrl}/cities/testopolis`,
      festival_url: `${appUrl}/festivals/testopolis`,
      halloween_url: null,
      image: null,
      image_alt: null,
      image_credit: null,
      image_focal_point: null,
      updated_at: testopolis.updated_at,
    })
    assert.match(testopolis.updated_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  test('q matches part of the city name, ignoring case and accents', async ({ client, assert }) => {
    await seedCities()
    for (const q of ['testop', 'TÈSTOP', 'estopol']) {
      const response = await client.get('/api/v1/cities').qs({ q })
      assert.deepEqual(
        response.body().cities.map((city: any) => city.slug),
        ['testopolis'],
        q
      )
    }
    const munchen = await client.get('/api/v1/cities').qs({ q: 'munchb' })
    assert.deepEqual(
      munchen.body().cities.map((city: any) => city.name),
      ['Münchberg']
    )
    const ost = await client.get('/api/v1/cities').qs({ q: 'OSTW' })
    assert.deepEqual(
      ost.body().cities.map((city: any) => city.name),
      ['Östwick']
    )
  })

  test('q also matches the country name', async ({ client, assert }) => {
    await seedCities()
    const response = await client.get('/api/v1/cities').qs({ q: 'agerl' })

    assert.deepEqual(
      response.body().cities.map((city: any) => city.slug),
      ['muenchberg-xa', 'ostwick-xa']
    )
    assert.equal(response.body().total, 2)
  })

  test('country takes a name (any case, accents optional) or a two-letter code', async ({
    client,
    assert,
  }) => {
    await seedCities()
    for (const country of ['Ågerland', 'agerland', 'AGERLAND', 'XA', 'xa']) {
      const response = await client.get('/api/v1/cities').qs({ country })
      assert.deepEqual(
        response.body().cities.map((city: any) => city.slug),
        ['muenchberg-xa', 'ostwick-xa'],
        country
      )
    }
    const none = await client.get('/api/v1/cities').qs({ country: 'Atlantis' })
    none.assertStatus(200)
    /* a name that matches nothing narrows to nothing and says so (addition in v1) */
    assert.deepEqual(none.body(), {
      total: 0,
      cities: [],
      next_cursor: null,
      unmatched: ['country'],
    })
  })

  test('q and country combine', async ({ client, assert }) => {
    await seedCities()
    const response = await client.get('/api/v1/cities').qs({ q: 'wick', country: 'xa' })
    assert.deepEqual(
      response.body().cities.map((city: any) => city.slug),
      ['ostwick-xa']
    )
    const crossed = await client.get('/api/v1/cities').qs({ q: 'wick', country: 'XT' })
    assert.equal(crossed.body().total, 0)
  })

  test('empty parameters count as absent', async ({ client, assert }) => {
    await seedCities()
    const response = await client.get('/api/v1/cities?q=&country=&limit=&cursor=')

    response.assertStatus(200)
    const everyCity = await allCitySlugs()
    assert.equal(response.body().total, everyCity.length)
  })

  test('pages with limit and cursor: every city exactly once, in order', async ({
    client,
    assert,
  }) => {
    await seedCities()
    const expected = await allCitySlugs()
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: Record<string, unknown> = cursor ? { limit: 2, cursor } : { limit: 2 }
      const response: ApiResponse = await client.get('/api/v1/cities').qs(query)
      response.assertStatus(200)
      const body = response.body()
      assert.isAtMost(body.cities.length, 2)
      assert.equal(body.total, expected.length)
      seen.push(...body.cities.map((city: any) => city.slug))
      cursor = body.next_cursor
      pages++
    } while (cursor)

    assert.deepEqual(seen, expected)
    assert.equal(pages, Math.ceil(expected.length / 2))
  })

  test('a cursor stays valid while cities are added', async ({ client, assert }) => {
    await seedCities()
    const first = await client.get('/api/v1/cities').qs({ limit: 3 })
    const firstSlugs = first.body().cities.map((city: any) => city.slug)

    await createCity({ slug: 'aaa-before', name: 'Aaaa Before' })
    await createCity({ slug: 'zzz-after', name: 'Zzzz After' })

    const rest: string[] = []
    let cursor: string | null = first.body().next_cursor
    while (cursor) {
      const page = await client.get('/api/v1/cities').qs({ limit: 3, cursor })
      rest.push(...page.body().cities.map((city: any) => city.slug))
      cursor = page.body().next_cursor
    }
    const walked = [...firstSlugs, ...rest]

    assert.equal(new Set(walked).size, walked.length, 'no city twice')
    assert.include(rest, 'zzz-after')
    assert.notInclude(walked, 'aaa-before')
    const everyCity = await allCitySlugs()
    assert.deepEqual(
      walked,
      everyCity.filter((slug) => slug !== 'aaa-before')
    )
  })

  test('limit outside 1..100 or not an integer answers 400 naming the parameter', async ({
    client,
    assert,
  }) => {
    for (const [limit, reason] of [
      ['0', 'limit must be between 1 and 100'],
      ['101', 'limit must be between 1 and 100'],
      ['abc', 'limit must be a number'],
      ['1.5', 'limit must be an integer'],
    ]) {
      const response = await client.get(`/api/v1/cities?limit=${limit}`)
      response.assertStatus(400)
      await assertMatchesOpenApi(response, { operationId: 'searchCities', status: 400 })
      assert.equal(response.body().error.code, 'bad_request')
      assert.include(response.body().error.message, reason)
      assert.deepEqual(response.body().error.details, [{ parameter: 'limit', message: reason }])
    }
    const largest = await client.get('/api/v1/cities?limit=100')
    largest.assertStatus(200)
  })

  test('a cursor the API did not issue answers 400 bad_request', async ({ client, assert }) => {
    const forged = Buffer.from(JSON.stringify({ v: 2, p: ['x', 1] })).toString('base64url')
    for (const cursor of ['not-a-cursor', forged]) {
      const response = await client.get('/api/v1/cities').qs({ cursor })
      response.assertStatus(400)
      await assertMatchesOpenApi(response, { operationId: 'searchCities', status: 400 })
      assert.equal(response.body().error.details[0].parameter, 'cursor')
    }
    const valid = await client
      .get('/api/v1/cities')
      .qs({ cursor: encodeCursor('cities', {}, ['M', 1]) })
    valid.assertStatus(200)
  })

  test('several invalid parameters are all reported', async ({ client, assert }) => {
    const response = await client.get(
      `/api/v1/cities?limit=0&q=${'x'.repeat(101)}&country=a&country=b`
    )

    response.assertStatus(400)
    assert.sameMembers(
      response.body().error.details.map((detail: any) => detail.parameter),
      ['q', 'country', 'limit']
    )
    assert.match(response.body().error.message, /^Invalid query parameters: /)
  })
})

test.group('getCityGuide: GET /api/v1/cities/:slug', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('answers the guide by slug, with the additive fields and upcoming events', async ({
    client,
    assert,
  }) => {
    const { ostwick } = await seedCities()
    await createEvent({ id: 'ostwick-soon', city: ostwick, startAt: hoursFromNow(24) })
    await createEvent({ id: 'ostwick-later', city: ostwick, startAt: hoursFromNow(48) })
    await createEvent({ id: 'ostwick-over', city: ostwick, startAt: hoursFromNow(-48) })

    const response = await client.get('/api/v1/cities/ostwick-xa')

    response.assertStatus(200)
    const guide = response.body()
    assert.equal(guide.name, 'Östwick')
    assert.equal(guide.about, 'About Östwick')
    assert.equal(guide.timezone, 'Europe/Berlin')
    assert.deepEqual(guide.monthly_costs, [])
    assert.deepEqual(guide.neighbourhoods, [])
    assert.deepEqual(
      guide.upcoming_events.map((event: any) => event.id),
      ['ostwick-soon', 'ostwick-later']
    )
  })

  test('takes a city name in any case, with or without accents', async ({ client, assert }) => {
    await seedCities()
    for (const path of ['ÖSTWICK', 'östwick', 'ostwick', 'Ostwick']) {
      const response = await client.get(`/api/v1/cities/${encodeURIComponent(path)}`)
      response.assertStatus(200)
      assert.equal(response.body().slug, 'ostwick-xa', path)
    }
    const bySlugInCaps = await client.get('/api/v1/cities/OSTWICK-XA')
    assert.equal(bySlugInCaps.body().slug, 'ostwick-xa')
  })

  test('a demo guide carries costs, universities and places', async ({ client, assert }) => {
    const [city] = await db.from('cities').select('slug').orderBy('id').limit(1)
    const response = await client.get(`/api/v1/cities/${city.slug}`)

    response.assertStatus(200)
    assert.isAbove(response.body().monthly_costs.length, 0)
    assert.isAbove(response.body().universities.length, 0)
  })

  test('an unknown city answers 404 not_found', async ({ client, assert }) => {
    for (const path of ['atlantis', encodeURIComponent('Nowhere City')]) {
      const response = await client.get(`/api/v1/cities/${path}`)
      response.assertStatus(404)
      await assertMatchesOpenApi(response, { operationId: 'getCityGuide', status: 404 })
      assert.equal(response.body().error.code, 'not_found')
      assert.equal(response.body().error.docs, `${appUrl}/docs/errors#not_found`)
    }
  })
})
