import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import City from '#models/city'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { asForm, cityForm } from '#tests/helpers/admin_forms'

test.group('Admin sign-in and sign-out', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every admin page redirects a signed-out visitor to the sign-in page', async ({
    client,
    assert,
  }) => {
    for (const path of [
      '/admin',
      '/admin/events',
      '/admin/cities/1/edit',
      '/admin/history',
      '/admin/no-such-page',
    ]) {
      const response = await client.get(path).redirects(0)
      response.assertStatus(302)
      assert.equal(response.header('location'), `/admin/login?next=${encodeURIComponent(path)}`)
    }
  })

  test('a signed-out write is redirected too, never answered 401, and changes nothing', async ({
    client,
    assert,
  }) => {
    const form = cityForm()
    const response = await client
      .post('/admin/cities')
      .form(asForm(form))
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /^\/admin\/login\?next=/)
    assert.isNull(await City.findBy('slug', form.slug))
  })

  test('the sign-in page has a CSRF field and an HTTP-only SameSite session cookie', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/admin/login')
    response.assertStatus(200)
    assert.include(response.text(), "name='_csrf'")
    assert.include(response.text(), 'autocomplete="current-password"')
    const cookie = ([] as string[])
      .concat(response.header('set-cookie') ?? [])
      .find((value) => value.startsWith('students-admin-session='))
    assert.isDefined(cookie)
    assert.match(cookie!, /HttpOnly/)
    assert.match(cookie!, /SameSite=Lax/)
    assert.equal(response.header('x-frame-options'), 'DENY')
  })

  test('right credentials sign in and go to the page asked for', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const response = await client
      .post('/admin/login')
      .form({ email: staff.email.toUpperCase(), password: STAFF_PASSWORD, next: '/admin/events' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/admin/events')
    response.assertSession('auth_web', staff.id)
  })

  test('a "next" outside the admin panel is ignored', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    for (const next of ['https://evil.example/admin', '//evil.example/admin', '/api/v1']) {
      const response = await client
        .post('/admin/login')
        .form({ email: staff.email, password: STAFF_PASSWORD, next })
        .withCsrfToken()
        .redirects(0)
      assert.equal(response.header('location'), '/admin')
    }
  })

  test('a wrong password keeps the e-mail and says it did not match', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const response = await client
      .post('/admin/login')
      .form({ email: staff.email, password: 'not-the-password' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /^\/admin\/login/)
    response.assertFlashMessage('failure', 'That e-mail and password do not match a staff account.')
    response.assertFlashMessage('email', staff.email)
    response.assertFlashMissing('password')
    response.assertSessionMissing('auth_web')
  })

  test('an invalid e-mail is reported next to the field', async ({ client }) => {
    const response = await client
      .post('/admin/login')
      .header('referer', '/admin/login')
      .form({ email: 'not an e-mail', password: 'x' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertValidationError('email', 'Enter a valid e-mail address')
  })

  test('signed in, the dashboard shows who is signed in', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const response = await client.get('/admin').loginAs(staff)
    response.assertStatus(200)
    assert.include(response.text(), staff.email)
    assert.include(response.text(), 'Sign out')
  })

  test('signed in, an unknown admin page is a 404 page', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const response = await client.get('/admin/no-such-page').loginAs(staff)
    response.assertStatus(404)
    assert.include(response.text(), 'This page does not exist')
  })

  test('the sign-in page sends signed-in staff to the dashboard', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const response = await client.get('/admin/login').loginAs(staff).redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/admin')
  })

  test('sign-out ends the session', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const response = await client.post('/admin/logout').loginAs(staff).withCsrfToken().redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/admin/login')
    response.assertSessionMissing('auth_web')
    response.assertFlashMessage('success', 'You are signed out.')
  })
})

test.group('Admin CSRF protection', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a form posted without the CSRF token is refused and changes nothing', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const form = cityForm()
    const response = await client
      .post('/admin/cities')
      .header('referer', '/admin/cities/new')
      .loginAs(staff)
      .form(asForm(form))
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/admin/cities/new')
    response.assertFlashMessage('errorsBag', { E_BAD_CSRF_TOKEN: 'Invalid or expired CSRF token' })
    assert.isNull(await City.findBy('slug', form.slug))
  })

  test('a forged token is refused too', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const form = cityForm()
    const response = await client
      .post('/admin/cities')
      .loginAs(staff)
      .form(asForm({ ...form, _csrf: 'forged-token' }))
      .redirects(0)
    response.assertStatus(302)
    assert.isNull(await City.findBy('slug', form.slug))
  })

  test('sign-in itself needs the token', async ({ client }) => {
    const staff = await AdminUserFactory.create()
    const response = await client
      .post('/admin/login')
      .form({ email: staff.email, password: STAFF_PASSWORD })
      .redirects(0)
    response.assertStatus(302)
    response.assertSessionMissing('auth_web')
  })

  test('the public API sets no cookie (sessions and CSRF are admin-only)', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/health')
    assert.isUndefined(response.header('set-cookie'))
  })
})
