import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'

/*
| DATABASE_URL is always set by the time the app boots: bin/ points it at the
| embedded PostgreSQL when the environment does not configure one.
*/
const connection = {
  connectionString: env.get('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/students'),
  /*
   * pg options missing from Lucid's connection type. An unreachable
   * server fails fast: requests answer 503 instead of hanging. No JIT:
   * the catalog's queries are short, and compiling one (the event
   * count of a wide `to=` list: 17 ms of JIT for 17 ms of work)
   * doubled its cost under load.
   */
  ...({ connectionTimeoutMillis: 1500, options: '-c jit=off' } as {}),
}

const dbConfig = defineConfig({
  connection: 'postgres',
  connections: {
    postgres: {
      client: 'pg',
      connection,
      /* acquireTimeoutMillis: waiting for a free connection of the pool under load */
      pool: { min: 0, max: 10, acquireTimeoutMillis: 5000, propagateCreateError: true },
      /* the models declare their columns themselves: Lucid 22 writes no database/schema.ts after migrating */
      schemaGeneration: { enabled: false },
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      seeders: {
        paths: ['database/seeders'],
      },
    },
    /*
     * /health's own lane: its ping never waits behind the requests that hold
     * the main pool's ten connections under load (issue 36, item 6).
     */
    health: {
      client: 'pg',
      connection,
      pool: { min: 0, max: 1, acquireTimeoutMillis: 2000, propagateCreateError: true },
      schemaGeneration: { enabled: false },
    },
  },
})

export default dbConfig
