import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { setTimeout as sleep } from 'node:timers/promises'
import { MCP_HEADERS, toolCall } from '#tests/helpers/mcp_client'
import { startServer, type ServerProcess } from '#tests/helpers/processes'

/*
| Rate limits charged by weight, on a real server process (issue finding: a
| burst of 118 distinct `events.ics?limit=200` inside the 120/min limit
| stalled the server for 18 s). Every door charges the same points for the
| same read: the REST route, its replay in front of the router, the MCP
| tool, the site and the discovery documents. The figures are those of
| docs/security.md.
*/

const remaining = (response: Response) => Number(response.headers.get('x-ratelimit-remaining'))

/** The points one request was charged (the drop of X-RateLimit-Remaining after a 1-point probe), and its status. */
async function charged(server: ServerProcess, path: string, probe = '/api/v1/events/none') {
  const before = await server.get(probe)
  const response = await server.get(path)
  await response.arrayBuffer()
  return { points: remaining(before) - remaining(response), status: response.status }
}

async function pointsOf(server: ServerProcess, path: string) {
  const { points } = await charged(server, path)
  return points
}

/** The same, on the site budget (robots.txt is one point). */
async function sitePointsOf(server: ServerProcess, path: string) {
  const { points, status } = await charged(server, path, '/robots.txt')
  if (status !== 200) throw new Error(`${path} answered ${status}`)
  return points
}

const mcpCall = (id: number, name: string, args: Record<string, unknown>): RequestInit => ({
  method: 'POST',
  headers: MCP_HEADERS,
  body: JSON.stringify(toolCall(id, name, args)),
})

async function mcpCharged(server: ServerProcess, id: number, name: string, args = {}) {
  const ping: RequestInit = {
    method: 'POST',
    headers: MCP_HEADERS,
    body: JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'ping' }),
  }
  const before = await fetch(`${server.base}/mcp`, ping)
  await before.arrayBuffer()
  const response = await fetch(`${server.base}/mcp`, mcpCall(id, name, args))
  await response.arrayBuffer()
  return remaining(before) - remaining(response)
}

/*
| One server process per environment, shared by the tests of a group: a roomy
| budget whose client may have one request worked on and two waiting (the
| weights are read one request at a time), and a tight budget in the
| database store (which answers asynchronously: where interleaving would show).
*/
test.group('Rate limits charged by weight', (group) => {
  let server: ServerProcess
  group.setup(async () => {
    server = await startServer({
      RATE_LIMIT_API: '1000',
      RATE_LIMIT_MCP: '1000',
      RATE_LIMIT_SITE: '1000',
      CLIENT_MAX_IN_FLIGHT: '1',
      CLIENT_MAX_QUEUED: '2',
    })
    return async () => {
      await server.stop()
    }
  })

  test('REST: a calendar of 200 events costs 6, a list of 200 costs 2, one item 1', async ({
    assert,
  }) => {
    const ics = await charged(server, '/api/v1/events.ics?upcoming=false&limit=200&to=2090-01-01')
    assert.deepEqual(ics, { points: 6, status: 200 })
    assert.equal(await pointsOf(server, '/api/v1/events.ics?limit=50'), 3)
    assert.equal(await pointsOf(server, '/api/v1/events?limit=200'), 2)
    assert.equal(await pointsOf(server, '/api/v1/events?limit=100'), 1)
    assert.equal(await pointsOf(server, '/api/v1/cities?q=ber'), 2, 'a search')
    assert.equal(await pointsOf(server, '/api/v1/pricing'), 2)
    assert.equal(await pointsOf(server, '/api/v1/pricing?city=berlin'), 1)
  }).timeout(60_000)

  test('a replayed answer is charged what the full path charged', async ({ assert }) => {
    const path = '/api/v1/events?upcoming=false&limit=200'
    assert.deepEqual(await charged(server, path), { points: 2, status: 200 })
    for (let i = 0; i < 3; i++) assert.equal(await pointsOf(server, path), 2)
  }).timeout(60_000)

  test('MCP: the same read costs the same points, replayed or not', async ({ assert }) => {
    assert.equal(await mcpCharged(server, 1, 'list_events', { limit: 200, upcoming: false }), 2)
    assert.equal(await mcpCharged(server, 2, 'list_events', { limit: 200, upcoming: false }), 2)
    assert.equal(await mcpCharged(server, 3, 'list_events', { limit: 20 }), 1)
    assert.equal(await mcpCharged(server, 4, 'search_cities', { q: 'ber' }), 2)
  }).timeout(60_000)

  test('site pages and discovery documents are limited, by weight', async ({ assert }) => {
    assert.equal(await sitePointsOf(server, '/sitemap.xml'), 30)
    assert.equal(await sitePointsOf(server, '/llms.txt'), 2)
    assert.equal(await sitePointsOf(server, '/'), 1)
    assert.equal(await sitePointsOf(server, '/deals?q=pizza'), 4)
    assert.equal(await sitePointsOf(server, '/openapi.json'), 1)
    const page = await server.get('/')
    assert.equal(page.headers.get('ratelimit-policy'), '1000;w=60')
  }).timeout(60_000)

  test('one client has a few requests worked on at once; more wait, then are refused', async ({
    assert,
  }) => {
    const calendar = (day: number) =>
      `/api/v1/events.ics?upcoming=false&limit=200&to=2092-01-${String(day).padStart(2, '0')}`
    /* the events table locked: the calendar at work holds its slot until the lock goes */
    const lock = await db.transaction()
    await lock.rawQuery('LOCK TABLE events IN ACCESS EXCLUSIVE MODE')
    const answers: { status: number; retryAfter: string | null }[] = []
    const burst = Array.from({ length: 8 }, (_, i) =>
      server.get(calendar(i + 1)).then(async (response) => {
        await response.arrayBuffer()
        answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') })
      })
    )
    try {
      for (let wait = 0; wait < 200 && answers.length < 5; wait++) await sleep(50)
    } finally {
      await lock.commit()
    }
    await Promise.all(burst)
    const refused = answers.filter(({ status }) => status === 429)
    assert.lengthOf(refused, 5, 'one at work, two waiting, the others refused')
    assert.isTrue(refused.every(({ retryAfter }) => retryAfter === '1'))
    assert.lengthOf(
      answers.filter(({ status }) => status === 200),
      3
    )
    const later = await server.get(calendar(20))
    assert.equal(later.status, 200, 'the slots are given back')
  }).timeout(60_000)
})

test.group('Rate limits charged by weight: over the budget', (group) => {
  let server: ServerProcess
  group.setup(async () => {
    server = await startServer({
      RATE_LIMIT_API: '120',
      RATE_LIMIT_SITE: '60',
      LIMITER_STORE: 'database',
    })
    return async () => {
      await server.stop()
    }
  })
  /* each test starts with the whole budget */
  group.each.setup(async () => {
    await db.from('rate_limits').whereLike('key', '%:120:%').orWhereLike('key', '%:60:%').delete()
  })

  test('a burst of distinct calendars inside the request count is refused by points', async ({
    assert,
  }) => {
    const statuses: number[] = []
    for (let day = 1; day <= 25; day++) {
      const to = `2090-01-${String(day).padStart(2, '0')}`
      const response = await server.get(`/api/v1/events.ics?upcoming=false&limit=200&to=${to}`)
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    assert.deepEqual(
      statuses,
      [...Array(20).fill(200), ...Array(5).fill(429)],
      '120 points: twenty calendars of 200 events'
    )
    const sitemaps = []
    for (let i = 0; i < 3; i++) {
      const response = await server.get('/sitemap.xml')
      sitemaps.push(response.status)
    }
    assert.deepEqual(sitemaps, [200, 200, 429], '60 points: two sitemaps')
    /* a refused page is still a page for people, but costs nothing to make: no layout, no data */
    const refused = await server.get('/', { Accept: 'text/html' })
    const html = await refused.text()
    assert.equal(refused.status, 429)
    assert.include(html, '<h1>Please wait a moment</h1>')
    assert.isAbove(Number(refused.headers.get('retry-after')), 0)
    assert.notInclude(html, '<nav')
  }).timeout(60_000)

  test('signed-out admin pages count against the site budget before any session work', async ({
    assert,
  }) => {
    const pages = ['/admin/login', '/admin/password/forgot', '/admin/login/two-factor']
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) {
      const response = await fetch(server.base + pages[i % pages.length], {
        headers: { Accept: 'text/html' },
        redirect: 'manual',
      })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    assert.equal(statuses.filter((status) => status === 429).length, 1, '60 points, then refused')
    assert.deepEqual(statuses.slice(-1), [429])
    const flood = await Promise.all(
      Array.from({ length: 20 }, () => server.get('/admin/login', { Accept: 'text/html' }))
    )
    for (const refused of flood) {
      assert.equal(refused.status, 429)
      assert.isNull(refused.headers.get('set-cookie'), 'a refusal starts no session')
      assert.isAbove(Number(refused.headers.get('retry-after')), 0)
      assert.include(await refused.text(), '<h1>Please wait a moment</h1>')
    }
    /* signing in itself is not on this budget: its own throttle counts failures per account */
    const form = await fetch(`${server.base}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40example.com&password=x',
      redirect: 'manual',
    })
    assert.notEqual(form.status, 429)
  }).timeout(60_000)

  test('calendars asked all at once get exactly the budget (points are not interleaved)', async ({
    assert,
  }) => {
    const paths = Array.from(
      { length: 30 },
      (_, day) =>
        `/api/v1/events.ics?upcoming=false&limit=200&to=2091-01-${String(day + 1).padStart(2, '0')}`
    )
    const statuses = await Promise.all(
      paths.map(async (path) => {
        const response = await server.get(path)
        await response.arrayBuffer()
        return response.status
      })
    )
    assert.equal(statuses.filter((status) => status === 200).length, 20, '120 points: 20 calendars')
    assert.equal(statuses.filter((status) => status === 429).length, 10)
  }).timeout(60_000)
})
