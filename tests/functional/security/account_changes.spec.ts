/*
| Issue 36 items 3 and 4, over HTTP against the test server with its mail
| going to a real SMTP server. A session thief could turn two-factor on (the
| thief's authenticator), off, or renew the recovery codes without the
| password; the password on the two-factor forms could be guessed without
| limit (18 wrong, then the right one worked). Now every security-relevant
| account change needs the password (or an app code) again, through the one
| account-limits counter, e-mails the owner, and an admin can reset a
| colleague's two-factor sign-in (audited, every session of it ended).
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import AuditLog from '#models/audit_log'
import type AdminUser from '#models/admin_user'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { CURRENT_PASSWORD } from '#admin/staff/account_limits'
import { useSmtpSink } from '#tests/helpers/contact_messages'
import { mailTo } from '#tests/helpers/staff_mail'
import type { SmtpSink } from '#tests/helpers/smtp_sink'
import { totpCode } from '#tests/helpers/totp'

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const WRONG = 'not my password at all'

/** Posts a signed-in form of `staff`; the answer without following its redirect. */
const post = (client: ApiClient, staff: AdminUser, path: string, form: Record<string, string>) =>
  client.post(path).loginAs(staff).withCsrfToken().form(form).redirects(0)

/** Turning two-factor on from the account page, with the offered secret in the session. */
const turnOn = (client: ApiClient, staff: AdminUser, password?: string) =>
  client
    .post('/admin/account/two-factor')
    .loginAs(staff)
    .withCsrfToken()
    .withSession({ two_factor_offered_secret: SECRET })
    .form({ code: totpCode(SECRET), ...(password === undefined ? {} : { password }) })
    .redirects(0)

/** The account-change notices `address` received, by kind. */
const noticesTo = (sink: SmtpSink, address: string) =>
  sink.received
    .filter((mail) => mail.rcptTo.includes(address))
    .flatMap((mail) => mail.headers.get('x-account-change') ?? [])

/** Waits for the notice of `kind` to `address` (a positive wait: the send happens in the request). */
async function noticeOf(sink: SmtpSink, address: string, kind: string) {
  const deadline = Date.now() + 5000
  while (!noticesTo(sink, address).includes(kind) && Date.now() < deadline) {
    await mailTo(sink, 'nobody@example.invalid', 50)
  }
  return noticesTo(sink, address).includes(kind)
}

test.group('Account changes need the password again and tell the owner', (group) => {
  const sink = useSmtpSink(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('turning two-factor on needs the password; the owner is told', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const page = await client.get('/admin/account/two-factor').loginAs(staff)
    assert.include(page.text(), 'id="password-on"')
    const stolen = await turnOn(client, staff)
    stolen.assertStatus(302)
    const guessed = await turnOn(client, staff, WRONG)
    assert.match(String(guessed.flashMessages().failure), /current password is not right/)
    await staff.refresh()
    assert.isNull(staff.twoFactorEnabledAt)
    assert.deepEqual(noticesTo(sink, staff.email), [])

    const on = await turnOn(client, staff, STAFF_PASSWORD)
    on.assertStatus(200)
    await staff.refresh()
    assert.isNotNull(staff.twoFactorEnabledAt)
    assert.isTrue(await noticeOf(sink, staff.email, 'two_factor_on'))
  })

  test('recovery codes and turning it off: the password or an app code, and a notice each', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    await turnOn(client, staff, STAFF_PASSWORD)
    const codes = '/admin/account/two-factor/recovery-codes'
    const refused = await post(client, staff, codes, { password: '' })
    assert.notMatch(refused.text(), /data-recovery-codes/)
    const renewed = await post(client, staff, codes, { password: STAFF_PASSWORD })
    assert.include(renewed.text(), 'data-recovery-codes')
    assert.isTrue(await noticeOf(sink, staff.email, 'recovery_codes'))

    const withCode = await post(client, staff, '/admin/account/two-factor/disable', {
      password: totpCode(SECRET, 1),
    })
    assert.match(String(withCode.flashMessages().success), /Two-factor sign-in is off/)
    await staff.refresh()
    assert.isNull(staff.twoFactorEnabledAt)
    assert.isTrue(await noticeOf(sink, staff.email, 'two_factor_off'))
  })

  test('a password change tells the owner', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    await post(client, staff, '/admin/account/password', {
      current_password: STAFF_PASSWORD,
      password: 'a new and long password',
      password_confirmation: 'a new and long password',
    })
    assert.isTrue(await noticeOf(sink, staff.email, 'password_changed'))
  })

  test("an admin resets a colleague's two-factor: own password, audited, signed out, told", async ({
    client,
    assert,
  }) => {
    const admin = await AdminUserFactory.merge({ role: 'admin' }).create()
    const editor = await AdminUserFactory.merge({ role: 'editor' }).create()
    const member = await AdminUserFactory.merge({ role: 'editor' }).create()
    await turnOn(client, member, STAFF_PASSWORD)
    await member.refresh()
    const epoch = member.sessionEpoch
    const staffPage = await client.get('/admin/staff').loginAs(admin)
    assert.include(staffPage.text(), `/admin/staff/${member.id}/two-factor/reset`)
    const reset = `/admin/staff/${member.id}/two-factor/reset`
    const forbidden = await post(client, editor, reset, { password: STAFF_PASSWORD })
    forbidden.assertStatus(403)

    const wrong = await post(client, admin, reset, { password: WRONG })
    assert.equal(wrong.header('location'), reset)
    await member.refresh()
    assert.isNotNull(member.twoFactorEnabledAt)

    const done = await post(client, admin, reset, { password: STAFF_PASSWORD })
    assert.match(String(done.flashMessages().success), /is reset/)
    await member.refresh()
    assert.isNull(member.twoFactorEnabledAt)
    assert.isNull(member.twoFactorSecret)
    assert.isAbove(member.sessionEpoch, epoch)
    assert.isTrue(await noticeOf(sink, member.email, 'two_factor_reset'))
    const entry = await AuditLog.query()
      .where({ entity_type: 'staff_account', entity_id: String(member.id) })
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.equal(entry.actorEmail, admin.email)
    assert.isNotNull(entry.before?.two_factor_enabled_at)
    assert.isNull(entry.after?.two_factor_enabled_at)
  })
})

test.group('Every current-password check goes through the account limits', (group) => {
  const sink = useSmtpSink(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('18 wrong guesses on the two-factor form, then the right one: still refused', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    await turnOn(client, staff, STAFF_PASSWORD)
    const disable = '/admin/account/two-factor/disable'
    for (let guess = 0; guess < 18; guess++) await post(client, staff, disable, { password: WRONG })
    const right = await post(client, staff, disable, { password: STAFF_PASSWORD })
    assert.match(String(right.flashMessages().failure), /Too many wrong passwords/)
    await staff.refresh()
    assert.isNotNull(staff.twoFactorEnabledAt)
    assert.isTrue(await noticeOfAlert(sink, staff.email))
  })

  test('one counter for every form: wrong ones anywhere pause the check everywhere', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    await turnOn(client, staff, STAFF_PASSWORD)
    const forms: [string, Record<string, string>][] = [
      ['/admin/account/two-factor/recovery-codes', { password: WRONG }],
      ['/admin/account/two-factor/disable', { password: WRONG }],
      [
        '/admin/account/password',
        {
          current_password: WRONG,
          password: 'x'.repeat(12),
          password_confirmation: 'x'.repeat(12),
        },
      ],
    ]
    for (let wrong = 0; wrong < CURRENT_PASSWORD.perAccount; wrong++) {
      const [path, form] = forms[wrong % forms.length]
      await post(client, staff, path, form)
    }
    const codes = await post(client, staff, '/admin/account/two-factor/recovery-codes', {
      password: STAFF_PASSWORD,
    })
    assert.notInclude(codes.text(), 'data-recovery-codes')
    assert.match(String(codes.flashMessages().failure), /Too many wrong passwords/)
  })
})

/** The "wrong passwords" alert of the account limits reached the owner (a positive wait). */
async function noticeOfAlert(sink: SmtpSink, address: string) {
  const isAlert = () =>
    sink.received.some(
      (mail) =>
        mail.rcptTo.includes(address) &&
        (mail.headers.get('x-account-alert') ?? []).includes('current_password')
    )
  const deadline = Date.now() + 5000
  while (!isAlert() && Date.now() < deadline) await mailTo(sink, 'nobody@example.invalid', 50)
  return isAlert()
}
