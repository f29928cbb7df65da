import { spawn } from 'node:child_process'
import app from '@adonisjs/core/services/app'
import { freePort } from '../../bin/free_port.js'

export { freePort }

/** Runs a TypeScript entry of this app in a child Node process (the @poppinss/ts-exec loader). */
export function runTypeScript(args: string[], env: Record<string, string>) {
  return spawn(process.execPath, ['--import=@poppinss/ts-exec', ...args], {
    cwd: app.makePath(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
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

/** A real server process (bin/server.ts) with its own environment, ready to answer. */
export async function startServer(env: Record<string, string> = {}) {
  const port = await freePort()
  const child = runTypeScript(['bin/server.ts'], {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ...env,
  })
  const exited = completion(child)
  let stdout = ''
  child.stdout?.on('data', (chunk) => (stdout += chunk))
  const base = `http://127.0.0.1:${port}`
  await waitForHttp(`${base}/health`)
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
      return exited
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
