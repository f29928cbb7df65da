import { request } from 'node:http'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/service'
import { REST_OPERATIONS } from '#services/openapi/operations'
import { assertMatchesOpenApi } from '#tests/helpers/openapi'
import { createCity, createEvent, hoursFromNow } from '#tests/helpers/api_catalog'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

/** One URL per operation, on rows created for the test. */
async function sampleUrls(): Promise<Record<string, string>> {
  const city = await createCity({ slug: 'headerville', name: 'Headerville' })
  await createEvent({ id: 'headerville-party', city, startAt: hoursFromNow(20) })
  return {
    getApiIndex: '/api/v1',
    searchCities: '/api/v1/cities?limit=5',
    getCityGuide: '/api/v1/cities/headerville',
    listEvents: '/api/v1/events?city=headerville',
    getEvent: '/api/v1/events/headerville-party',
    listPartnerDeals: '/api/v1/partners',
    getPricing: '/api/v1/pricing?city=headerville',
    getEventsCalendar: '/api/v1/events.ics?city=headerville',
    getEventCalendar: '/api/v1/events/headerville-party.ics',
    getEventCalendarFile: '/api/v1/events/headerville-party/calendar.ics',
    listChanges: '/api/v1/changes',
  }
}

/** The media type each read answers in. */
const CALENDARS = new Set(['getEventsCalendar', 'getEventCalendar', 'getEventCalendarFile'])

/** A request with any method (fetch refuses TRACE), body parsed as JSON. */
function send(method: string, url: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: any }>(
    (resolve, reject) => {
      const outgoing = request(`${TEST_SERVER_URL}${url}`, { method }, (incoming) => {
        let text = ''
        incoming.on('data', (chunk) => (text += chunk))
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode!,
            headers: incoming.headers,
            body: JSON.parse(text),
          })
        )
      })
      outgoing.on('error', reject)
      outgoing.end()
    }
  )
}

const EXPOSED = ['API-Version', 'ETag', 'RateLimit', 'X-RateLimit-Remaining', 'Retry-After']

test.group('REST reads: headers, caching, CORS', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every read carries the rate-limit, version, cache, ETag and CORS headers', async ({
    client,
    assert,
  }) => {
    const urls = await sampleUrls()
    assert.sameMembers(
      Object.keys(urls),
      REST_OPERATIONS.map((operation) => operation.operationId)
    )
    for (const [operationId, url] of Object.entries(urls)) {
      const response = await client.get(url)
      response.assertStatus(200)
      await assertMatchesOpenApi(response, { operationId, status: 200 })

      assert.equal(response.header('api-version'), '1')
      assert.equal(response.header('cache-control'), 'public, max-age=60, s-maxage=60')
      assert.match(response.header('etag') ?? '', /^"[^"]+"$/, 'strong ETag')
      assert.equal(response.header('access-control-allow-origin'), '*')
      for (const name of EXPOSED) {
        assert.include(response.header('access-control-expose-headers') ?? '', name)
      }
      assert.match(response.header('ratelimit') ?? '', /^limit=\d+, remaining=\d+, reset=\d+$/)
      assert.match(response.header('ratelimit-policy') ?? '', /^\d+;w=60$/)
      const reset = Number(response.header('x-ratelimit-reset'))
      assert.closeTo(reset, Date.now() / 1000 + 60, 5, 'X-RateLimit-Reset is Unix time')
      const type = CALENDARS.has(operationId) ? /^text\/calendar/ : /^application\/json/
      assert.match(response.header('content-type') ?? '', type)
    }
  })

  test('If-None-Match with the ETag answers 304 without a body', async ({ client, assert }) => {
    const urls = await sampleUrls()
    for (const [operationId, url] of Object.entries(urls)) {
      const first = await client.get(url)
      const etag = first.header('etag') ?? ''
      const again = await client.get(url).header('If-None-Match', etag)

      again.assertStatus(304)
      assert.equal(again.text(), '')
      assert.equal(again.header('etag'), etag)
      await assertMatchesOpenApi(again, { operationId, status: 304 })

      const listed = await client.get(url).header('If-None-Match', `"other", ${etag}`)
      listed.assertStatus(304)
      const stale = await client.get(url).header('If-None-Match', '"something-else"')
      stale.assertStatus(200)
    }
  })

  test('the ETag changes when the data changes', async ({ client, assert }) => {
    await sampleUrls()
    const before = await client.get('/api/v1/cities/headerville')
    await db.from('cities').where('slug', 'headerville').update({ summary: 'New summary' })
    const after = await client
      .get('/api/v1/cities/headerville')
      .header('If-None-Match', before.header('etag') ?? '')

    after.assertStatus(200)
    assert.equal(after.body().summary, 'New summary')
    assert.notEqual(after.header('etag'), before.header('etag'))
  })

  test('HEAD answers the same headers without a body', async ({ assert }) => {
    const get = await fetch(`${TEST_SERVER_URL}/api/v1/partners`)
    const head = await fetch(`${TEST_SERVER_URL}/api/v1/partners`, { method: 'HEAD' })

    assert.equal(head.status, 200)
    assert.equal(await head.text(), '')
    assert.equal(head.headers.get('etag'), get.headers.get('etag'))
    assert.equal(head.headers.get('api-version'), '1')
    assert.isNotNull(head.headers.get('ratelimit'))
  })

  test('a CORS preflight is answered for every path and is not rate limited', async ({
    client,
    assert,
  }) => {
    for (const operation of REST_OPERATIONS) {
      const path = operation.path.replace(/\{\w+\}/, 'x')
      const response = await client
        .options(path)
        .header('Origin', 'https://app.example.com')
        .header('Access-Control-Request-Method', 'GET')
        .header('Access-Control-Request-Headers', 'if-none-match, authorization')

      response.assertStatus(204)
      assert.equal(response.header('access-control-allow-origin'), '*')
      assert.equal(response.header('access-control-allow-methods'), 'GET, HEAD, OPTIONS')
      assert.equal(response.header('access-control-allow-headers'), 'if-none-match, authorization')
      assert.equal(response.header('access-control-max-age'), '86400')
      assert.equal(response.header('allow'), 'GET, HEAD, OPTIONS')
      assert.equal(response.header('api-version'), '1')
      assert.isUndefined(response.header('ratelimit'))
    }
  })

  test('a cross-origin read gets the body and readable headers', async ({ client, assert }) => {
    const response = await client.get('/api/v1/cities').header('Origin', 'https://other.example')

    response.assertStatus(200)
    assert.equal(response.header('access-control-allow-origin'), '*')
    assert.isUndefined(response.header('access-control-allow-credentials'))
  })
})

test.group('REST errors: every failure in the error body', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('other methods answer 405 with Allow on every path', async ({ assert }) => {
    const urls = await sampleUrls()
    for (const [operationId, url] of Object.entries(urls)) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND']) {
        const response = await send(method, url)

        assert.equal(response.status, 405, `${method} ${url}`)
        assert.equal(response.headers['allow'], 'GET, HEAD, OPTIONS')
        assert.equal(response.headers['api-version'], '1')
        assert.equal(response.body.error.code, 'method_not_allowed')
        assert.include(response.body.error.message, method)
        await assertMatchesOpenApi(response, { operationId, status: 405 })
      }
    }
  })

  test('unknown paths under /api answer 404 not_found in the error body', async ({
    client,
    assert,
  }) => {
    for (const path of [
      '/api/v1/nope',
      '/api/v1/cities/berlin/events',
      '/api/v1/events/x/y/z',
      '/api/v2/cities',
      '/api/v1/%E0%A4%A',
    ]) {
      for (const method of ['get', 'post', 'delete'] as const) {
        const response = await client[method](path)
        response.assertStatus(404)
        assert.match(response.header('content-type') ?? '', /^application\/json/)
        assert.equal(response.header('api-version'), '1')
        assert.deepEqual(response.body(), {
          error: {
            code: 'not_found',
            message: response.body().error.message,
            status: 404,
            docs: `${appUrl}/docs/errors#not_found`,
          },
        })
      }
    }
  })

  test('an internal failure answers 500 internal_error, without details or a stack', async ({
    client,
    assert,
  }) => {
    /* inside the test's transaction: rolled back afterwards */
    await db.rawQuery('ALTER TABLE cities RENAME TO cities_hidden')
    const response = await client.get('/api/v1/cities')

    response.assertStatus(500)
    await assertMatchesOpenApi(response, { operationId: 'searchCities', status: 500 })
    assert.deepEqual(response.body(), {
      error: {
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again later.',
        status: 500,
        docs: `${appUrl}/docs/errors#internal_error`,
      },
    })
    assert.notInclude(response.text(), 'cities_hidden')
    assert.notInclude(response.text(), 'at ')
    assert.equal(response.header('api-version'), '1')
    assert.equal(response.header('cache-control'), 'no-store')
  })

  test('nothing answers 401, whatever Authorization says', async ({ client }) => {
    for (const authorization of ['Bearer x', 'Basic Zm9vOmJhcg==', 'garbage']) {
      const response = await client.get('/api/v1/partners').header('Authorization', authorization)
      response.assertStatus(200)
    }
  })

  test('errors carry API-Version, CORS and no-store, and never HTML', async ({
    client,
    assert,
  }) => {
    for (const url of ['/api/v1/events?limit=0', '/api/v1/events/unknown', '/api/v1/zzz']) {
      const response = await client.get(url).header('Accept', 'text/html')
      assert.isAtLeast(response.status(), 400)
      assert.match(response.header('content-type') ?? '', /^application\/json/)
      assert.equal(response.header('api-version'), '1')
      assert.equal(response.header('access-control-allow-origin'), '*')
      assert.equal(response.header('cache-control'), 'no-store')
      assert.notMatch(response.text(), /<html/i)
    }
  })
})
