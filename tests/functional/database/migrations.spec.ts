/*
| Every migration runs up and down cleanly, on a throwaway database beside the
| test database (`<test database>_migrations`, dropped at the end): all up,
| all down to nothing but Lucid's bookkeeping, and all up again to the same
| schema.
*/
import { test } from '@japa/runner'
import pg from 'pg'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import type { PostgreConfig } from '@adonisjs/lucid/types/database'

const CONNECTION = 'migrations_check'

/** The test database's URL with another database name. */
function siblingUrl(suffix: string): { url: string; name: string; adminUrl: string } {
  const config = db.manager.get(db.primaryConnectionName)!.config as PostgreConfig
  const connection = config.connection as { connectionString: string }
  const url = new URL(connection.connectionString)
  const name = `${decodeURIComponent(url.pathname.slice(1))}${suffix}`
  url.pathname = `/${name}`
  const admin = new URL(url)
  admin.pathname = '/postgres'
  return { url: url.toString(), name, adminUrl: admin.toString() }
}

async function onServer(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

async function migrate(direction: 'up' | 'down') {
  const migrator = new MigrationRunner(
    db,
    app,
    direction === 'up'
      ? { direction, connectionName: CONNECTION }
      : { direction, connectionName: CONNECTION, batch: 0 }
  )
  await migrator.run()
  if (migrator.error) throw migrator.error
  return migrator
}

/** Tables, columns, constraints, indexes, functions and extensions of the throwaway database. */
async function schema() {
  const client = db.connection(CONNECTION)
  const rows = async (sql: string) => {
    const result = await client.rawQuery(sql)
    return result.rows.map((row: { item: string }) => row.item)
  }
  return {
    tables: await rows(`
      SELECT tablename AS item FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`),
    columns: await rows(`
      SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable AS item
      FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1`),
    constraints: await rows(`
      SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS item
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1`),
    indexes: await rows(`
      SELECT indexname || ' ' || indexdef AS item FROM pg_indexes WHERE schemaname = 'public'
      ORDER BY 1`),
    functions: await rows(`
      SELECT p.proname AS item FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
      ORDER BY 1`),
    extensions: await rows(`SELECT extname AS item FROM pg_extension ORDER BY 1`),
    textSearchConfigs: await rows(`
      SELECT cfgname AS item FROM pg_ts_config
      WHERE cfgnamespace = 'public'::regnamespace ORDER BY 1`),
  }
}

test.group('Migrations on a throwaway database', (group) => {
  const target = siblingUrl('_migrations')

  group.setup(async () => {
    const quoted = `"${target.name.replaceAll('"', '""')}"`
    await onServer(target.adminUrl, `DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`)
    await onServer(target.adminUrl, `CREATE DATABASE ${quoted}`)
    const primary = db.manager.get(db.primaryConnectionName)!.config as PostgreConfig
    db.manager.add(CONNECTION, {
      ...primary,
      connection: { connectionString: target.url },
      pool: { min: 0, max: 2 },
    })
    return async () => {
      await db.manager.close(CONNECTION, true)
      await onServer(target.adminUrl, `DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`)
    }
  })

  test('run all up, all down to an empty database, and all up again', async ({ assert }) => {
    const up = await migrate('up')
    const files = Object.keys(up.migratedFiles)
    assert.isAbove(files.length, 10)
    assert.isTrue(
      Object.values(up.migratedFiles).every((file) => file.status === 'completed'),
      'every migration completed'
    )
    const migrated = await schema()
    for (const table of ['cities', 'events', 'ticket_options', 'partners', 'docs']) {
      assert.include(migrated.tables, table)
    }
    assert.includeMembers(migrated.extensions, ['unaccent', 'pg_trgm'])
    assert.include(migrated.functions, 'search_fold')

    const down = await migrate('down')
    assert.sameMembers(Object.keys(down.migratedFiles), files, 'every migration rolled back')
    const empty = await schema()
    assert.sameMembers(empty.tables, ['adonis_schema', 'adonis_schema_versions'])
    assert.deepEqual(empty.functions, [], 'no functions left')
    assert.deepEqual(empty.textSearchConfigs, [], 'no text search configurations left')
    assert.notIncludeMembers(empty.extensions, ['unaccent', 'pg_trgm'])
    const recorded = await db
      .connection(CONNECTION)
      .rawQuery('SELECT count(*)::int AS count FROM adonis_schema')
    const count = recorded.rows[0].count
    assert.equal(count, 0, 'no migration recorded as run')

    await migrate('up')
    assert.deepEqual(await schema(), migrated, 'the same schema the second time')
  }).timeout(120_000)
})
