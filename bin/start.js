/*
| `npm start`: builds the app when the sources changed, prepares the database
| (embedded PostgreSQL when DATABASE_URL is not set — this process owns it and
| stops it on exit), runs pending migrations, seeds the demo content into an
| empty database (SEED_DEMO=false turns that off), then serves on HOST:PORT.
*/
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const BUILD = join(ROOT, 'build')
const STAMP = join(BUILD, '.build-stamp')
const SOURCES = ['app', 'bin', 'commands', 'config', 'database', 'providers', 'resources', 'start']
const SOURCE_FILES = ['adonisrc.ts', 'package.json', 'package-lock.json', 'tsconfig.json']

process.env.NODE_ENV ??= 'development'
/* The compiled app runs from build/; its .env stays in the project folder */
process.env.ENV_PATH ??= ROOT

function newestChange(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs)
}

function buildIfNeeded() {
  const sourcesChanged = Math.max(
    ...SOURCES.map((dir) => newestChange(join(ROOT, dir))),
    ...SOURCE_FILES.map((file) => newestChange(join(ROOT, file)))
  )
  if (existsSync(STAMP) && statSync(STAMP).mtimeMs >= sourcesChanged) return
  console.log('[start] building the app (node ace build)...')
  run(process.execPath, ['ace.js', 'build'], ROOT)
  writeFileSync(STAMP, new Date().toISOString() + '\n')
}

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

const server = spawn(process.execPath, ['bin/server.js'], { cwd: BUILD, stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', async (code, signal) => {
  await stopDatabase()
  process.exit(code ?? (signal ? 0 : 1))
})
