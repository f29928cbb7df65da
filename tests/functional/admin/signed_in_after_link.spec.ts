/*
| Issue #39 item 8: whoever sets their password with a one-time link (an
| invitation, a reset) is signed in by it, not sent to sign in again; an
| account with two-factor sign-in on is taken to the second step instead.
| Over plain HTTP, the link copied by an admin as the panel shows it.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import encryption from '@adonisjs/core/services/encryption'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import AdminUser from '#models/admin_user'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'

const PASSWORD = 'a password of my own'

/** The one-time link an admin copies for `user` (invitation or reset), as its path and token. */
async function copiedLink(client: ApiClient, admin: AdminUser, user: AdminUser) {
  const page = await client.post(`/admin/staff/${user.id}/link`).loginAs(admin).withCsrfToken()
  page.assertStatus(200)
  const url = new URL(
    /id="one-time-link"[^>]*value="([^"]+)"/.exec(page.text())![1].replace(/&amp;/g, '&')
  )
  return { path: url.pathname + url.search, token: url.searchParams.get('token')! }
}

async function setPassword(client: ApiClient, token: string) {
  return client
    .post('/admin/password/set')
    .withCsrfToken()
    .form({ token, password: PASSWORD, password_confirmation: PASSWORD })
    .redirects(0)
}

test.group('Admin: a password set with a link signs in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an invited editor setting their password is signed in and sees the panel', async ({
    client,
    assert,
  }) => {
    const admin = await AdminUserFactory.merge({ role: 'admin' }).create()
    const email = `${uniqueName('invited')}@example.org`
    await client
      .post('/admin/staff')
      .loginAs(admin)
      .withCsrfToken()
      .form({ email, full_name: 'New Colleague', role: 'editor' })
      .redirects(0)
    const invited = await AdminUser.findByOrFail('email', email)
    const link = await copiedLink(client, admin, invited)
    const linkPage = await client.get(link.path)
    assert.include(linkPage.text(), 'Set password')

    const set = await setPassword(client, link.token)
    set.assertStatus(302)
    assert.equal(set.header('location'), '/admin')
    const session = set.session()
    assert.equal(session.auth_web, invited.id)
    const dashboard = await client.get('/admin').withSession(session).redirects(0)
    dashboard.assertStatus(200)
    assert.include(dashboard.text(), `>${email}</a>`)
    assert.include(dashboard.text(), 'data-role="editor"')
  })

  test('with two-factor sign-in on, the link leads to the second step, not into the panel', async ({
    client,
    assert,
  }) => {
    const admin = await AdminUserFactory.merge({ role: 'admin' }).create()
    const member = await AdminUserFactory.merge({ role: 'editor' }).create()
    member.twoFactorSecret = encryption.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')
    member.twoFactorEnabledAt = DateTime.now()
    await member.save()
    const link = await copiedLink(client, admin, member)

    const set = await setPassword(client, link.token)
    set.assertStatus(302)
    assert.equal(set.header('location'), '/admin/login/two-factor')
    const session = set.session()
    assert.isUndefined(session.auth_web)
    assert.equal(session.two_factor_pending.userId, member.id)
    const step = await client.get('/admin/login/two-factor').withSession(session).redirects(0)
    step.assertStatus(200)
  })
})
