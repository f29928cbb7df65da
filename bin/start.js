/*
| `npm start`: builds the app when the sources changed, prepares the database
| (embedded PostgreSQL when DATABASE_URL is not set — this process owns it and
| stops it on exit), runs pending migrations, seeds the demo content into an
| empty database (SEED_DEMO=false turns that off), then serves on HOST:PORT.
*/
import { spawn, spawnSync } from 'node:child_process'
import { SERVER_NODE_FLAGS } from './server_node_flags.js'
import { join } from 'node:path'
import { BUILD, ROOT, buildIfNeeded } from './build_if_needed.js'

process.env.NODE_ENV ??= 'development'
/* The compiled app runs from build/; its .env stays in the project folder */
process.env.ENV_PATH ??= ROOT

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`[start] "${args.join(' ')}" failed with exit code ${result.status}`)
    process.exit(result.status ?? 1)
  }
}

buildIfNeeded()

const { bootDatabase } = await import(join(BUILD, 'app/lib/boot_database.js'))
const database = await bootDatabase(new URL('../', import.meta.url), 'app')
let stopping = false
async function stopDatabase() {
  if (stopping) return
  stopping = true
  await database?.stop()
}

try {
  run(process.execPath, ['ace.js', 'migration:run', '--force'], BUILD)
  /* demo:seed --if-empty also honours SEED_DEMO=false from the environment or .env */
  run(process.execPath, ['ace.js', 'demo:seed', '--if-empty'], BUILD)
} catch (error) {
  await stopDatabase()
  throw error
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'bin/server.js'], {
  cwd: BUILD,
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', async (code, signal) => {
  await stopDatabase()
  process.exit(code ?? (signal ? 0 : 1))
})
