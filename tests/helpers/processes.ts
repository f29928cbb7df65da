import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import app from '@adonisjs/core/services/app'

/** Runs a TypeScript entry of this app in a child Node process (ts-node loader). */
export function runTypeScript(args: string[], env: Record<string, string>) {
  return spawn(process.execPath, ['--import=ts-node-maintained/register/esm', ...args], {
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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
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
