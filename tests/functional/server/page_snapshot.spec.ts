import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { clearRateLimits } from '#services/rate_limit_service'
import { capture, differences, normalize } from '../../../bin/page_snapshot/capture.js'

/*
| bin/page_snapshot.ts captures what the server shows outside, to be compared
| before and after a refactoring: the capture runs, holds the documents a
| refactoring must not change, and is stable (two captures of an unchanged
| server are equal once per-request values are normalized).
*/
const BASE = `http://127.0.0.1:${process.env.PORT}`

test.group('Page snapshot', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('captures the documents, listings, cards and pages, the same twice', async ({ assert }) => {
    const staff = await AdminUserFactory.merge({ role: 'admin' }).create()
    const options = {
      base: BASE,
      admin: { email: staff.email, password: STAFF_PASSWORD },
      maxPages: 30,
    }
    const first = await capture(options)
    await clearRateLimits()
    const second = await capture(options)

    for (const name of [
      'openapi.json.txt',
      'POST_mcp_tools_list.txt',
      'POST_mcp_docs_tools_list.txt',
      'well-known_agent-card.json.txt',
      'home.txt',
      'admin_events.txt',
    ]) {
      assert.match(first.get(name) ?? '', /^200 /, name)
    }
    assert.include(first.get('POST_mcp_tools_list.txt'), '"list_events"')
    assert.include(first.get('admin_events.txt'), '<csrf>')
    assert.deepEqual(differences(first, second), [])
  })

  test('a changed page is told apart', async ({ assert }) => {
    const before = new Map([['home.txt', normalize('<p>one</p>')]])
    const after = new Map([['home.txt', normalize('<p>two</p>')]])
    assert.deepEqual(differences(before, after), ['home.txt'])
  })
})
