import { EnvLoader, EnvParser } from '@adonisjs/core/env'
import {
  assertReachable,
  ensureDatabaseExists,
  prepareDatabase,
  testDatabaseUrl,
} from '#lib/embedded_postgres'
import { StartupFailure, connectionReason, startupLines } from '#lib/startup_failure'
import type { EmbeddedDatabase } from '#lib/embedded_postgres'

/** DATABASE_URL may come from the environment or from a .env file. */
async function configuredDatabaseUrl(appRoot: URL): Promise<string | undefined> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL
  const files = await new EnvLoader(appRoot).load()
  for (const file of files) {
    const values = await new EnvParser(file.contents, appRoot).parse()
    if (values.DATABASE_URL) return String(values.DATABASE_URL)
  }
  return undefined
}

/**
 * Runs before the app boots: points DATABASE_URL at the configured server or
 * at the embedded one, and fails with a StartupFailure (one line naming
 * DATABASE_URL or EMBEDDED_PG_PORT) when it cannot. Tests use
 * `<database>_test` on the same server, created when missing.
 * `waitForDatabase`: the HTTP server starts without a reachable configured
 * database (it answers 503 until the database is back, docs/running.md);
 * `npm start` and the ace commands need it at once.
 */
export async function bootDatabase(
  appRoot: URL,
  purpose: 'app' | 'test',
  options: { waitForDatabase?: boolean } = {}
): Promise<EmbeddedDatabase | null> {
  const configured = await configuredDatabaseUrl(appRoot)
  if (!configured) return prepareDatabase(purpose === 'test' ? 'students_test' : 'students')
  const url = purpose === 'test' ? testDatabaseUrl(configured) : configured
  if (purpose === 'test') {
    await ensureDatabaseExists(url).catch((error) => {
      throw new StartupFailure(startupLines.databaseUnreachable(url, connectionReason(error)))
    })
  } else if (!options.waitForDatabase) {
    await assertReachable(url)
  }
  process.env.DATABASE_URL = url
  return null
}
