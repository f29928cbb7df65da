import { spawn, type ChildProcess } from 'node:child_process'
import app from '@adonisjs/core/services/app'
import { freePort } from '../../bin/free_port.js'

export { freePort }

/*
| Every child a test starts leads its own process group (with what it starts
| in turn), so it can be stopped whole: when a test gives up on it, when the
| run ends (tests/bootstrap.ts), and when the runner exits or is interrupted,
| pass or fail. No test leaves a process behind.
*/
const running = new Set<ChildProcess>()

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    /* the group is gone already */
  }
}

/** Stops a child's whole process group: SIGTERM, then SIGKILL after `graceMs`. */
async function stopProcessGroup(child: ChildProcess, graceMs = 5_000) {
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(null)
    else child.once('exit', resolve)
  })
  signalGroup(child, 'SIGTERM')
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
  /* what the leader started and left behind */
  signalGroup(child, 'SIGKILL')
  running.delete(child)
}

/** Stops every child still running (the run's teardown). */
export async function stopAllProcesses() {
  await Promise.all([...running].map((child) => stopProcessGroup(child)))
}

function killAllNow() {
  for (const child of running) signalGroup(child, 'SIGKILL')
}

let guarded = false
function guardRunnerExit() {
  if (guarded) return
  guarded = true
  process.once('exit', killAllNow)
  for (const signal of ['SIGINT', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAllNow()
      process.exit(128 + (signal === 'SIGINT' ? 2 : 1))
    })
  }
}

/** Runs a TypeScript entry of this app in a child Node process (the @poppinss/ts-exec loader). */
export function runTypeScript(args: string[], env: Record<string, string>, cwd = app.makePath()) {
  guardRunnerExit()
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  running.add(child)
  return child
}

/** Collects a child's output and exit code. */
export function completion(child: ReturnType<typeof spawn>) {
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/** Polls `url` until it answers (any status) or the deadline passes. */
export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      return await fetch(url)
    } catch (error) {
      lastError = error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`)
}

export type ServerProcess = Awaited<ReturnType<typeof startServer>>

/** A real server process (bin/server.ts, of this checkout or of `cwd`) with its own environment, ready to answer. */
export async function startServer(env: Record<string, string> = {}, cwd?: string) {
  const port = await freePort()
  const child = runTypeScript(
    ['bin/server.ts'],
    { NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    cwd
  )
  const exited = completion(child)
  let stdout = ''
  child.stdout?.on('data', (chunk) => (stdout += chunk))
  const base = `http://127.0.0.1:${port}`
  let answered = false
  const died = exited.then(({ code, output }) => {
    if (!answered) throw new Error(`bin/server.ts exited (${code}) before it answered:\n${output}`)
  })
  try {
    await Promise.race([
      waitForHttp(`${base}/health`).then(() => {
        answered = true
      }),
      died,
    ])
  } catch (error) {
    /* given up on: stopped with everything it started */
    await stopProcessGroup(child)
    throw error
  }
  return {
    base,
    port,
    child,
    exited,
    /** What the process wrote to stdout so far (its log lines) */
    stdout: () => stdout,
    get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }),
    stop: async () => {
      child.kill('SIGTERM')
      const result = await exited
      await stopProcessGroup(child)
      return result
    },
  }
}

/** `name=value` pairs of a response's Set-Cookie headers, merged into `jar`. */
function keepCookies(response: Response, jar: Map<string, string>) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const index = pair.indexOf('=')
    jar.set(pair.slice(0, index), pair.slice(index + 1))
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

/** A Cookie header with the cookies a response set applied to it (as a browser would). */
export function applySetCookies(cookie: string, response: Response) {
  const jar = new Map<string, string>()
  for (const pair of cookie.split('; ').filter(Boolean)) {
    const index = pair.indexOf('=')
    jar.set(pair.slice(0, index), pair.slice(index + 1))
  }
  return keepCookies(response, jar)
}

/** Signs in through the real admin form (CSRF token included); returns the Cookie header. */
export async function signInOverHttp(base: string, email: string, password: string) {
  const jar = new Map<string, string>()
  const form = await fetch(`${base}/admin/login`)
  const token = /name=['"]_csrf['"] value=['"]([^'"]+)['"]/.exec(await form.text())?.[1] ?? ''
  const cookie = keepCookies(form, jar)
  const signedIn = await fetch(`${base}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ _csrf: token, email, password }).toString(),
  })
  if (signedIn.status !== 302 || signedIn.headers.get('location') !== '/admin') {
    throw new Error(`sign-in failed: ${signedIn.status} ${signedIn.headers.get('location')}`)
  }
  return keepCookies(signedIn, jar)
}
