import { randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import { startServer, freePort, type ServerProcess } from '#tests/helpers/processes'
import { AdminUserFactory } from '#database/factories/admin_user_factory'

/*
| Security finding 5: a 500 page in production showed the SQL statement and
| the database error, and the framework's HTML error renderer echoed request
| text unescaped. A production server whose database is unreachable fails on
| every page that reads it: what it answers must say nothing internal, as
| HTML, JSON or plain text.
*/
const INTERNAL = [
  /ECONNREFUSED/i,
  /127\.0\.0\.1:\d+/,
  /\bselect\b/i,
  /\bfrom "/i,
  /invalid byte sequence/i,
  /\n\s+at /,
  /node_modules/,
  /\.ts:\d+/,
  /not valid JSON/i,
]
const ACCEPTS = {
  html: 'text/html,application/xhtml+xml',
  json: 'application/json',
  text: 'text/plain',
  any: '*/*',
} as const

function assertSaysNothingInternal(
  assert: { notMatch(value: string, pattern: RegExp, message?: string): void },
  body: string,
  where: string
) {
  for (const pattern of INTERNAL) assert.notMatch(body, pattern, `${where}: ${body.slice(0, 300)}`)
}

test.group('Error answers in production (real server process, database unreachable)', (group) => {
  let server: ServerProcess
  group.setup(async () => {
    server = await startServer({
      NODE_ENV: 'production',
      APP_KEY: randomBytes(32).toString('base64url'),
      APP_URL: 'http://127.0.0.1',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/unreachable`,
    })
    return async () => {
      await server.stop()
    }
  })

  test('a page that cannot reach the database answers 503 with a fixed sentence in every content type', async ({
    assert,
  }) => {
    /* (an unreachable database is a 503 with Retry-After on every door: issue #11) */
    for (const [kind, accept] of Object.entries(ACCEPTS)) {
      const response = await server.get('/deals?category=food', { accept })
      const body = await response.text()
      assertSaysNothingInternal(assert, body, kind)
      assert.equal(response.status, 503, kind)
      assert.equal(response.headers.get('cache-control'), 'no-store')
      assert.equal(response.headers.get('retry-after'), '5')
      assert.include(body, 'We cannot reach our data for a moment', kind)
      if (kind === 'json') {
        assert.deepEqual(JSON.parse(body), {
          error: {
            status: 503,
            title: 'Service Unavailable',
            message:
              'We cannot reach our data for a moment. Nothing is lost: try again in a few seconds.',
          },
        })
      }
      if (kind === 'text') assert.match(response.headers.get('content-type') ?? '', /^text\/plain/)
      if (kind === 'html') assert.match(response.headers.get('content-type') ?? '', /^text\/html/)
    }
  }).timeout(60_000)

  test('request text in a failing request is never echoed', async ({ assert }) => {
    for (const [kind, accept] of Object.entries(ACCEPTS)) {
      const response = await fetch(`${server.base}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: '{"a":<script>alert(1)</script>}',
      })
      const body = await response.text()
      assert.isAtLeast(response.status, 400, kind)
      assert.notInclude(body, '<script>alert', kind)
      assert.notInclude(body, 'alert(1)', kind)
      assertSaysNothingInternal(assert, body, kind)
    }
  }).timeout(60_000)

  test('a NUL in a query parameter is a 400 naming nothing internal, before any query runs', async ({
    assert,
  }) => {
    /* the input policy runs before any query: a 400 even while the database is unreachable */
    for (const [kind, accept] of Object.entries(ACCEPTS)) {
      const response = await server.get('/api/v1/cities?q=%00', { accept })
      const body = await response.text()
      assert.equal(response.status, 400, kind)
      assert.equal(JSON.parse(body).error.details[0].parameter, 'q')
      assertSaysNothingInternal(assert, body, kind)
    }
  }).timeout(60_000)
})

test.group('A NUL in a query parameter (in process)', () => {
  test('the REST API answers 400 naming the parameter', async ({ client, assert }) => {
    const response = await client.get('/api/v1/cities').qs({ q: 'ber\u0000lin' })
    response.assertStatus(400)
    assert.equal(response.body().error.code, 'bad_request')
    assert.deepEqual(response.body().error.details, [
      { parameter: 'q', message: 'q must not contain a NUL character (U+0000)' },
    ])
  })

  test('the site and the admin lists leave the filter out, never fail on it', async ({
    client,
    assert,
  }) => {
    /* pages for people never fail on a filter value (issue #11's input policy) */
    const staff = await AdminUserFactory.create()
    try {
      const site = await client.get('/deals?q=%00')
      site.assertStatus(200)
      assert.include(site.text(), 'We could not use a filter you sent')
      for (const path of ['/admin/events?q=%00', '/admin/waitlists?filter=%00']) {
        const admin = await client.get(path).loginAs(staff)
        admin.assertStatus(200)
        /* (a list page has <select> elements: look for the database's own words only) */
        assert.notMatch(admin.text(), /invalid byte sequence|ECONNREFUSED|\n\s+at /, path)
      }
    } finally {
      await staff.delete()
    }
  })
})
