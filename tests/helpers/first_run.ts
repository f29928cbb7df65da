import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

/*
| Running the real start-up commands (npm start, node ace, bin/server.ts) to
| their end. Each runs in a process group of its own: after it exits, the
| group must be empty (nothing left behind), and whatever is left when a test
| gives up is killed with the group.
*/

export interface Ended {
  code: number | null
  output: string
  /** what the command printed, without npm's own lines and blank ones */
  lines: string[]
  /** true when a process of its group was still running after it exited */
  leftBehind: boolean
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/** Waits (polling) until the group of `pid` is empty, for at most `ms`. */
async function groupGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (groupAlive(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return !groupAlive(pid)
}

/** A folder with no .env, so the command reads only the variables a test gives it. */
function emptyEnvFolder(): string {
  return mkdtempSync(join(tmpdir(), 'first-run-env-'))
}

/**
 * Runs `command` with exactly the variables of this process less
 * DATABASE_URL, plus `env`; resolves when it exits, or kills its group and
 * rejects after `giveUpMs`.
 */
export function runToExit(
  command: string,
  args: string[],
  env: Record<string, string>,
  giveUpMs = 60_000
): Promise<Ended> {
  const base: Record<string, string | undefined> = { ...process.env }
  delete base.DATABASE_URL
  const child = spawn(command, args, {
    cwd: app.makePath(),
    env: { ...base, NODE_ENV: 'development', ENV_PATH: emptyEnvFolder(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
      reject(
        new Error(`${command} ${args.join(' ')} still running after ${giveUpMs} ms:\n${output}`)
      )
    }, giveUpMs)
    child.on('exit', async (code) => {
      clearTimeout(timer)
      const pid = child.pid!
      const leftBehind = !(await groupGone(pid, 2000))
      if (leftBehind) process.kill(-pid, 'SIGKILL')
      const lines = output
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('> '))
      resolve({ code, output, lines, leftBehind })
    })
  })
}

/** A TCP listener holding `host`:port (a free one) until closed. */
export async function holdPort(
  host = '127.0.0.1'
): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((socket) => socket.destroy())
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
