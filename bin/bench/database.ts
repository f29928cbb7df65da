/*
| The bench database: `<configured database>_bench` on DATABASE_URL's server,
| or `students_bench` in the embedded PostgreSQL when DATABASE_URL is unset
| (a clean clone needs no system PostgreSQL). Recreated at every run, so the
| demo figures are measured on the demo data alone.
*/
import pg from 'pg'
import { ensureDatabaseExists, prepareDatabase } from '#lib/embedded_postgres'
import { runAce } from './processes.js'

export interface BenchDatabase {
  url: string
  stop(): Promise<void>
}

export async function benchDatabase(): Promise<BenchDatabase> {
  if (!process.env.DATABASE_URL) {
    const embedded = await prepareDatabase('students_bench')
    return { url: process.env.DATABASE_URL!, stop: async () => embedded?.stop() }
  }
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = `${url.pathname.replace(/_bench$/, '')}_bench`
  await ensureDatabaseExists(url.toString())
  return { url: url.toString(), stop: async () => {} }
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Drops and recreates the bench database (FORCE: PostgreSQL 13+, as the app needs anyway). */
async function recreate(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const quoted = `"${name.replaceAll('"', '""')}"`
  await withClient(admin.toString(), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${quoted}`)
  })
}

/** Fresh planner statistics, as autovacuum would have after a bulk insert. */
async function analyze(url: string) {
  await withClient(url, (client) => client.query('ANALYZE'))
}

export async function prepareDemoData(url: string) {
  await recreate(url)
  await runAce(['migration:run', '--force'], url)
  await runAce(['demo:seed'], url)
  await analyze(url)
}

export async function addScaledData(url: string, cities: number, events: number) {
  await runAce(['demo:scale', `--cities=${cities}`, `--events=${events}`], url)
  await analyze(url)
}

export async function countRows(url: string) {
  return withClient(url, async (client) => {
    const result = await client.query<{ cities: string; events: string }>(
      'SELECT (SELECT count(*) FROM cities) AS cities, (SELECT count(*) FROM events) AS events'
    )
    return { cities: Number(result.rows[0].cities), events: Number(result.rows[0].events) }
  })
}
