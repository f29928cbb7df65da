import { test } from '@japa/runner'
import type { AddressInfo } from 'node:net'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Logger } from '@adonisjs/core/logger'
import { FrontRateLimit, takeCountedInFront } from '#http/front_rate_limit'
import type { RateLimitState } from '#services/rate_limit_service'
import { RawConnection } from '#tests/helpers/raw_http'

/*
| The front rate limit with a burst that arrives before the front knows its
| path (issue #23, finding 8): the full path here stands in for the router,
| counting like the rate-limit middleware, and holds the first request until
| the whole burst has arrived, as a router busy with a hundred parses would.
*/
const BUDGET = 2
const BURST = 10
const REFUSAL = '{"error":"rate_limited"}'

function budgetOf(points: number) {
  let left = points
  return async (): Promise<RateLimitState> => {
    const allowed = left > 0
    left = Math.max(0, left - 1)
    return { allowed, limit: points, remaining: left, resetIn: 60 }
  }
}

const quietLogger = { isLevelEnabled: () => false } as unknown as Logger

async function burstServer() {
  const consume = budgetOf(BUDGET)
  const front = new FrontRateLimit({
    logger: quietLogger,
    consume,
    weight: () => 1,
    rateLimitHeaders: (state) => ({ 'X-RateLimit-Remaining': String(state.remaining) }),
    clientIp: () => 'client',
  })
  const seen = { front: 0, fullPath: 0, fullPathRefusals: 0 }
  let burstArrived!: () => void
  const arrived = new Promise<void>((resolve) => (burstArrived = resolve))

  /* the rate-limit middleware's part: count (unless counted in front), note, refuse */
  async function fullPath(req: IncomingMessage, res: ServerResponse) {
    if (++seen.fullPath === 1) await arrived
    const state = takeCountedInFront(req) ?? (await consume())
    front.noteCounted(req, { policy: 'api', read: undefined, route: '/things' })
    if (state.allowed) return res.writeHead(200, { 'content-length': 7 }).end('a thing')
    seen.fullPathRefusals++
    front.noteRefusal(req, res, '/things')
    res.writeHead(429, { 'content-type': 'application/json', 'content-length': REFUSAL.length })
    res.end(REFUSAL)
  }

  const server = createServer(async (req, res) => {
    const answered = front.answer(req, res)
    if (++seen.front === BURST) burstArrived()
    if (!(await answered)) await fullPath(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, front, seen, port: (server.address() as AddressInfo).port }
}

test.group('Front rate limit: a burst to a path it has not learned yet', () => {
  test('one request learns the path, one refusal goes the full path, the rest are refused in front', async ({
    assert,
  }) => {
    const { server, front, seen, port } = await burstServer()
    try {
      const connections = await Promise.all(
        Array.from({ length: BURST }, () => RawConnection.open(port))
      )
      await Promise.all(connections.map((connection) => connection.send('/things?page=1')))
      const answers = await Promise.all(connections.map((connection) => connection.response()))
      for (const connection of connections) connection.socket.destroy()

      const statuses = answers.map((answer) => answer.status).toSorted((a, b) => a - b)
      assert.deepEqual(statuses, [200, 200, ...Array(BURST - BUDGET).fill(429)])
      assert.equal(seen.fullPath, BUDGET + 1, 'the allowed ones and the first refusal')
      assert.equal(seen.fullPathRefusals, 1)
      assert.equal(front.stats().refused, BURST - BUDGET - 1)
      const refusals = answers.filter((answer) => answer.status === 429)
      for (const refusal of refusals) assert.equal(refusal.body, REFUSAL)
    } finally {
      server.close()
    }
  })

  test('a path the full path answers without counting is left to it, without waiting', async ({
    assert,
  }) => {
    const front = new FrontRateLimit({
      logger: quietLogger,
      consume: budgetOf(BUDGET),
      weight: () => 1,
      rateLimitHeaders: () => ({}),
      clientIp: () => 'client',
    })
    const server = createServer(async (req, res) => {
      if (!(await front.answer(req, res))) res.end('healthy')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      for (let i = 0; i < 2 * BUDGET + 1; i++) {
        const response = await fetch(`${base}/health`)
        assert.equal(await response.text(), 'healthy')
      }
      assert.equal(front.stats().paths, 0)
    } finally {
      server.close()
    }
  })
})
