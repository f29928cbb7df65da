import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import AdminUser from '#models/admin_user'
import { useSmtpSink } from '#tests/helpers/contact_messages'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { linkIn, mailTo } from '#tests/helpers/staff_mail'

/*
| Staff accounts over real HTTP with the e-mails caught by a real SMTP
| server. No global transaction: "forgot password" sends after answering.
*/
const NEW_PASSWORD = 'a brand new password'

async function admin(role: 'admin' | 'editor' = 'admin') {
  const user = await AdminUserFactory.merge({
    email: `${uniqueName('staff')}@staff-test.example`,
  }).create()
  user.role = role
  await user.save()
  return user
}

test.group('Staff accounts', (group) => {
  const sink = useSmtpSink(group)
  group.each.setup(() => async () => {
    await db.from('admin_users').where('email', 'like', '%@staff-test.example').delete()
  })

  test('an admin invites a colleague, who sets a password with the e-mailed link once', async ({
    client,
    assert,
  }) => {
    const me = await admin()
    const email = `${uniqueName('new')}@staff-test.example`
    const invited = await client
      .post('/admin/staff')
      .loginAs(me)
      .withCsrfToken()
      .form({ email, full_name: 'New Colleague', role: 'editor' })
      .redirects(0)
    invited.assertStatus(302)
    const account = await AdminUser.findByOrFail('email', email)
    assert.equal(account.role, 'editor')

    const mail = await mailTo(sink, email)
    assert.isNotNull(mail)
    assert.include(mail!.headers.get('subject')![0], 'choose a password')
    assert.include(mail!.text, me.email)
    assert.include(mail!.text, 'works once, for 3 days')
    const link = linkIn(mail!.text)
    assert.include(link.path, 'signature=')

    const page = await client.get(link.path)
    page.assertStatus(200)
    assert.include(page.text(), email)

    const set = await client
      .post('/admin/password/set')
      .withCsrfToken()
      .form({ token: link.token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      .redirects(0)
    set.assertStatus(302)
    await account.refresh()
    assert.isTrue(await hash.use('scrypt').verify(account.password, NEW_PASSWORD))

    /* single use: the same link is refused, on the page and on submit */
    const again = await client.get(link.path)
    again.assertStatus(410)
    assert.include(again.text(), 'does not work any more')
    const reuse = await client.post('/admin/password/set').withCsrfToken().form({
      token: link.token,
      password: 'another password!',
      password_confirmation: 'another password!',
    })
    reuse.assertStatus(410)
    await account.refresh()
    assert.isTrue(await hash.use('scrypt').verify(account.password, NEW_PASSWORD))
  })

  test('an expired link, a tampered signature or an unknown token is refused', async ({
    client,
    assert,
  }) => {
    const me = await admin()
    const member = await admin('editor')
    await client.post(`/admin/staff/${member.id}/reset`).loginAs(me).withCsrfToken().redirects(0)
    const mail = await mailTo(sink, member.email)
    assert.include(mail!.text, 'for 1 hour')
    const link = linkIn(mail!.text)

    const tampered = link.path.replace(/signature=[^&]+/, 'signature=forged')
    const forged = await client.get(tampered)
    forged.assertStatus(410)

    await db
      .from('staff_account_links')
      .where('admin_user_id', member.id)
      .update({
        created_at: new Date(Date.now() - 7_200_000),
        expires_at: new Date(Date.now() - 1000),
      })
    const expired = await client.get(link.path)
    expired.assertStatus(410)
    const late = await client
      .post('/admin/password/set')
      .withCsrfToken()
      .form({ token: link.token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
    late.assertStatus(410)
    await member.refresh()
    assert.isTrue(await hash.use('scrypt').verify(member.password, STAFF_PASSWORD))
  })

  test('forgot password answers the same whether the address has an account or not', async ({
    client,
    assert,
  }) => {
    const member = await admin('editor')
    const stranger = `${uniqueName('nobody')}@staff-test.example`
    const answers = []
    for (const email of [member.email, stranger]) {
      const response = await client
        .post('/admin/password/forgot')
        .withCsrfToken()
        .form({ email })
        .redirects(0)
      answers.push([response.status(), response.header('location')])
    }
    assert.deepEqual(answers[0], answers[1])
    const mail = await mailTo(sink, member.email)
    assert.include(mail!.headers.get('subject')![0], 'Reset your staff password')
    assert.isNull(await mailTo(sink, stranger, 500))

    const login = await client.get('/admin/login')
    assert.include(login.text(), '/admin/password/forgot')
  })

  test('change role, disable and enable; the last active admin stays', async ({
    client,
    assert,
  }) => {
    await db
      .from('admin_users')
      .whereNot('email', 'like', '%@staff-test.example')
      .update({ role: 'editor' })
    try {
      const me = await admin()
      const other = await admin('editor')
      await client
        .post(`/admin/staff/${other.id}/role`)
        .loginAs(me)
        .withCsrfToken()
        .form({ role: 'admin' })
      await other.refresh()
      assert.equal(other.role, 'admin')

      await client.post(`/admin/staff/${other.id}/disable`).loginAs(me).withCsrfToken()
      await other.refresh()
      assert.isNotNull(other.disabledAt)

      /* `me` is now the only active admin: neither demoted nor disabled */
      const demote = await client
        .post(`/admin/staff/${me.id}/role`)
        .loginAs(me)
        .withCsrfToken()
        .form({ role: 'editor' })
      demote.assertStatus(200)
      assert.include(demote.text(), 'last active admin')
      await client.post(`/admin/staff/${me.id}/disable`).loginAs(me).withCsrfToken()
      await me.refresh()
      assert.equal(me.role, 'admin')
      assert.isNull(me.disabledAt)

      await client.post(`/admin/staff/${other.id}/enable`).loginAs(me).withCsrfToken()
      await other.refresh()
      assert.isNull(other.disabledAt)
      await client
        .post(`/admin/staff/${me.id}/role`)
        .loginAs(me)
        .withCsrfToken()
        .form({ role: 'editor' })
      await me.refresh()
      assert.equal(me.role, 'editor')
    } finally {
      await db
        .from('admin_users')
        .whereNot('email', 'like', '%@staff-test.example')
        .update({ role: 'admin' })
    }
  })
})
