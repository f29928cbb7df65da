import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import City from '#models/city'
import type AdminUser from '#models/admin_user'
import { clearRateLimits } from '#services/rate_limit_service'
import AdminDisable from '../../../commands/admin_disable.js'
import {
  applySetCookies,
  completion,
  runTypeScript,
  signInOverHttp,
  startServer,
  type ServerProcess,
} from '#tests/helpers/processes'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { asForm, cityForm } from '#tests/helpers/admin_forms'

/*
| Security finding 3: sessions lived only in the cookie, so a copy of the
| cookies saved before sign-out still read and wrote the admin panel. These
| tests drive a real server process on the default store (database).
*/
const NEW_PASSWORD = 'a-brand-new-password'

async function csrfTokenOf(server: ServerProcess, path: string, cookie: string) {
  const response = await server.get(path, { cookie })
  const page = await response.text()
  const token = /name=['"]_csrf['"] value=['"]([^'"]+)['"]/.exec(page)?.[1]
  if (!token) throw new Error(`no CSRF field on ${path}`)
  return token
}

function postForm(server: ServerProcess, path: string, cookie: string, form: string) {
  return fetch(server.base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: form,
  })
}

async function sessionsOf(user: AdminUser) {
  const [row] = await db.from('sessions').where('user_id', String(user.id)).count('* as total')
  return Number(row.total)
}

const isSignedIn = async (server: ServerProcess, cookie: string) => {
  const response = await fetch(`${server.base}/admin`, { headers: { cookie }, redirect: 'manual' })
  await response.text()
  return response.status === 200
}

test.group('Staff sessions on the server (real server process, database store)', (group) => {
  let server: ServerProcess
  let staff: AdminUser
  group.setup(async () => {
    server = await startServer({ SESSION_DRIVER: 'database' })
    return async () => {
      await server.stop()
    }
  })
  group.each.setup(async () => {
    await clearRateLimits()
    staff = await AdminUserFactory.merge({ email: `${uniqueName('session')}@example.org` }).create()
    return async () => {
      await db.from('sessions').where('user_id', String(staff.id)).delete()
      await staff.delete()
    }
  })

  test('replaying the cookies saved before sign-out can neither read nor write', async ({
    assert,
    cleanup,
  }) => {
    const saved = await signInOverHttp(server.base, staff.email, STAFF_PASSWORD)
    assert.isTrue(await isSignedIn(server, saved))
    assert.equal(await sessionsOf(staff), 1)
    const token = await csrfTokenOf(server, '/admin/cities/new', saved)

    const signOut = await postForm(server, '/admin/logout', saved, `_csrf=${token}`)
    assert.equal(signOut.status, 302)
    assert.equal(signOut.headers.get('location'), '/admin/login')
    assert.equal(await sessionsOf(staff), 0)

    const read = await fetch(`${server.base}/admin/cities`, {
      headers: { cookie: saved },
      redirect: 'manual',
    })
    assert.equal(read.status, 302)
    assert.match(read.headers.get('location') ?? '', /^\/admin\/login/)

    const form = cityForm()
    cleanup(async () => {
      await City.query().where('slug', form.slug).delete()
    })
    const write = await postForm(server, '/admin/cities', saved, asForm({ ...form, _csrf: token }))
    assert.equal(write.status, 302)
    assert.notMatch(write.headers.get('location') ?? '', /\/admin\/cities\/\d+/)
    assert.isNull(await City.findBy('slug', form.slug))
  }).timeout(60_000)

  test('changing the password ends every other session at once and keeps this one', async ({
    assert,
  }) => {
    const here = await signInOverHttp(server.base, staff.email, STAFF_PASSWORD)
    const elsewhere = await signInOverHttp(server.base, staff.email, STAFF_PASSWORD)
    assert.equal(await sessionsOf(staff), 2)

    const token = await csrfTokenOf(server, '/admin/account', here)
    const change = await postForm(
      server,
      '/admin/account/password',
      here,
      new URLSearchParams({
        _csrf: token,
        current_password: STAFF_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }).toString()
    )
    assert.equal(change.status, 302)
    assert.equal(change.headers.get('location'), '/admin/account')
    const renewed = applySetCookies(here, change)

    assert.isFalse(await isSignedIn(server, elsewhere))
    assert.isFalse(await isSignedIn(server, here), 'the old id of this session ended too')
    assert.isTrue(await isSignedIn(server, renewed), 'this session goes on under a new id')
    assert.equal(await sessionsOf(staff), 1)
    await staff.refresh()
    assert.isTrue(await hash.verify(staff.password, NEW_PASSWORD))
  }).timeout(60_000)

  test('node ace admin:disable ends every session of the account and sign-in is refused', async ({
    assert,
  }) => {
    /* an editor: the last active admin cannot be disabled (issue #15) */
    staff.role = 'editor'
    await staff.save()
    const cookie = await signInOverHttp(server.base, staff.email, STAFF_PASSWORD)
    assert.isTrue(await isSignedIn(server, cookie))

    const command = await completion(
      runTypeScript(['ace.js', 'admin:disable', staff.email], {
        NODE_ENV: 'test',
        SESSION_DRIVER: 'database',
        LOG_LEVEL: 'silent',
      })
    )
    assert.equal(command.code, 0, command.output)
    assert.include(command.output, `${staff.email} is disabled and signed out everywhere`)

    assert.equal(await sessionsOf(staff), 0)
    assert.isFalse(await isSignedIn(server, cookie))
    await assert.rejects(
      () => signInOverHttp(server.base, staff.email, STAFF_PASSWORD),
      /sign-in failed: 302/
    )
  }).timeout(60_000)
})

test.group('Staff account page and account state (in process)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => ace.ui.switchMode('raw'))
  group.each.teardown(() => ace.ui.switchMode('normal'))

  test('a wrong current password or two different new ones change nothing', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const wrong = await client
      .post('/admin/account/password')
      .loginAs(staff)
      .withCsrfToken()
      .form({
        current_password: 'not-it',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      .redirects(0)
    wrong.assertStatus(302)
    wrong.assertFlashMessage('inputErrorsBag', {
      current_password: ['Your current password is not right'],
    })

    const differ = await client
      .post('/admin/account/password')
      .header('referer', '/admin/account')
      .loginAs(staff)
      .withCsrfToken()
      .form({
        current_password: STAFF_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: 'x',
      })
      .redirects(0)
    differ.assertStatus(302)
    differ.assertValidationError('password_confirmation', 'The two new passwords differ')

    await staff.refresh()
    assert.isTrue(await hash.verify(staff.password, STAFF_PASSWORD))
  })

  test('the account page links from every page and offers to sign out everywhere', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const response = await client.get('/admin/account').loginAs(staff)
    response.assertStatus(200)
    assert.include(response.text(), 'href="/admin/account"')
    assert.include(response.text(), 'name="everywhere"')
    assert.include(response.text(), 'autocomplete="new-password"')
  })

  test('a session whose account was disabled meanwhile is signed out', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    staff.disabledAt = staff.createdAt
    await staff.save()
    const response = await client.get('/admin/events').loginAs(staff).redirects(0)
    response.assertStatus(302)
    assert.equal(
      response.header('location'),
      `/admin/login?next=${encodeURIComponent('/admin/events')}`
    )
    response.assertSessionMissing('auth_web')
  })

  test('admin:disable names an unknown account and fails; --enable lets it sign in again', async ({
    assert,
  }) => {
    const missing = await ace.create(AdminDisable, ['nobody@example.org'])
    await missing.exec()
    missing.assertFailed()
    missing.assertLog('[ red(error) ] There is no staff account for nobody@example.org', 'stderr')

    const staff = await AdminUserFactory.create()
    staff.role = 'editor'
    await staff.save()
    const disable = await ace.create(AdminDisable, [staff.email.toUpperCase()])
    await disable.exec()
    disable.assertSucceeded()
    await staff.refresh()
    assert.isNotNull(staff.disabledAt)

    const enable = await ace.create(AdminDisable, [staff.email, '--enable'])
    await enable.exec()
    enable.assertSucceeded()
    enable.assertLog(`[ green(success) ] ${staff.email} can sign in again`)
    await staff.refresh()
    assert.isNull(staff.disabledAt)
  })
})
