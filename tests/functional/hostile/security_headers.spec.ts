import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { CONTENT_SECURITY_POLICY, REFERRER_POLICY } from '#http/policies/security_headers'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

/*
| Every HTML answer (site, docs, admin, error and 404 pages) carries one
| strict policy: no inline code, no framing, a referrer policy, nosniff.
| Machine answers carry nosniff too. (HSTS, production only, is checked by
| the server process test.)
*/

const BASE = TEST_SERVER_URL

function assertLockedDown(assert: any, response: Response, path: string) {
  assert.match(response.headers.get('content-type') ?? '', /^text\/html/, path)
  const policy = response.headers.get('content-security-policy') ?? ''
  assert.equal(policy, CONTENT_SECURITY_POLICY, path)
  assert.notInclude(policy, 'unsafe-inline')
  assert.include(policy, "frame-ancestors 'none'")
  assert.equal(response.headers.get('x-frame-options'), 'DENY', path)
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path)
  assert.equal(response.headers.get('referrer-policy'), REFERRER_POLICY, path)
  assert.isNull(response.headers.get('strict-transport-security'), 'no HSTS outside production')
}

test.group('Security headers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every HTML page, error and 404 page carries the policy', async ({ client, assert }) => {
    const events = await client.get('/api/v1/events?limit=1')
    const pages = [
      '/',
      '/cities/berlin',
      '/festivals/berlin',
      `/events/${events.body().events[0].id}`,
      '/deals',
      '/deals?category=unknown',
      '/docs',
      '/docs/errors',
      '/no-such-page',
      '/cities/atlantis',
      '/cities/%00',
      '/admin/login',
    ]
    for (const path of pages) {
      const response = await fetch(`${BASE}${path}`)
      await response.text()
      assertLockedDown(assert, response, path)
    }
    const staff = await AdminUserFactory.create()
    for (const path of ['/admin', '/admin/cities', '/admin/no-such-page']) {
      const response = await client.get(path).loginAs(staff)
      const policy = response.header('content-security-policy')
      assert.equal(policy, CONTENT_SECURITY_POLICY, path)
      assert.equal(response.header('referrer-policy'), REFERRER_POLICY, path)
      assert.equal(response.header('x-content-type-options'), 'nosniff', path)
    }
  })

  test('JSON, markdown and static answers carry nosniff', async ({ assert }) => {
    for (const path of [
      '/api/v1/cities?limit=1',
      '/api/v1/nope',
      '/openapi.json',
      '/llms.txt',
      '/index.md',
      '/health',
      '/site/site.css',
      '/shared/focal.css',
      '/.well-known/agent-card.json',
    ]) {
      const response = await fetch(`${BASE}${path}`)
      await response.arrayBuffer()
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path)
      assert.isNull(response.headers.get('content-security-policy'), path)
    }
  })
})
