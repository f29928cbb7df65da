import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import packageInfo from '#lib/package_info'
import { completion, freePort, runTypeScript, waitForHttp } from '#tests/helpers/processes'

test.group('GET /health', () => {
  test('answers 200 with the database status when PostgreSQL is up', async ({ client, assert }) => {
    const response = await client.get('/health')

    response.assertStatus(200)
    assert.equal(response.body().status, 'ok')
    assert.equal(response.body().version, packageInfo.version)
    assert.equal(response.body().database.status, 'up')
    assert.isNumber(response.body().database.latency_ms)
    assert.equal(response.body().read_cache.status, 'listening')
    assert.equal(response.header('cache-control'), 'no-store')
  })

  test('answers while every connection of the main pool is held by other work', async ({
    client,
    assert,
  }) => {
    const pool = db.connection().getWriteClient().client.pool
    const held = await Promise.all(Array.from({ length: pool.max }, () => db.transaction()))
    try {
      assert.equal(pool.numUsed(), pool.max)
      const response = await client.get('/health')
      response.assertStatus(200)
      assert.equal(response.body().database.status, 'up')
    } finally {
      await Promise.all(held.map((trx) => trx.rollback()))
    }
  })

  test('answers from a ping of the last second: a probe every few ms costs the database few pings', async ({
    client,
    assert,
  }) => {
    const knex = db.connection('health').getWriteClient()
    let pings = 0
    const count = () => pings++
    knex.on('query', count)
    try {
      const ages: number[] = []
      const started = performance.now()
      for (let i = 0; i < 20; i++) {
        const response = await client.get('/health')
        response.assertStatus(200)
        ages.push(response.body().database.checked_ms_ago)
      }
      const quarters = Math.floor((performance.now() - started) / 250)
      assert.isBelow(pings, 20)
      assert.isAtMost(pings, 1 + quarters, 'at most a ping each quarter second')
      for (const age of ages) assert.isAtMost(age, 1000)
    } finally {
      knex.off('query', count)
    }
  })

  test('tells nothing a client can steer: no counts of the read cache', async ({
    client,
    assert,
  }) => {
    for (const q of ['health-a', 'health-b', 'health-c']) await client.get('/deals').qs({ q })
    const response = await client.get('/health')
    response.assertStatus(200)
    assert.deepEqual(Object.keys(response.body()).sort(), [
      'database',
      'read_cache',
      'status',
      'version',
    ])
    assert.deepEqual(Object.keys(response.body().read_cache).sort(), ['reconnects', 'status'])
    assert.notMatch(response.text(), /entries|bytes|size/)
  })

  test('answers 503 when the database is unreachable', async ({ assert }) => {
    const port = await freePort()
    const server = runTypeScript(['bin/server.ts'], {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:9/unreachable',
      LOG_LEVEL: 'silent',
    })
    const exited = completion(server)
    try {
      const response = await waitForHttp(`http://127.0.0.1:${port}/health`)
      const body = (await response.json()) as {
        status: string
        database: { status: string }
        read_cache: { status: string }
      }

      assert.equal(response.status, 503)
      assert.equal(body.status, 'unavailable')
      assert.equal(body.database.status, 'down')
      assert.notEqual(body.read_cache.status, 'listening', 'no cache without the change signal')
    } finally {
      server.kill('SIGTERM')
      await exited
    }
  }).timeout(60_000)
})
