import { test } from '@japa/runner'
import { serviceConfig } from '#config/service'
import { frontRateLimit } from '#http/front/cached_reads'
import { clearRateLimits } from '#services/rate_limit_service'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

/*
| The rate limit in front of the router (issue #23, finding 8: 118 distinct
| calendars at once, each refused one a trip through the router and the
| error handler). A GET to a path the full path counted is counted on
| arrival, by the same weight and once; over the budget it is refused
| before routing with the bytes the full path sent, this request's own id
| and rate-limit state.
*/
function limitTo(policy: 'api' | 'site', points: number) {
  const original = serviceConfig.rateLimits[policy]
  serviceConfig.rateLimits[policy] = points
  return () => {
    serviceConfig.rateLimits[policy] = original
  }
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${TEST_SERVER_URL}${path}`, { headers })

async function statusOf(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, headers)
  await response.arrayBuffer()
  return response.status
}

/** Everything but what belongs to one request (its id and the rate-limit reset times). */
function stableHeaders(response: Response) {
  const skip = new Set(['x-request-id', 'date', 'ratelimit', 'x-ratelimit-reset', 'retry-after'])
  const kept: string[][] = []
  response.headers.forEach((value, name) => {
    if (!skip.has(name)) kept.push([name, value])
  })
  return kept
}

const calendar = (day: number) =>
  `/api/v1/events.ics?upcoming=false&limit=200&to=2090-02-${String(day).padStart(2, '0')}`

test.group('The rate limit in front of the router', () => {
  test('a spent budget is refused before routing, with the bytes the full path sent', async ({
    assert,
    cleanup,
  }) => {
    cleanup(limitTo('api', 12))
    const statuses = [await statusOf(calendar(1)), await statusOf(calendar(2))]
    assert.deepEqual(statuses, [200, 200], 'two calendars of 6 points each')
    const before = frontRateLimit.stats().refused
    const full = await get(calendar(3))
    assert.equal(frontRateLimit.stats().refused, before, 'the first refusal is the full path’s')
    const front = await get(calendar(4), { 'X-Request-Id': 'front-refusal-1' })
    assert.equal(frontRateLimit.stats().refused, before + 1, 'the next one is refused in front')
    assert.equal(full.status, 429)
    assert.equal(front.status, 429)
    assert.equal(await front.text(), await full.text())
    assert.deepEqual(stableHeaders(front), stableHeaders(full))
    assert.equal(front.headers.get('x-request-id'), 'front-refusal-1')
    assert.equal(front.headers.get('x-ratelimit-remaining'), '0')
    assert.isAtLeast(Number(front.headers.get('retry-after')), 2)

    const head = await fetch(`${TEST_SERVER_URL}${calendar(5)}`, { method: 'HEAD' })
    assert.equal(head.status, 429)
  })

  test('a burst at once: counted on arrival, the refused ones answered in front', async ({
    assert,
    cleanup,
  }) => {
    cleanup(limitTo('api', 12))
    for (let day = 1; day <= 3; day++) await statusOf(calendar(day))
    await clearRateLimits()
    const before = frontRateLimit.stats().refused
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => statusOf(calendar(10 + index)))
    )
    assert.deepEqual(
      statuses.toSorted((a, b) => a - b),
      [200, 200, ...Array(8).fill(429)],
      'twelve points: two calendars'
    )
    assert.equal(frontRateLimit.stats().refused, before + 8)
  })

  test('a request counted in front is charged once, replayed from the cache or not', async ({
    assert,
    cleanup,
  }) => {
    cleanup(limitTo('api', 50))
    const left = []
    for (const path of [
      '/api/v1/cities',
      '/api/v1/cities',
      '/api/v1/cities?limit=5',
      '/api/v1/cities',
    ]) {
      const response = await get(path)
      await response.arrayBuffer()
      left.push(Number(response.headers.get('x-ratelimit-remaining')))
    }
    assert.deepEqual(left, [49, 48, 47, 46])
  })

  test('a query the input policy refuses still gets its 400 from the full path', async ({
    assert,
    cleanup,
  }) => {
    cleanup(limitTo('api', 1))
    await get('/api/v1/cities')
    assert.equal(await statusOf('/api/v1/cities?q=a'), 429)
    const refused = await get('/api/v1/cities?q=%FF')
    const body = await refused.json()
    assert.equal(refused.status, 400)
    assert.equal(body.error.code, 'bad_request')
  })

  test('once the limiter forgets the budget, the same path is answered again', async ({
    assert,
    cleanup,
  }) => {
    const restore = limitTo('site', 1)
    cleanup(restore)
    await get('/robots.txt')
    assert.equal(await statusOf('/robots.txt'), 429)
    await clearRateLimits()
    const before = frontRateLimit.stats().refused
    assert.equal(await statusOf('/robots.txt'), 200)
    assert.equal(frontRateLimit.stats().refused, before)
  })

  test('pages keep the answer their Accept asked for', async ({ assert, cleanup }) => {
    cleanup(limitTo('site', 1))
    await get('/')
    const html = await get('/', { Accept: 'text/html' })
    const json = await get('/', { Accept: 'application/json' })
    assert.deepEqual([html.status, json.status], [429, 429])
    const again = await get('/?page=2', { Accept: 'application/json' })
    assert.equal(again.status, 429)
    assert.deepEqual(await again.json(), await json.json())
    const htmlAgain = await get('/', { Accept: 'text/html' })
    assert.equal(await htmlAgain.text(), await html.text())
    assert.equal(htmlAgain.headers.get('content-type'), html.headers.get('content-type'))
  })
})
