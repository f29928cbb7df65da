/*
| The processes of a bench run: `ace` commands and app servers from the
| compiled build (as production runs them: `node bin/server.js`, so the
| child's pid is the serving process itself), and the bare baseline server.
*/
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, openSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUILD, ROOT } from '../build_if_needed.js'
import { freePort } from '../free_port.js'
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server_node_flags.js'
import type { BareRoute } from './routes.js'
import { settings, UNLIMITED_RATE_LIMITS } from './settings.js'

const LOG_DIR = join(ROOT, 'tmp', 'bench')
/** One key per bench run: production refuses to boot without APP_KEY. */
const APP_KEY = randomBytes(32).toString('base64url')

function exitOf(child: ChildProcess) {
  return new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
}

/** `node ace.js <args>` in build/, against `databaseUrl`; throws with its output on failure. */
export async function runAce(args: string[], databaseUrl: string) {
  const child = spawn(process.execPath, ['ace.js', ...args], {
    cwd: BUILD,
    env: {
      ...process.env,
      ENV_PATH: ROOT,
      NODE_ENV: 'production',
      APP_KEY,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const code = await exitOf(child)
  if (code !== 0) throw new Error(`node ace ${args.join(' ')} failed:\n${output}`)
  return output
}

async function waitForHealth(base: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/health`)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${base}/health did not answer 200 within ${timeoutMs} ms`)
}

export interface AppServer {
  name: string
  base: string
  pid: number
  log: string
  stop(): Promise<void>
}

/**
 * The compiled server in production mode, output in tmp/bench/. Rate limits
 * are out of the way unless `limits: 'production'`: then they count per
 * client, and the bench names the client in `X-Forwarded-For`.
 */
export async function startAppServer(
  name: string,
  databaseUrl: string,
  limits: 'unlimited' | 'production' = 'unlimited',
  /** more environment of the server (e.g. one round's own limits) */
  extraEnv: Record<string, string> = {}
): Promise<AppServer> {
  mkdirSync(LOG_DIR, { recursive: true })
  const log = join(LOG_DIR, `${name}.log`)
  const output = openSync(log, 'w')
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const flags = [...SERVER_NODE_FLAGS, ...settings.serverFlags.split(' ').filter(Boolean)]
  const child = spawn(process.execPath, [...flags, 'bin/server.js'], {
    cwd: BUILD,
    stdio: ['ignore', output, output],
    env: {
      ...SERVER_ENV,
      ...process.env,
      /* production limits: the bench speaks for each client through X-Forwarded-For */
      ...(limits === 'unlimited' ? UNLIMITED_RATE_LIMITS : { TRUSTED_PROXIES: '127.0.0.1' }),
      ENV_PATH: ROOT,
      NODE_ENV: 'production',
      APP_KEY,
      APP_URL: base,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
      DATABASE_URL: databaseUrl,
      ...extraEnv,
    },
  })
  const exited = exitOf(child)
  let stopping = false
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`  server ${name} exited on its own (${signal ?? code}); see ${log}`)
  })
  const stop = async () => {
    stopping = true
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  try {
    await Promise.race([
      waitForHealth(base),
      exited.then((code) => {
        throw new Error(`server ${name} exited with code ${code}`)
      }),
    ])
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}; its output:\n${readFileSync(log, 'utf8')}`)
  }
  return { name, base, pid: child.pid!, log, stop }
}

export interface BareServer {
  base: string
  stop(): Promise<void>
}

/** bin/bench/bare_server.ts in its own process, answering `routes`. */
export async function startBareServer(routes: BareRoute[]): Promise<BareServer> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['--import=@poppinss/ts-exec', 'bin/bench/bare_server.ts'],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }
  )
  const exited = exitOf(child)
  const ready = new Promise<void>((resolve) => child.once('message', () => resolve()))
  child.send({ port, routes })
  await Promise.race([
    ready,
    exited.then((code) => {
      throw new Error(`the bare server exited with code ${code}`)
    }),
  ])
  child.disconnect()
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** Peak resident set (VmHWM) of a process in MB, from /proc (Linux); null elsewhere. */
export function peakRssMb(pid: number): number | null {
  return statusMb(pid, 'VmHWM')
}

/** Resident set right now (VmRSS) of a process in MB; null where /proc is missing. */
export function currentRssMb(pid: number): number | null {
  return statusMb(pid, 'VmRSS')
}

function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kilobytes = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1]
    return kilobytes ? Math.round(Number(kilobytes) / 1024) : null
  } catch {
    return null
  }
}
