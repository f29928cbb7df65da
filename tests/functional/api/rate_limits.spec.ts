import { test } from '@japa/runner'
import { clientKey } from '#lib/client_key'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { serviceConfig } from '#config/service'
import { consumeRateLimit } from '#services/rate_limit_service'
import { assertMatchesOpenApi } from '#tests/helpers/openapi'
import { startServer, type ServerProcess } from '#tests/helpers/processes'

/** The status of a Japa or fetch response, once it arrives. */
async function statusOf(pending: PromiseLike<{ status: number | (() => number) }>) {
  const response = await pending
  return typeof response.status === 'function' ? response.status() : response.status
}

/** Sets the /api/v1 limit for one test and restores it afterwards. */
function limitApiTo(requests: number) {
  const original = serviceConfig.rateLimits.api
  serviceConfig.rateLimits.api = requests
  return () => {
    serviceConfig.rateLimits.api = original
  }
}

test.group('Rate limits of /api/v1', () => {
  test('over the limit: 429 rate_limited with Retry-After and the rate-limit headers', async ({
    client,
    assert,
    cleanup,
  }) => {
    cleanup(limitApiTo(3))
    const remaining: string[] = []
    /* reads of one point each (a list of up to 100 items: #services/request_weight) */
    for (const url of ['/api/v1/cities', '/api/v1/events?limit=100', '/api/v1']) {
      const response = await client.get(url)
      response.assertStatus(200)
      remaining.push(response.header('x-ratelimit-remaining') ?? '')
      assert.equal(response.header('x-ratelimit-limit'), '3')
      assert.equal(response.header('ratelimit-policy'), '3;w=60')
    }
    assert.deepEqual(remaining, ['2', '1', '0'])

    const refused = await client.get('/api/v1/pricing')

    refused.assertStatus(429)
    await assertMatchesOpenApi(refused, { operationId: 'getPricing', status: 429 })
    assert.equal(refused.body().error.code, 'rate_limited')
    assert.equal(refused.body().error.status, 429)
    const retryAfter = Number(refused.header('retry-after'))
    assert.isTrue(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60)
    assert.equal(refused.header('x-ratelimit-remaining'), '0')
    assert.equal(refused.header('ratelimit'), `limit=3, remaining=0, reset=${retryAfter}`)
    assert.closeTo(Number(refused.header('x-ratelimit-reset')), Date.now() / 1000 + retryAfter, 2)
    assert.equal(refused.header('api-version'), '1')
    assert.equal(refused.header('access-control-allow-origin'), '*')
  })

  test('failed requests count too, and a refused client stays refused', async ({
    client,
    assert,
    cleanup,
  }) => {
    cleanup(limitApiTo(2))
    assert.equal(await statusOf(client.get('/api/v1/no-such-path')), 404)
    assert.equal(await statusOf(client.get('/api/v1/cities?limit=0')), 400)
    assert.equal(await statusOf(client.get('/api/v1')), 429)
    assert.equal(await statusOf(client.get('/api/v1/no-such-path')), 429)
  })

  test('the limit follows the configuration at once', async ({ client, assert, cleanup }) => {
    cleanup(limitApiTo(1))
    assert.equal(await statusOf(client.get('/api/v1')), 200)
    assert.equal(await statusOf(client.get('/api/v1')), 429)
    serviceConfig.rateLimits.api = 5
    const response = await client.get('/api/v1')
    response.assertStatus(200)
    response.assertHeader('x-ratelimit-limit', '5')
  })

  test('X-Forwarded-For is ignored unless it comes from a trusted proxy', async ({
    client,
    assert,
    cleanup,
  }) => {
    cleanup(limitApiTo(2))
    const trustProxy =
      app.config.get<(address: string, hop: number) => boolean>('app.http.trustProxy')
    assert.isFalse(trustProxy('127.0.0.1', 0), 'no TRUSTED_PROXIES in the test environment')

    const forwarded = (address: string) => client.get('/api/v1').header('X-Forwarded-For', address)
    assert.equal(await statusOf(forwarded('203.0.113.1')), 200)
    assert.equal(await statusOf(forwarded('203.0.113.2')), 200)
    assert.equal(await statusOf(forwarded('203.0.113.3')), 429)
  })
})

/* one server process per proxy setting, both started at once */
test.group('Rate limits behind proxies (server processes)', (group) => {
  let trusting: ServerProcess
  let distrusting: ServerProcess
  group.setup(async () => {
    ;[trusting, distrusting] = await Promise.all([
      startServer({ TRUSTED_PROXIES: '127.0.0.1, ::1', RATE_LIMIT_API: '2' }),
      startServer({ TRUSTED_PROXIES: '10.9.9.9', RATE_LIMIT_API: '2' }),
    ])
    return async () => {
      await Promise.all([trusting.stop(), distrusting.stop()])
    }
  })

  test('behind a trusted proxy, each forwarded client has its own counter', async ({ assert }) => {
    const as = (address: string) => trusting.get('/api/v1', { 'X-Forwarded-For': address })
    const first = await as('198.51.100.7')
    assert.equal(first.status, 200)
    assert.equal(first.headers.get('x-ratelimit-limit'), '2', 'RATE_LIMIT_API from the env')
    assert.equal(await statusOf(as('198.51.100.7')), 200)
    assert.equal(await statusOf(as('198.51.100.7')), 429)
    assert.equal(await statusOf(as('198.51.100.8')), 200, 'another client behind the proxy')
  })

  test('a proxy that is not in TRUSTED_PROXIES cannot pick the client address', async ({
    assert,
  }) => {
    const as = (address: string) => distrusting.get('/api/v1', { 'X-Forwarded-For': address })
    assert.equal(await statusOf(as('198.51.100.7')), 200)
    assert.equal(await statusOf(as('198.51.100.8')), 200)
    assert.equal(await statusOf(as('198.51.100.9')), 429)
  })
})

test.group('Rate limits in the database store', () => {
  const cleanRows = (pattern: string) =>
    db.from('rate_limits').whereLike('key', `%${pattern}%`).delete()

  test('the service counts in the database store when asked to', async ({ assert, cleanup }) => {
    cleanup(limitApiTo(2))
    const client = `db-store-${Date.now()}`
    cleanup(async () => {
      await cleanRows(client)
    })

    const first = await consumeRateLimit('api', clientKey(client), 1, 'database')
    const second = await consumeRateLimit('api', clientKey(client), 1, 'database')
    const third = await consumeRateLimit('api', clientKey(client), 1, 'database')

    assert.deepInclude(first, { allowed: true, limit: 2, remaining: 1 })
    assert.deepInclude(second, { allowed: true, remaining: 0 })
    assert.deepInclude(third, { allowed: false, remaining: 0 })
    const rows = await db.from('rate_limits').whereLike('key', `%${client}%`)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].points, 3)
  })
})

/* two server processes of one environment, shared by the tests of this group */
test.group('Rate limits in the database store, across server processes', (group) => {
  const cleanRows = () => db.from('rate_limits').whereLike('key', '%api:3:%').delete()
  let first: ServerProcess
  let second: ServerProcess
  group.setup(async () => {
    const env = { LIMITER_STORE: 'database', RATE_LIMIT_API: '3' }
    ;[first, second] = await Promise.all([startServer(env), startServer(env)])
    return async () => {
      await Promise.all([first.stop(), second.stop()])
    }
  })
  group.each.setup(async () => {
    await cleanRows()
    return async () => {
      await cleanRows()
    }
  })

  test('LIMITER_STORE=database shares the counters through PostgreSQL', async ({ assert }) => {
    for (let request = 1; request <= 3; request++) {
      assert.equal(await statusOf(first.get('/api/v1')), 200, `request ${request}`)
    }
    const refused = await first.get('/api/v1')
    assert.equal(refused.status, 429)
    assert.isNotNull(refused.headers.get('retry-after'))
    const rows = await db.from('rate_limits').whereLike('key', '%api:3:%')
    assert.isAtLeast(rows.length, 1)
  })

  test('two instances with LIMITER_STORE=database share one budget per client', async ({
    assert,
  }) => {
    const statuses = []
    for (const server of [first, second, first, second]) {
      statuses.push(await statusOf(server.get('/api/v1')))
    }
    assert.deepEqual(statuses, [200, 200, 200, 429])
  })
})
