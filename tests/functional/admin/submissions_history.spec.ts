import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import AuditLog from '#models/audit_log'
import City from '#models/city'
import ContactMessage from '#models/contact_message'
import WaitlistEntry from '#models/waitlist_entry'
import { neutraliseFormula } from '#admin/engine/csv_export'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { cityForm, postAdminForm } from '#tests/helpers/admin_forms'

async function signUp(eventId: string, name: string, email: string) {
  return WaitlistEntry.create({ eventId, name, email, consentAt: DateTime.now(), source: 'mcp' })
}

test.group('Admin waiting lists', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('shows each Halloween list by city with its sign-ups', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const city = await CityFactory.merge({ name: 'Spookton' }).create()
    const event = await EventFactory.merge({
      cityId: city.id,
      cityName: 'Spookton',
      name: 'Spookton Halloween',
    }).create()
    await signUp(event.id, 'Ana Lima', 'ana@example.org')
    await signUp(event.id, 'Ben Ode', 'ben@example.org')

    const response = await client.get('/admin/waitlists').qs({ filter: event.id }).loginAs(staff)
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'Spookton Halloween')
    assert.match(html, /<td class="strong">Spookton<\/td>[\s\S]*?<td>2<\/td>/)
    assert.include(html, 'ana@example.org')
    assert.include(html, 'Ben Ode')
    assert.include(html, '2 sign-ups')
  })

  test('exports a list as CSV with formula-looking cells neutralised', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({ cityName: 'Csvtown' }).create()
    await signUp(event.id, '=HYPERLINK("http://evil.example","click")', 'eve@example.org')
    await signUp(event.id, '@SUM(A1)', 'sum@example.org')
    await signUp(event.id, 'Plain Name', 'plain@example.org')

    const response = await client
      .get('/admin/waitlists/export.csv')
      .qs({ filter: event.id })
      .loginAs(staff)
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/csv/)
    assert.match(
      response.header('content-disposition') ?? '',
      new RegExp(`attachment; filename="waitlist-${event.id}-`)
    )
    const lines = response.text().trim().split('\r\n')
    /* issue #16: times in the staff member's zone, named in the header (trim() drops the BOM) */
    assert.equal(
      lines[0],
      'city,event_id,event_name,name,email,consent_at (Europe/Berlin),source,signed_up_at (Europe/Berlin)'
    )
    assert.lengthOf(lines, 4)
    assert.include(response.text(), `"'=HYPERLINK(""http://evil.example"",""click"")"`)
    assert.include(response.text(), "'@SUM(A1)")
    assert.include(response.text(), 'Csvtown,')
  })

  test('every cell starting with = + - @ (or a tab) gets a leading quote', async ({ assert }) => {
    assert.equal(neutraliseFormula('=1+1'), "'=1+1")
    assert.equal(neutraliseFormula('+49 30 1234'), "'+49 30 1234")
    assert.equal(neutraliseFormula('-2'), "'-2")
    assert.equal(neutraliseFormula('@cmd'), "'@cmd")
    assert.equal(neutraliseFormula('\tx'), "'\tx")
    assert.equal(neutraliseFormula('Ana = Ben'), 'Ana = Ben')
    assert.equal(neutraliseFormula(null), '')
  })
})

test.group('Admin contact messages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function message(overrides: Partial<ContactMessage> = {}) {
    return ContactMessage.create({
      name: 'Cora',
      email: 'cora@example.org',
      subject: uniqueName('Tickets'),
      message: 'When do tickets open?',
      source: 'api',
      deliveryStatus: 'sent',
      deliveredAt: DateTime.now(),
      ...overrides,
    })
  }

  test('lists messages with their delivery outcome and shows one', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const failed = await message({
      deliveryStatus: 'failed',
      deliveredAt: null,
      deliveryError: 'SMTP 550 mailbox unavailable',
    })
    const list = await client.get('/admin/messages').qs({ filter: 'failed' }).loginAs(staff)
    list.assertStatus(200)
    assert.include(list.text(), failed.subject!)
    /* the cause in plain words; the driver's text only behind "Details" on the message */
    assert.include(list.text(), 'Not e-mailed. The e-mail server refused the message.')
    assert.include(list.text(), 'badge--failed')

    const shown = await client.get(`/admin/messages/${failed.id}`).loginAs(staff)
    shown.assertStatus(200)
    assert.include(shown.text(), 'When do tickets open?')
    assert.include(shown.text(), 'cora@example.org')
    assert.include(shown.text(), 'SMTP 550 mailbox unavailable')
    assert.include(shown.text(), 'Resend to the team')
  })

  test('escapes what students wrote', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const sent = await message({ message: '<script>alert(1)</script>', name: '<b>Bold</b>' })
    const shown = await client.get(`/admin/messages/${sent.id}`).loginAs(staff)
    assert.notInclude(shown.text(), '<script>alert(1)</script>')
    assert.include(shown.text(), '&lt;script&gt;alert(1)&lt;/script&gt;')
    assert.notInclude(shown.text(), '<b>Bold</b>')
  })

  test('exports messages as CSV, filtered like the list', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const marker = uniqueName('Export')
    await message({ subject: `${marker} one`, message: '-1 is my answer' })
    await message({ subject: `${marker} two`, deliveryStatus: 'not_configured', deliveredAt: null })
    const response = await client
      .get('/admin/messages/export.csv')
      .qs({ q: marker, filter: 'sent' })
      .loginAs(staff)
    response.assertStatus(200)
    const lines = response.text().trim().split('\r\n')
    assert.equal(
      lines[0],
      'id,received_at (Europe/Berlin),name,email,subject,city,form_type,source,delivery_status,delivery_error,delivered_at (Europe/Berlin),message'
    )
    assert.lengthOf(lines, 2)
    assert.include(lines[1], `${marker} one`)
    assert.include(lines[1], "'-1 is my answer")
  })

  test('CSV exports need a signed-in staff member', async ({ client, assert }) => {
    const response = await client.get('/admin/messages/export.csv').redirects(0)
    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /^\/admin\/login/)
  })
})

test.group('Admin history', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('shows who changed a record, when, and each field before and after', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const form = cityForm({ name: 'Beforeville' })
    await postAdminForm(client, staff, '/admin/cities', form)
    const city = await City.findByOrFail('slug', form.slug)
    await postAdminForm(client, staff, `/admin/cities/${city.id}`, { ...form, name: 'Afterville' })

    const response = await client.get(`/admin/history/city/${city.id}`).loginAs(staff)
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, `by ${staff.fullName || staff.email}`)
    assert.include(html, 'badge--update')
    assert.include(html, 'badge--create')
    assert.match(
      html,
      /<th scope="row">Name<\/th>\s*<td><pre class="diff diff--before">Beforeville<\/pre><\/td>\s*<td><pre class="diff diff--after">Afterville<\/pre><\/td>/
    )

    const all = await client.get('/admin/history').qs({ filter: 'city' }).loginAs(staff)
    assert.include(all.text(), `/admin/history/city/${city.id}`)
  })

  test('saving without changes records nothing new', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const form = cityForm()
    await postAdminForm(client, staff, '/admin/cities', form)
    const city = await City.findByOrFail('slug', form.slug)
    await postAdminForm(client, staff, `/admin/cities/${city.id}`, form)
    const entries = await AuditLog.query().where({
      entity_type: 'city',
      entity_id: String(city.id),
    })
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['create']
    )
  })

  test('an unknown kind of record is a 404', async ({ client }) => {
    const staff = await AdminUserFactory.create()
    const response = await client.get('/admin/history/spaceship/1').loginAs(staff)
    response.assertStatus(404)
  })
})
