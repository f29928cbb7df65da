import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import AdminUser from '#models/admin_user'
import AuditLog from '#models/audit_log'
import { fieldChanges } from '#admin/engine/audit_history'
import { setAdminAccountDisabled } from '#admin/staff/admin_accounts'
import { useSmtpSink } from '#tests/helpers/contact_messages'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { linkIn, mailTo } from '#tests/helpers/staff_mail'

/*
| Staff-account changes are audited changes in the history (type
| `staff_account`), by whoever made them, and never record a password hash
| or a link token. Real HTTP, e-mails caught by a test SMTP server.
*/
const NEW_PASSWORD = 'a brand new password'
const OWN_PASSWORD = 'my own new password'
/** The fields of one open password link appearing or going (sorted) */
const LINK_FIELDS =
  'password_links #1 delivery, password_links #1 expires_at, password_links #1 purpose, password_links (rows)'

async function staffMember(role: 'admin' | 'editor') {
  const user = await AdminUserFactory.merge({
    email: `${uniqueName('staff')}@staff-history.example`,
  }).create()
  user.role = role
  await user.save()
  return user
}

/** "action by actor: changed fields (sorted)" of each entry of the account, oldest first. */
async function historyOf(accountId: number) {
  const entries = await AuditLog.query()
    .where({ entity_type: 'staff_account', entity_id: String(accountId) })
    .orderBy('id')
  return entries.map((entry) => {
    const fields = fieldChanges(entry.before, entry.after)
      .map((change) => change.field)
      .filter((field) => entry.action !== 'create' || !field.startsWith('password_links'))
      .sort()
    return `${entry.action} by ${entry.actorEmail ?? 'nobody'}: ${fields.join(', ')}`
  })
}

/** Waits (a while) until the account has `count` history entries. */
async function entriesOf(accountId: number, count: number) {
  const deadline = Date.now() + 5000
  const entries = () =>
    AuditLog.query().where({ entity_type: 'staff_account', entity_id: String(accountId) })
  let found = await entries()
  while (found.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    found = await entries()
  }
}

test.group('Staff accounts in the history', (group) => {
  const sink = useSmtpSink(group)
  group.each.setup(() => async () => {
    await db.from('admin_users').where('email', 'like', '%@staff-history.example').delete()
  })

  test('invite, password by link, role, disable, enable, links and own password are audited', async ({
    client,
    assert,
  }) => {
    const me = await staffMember('admin')
    const email = `${uniqueName('new')}@staff-history.example`
    const as = (path: string, form: Record<string, string> = {}) =>
      client.post(path).loginAs(me).withCsrfToken().form(form).redirects(0)
    await as('/admin/staff', { email, full_name: 'New Colleague', role: 'editor' })
    const account = await AdminUser.findByOrFail('email', email)
    const invitation = linkIn((await mailTo(sink, email))!.text)
    const set = await client
      .post('/admin/password/set')
      .withCsrfToken()
      .form({
        token: invitation.token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      .redirects(0)
    set.assertStatus(302)
    await as(`/admin/staff/${account.id}/role`, { role: 'admin' })
    await as(`/admin/staff/${account.id}/disable`)
    await as(`/admin/staff/${account.id}/enable`)
    sink.reset()
    await as(`/admin/staff/${account.id}/reset`)
    const reset = linkIn((await mailTo(sink, email))!.text)
    await account.refresh()
    const own = await client
      .post('/admin/account/password')
      .loginAs(account)
      /* signed in after the link changed the password: a session of the account's current epoch */
      .withSession({ staff_epoch: account.sessionEpoch })
      .withCsrfToken()
      .form({
        current_password: NEW_PASSWORD,
        password: OWN_PASSWORD,
        password_confirmation: OWN_PASSWORD,
      })
      .redirects(0)
    own.assertStatus(302)
    await setAdminAccountDisabled(email, true)

    assert.deepEqual(await historyOf(account.id), [
      `create by ${me.email}: email, full_name, role`,
      `update by ${me.email}: ${LINK_FIELDS}`,
      `update by ${email}: password_changed_at, ${LINK_FIELDS}`,
      `update by ${me.email}: role`,
      `update by ${me.email}: disabled_at`,
      `update by ${me.email}: disabled_at`,
      `update by ${me.email}: ${LINK_FIELDS}`,
      `update by ${email}: password_changed_at`,
      `update by nobody: disabled_at`,
    ])

    const stored = JSON.stringify(
      await db
        .from('audit_logs')
        .where({ entity_type: 'staff_account', entity_id: String(account.id) })
    )
    await account.refresh()
    const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
    for (const secret of [
      account.password,
      invitation.token,
      hashOf(invitation.token),
      reset.token,
      hashOf(reset.token),
      NEW_PASSWORD,
      OWN_PASSWORD,
    ]) {
      assert.notInclude(stored, secret)
    }
    assert.notInclude(stored, '"password"')
  })

  test('forgot password is audited with no actor; a refused change records nothing', async ({
    client,
    assert,
  }) => {
    const member = await staffMember('editor')
    await client.post('/admin/password/forgot').withCsrfToken().form({ email: member.email })
    await mailTo(sink, member.email)
    /* the e-mail goes out inside the transaction that records the link: wait for its commit */
    await entriesOf(member.id, 1)
    const wrong = await client
      .post('/admin/account/password')
      .loginAs(member)
      .withCsrfToken()
      .form({
        current_password: 'not it at all',
        password: OWN_PASSWORD,
        password_confirmation: OWN_PASSWORD,
      })
      .redirects(0)
    wrong.assertStatus(302)
    const used = await client
      .post('/admin/password/set')
      .withCsrfToken()
      .form({ token: 'x'.repeat(43), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
    used.assertStatus(410)
    assert.deepEqual(await historyOf(member.id), [`update by nobody: ${LINK_FIELDS}`])
  })

  test('admins read staff history; editors neither see it listed nor open it', async ({
    client,
    assert,
  }) => {
    const me = await staffMember('admin')
    const editor = await staffMember('editor')
    await client
      .post(`/admin/staff/${editor.id}/role`)
      .loginAs(me)
      .withCsrfToken()
      .form({ role: 'admin' })
    await client
      .post(`/admin/staff/${editor.id}/role`)
      .loginAs(me)
      .withCsrfToken()
      .form({ role: 'editor' })
    const entries = await AuditLog.query()
      .where({ entity_type: 'staff_account', entity_id: String(editor.id) })
      .orderBy('id')
    const path = `/admin/history/staff_account/${editor.id}`

    const page = await client.get(path).loginAs(me)
    page.assertStatus(200)
    assert.include(page.text(), 'History of staff account')
    assert.notInclude(page.text(), 'Restore this version')
    const compare = await client
      .get(`${path}/compare`)
      .qs({ from: entries[0].id, to: entries[1].id })
      .loginAs(me)
    compare.assertStatus(200)
    assert.include(compare.text(), 'role')
    assert.notInclude(compare.text(), 'data-restore')
    const listed = await client.get('/admin/history').loginAs(me)
    assert.include(listed.text(), path)
    const staffPage = await client.get('/admin/staff').loginAs(me)
    assert.include(staffPage.text(), path)

    const forbidden = await client.get(path).loginAs(editor)
    forbidden.assertStatus(403)
    const forbiddenCompare = await client
      .get(`${path}/compare`)
      .qs({ from: entries[0].id, to: entries[1].id })
      .loginAs(editor)
    forbiddenCompare.assertStatus(403)
    for (const editorPage of ['/admin/history', '/admin/history?filter=staff_account', '/admin']) {
      const response = await client.get(editorPage).loginAs(editor)
      response.assertStatus(200)
      assert.notInclude(response.text(), '/admin/history/staff_account/', editorPage)
    }
    const restore = await client
      .post(`/admin/history/entries/${entries[0].id}/restore`)
      .loginAs(me)
      .withCsrfToken()
      .redirects(0)
    restore.assertStatus(302)
    const restored = await AuditLog.query().where({
      entity_type: 'staff_account',
      action: 'restore',
    })
    assert.lengthOf(restored, 0)
  })
})
