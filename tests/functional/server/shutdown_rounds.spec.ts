import { test } from '@japa/runner'
import type { ChildProcess } from 'node:child_process'
import { runTypeScript } from '#tests/helpers/processes'
import { requestsInFlightDuring, summarize } from '#tests/helpers/in_flight'

const ROUNDS = 20

/** Lines the harness prints, awaited one by one. */
function lineReader(child: ChildProcess) {
  const lines: string[] = []
  let wake: (() => void) | null = null
  let buffered = ''
  child.stdout!.on('data', (chunk) => {
    buffered += chunk
    const parts = buffered.split('\n')
    buffered = parts.pop()!
    lines.push(...parts)
    wake?.()
  })
  return async function next(prefix: string, timeoutMs = 30_000): Promise<string> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const index = lines.findIndex((line) => line.startsWith(prefix))
      if (index !== -1)
        return lines
          .splice(0, index + 1)
          .at(-1)!
          .slice(prefix.length)
          .trim()
      if (Date.now() > deadline) throw new Error(`no "${prefix}" line within ${timeoutMs} ms`)
      await new Promise<void>((resolve) => {
        wake = resolve
        setTimeout(resolve, 200)
      })
    }
  }
}

test.group('Graceful shutdown, twenty times in a row', () => {
  test('SIGTERM with 20 requests in flight: every request completes, every round', async ({
    assert,
  }) => {
    /* one boot; each SIGTERM runs the drain bin/server.ts runs, then the harness listens again */
    const child = runTypeScript(['tests/helpers/drain_harness.ts'], {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_API: '1000000',
    })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const next = lineReader(child)
    try {
      const rounds: string[] = []
      for (let round = 1; round <= ROUNDS; round++) {
        const port = Number(await next('listening', 60_000))
        const outcomes = await requestsInFlightDuring(port, () => child.kill('SIGTERM'))
        const report = JSON.parse(await next('drained'))
        rounds.push(`round ${round}: ${summarize(outcomes)}; drain ${JSON.stringify(report)}`)
        assert.equal(summarize(outcomes), '200 x20', rounds.join('\n'))
        assert.equal(report.forced, 0)
      }
    } finally {
      child.kill('SIGINT')
      await exited
    }
  }).timeout(120_000)
})
