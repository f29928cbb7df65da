/*
| Builds the app into build/ (`node ace build`) when the sources changed since
| the last build. Shared by `npm start` (bin/start.js) and `npm run bench`,
| which both run the compiled server.
*/
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../', import.meta.url))
export const BUILD = join(ROOT, 'build')
const STAMP = join(BUILD, '.build-stamp')
const SOURCES = ['app', 'bin', 'commands', 'config', 'database', 'providers', 'resources', 'start']
const SOURCE_FILES = ['adonisrc.ts', 'package.json', 'package-lock.json', 'tsconfig.json']

function newestChange(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stats.mtimeMs
  )
}

function aceStep(args) {
  return spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  })
}

/** Runs `node ace build` unless build/ is newer than every source; exits the process when the build fails. */
export function buildIfNeeded(log = (message) => console.log(message)) {
  const sourcesChanged = Math.max(
    ...SOURCES.map((dir) => newestChange(join(ROOT, dir))),
    ...SOURCE_FILES.map((file) => newestChange(join(ROOT, file)))
  )
  if (existsSync(STAMP) && statSync(STAMP).mtimeMs >= sourcesChanged) return
  log('[build] building the app into build/ (node ace build)...')
  const started = Date.now()
  /*
   * `node ace build` type-checks against the route types in .adonisjs/ (gitignored),
   * which only `node ace codegen` writes: without it a fresh clone does not build.
   * The output is kept for a failure: on success AdonisJS ends with deployment
   * advice that does not apply here.
   */
  for (const command of ['codegen', 'build']) {
    const result = aceStep(['ace.js', command])
    if (result.status === 0) continue
    process.stdout.write(result.stdout ?? '')
    process.stderr.write(result.stderr ?? '')
    console.error(`[build] "node ace ${command}" failed with exit code ${result.status}`)
    process.exit(result.status ?? 1)
  }
  writeFileSync(STAMP, new Date().toISOString() + '\n')
  log(`[build] built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
