/*
| `npm start`: checks that the HTTP port is free, builds the app when the
| sources changed, prepares the database (embedded PostgreSQL when
| DATABASE_URL is not set — this process owns it and stops it on exit), runs
| pending migrations, seeds the demo content into an empty database
| (SEED_DEMO=false turns that off), then serves on HOST:PORT and ends with
| where to go (bin/first_run.js). A failure a setting fixes (PORT,
| DATABASE_URL, EMBEDDED_PG_PORT) is one line and exit code 1, nothing left running.
*/
import { spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { EnvLoader, EnvParser } from '@adonisjs/core/env'
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server_node_flags.js'
import { BUILD, ROOT, buildIfNeeded } from './build_if_needed.js'
import { httpPortIsFree, httpPortTakenLine, readyBlock } from './first_run.js'

process.env.NODE_ENV ??= 'development'
/* The compiled app runs from build/; its .env stays in the project folder */
process.env.ENV_PATH ??= ROOT

/** A variable from the environment, else from the first .env file that sets it (as the app reads them). */
async function setting(name) {
  if (process.env[name]) return process.env[name]
  for (const file of await new EnvLoader(new URL('../', import.meta.url)).load()) {
    const values = await new EnvParser(file.contents).parse()
    if (values[name] !== undefined && values[name] !== '') return String(values[name])
  }
  return undefined
}

function fail(line) {
  console.error(line)
  process.exit(1)
}

const host = (await setting('HOST')) || '0.0.0.0'
const port = Number((await setting('PORT')) || 3333)
if (!(await httpPortIsFree(host, port))) fail(httpPortTakenLine(host, port))

buildIfNeeded()

const { bootDatabase } = await import(join(BUILD, 'app/lib/boot_database.js'))
const { StartupFailure } = await import(join(BUILD, 'app/lib/startup_failure.js'))
const database = await bootDatabase(new URL('../', import.meta.url), 'app').catch((error) => {
  if (error instanceof StartupFailure) fail(error.message)
  throw error
})
let stopping = false
async function stopDatabase() {
  if (stopping) return
  stopping = true
  await database?.stop()
}

async function run(args) {
  const result = spawnSync(process.execPath, ['ace.js', ...args], {
    cwd: BUILD,
    stdio: 'inherit',
    env: process.env,
  })
  if (result.status === 0) return
  console.error(`[start] "node ace ${args.join(' ')}" failed with exit code ${result.status}`)
  await stopDatabase()
  process.exit(result.status || 1)
}

await run(['migration:run', '--force', '--compact-output'])
/* demo:seed --if-empty also honours SEED_DEMO=false from the environment or .env */
await run(['demo:seed', '--if-empty'])

/* the server tells (IPC, bin/server.ts) where it listens once it does */
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'bin/server.js'], {
  cwd: BUILD,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...SERVER_ENV, ...process.env },
})
server.on('message', (message) => {
  const ready = message?.studentsServerReady
  if (ready) console.log(readyBlock(ready.host, ready.port))
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', async (code, signal) => {
  await stopDatabase()
  process.exit(code ?? (signal ? 0 : 1))
})
