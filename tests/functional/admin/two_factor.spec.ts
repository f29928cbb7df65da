/*
| Two-factor sign-in (TOTP + recovery codes): set up from the account page,
| the second sign-in step, single use of codes, storage (encrypted secret,
| hashed codes), history entries, throttling and the admins-only rule.
| Codes are computed by the RFC 6238 reference in tests/helpers/totp.ts.
*/
import { test } from '@japa/runner'
import { clientKey } from '#lib/client_key'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import AuditLog from '#models/audit_log'
import type AdminUser from '#models/admin_user'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { attemptSecondFactor, attemptSignIn } from '#admin/staff/sign_in'
import { serviceConfig } from '#config/service'
import { totpCode } from '#tests/helpers/totp'

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/** Turns two-factor sign-in on through the account page, as the browser would post it. */
async function turnOn(client: any, staff: AdminUser) {
  const response = await client
    .post('/admin/account/two-factor')
    .loginAs(staff)
    .withCsrfToken()
    .withSession({ two_factor_offered_secret: SECRET })
    .form({ code: totpCode(SECRET), password: STAFF_PASSWORD })
  response.assertStatus(200)
  const codes = [
    ...response.text().matchAll(/<code class="mono">([a-z0-9]{5}-[a-z0-9]{5})<\/code>/g),
  ].map((match) => match[1])
  await staff.refresh()
  return codes
}

/** What a sign-in step answered. */
async function outcome(step: Promise<{ outcome: string }>) {
  const result = await step
  return result.outcome
}

const assertStatusOf = (response: { assertStatus(status: number): void }, status: number) =>
  response.assertStatus(status)

const historyOf = (staff: AdminUser) =>
  AuditLog.query()
    .where('entity_type', 'staff_account')
    .where('entity_id', String(staff.id))
    .orderBy('id')

test.group('Two-factor sign-in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('set up from the account page: secret encrypted, 10 recovery codes hashed, recorded', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const page = await client.get('/admin/account/two-factor').loginAs(staff)
    page.assertStatus(200)
    assert.match(page.text(), /<svg[^>]*>/)
    assert.match(page.text(), /data-secret>[A-Z2-7 ]{20,}</)

    const wrong = await client
      .post('/admin/account/two-factor')
      .loginAs(staff)
      .withCsrfToken()
      .withSession({ two_factor_offered_secret: SECRET })
      .form({ code: totpCode(SECRET, 5), password: STAFF_PASSWORD })
    wrong.assertRedirectsTo('/admin/account/two-factor')
    await staff.refresh()
    assert.isNull(staff.twoFactorEnabledAt)

    const codes = await turnOn(client, staff)
    assert.lengthOf(codes, 10)
    assert.lengthOf(new Set(codes), 10)
    assert.isNotNull(staff.twoFactorEnabledAt)
    assert.notInclude(staff.twoFactorSecret!, SECRET)
    assert.equal(encryption.decrypt(staff.twoFactorSecret!), SECRET)
    const stored = await db.from('staff_recovery_codes').where('admin_user_id', staff.id)
    assert.lengthOf(stored, 10)
    for (const row of stored) assert.notInclude(codes, row.code_hash)

    const [entry] = await historyOf(staff)
    assert.equal(entry.after?.recovery_codes_left, 10)
    assert.isNotNull(entry.after?.two_factor_enabled_at)
    assert.notInclude(JSON.stringify(entry.after), SECRET)
  })

  test('the password alone no longer signs in; an app code does, once', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    await turnOn(client, staff)
    const first = await attemptSignIn(staff.email, STAFF_PASSWORD, clientKey('10.0.0.1'))
    assert.equal(first.outcome, 'second_factor')

    const code = totpCode(SECRET, 1)
    assert.equal(await outcome(attemptSecondFactor(staff.id, code)), 'signed_in')
    assert.equal(await outcome(attemptSecondFactor(staff.id, code)), 'wrong', 'a code works once')
    assert.equal(
      await outcome(attemptSecondFactor(staff.id, totpCode(SECRET, -1))),
      'wrong',
      'no older code'
    )
    assert.equal(await outcome(attemptSecondFactor(staff.id, totpCode(SECRET, 9))), 'wrong')
  })

  test('a recovery code signs in once and is recorded; the rest still work', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const codes = await turnOn(client, staff)
    const used = await attemptSecondFactor(staff.id, codes[3].toUpperCase())
    assert.equal(used.outcome, 'signed_in')
    assert.equal(used.outcome === 'signed_in' && used.recoveryCodesLeft, 9)
    assert.equal(await outcome(attemptSecondFactor(staff.id, codes[3])), 'wrong')
    assert.equal(
      await outcome(attemptSecondFactor(staff.id, codes[4].replace('-', ' '))),
      'signed_in'
    )
    const entries = await historyOf(staff)
    assert.deepEqual(
      entries.map((entry) => entry.after?.recovery_codes_left),
      [10, 9, 8]
    )
  })

  test('five wrong codes pause the second step of that account', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    await turnOn(client, staff)
    const notNow = totpCode(SECRET, 9)
    for (let attempt = 0; attempt < 5; attempt++) {
      assert.equal(await outcome(attemptSecondFactor(staff.id, notNow)), 'wrong')
    }
    const blocked = await attemptSecondFactor(staff.id, totpCode(SECRET, 1))
    assert.equal(blocked.outcome, 'throttled')
  })

  test('the second-step page needs the password step first', async ({ client, assert }) => {
    const response = await client.get('/admin/login/two-factor').redirects(0)
    assert.equal(response.header('location'), '/admin/login')
  })

  test('turning it off needs the password and is recorded', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    await turnOn(client, staff)
    const off = (password: string) =>
      client
        .post('/admin/account/two-factor/disable')
        .loginAs(staff)
        .withCsrfToken()
        .form({ password })
        .redirects(0)
    await off('not my password')
    await staff.refresh()
    assert.isNotNull(staff.twoFactorEnabledAt)
    await off(STAFF_PASSWORD)
    await staff.refresh()
    assert.isNull(staff.twoFactorEnabledAt)
    assert.isNull(staff.twoFactorSecret)
    assert.lengthOf(await db.from('staff_recovery_codes').where('admin_user_id', staff.id), 0)
    const entries = await historyOf(staff)
    assert.isNull(entries.at(-1)?.after?.two_factor_enabled_at)
    assert.equal(
      await outcome(attemptSignIn(staff.email, STAFF_PASSWORD, clientKey('10.0.0.2'))),
      'signed_in'
    )
  })

  test('STAFF_TWO_FACTOR=admins: admins set it up before anything else; editors choose', async ({
    client,
    assert,
  }) => {
    const admin = await AdminUserFactory.merge({ role: 'admin' }).create()
    const editor = await AdminUserFactory.merge({ role: 'editor' }).create()
    const setting = serviceConfig.staffTwoFactor
    serviceConfig.staffTwoFactor = 'admins'
    try {
      const blocked = await client.get('/admin/events').loginAs(admin).redirects(0)
      assert.equal(blocked.header('location'), '/admin/account/two-factor')
      assertStatusOf(await client.get('/admin/account/two-factor').loginAs(admin), 200)
      assertStatusOf(await client.get('/admin/events').loginAs(editor), 200)
      await turnOn(client, admin)
      assertStatusOf(await client.get('/admin/events').loginAs(admin), 200)
      await client
        .post('/admin/account/two-factor/disable')
        .loginAs(admin)
        .withCsrfToken()
        .form({ password: STAFF_PASSWORD })
        .redirects(0)
      await admin.refresh()
      assert.isNotNull(admin.twoFactorEnabledAt, 'an admin cannot turn it off')
    } finally {
      serviceConfig.staffTwoFactor = setting
    }
  })
})
