import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import AdminUser from '#models/admin_user'
import ContactMessage from '#models/contact_message'
import WaitlistEntry from '#models/waitlist_entry'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'

const BOM = '\uFEFF'
const WINTER_MORNING = DateTime.fromISO('2031-01-15T10:00:00Z')

async function viennaStaff() {
  const staff = await AdminUserFactory.create()
  staff.timeZone = 'Europe/Vienna'
  await staff.save()
  return staff
}

function message(overrides: Partial<ContactMessage> = {}) {
  return ContactMessage.create({
    name: 'Jürgen Müller',
    email: `${uniqueName('juergen')}@example.org`,
    subject: uniqueName('Umlaut'),
    message: 'Grüße',
    source: 'api',
    deliveryStatus: 'sent',
    deliveredAt: WINTER_MORNING.plus({ seconds: 2 }),
    ...overrides,
  })
}

test.group('Admin exports open in Excel', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the waiting-list export keeps the search box, has a BOM and local times with their zone', async ({
    client,
    assert,
  }) => {
    const staff = await viennaStaff()
    const event = await EventFactory.merge({ cityName: 'Wien' }).create()
    const signUp = (name: string, email: string) =>
      WaitlistEntry.create({
        eventId: event.id,
        name,
        email,
        consentAt: WINTER_MORNING,
        source: 'site',
      })
    await signUp('Jürgen Müller', 'juergen@example.org')
    await signUp('Ana Lima', 'ana@example.org')

    const response = await client
      .get('/admin/waitlists/export.csv')
      .qs({ filter: event.id, q: 'jürgen' })
      .loginAs(staff)
    response.assertStatus(200)
    const body = Buffer.from(response.text(), 'utf8')
    assert.deepEqual([...body.subarray(0, 3)], [0xef, 0xbb, 0xbf])
    const lines = response.text().slice(BOM.length).trim().split('\r\n')
    assert.equal(
      lines[0],
      'city,event_id,event_name,name,email,consent_at (Europe/Vienna),source,signed_up_at (Europe/Vienna)'
    )
    assert.lengthOf(lines, 2)
    assert.include(lines[1], 'Jürgen Müller')
    assert.include(lines[1], ',2031-01-15 11:00,')
  })

  test('the list page links its export with the search and filter it shows', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.create()
    const page = await client
      .get('/admin/waitlists')
      .qs({ filter: event.id, q: 'ana' })
      .loginAs(staff)
    assert.include(page.text(), `/admin/waitlists/export.csv?q=ana&amp;filter=${event.id}`)
  })

  test('the messages export: BOM, filters, times in the staff member’s zone', async ({
    client,
    assert,
  }) => {
    const staff = await viennaStaff()
    const marker = uniqueName('Excel')
    await message({ subject: `${marker} one`, createdAt: WINTER_MORNING })
    await message({ subject: `${marker} two`, deliveryStatus: 'failed', deliveredAt: null })
    const response = await client
      .get('/admin/messages/export.csv')
      .qs({ q: marker, filter: 'sent' })
      .loginAs(staff)
    const text = response.text()
    assert.isTrue(text.startsWith(BOM))
    const lines = text.slice(BOM.length).trim().split('\r\n')
    assert.lengthOf(lines, 2)
    assert.include(lines[0], 'received_at (Europe/Vienna)')
    assert.match(lines[1], /^\d+,2031-01-15 11:00,Jürgen Müller,/)
  })
})

test.group('Admin times in the staff member’s zone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an 11:00 Vienna message reads 11:00 CET for a Vienna account, labelled', async ({
    client,
    assert,
  }) => {
    const staff = await viennaStaff()
    const sent = await message({ createdAt: WINTER_MORNING })
    const list = await client.get('/admin/messages').qs({ q: sent.subject }).loginAs(staff)
    assert.include(list.text(), '15 Jan 2031, 11:00 CET')
    assert.include(list.text(), 'title="Your time zone: Europe/Vienna"')

    const london = await AdminUserFactory.create()
    london.timeZone = 'Europe/London'
    await london.save()
    const shown = await client.get(`/admin/messages/${sent.id}`).loginAs(london)
    assert.include(shown.text(), '15 Jan 2031, 10:00 GMT')
  })

  test('without a setting, times are in STAFF_TIMEZONE and say so', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const sent = await message({ createdAt: WINTER_MORNING })
    const shown = await client.get(`/admin/messages/${sent.id}`).loginAs(staff)
    assert.include(shown.text(), '15 Jan 2031, 11:00 CET')
    assert.include(shown.text(), 'title="Your time zone: Europe/Berlin"')
  })

  test('staff choose their zone on their account page; a wrong name is a field error', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const saved = await client
      .post('/admin/account/time-zone')
      .loginAs(staff)
      .withCsrfToken()
      .form({ time_zone: 'America/New_York' })
      .redirects(0)
    saved.assertStatus(302)
    const chosen = await AdminUser.findOrFail(staff.id)
    assert.equal(chosen.timeZone, 'America/New_York')

    const wrong = await client
      .post('/admin/account/time-zone')
      .loginAs(staff)
      .withCsrfToken()
      .form({ time_zone: 'Mars/Olympus' })
      .redirects(0)
    wrong.assertFlashMessage('inputErrorsBag', {
      time_zone: ['Choose an IANA time zone such as Europe/Berlin'],
    })

    await client
      .post('/admin/account/time-zone')
      .loginAs(staff)
      .withCsrfToken()
      .form({ time_zone: '' })
    const cleared = await AdminUser.findOrFail(staff.id)
    assert.isNull(cleared.timeZone)
  })
})

test.group('Admin dashboard figures', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each figure equals the count of the list it links to', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    await message({ deliveryStatus: 'failed', deliveryError: 'SMTP 550', deliveredAt: null })
    await message({ deliveryStatus: 'not_configured', deliveredAt: null })
    await message({ deliveryStatus: 'not_configured', deliveredAt: null })
    const dashboardPage = await client.get('/admin').loginAs(staff)
    const dashboard = dashboardPage.text()
    const figures = [
      ...dashboard.matchAll(
        /<a href="([^"]+)"><span class="stat__value">(\d+)<\/span><span class="stat__label">([^<]+)</g
      ),
    ]
    assert.isAtLeast(figures.length, 6)
    for (const [, href, value, label] of figures) {
      const list = await client.get(href.replaceAll('&amp;', '&')).loginAs(staff)
      const total = /<span class="pagination__total">(\d+) /.exec(list.text())?.[1]
      assert.equal(total, value, `${label}: ${href}`)
    }
    const undelivered = figures.find(([, , , label]) => label === 'messages not delivered')!
    assert.isAtLeast(Number(undelivered[2]), 3)
  })
})
