import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { clearRateLimits } from '#services/rate_limit_service'
import { assertMatchesOpenApi } from '#tests/helpers/openapi'

/*
| Every name a student may use for a place reaches the same rows as the
| catalog's own slug: the cities' other names and the countries' names are
| read from the database and from Intl, and the expected rows come from the
| events and cities tables, never from the resolver.
*/

const LOCALES = ['en', 'de', 'nl', 'es', 'fr', 'it', 'pl', 'cs', 'pt']

const eventIds = (body: any): string[] => body.events.map((event: any) => event.id).sort()
const citySlugs = (body: any): string[] => body.cities.map((city: any) => city.slug).sort()

/** Every upcoming published event, with its city's slug and country code (read from the tables). */
async function upcomingEvents() {
  const rows = await db
    .from('events')
    .leftJoin('cities', 'cities.id', 'events.city_id')
    .where('events.publication', 'published')
    .whereRaw(`coalesce(events.end_at, events.start_at + interval '6 hours') > now()`)
    .select('events.id', 'cities.slug', 'cities.country_code', 'events.city_name')
  return rows as {
    id: string
    slug: string | null
    country_code: string | null
    city_name: string
  }[]
}

async function aliasesOf(kind: 'city' | 'country') {
  return db
    .from('city_aliases')
    .join('cities', 'cities.id', 'city_aliases.city_id')
    .where('city_aliases.kind', kind)
    .select('city_aliases.name', 'cities.slug', 'cities.country_code')
}

test.group('Place names: listEvents city and country', () => {
  test('every other name of a city staff gave lists that city’s events', async ({
    client,
    assert,
  }) => {
    const events = await upcomingEvents()
    const aliases = await aliasesOf('city')
    assert.isAbove(aliases.length, 20)
    for (const alias of aliases) {
      await clearRateLimits()
      const expected = events.filter((event) => event.slug === alias.slug).map(({ id }) => id)
      const response = await client.get('/api/v1/events').qs({ city: alias.name })
      response.assertStatus(200)
      assert.deepEqual(eventIds(response.body()), expected.sort(), `city=${alias.name}`)
      assert.notProperty(response.body(), 'unmatched', `city=${alias.name}`)
    }
  })

  test('a country by its code, its name in nine languages and staff’s names', async ({
    client,
    assert,
  }) => {
    const events = await upcomingEvents()
    const cities = await db.from('cities').select('country_code', 'country')
    const codes = [...new Set(cities.map((city) => city.country_code as string))]
    for (const code of codes) {
      const expected = events.filter((event) => event.country_code === code).map(({ id }) => id)
      const names = new Set([code, code.toLowerCase()])
      for (const locale of LOCALES) {
        names.add(new Intl.DisplayNames(locale, { type: 'region' }).of(code)!)
      }
      for (const city of cities.filter((row) => row.country_code === code)) names.add(city.country)
      for (const alias of await aliasesOf('country')) {
        if (alias.country_code === code) names.add(alias.name)
      }
      for (const name of names) {
        await clearRateLimits()
        const response = await client.get('/api/v1/events').qs({ country: name, limit: 200 })
        response.assertStatus(200)
        assert.deepEqual(eventIds(response.body()), expected.sort(), `country=${name}`)
      }
    }
  })

  test('UK, Great Britain and England name the United Kingdom; Holland the Netherlands', async ({
    client,
    assert,
  }) => {
    const events = await upcomingEvents()
    for (const [name, code] of [
      ['UK', 'GB'],
      ['Great Britain', 'GB'],
      ['england', 'GB'],
      ['Deutschland', 'DE'],
      ['Holland', 'NL'],
      ['Tschechien', 'CZ'],
    ]) {
      const expected = events.filter((event) => event.country_code === code).map(({ id }) => id)
      assert.isAbove(expected.length, 0, `${code} has upcoming events`)
      const response = await client.get('/api/v1/events').qs({ country: name })
      assert.deepEqual(eventIds(response.body()), expected.sort(), `country=${name}`)
    }
  })

  test('city and country together: both apply', async ({ client, assert }) => {
    const berlin = await client.get('/api/v1/events').qs({ city: 'berlin', country: 'Germany' })
    const direct = await client.get('/api/v1/events').qs({ city: 'berlin' })
    assert.deepEqual(eventIds(berlin.body()), eventIds(direct.body()))
    const mismatch = await client.get('/api/v1/events').qs({ city: 'berlin', country: 'Spain' })
    assert.equal(mismatch.body().total, 0)
    assert.notProperty(mismatch.body(), 'unmatched')
  })

  test('a place of a listed event outside the catalog’s cities is a place, not unmatched', async ({
    client,
    assert,
  }) => {
    const events = await upcomingEvents()
    const outside = events.find((event) => event.slug === null)
    assert.exists(outside, 'the demo data lists an event outside the catalog cities')
    const response = await client
      .get('/api/v1/events')
      .qs({ city: outside!.city_name.toUpperCase() })
    const expected = events.filter(
      (event) => event.slug === null && event.city_name === outside!.city_name
    )
    assert.deepEqual(eventIds(response.body()), expected.map(({ id }) => id).sort())
    assert.notProperty(response.body(), 'unmatched')
  })

  test('a name that matches nothing narrows to nothing and is named in `unmatched`', async ({
    client,
    assert,
  }) => {
    const city = await client.get('/api/v1/events').qs({ city: 'Atlantis' })
    city.assertStatus(200)
    assert.equal(city.body().total, 0)
    assert.deepEqual(city.body().unmatched, ['city'])
    await assertMatchesOpenApi(city, { operationId: 'listEvents' })

    const both = await client.get('/api/v1/events').qs({ city: 'Atlantis', country: 'Russia' })
    assert.deepEqual(both.body().unmatched, ['city', 'country'])
    /* a real region code of a country the service does not cover */
    const code = await client.get('/api/v1/events').qs({ country: 'RU' })
    assert.deepEqual(code.body().unmatched, ['country'])
    assert.equal(code.body().total, 0)

    const cities = await client.get('/api/v1/cities').qs({ country: 'Narnia' })
    assert.deepEqual(cities.body(), {
      total: 0,
      cities: [],
      next_cursor: null,
      unmatched: ['country'],
    })
    await assertMatchesOpenApi(cities, { operationId: 'searchCities' })
  })
})

test.group('Place names: searchCities and the slug paths', () => {
  test('getCityGuide answers every other name of a city with that city', async ({
    client,
    assert,
  }) => {
    for (const alias of await aliasesOf('city')) {
      await clearRateLimits()
      const response = await client.get(`/api/v1/cities/${encodeURIComponent(alias.name)}`)
      response.assertStatus(200)
      assert.equal(response.body().slug, alias.slug, alias.name)
    }
    const unknown = await client.get('/api/v1/cities/atlantis')
    unknown.assertStatus(404)
  })

  test('searchCities: country by any name, q by part of another name', async ({
    client,
    assert,
  }) => {
    const cities = await db.from('cities').select('slug', 'country_code')
    const ofCode = (code: string) =>
      cities
        .filter((city) => city.country_code === code)
        .map((city) => city.slug)
        .sort()
    for (const [name, code] of [
      ['UK', 'GB'],
      ['Deutschland', 'DE'],
      ['Niederlande', 'NL'],
      ['Česko', 'CZ'],
      ['Österreich', 'AT'],
    ]) {
      const response = await client.get('/api/v1/cities').qs({ country: name })
      assert.deepEqual(citySlugs(response.body()), ofCode(code), name)
    }
    for (const alias of await aliasesOf('city')) {
      await clearRateLimits()
      const part = alias.name.slice(0, Math.max(4, alias.name.length - 1))
      const response = await client.get('/api/v1/cities').qs({ q: part })
      assert.include(citySlugs(response.body()), alias.slug, `q=${part}`)
    }
  })
})

test.group('Place names: staff edit the other names', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a name staff add is understood at once, on every door that reads places', async ({
    client,
    assert,
  }) => {
    const before = await client.get('/api/v1/events').qs({ city: 'Spree-Athen' })
    assert.deepEqual(before.body().unmatched, ['city'])

    const berlin = await db.from('cities').where('slug', 'berlin').firstOrFail()
    await db.table('city_aliases').insert({ city_id: berlin.id, name: 'Spree-Athen', kind: 'city' })
    await db.table('city_aliases').insert({ city_id: berlin.id, name: 'Prussia', kind: 'country' })

    const events = await upcomingEvents()
    const expected = events.filter((event) => event.slug === 'berlin').map(({ id }) => id)
    const after = await client.get('/api/v1/events').qs({ city: 'spree athen' })
    assert.deepEqual(eventIds(after.body()), expected.sort())
    assert.notProperty(after.body(), 'unmatched')

    const guide = await client.get('/api/v1/cities/Spree-Athen')
    assert.equal(guide.body().slug, 'berlin')
    const country = await client.get('/api/v1/cities').qs({ country: 'prussia' })
    const germany = await db.from('cities').where('country_code', berlin.country_code)
    assert.deepEqual(citySlugs(country.body()), germany.map((row) => row.slug).sort())
  })
})
