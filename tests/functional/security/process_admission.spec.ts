import http from 'node:http'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { setTimeout as sleep } from 'node:timers/promises'
import { startServer, type ServerProcess } from '#tests/helpers/processes'

/*
| Admission control for the whole process (issue 36, item 6): fifty clients,
| each inside its own budget, took /health to seconds. Heavy work
| (#services/admission/heavy_work) is capped process-wide with a short
| queue and 503 + Retry-After beyond it, while /health and cached reads
| still answer; IPv6 clients are one client per /64. Each client below has
| its own loopback address (127.0.0.0/8), as fifty real clients would.
*/

interface Answer {
  status: number
  retryAfter: string | undefined
  body: string
}

/** One request from the loopback address `from` (its own client). */
function ask(
  server: ServerProcess,
  from: string,
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  const headers: Record<string, string> = { ...options.headers }
  if (body) Object.assign(headers, { 'content-type': 'application/json' })
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: options.method ?? 'GET',
        localAddress: from,
        agent: false,
        headers,
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            retryAfter: response.headers['retry-after'],
            body: text,
          })
        )
      }
    )
    request.on('error', reject)
    request.end(body)
  })
}

const calendar = (day: number) =>
  `/api/v1/events.ics?upcoming=false&limit=200&to=2093-01-${String(day).padStart(2, '0')}`

const a2aQuestion = (n: number) => ({
  jsonrpc: '2.0',
  id: `q${n}`,
  method: 'message/send',
  params: {
    message: {
      kind: 'message',
      role: 'user',
      messageId: `admission-${n}-${Date.now()}`,
      parts: [{ kind: 'text', text: `Which events are in Berlin before 2093-02-${10 + n}?` }],
    },
  },
})

const mcpListEvents = (n: number) => ({
  jsonrpc: '2.0',
  id: n,
  method: 'tools/call',
  params: {
    name: 'list_events',
    arguments: { limit: 200, upcoming: false, to: `2093-03-${10 + n}` },
  },
})

const MCP_ACCEPT = { accept: 'application/json, text/event-stream' }

test.group('Admission control for the whole process', (group) => {
  let server: ServerProcess
  group.setup(async () => {
    server = await startServer({ ADMISSION_MAX_IN_FLIGHT: '1', ADMISSION_MAX_QUEUED: '2' })
    return async () => {
      await server.stop()
    }
  })

  test('distinct heavy requests from many addresses: 503 + Retry-After past the queue, /health and cached reads still 200', async ({
    assert,
  }) => {
    const cached = '/api/v1/events?limit=5'
    for (let i = 0; i < 2; i++) {
      const { status } = await ask(server, '127.0.0.90', cached)
      assert.equal(status, 200)
    }
    /* the events table locked: the calendar at work holds the one place until the lock goes */
    const lock = await db.transaction()
    await lock.rawQuery('LOCK TABLE events IN ACCESS EXCLUSIVE MODE')
    const answers: Answer[] = []
    const flood = Array.from({ length: 8 }, (_, i) =>
      ask(server, `127.0.0.${10 + i}`, calendar(i + 1)).then((answer) => answers.push(answer))
    )
    let during: Record<string, Answer> = {}
    try {
      for (let wait = 0; wait < 300 && answers.length < 5; wait++) await sleep(50)
      during = {
        health: await ask(server, '127.0.0.91', '/health'),
        cached: await ask(server, '127.0.0.92', cached),
        a2a: await ask(server, '127.0.0.93', '/a2a', { method: 'POST', body: a2aQuestion(1) }),
        mcp: await ask(server, '127.0.0.94', '/mcp', {
          method: 'POST',
          body: mcpListEvents(1),
          headers: MCP_ACCEPT,
        }),
      }
    } finally {
      await lock.commit()
    }
    await Promise.all(flood)

    const refused = answers.filter(({ status }) => status === 503)
    assert.lengthOf(refused, 5, 'one at work, two waiting, the other five refused')
    assert.isTrue(refused.every(({ retryAfter }) => Number(retryAfter) > 0))
    assert.equal(JSON.parse(refused[0].body).error.code, 'service_unavailable')
    assert.lengthOf(
      answers.filter(({ status }) => status === 200),
      3
    )
    assert.equal(during.health.status, 200, '/health is ahead of the queue')
    assert.equal(during.cached.status, 200, 'a cached read is ahead of the queue')
    for (const name of ['a2a', 'mcp']) {
      const answer = during[name]
      assert.equal(answer.status, 503, `${name}: busy, not a 500`)
      assert.isAbove(Number(answer.retryAfter), 0, `${name}: Retry-After`)
      assert.equal(JSON.parse(answer.body).error.data.code, 'service_unavailable')
    }
    const after = await ask(server, '127.0.0.95', calendar(20))
    assert.equal(after.status, 200, 'the places are given back')
    const question = await ask(server, '127.0.0.93', '/a2a', {
      method: 'POST',
      body: a2aQuestion(2),
    })
    assert.equal(question.status, 200)
  }).timeout(90_000)
})

test.group('IPv6 clients are keyed by their /64', (group) => {
  let server: ServerProcess
  group.setup(async () => {
    server = await startServer({ TRUSTED_PROXIES: '127.0.0.1', RATE_LIMIT_API: '3' })
    return async () => {
      await server.stop()
    }
  })

  test('addresses in one /64 share a budget; another /64 has its own', async ({ assert }) => {
    const from = (address: string) =>
      ask(server, '127.0.0.1', '/api/v1/events/none', { headers: { 'X-Forwarded-For': address } })
    const first = []
    for (const host of ['1', '2', 'abcd:ef01:2345:6789']) {
      const { status } = await from(`2001:db8:1:2::${host}`)
      first.push(status)
    }
    assert.deepEqual(first, [404, 404, 404], 'three points spent by one /64')
    const same = await from('2001:db8:1:2:ffff:ffff:ffff:fffe')
    assert.equal(same.status, 429, 'another address of the same /64 has no budget left')
    assert.isAbove(Number(same.retryAfter), 0)
    const other = await from('2001:db8:1:3::1')
    assert.equal(other.status, 404, 'the next /64 is another client')
    const mapped = []
    for (let i = 0; i < 3; i++) {
      const { status } = await from('::ffff:192.0.2.7')
      mapped.push(status)
    }
    assert.deepEqual(mapped, [404, 404, 404])
    const plain = await from('192.0.2.7')
    assert.equal(plain.status, 429, 'an IPv4-mapped address is its IPv4 client')
  }).timeout(60_000)
})

test.group('Under a flood, failures are 503 + Retry-After, never 500', (group) => {
  let server: ServerProcess
  let database: string
  group.setup(async () => {
    const { rows } = await db.rawQuery('SELECT current_database() AS name')
    database = `"${String(rows[0].name).replaceAll('"', '""')}"`
    /* the server's connections cancel a statement after 1.5 s (a production setting) */
    await db.rawQuery(`ALTER DATABASE ${database} SET statement_timeout = '1500ms'`)
    server = await startServer({ ADMISSION_MAX_IN_FLIGHT: '3', ADMISSION_MAX_QUEUED: '2' })
    return async () => {
      await server.stop()
      await db.rawQuery(`ALTER DATABASE ${database} RESET statement_timeout`)
    }
  })

  test('an A2A question and calendars whose reads the database cancels while the gate is full', async ({
    assert,
  }) => {
    const cached = '/api/v1/events?limit=5'
    const warm = await ask(server, '127.0.0.90', cached)
    assert.equal(warm.status, 200)
    /* every read of events waits for the lock until its statement is cancelled */
    const lock = await db.transaction()
    await lock.rawQuery('LOCK TABLE events IN ACCESS EXCLUSIVE MODE')
    let question: Answer | undefined
    const answers: Answer[] = []
    try {
      const asked = ask(server, '127.0.0.80', '/a2a', { method: 'POST', body: a2aQuestion(7) })
      await sleep(200)
      const flood = Array.from({ length: 8 }, (_, i) =>
        ask(server, `127.0.0.${30 + i}`, calendar(i + 1)).then((answer) => answers.push(answer))
      )
      question = await asked
      await Promise.all(flood)
    } finally {
      await lock.commit()
    }

    assert.equal(question.status, 503, `the A2A question: ${question.status} ${question.body}`)
    assert.isAbove(Number(question.retryAfter), 0)
    assert.equal(JSON.parse(question.body).error.data.code, 'service_unavailable')
    assert.deepEqual(
      answers.filter(({ status }) => status !== 503).map(({ status }) => status),
      [],
      'every calendar: 503, its read cancelled or refused at the gate'
    )
    assert.isTrue(answers.every(({ retryAfter }) => Number(retryAfter) > 0))
    const health = await ask(server, '127.0.0.91', '/health')
    assert.equal(health.status, 200)
  }).timeout(90_000)
})
