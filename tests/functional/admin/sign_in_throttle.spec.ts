import { test } from '@japa/runner'
import { clientKey } from '#lib/client_key'
import testUtils from '@adonisjs/core/services/test_utils'
import AdminUser from '#models/admin_user'
import { clearRateLimits } from '#services/rate_limit_service'
import { accountDelayMs, attemptSignIn, SIGN_IN_LIMITS } from '#admin/staff/sign_in'
import { signInOverHttp } from '#tests/helpers/processes'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

/*
| Security finding 6: five wrong passwords from anywhere used to block the
| right password from everywhere for 15 minutes, renewable forever. Now a
| client is throttled (per address, and per e-mail and address); the
| account itself is only ever slowed down.
*/
const inProcessBase = () => TEST_SERVER_URL

test.group('Admin sign-in throttle', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.teardown(() => clearRateLimits())

  test('after 5 failures the form answers 429 to that client, even to the right password', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAccountAndClient; attempt++) {
      const response = await client
        .post('/admin/login')
        .form({ email: staff.email, password: `wrong-${attempt}` })
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(302)
    }
    const blocked = await client
      .post('/admin/login')
      .form({ email: staff.email, password: STAFF_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    blocked.assertStatus(429)
    assert.match(blocked.text(), /Too many failed sign-in attempts from your network/)
    assert.match(blocked.text(), /paused for 15 minutes/)
    assert.isAbove(Number(blocked.header('retry-after')), 800)
    blocked.assertSessionMissing('auth_web')
  })

  test('failures from one client never lock the account for another client', async ({ assert }) => {
    const staff = await AdminUserFactory.create()
    for (let attempt = 1; attempt <= 12; attempt++) {
      await attemptSignIn(staff.email, `wrong-${attempt}`, clientKey('198.51.100.66'))
    }
    assert.propertyVal(
      await attemptSignIn(staff.email, STAFF_PASSWORD, clientKey('198.51.100.66')),
      'outcome',
      'throttled'
    )
    assert.propertyVal(
      await attemptSignIn(staff.email, STAFF_PASSWORD, clientKey('198.51.100.67')),
      'outcome',
      'signed_in'
    )
  })

  test('failures spread over many clients only slow the account down: the right password still signs in', async ({
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const failures = SIGN_IN_LIMITS.freeAccountFailures + 2
    for (let client = 1; client <= failures; client++) {
      const result = await attemptSignIn(staff.email, 'wrong', clientKey(`198.51.100.${client}`))
      assert.equal(result.outcome, 'invalid')
    }
    const result = await attemptSignIn(staff.email, STAFF_PASSWORD, clientKey('198.51.100.99'))
    assert.equal(result.outcome, 'signed_in')
  })

  test('the delay per account grows with its recent failures and stays bounded', ({ assert }) => {
    const free = SIGN_IN_LIMITS.freeAccountFailures
    assert.equal(accountDelayMs(0), 0)
    assert.equal(accountDelayMs(free), 0)
    const delays = [1, 2, 3, 4, 5, 6, 50].map((extra) => accountDelayMs(free + extra))
    assert.deepEqual(delays, [250, 500, 1000, 2000, 4000, 5000, 5000])
  })

  test('failures count per client, whatever e-mail they try', async ({ assert }) => {
    const staff = await AdminUserFactory.create()
    for (let attempt = 1; attempt <= SIGN_IN_LIMITS.perClient; attempt++) {
      await attemptSignIn(`${uniqueName('nobody')}@example.org`, 'wrong', clientKey('203.0.113.7'))
    }
    assert.propertyVal(
      await attemptSignIn(staff.email, STAFF_PASSWORD, clientKey('203.0.113.7')),
      'outcome',
      'throttled'
    )
    assert.propertyVal(
      await attemptSignIn(staff.email, STAFF_PASSWORD, clientKey('203.0.113.8')),
      'outcome',
      'signed_in'
    )
  })

  test('a success clears the failures of that client for that e-mail', async ({ assert }) => {
    const staff = await AdminUserFactory.create()
    for (let attempt = 1; attempt < SIGN_IN_LIMITS.perAccountAndClient; attempt++) {
      await attemptSignIn(staff.email, 'wrong', clientKey('192.0.2.50'))
    }
    assert.propertyVal(
      await attemptSignIn(staff.email, STAFF_PASSWORD, clientKey('192.0.2.50')),
      'outcome',
      'signed_in'
    )
    for (let attempt = 1; attempt < SIGN_IN_LIMITS.perAccountAndClient; attempt++) {
      assert.propertyVal(
        await attemptSignIn(staff.email, 'wrong', clientKey('192.0.2.50')),
        'outcome',
        'invalid'
      )
    }
  })

  test('a disabled account cannot sign in, even with the right password', async ({ assert }) => {
    const staff = await AdminUserFactory.create()
    staff.disabledAt = staff.createdAt
    await staff.save()
    assert.propertyVal(
      await attemptSignIn(staff.email, STAFF_PASSWORD, clientKey('192.0.2.60')),
      'outcome',
      'disabled'
    )
  })
})

test.group('Admin sign-in: staff see attacks on their account', (group) => {
  group.teardown(() => clearRateLimits())

  test('after failed attempts, the next sign-in shows how many and when, once', async ({
    assert,
    cleanup,
  }) => {
    const staff = await AdminUserFactory.merge({
      email: `${uniqueName('attacked')}@example.org`,
    }).create()
    cleanup(() => staff.delete())
    for (let client = 1; client <= 3; client++) {
      await attemptSignIn(staff.email, 'guess', clientKey(`198.51.100.${client}`))
    }
    await staff.refresh()
    assert.equal(staff.failedSignIns, 3)

    const cookie = await signInOverHttp(inProcessBase(), staff.email, STAFF_PASSWORD)
    const dashboard = await fetch(`${inProcessBase()}/admin`, { headers: { cookie } })
    const page = await dashboard.text()
    assert.include(page, 'data-failed-sign-ins="3"')
    assert.include(page, '3 failed sign-in attempts on your account since you last signed in')

    const second = await fetch(`${inProcessBase()}/admin`, { headers: { cookie } })
    const again = await second.text()
    assert.notInclude(again, 'failed sign-in attempts')

    const account = await AdminUser.findOrFail(staff.id)
    assert.equal(account.failedSignIns, 0)
    assert.isNotNull(account.lastSignInAt)
  }).timeout(30_000)
})
