import env from '#start/env'
import { defineConfig } from '@adonisjs/lucid'

/*
| DATABASE_URL is always set by the time the app boots: bin/ points it at the
| embedded PostgreSQL when the environment does not configure one.
*/
const dbConfig = defineConfig({
  connection: 'postgres',
  connections: {
    postgres: {
      client: 'pg',
      connection: {
        connectionString: env.get('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/students'),
        /*
         * An unreachable server fails fast: requests answer 503 instead of
         * hanging (a pg option missing from Lucid's connection type).
         */
        ...({ connectionTimeoutMillis: 1500 } as {}),
      },
      /* acquireTimeoutMillis: waiting for a free connection of the pool under load */
      pool: { min: 0, max: 10, acquireTimeoutMillis: 5000, propagateCreateError: true },
      migrations: {
        naturalSort: true,
        paths: ['database/migrations'],
      },
      seeders: {
        paths: ['database/seeders'],
      },
    },
  },
})

export default dbConfig
