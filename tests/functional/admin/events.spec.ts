import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import AuditLog from '#models/audit_log'
import Event from '#models/event'
import TicketOption from '#models/ticket_option'
import WaitlistEntry from '#models/waitlist_entry'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { eventForm, postAdminForm } from '#tests/helpers/admin_forms'

async function roundsOf(eventId: string) {
  const rounds = await TicketOption.query().where('event_id', eventId).orderBy('position')
  return rounds.map((round) => [round.name, round.price, round.currency, round.position])
}

test.group('Admin events', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('creates an event with two ticket rounds; times are read in its time zone', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const form = eventForm()
    const response = await postAdminForm(client, staff, '/admin/events', form).redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), `/admin/events/${form.id}/edit`)
    const event = await Event.findOrFail(form.id)
    assert.equal(event.startAt.toUTC().toISO(), '2031-10-31T19:00:00.000Z')
    assert.equal(event.endAt?.toUTC().toISO(), '2031-11-01T03:00:00.000Z')
    assert.equal(event.cityName, 'Formville')
    assert.isNull(event.cityId)
    assert.isTrue(event.waitlistOpen)
    assert.equal(event.ageMin, 18)
    assert.equal(event.ticketStatus, 'on_sale')
    assert.deepEqual(await roundsOf(form.id), [
      ['Early bird', 12.5, 'EUR', 0],
      ['Regular', 18, 'EUR', 1],
    ])
    const audit = await AuditLog.query()
      .where({ entity_type: 'event', entity_id: form.id })
      .firstOrFail()
    assert.equal(audit.action, 'create')
    assert.deepEqual(audit.after?.ticket_options, [
      { name: 'Early bird', price: 12.5, currency: 'EUR', soldOut: false },
      { name: 'Regular', price: 18, currency: 'EUR', soldOut: false },
    ])
  })

  test('an event in one of our cities takes the city name', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const city = await CityFactory.merge({ name: 'Porto', timezone: 'Europe/Lisbon' }).create()
    const form = eventForm({ city_id: String(city.id), city_name: 'ignored' })
    await postAdminForm(client, staff, '/admin/events', form).redirects(0)
    const event = await Event.findOrFail(form.id)
    assert.equal(event.cityId, city.id)
    assert.equal(event.cityName, 'Porto')
  })

  test('reports what the database would refuse, field by field', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const taken = await EventFactory.create()
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { id: 'Not An Id' },
        'id',
        'Use lowercase letters, digits and single hyphens (e.g. berlin-halloween-2026)',
      ],
      [{ id: taken.id }, 'id', 'Already used by another record'],
      [{ type: 'party' }, 'type', 'Choose one of the listed values'],
      [{ city_name: '' }, 'city_name', 'Choose a city or type the city name'],
      [{ city_id: '99999999' }, 'city_id', 'Choose an existing record'],
      [{ timezone: 'CEST' }, 'timezone', 'Choose an IANA time zone such as Europe/Berlin'],
      [{ start_at: '31/10/2031' }, 'start_at', 'Enter a date and time (YYYY-MM-DDTHH:mm)'],
      [{ end_at: '2031-10-31T19:59' }, 'end_at', 'Must not be before the start'],
      [
        { ticket_status: 'opens_soon' },
        'sales_open_at',
        'Say when sales open (needed for "opens soon")',
      ],
      [{ venue_name: '' }, 'venue_name', 'An address needs a venue name'],
      [{ age_min: '120' }, 'age_min', 'Between 0 and 99'],
      [{ url: 'ftp://x' }, 'url', 'Enter a full https:// address or a path starting with /'],
      [{ whatsapp_group: 'chat' }, 'whatsapp_group', 'Enter a full address starting with https://'],
      [
        { early_access_starts_at: '2031-10-01T10:00', early_access_ends_at: '2031-09-01T10:00' },
        'early_access_ends_at',
        'Must not be before the early access start',
      ],
      [
        { early_access_url: '/early' },
        'early_access_description',
        'Describe the early access (or clear its dates and link)',
      ],
      [
        { ticket_options: [{ name: 'Free', price: '-1', currency: 'EUR' }] },
        'ticket_options.0.price',
        'At least 0',
      ],
      [
        { ticket_options: [{ name: 'X', price: '1.999', currency: 'EUR' }] },
        'ticket_options.0.price',
        'At most 2 decimals',
      ],
      [
        { ticket_options: [{ name: 'X', price: '5', currency: 'EURO' }] },
        'ticket_options.0.currency',
        'Exactly 3 characters',
      ],
      [
        { ticket_options: [{ name: 'X', price: '5', currency: 'XYZ' }] },
        'ticket_options.0.currency',
        'Use a three-letter ISO 4217 code such as EUR',
      ],
      [
        { ticket_options: [{ name: '', price: '5', currency: 'EUR' }] },
        'ticket_options.0.name',
        'Ticket rounds 1, round is required',
      ],
    ]
    for (const [change, field, message] of cases) {
      const form = eventForm(change)
      const response = await postAdminForm(client, staff, '/admin/events', form)
        .header('referer', '/admin/events/new')
        .redirects(0)
      assert.equal(response.header('location'), '/admin/events/new', field)
      response.assertValidationError(field, message)
    }
    assert.lengthOf(await Event.query().where('name', 'Formville Halloween'), 0)
  })

  test('edits an event: rounds are replaced, reordered and removed as submitted', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.create()
    await TicketOption.createMany([
      { eventId: event.id, name: 'Early bird', price: 10, currency: 'EUR', position: 0 },
      { eventId: event.id, name: 'Regular', price: 15, currency: 'EUR', position: 1 },
      { eventId: event.id, name: 'Door', price: 20, currency: 'EUR', position: 2 },
    ])
    const form = eventForm({
      ticket_status: 'opens_soon',
      sales_open_at: '2031-09-01T12:00',
      ticket_options: [
        { name: 'Door', price: '22', currency: 'EUR' },
        { name: 'Early bird', price: '10', currency: 'EUR' },
      ],
    })
    delete (form as Record<string, unknown>).id
    const response = await postAdminForm(
      client,
      staff,
      `/admin/events/${event.id}`,
      form
    ).redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('success', 'Formville Halloween was saved. The change is live.')
    assert.deepEqual(await roundsOf(event.id), [
      ['Door', 22, 'EUR', 0],
      ['Early bird', 10, 'EUR', 1],
    ])
    await event.refresh()
    assert.equal(event.ticketStatus, 'opens_soon')
    assert.equal(event.salesOpenAt?.toUTC().toISO(), '2031-09-01T10:00:00.000Z')
    const audit = await AuditLog.query()
      .where({ entity_type: 'event', entity_id: event.id, action: 'update' })
      .firstOrFail()
    assert.lengthOf(audit.before?.ticket_options as unknown[], 3)
    assert.lengthOf(audit.after?.ticket_options as unknown[], 2)
  })

  test('the edit form shows times in the event time zone', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({
      timezone: 'America/New_York',
      startAt: DateTime.fromISO('2031-10-31T23:30:00Z'),
    }).create()
    const response = await client.get(`/admin/events/${event.id}/edit`).loginAs(staff)
    response.assertStatus(200)
    assert.include(response.text(), 'value="2031-10-31T19:30"')
    assert.include(response.text(), 'value="America/New_York"')
  })

  test('one click sets the ticket status from the list, and is recorded', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({ ticketStatus: 'coming_soon' }).create()
    const response = await client
      .post(`/admin/events/${event.id}/ticket-status`)
      .header('referer', 'http://localhost/admin/events?q=x')
      .loginAs(staff)
      .withCsrfToken()
      .form({ ticket_status: 'on_sale' })
      .redirects(0)
    response.assertStatus(302)
    await event.refresh()
    assert.equal(event.ticketStatus, 'on_sale')
    response.assertFlashMessage('success', `${event.name}: tickets are now "on sale".`)
    const audit = await AuditLog.query()
      .where({ entity_type: 'event', entity_id: event.id, action: 'update' })
      .firstOrFail()
    assert.equal(audit.before?.ticket_status, 'coming_soon')
    assert.equal(audit.after?.ticket_status, 'on_sale')
  })

  test('"opens soon" without a sales time is refused with a message', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({
      ticketStatus: 'coming_soon',
      salesOpenAt: null,
    }).create()
    const response = await client
      .post(`/admin/events/${event.id}/ticket-status`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ ticket_status: 'opens_soon' })
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/admin/events')
    assert.match(response.flashMessage('failure') as unknown as string, /set when sales open/)
    await event.refresh()
    assert.equal(event.ticketStatus, 'coming_soon')
  })

  test('one click closes and reopens a waiting list', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({ waitlistOpen: true }).create()
    await client
      .post(`/admin/events/${event.id}/waitlist/close`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    await event.refresh()
    assert.isFalse(event.waitlistOpen)
    await client
      .post(`/admin/events/${event.id}/waitlist/open`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    await event.refresh()
    assert.isTrue(event.waitlistOpen)
  })

  test('the list shows the quick actions with the current status pressed', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({
      ticketStatus: 'see_page',
      name: 'Listed Party',
    }).create()
    const response = await client.get('/admin/events').qs({ q: 'Listed Party' }).loginAs(staff)
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, `action="/admin/events/${event.id}/ticket-status"`)
    assert.match(html, /value="see_page" class="pill pill--see_page" aria-pressed="true"/)
    assert.match(html, /value="on_sale" class="pill pill--on_sale" aria-pressed="false"/)
    assert.include(html, 'Close waiting list')
  })

  test('deleting says what goes with it, then removes rounds and sign-ups', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({ name: 'Doomed Party' }).create()
    await TicketOption.create({
      eventId: event.id,
      name: 'One',
      price: 5,
      currency: 'EUR',
      position: 0,
    })
    await WaitlistEntry.create({
      eventId: event.id,
      name: 'Ana',
      email: 'ana@example.org',
      consentAt: DateTime.now(),
      source: 'api',
    })
    const confirm = await client.get(`/admin/events/${event.id}/delete`).loginAs(staff)
    assert.match(confirm.text(), /<strong>1<\/strong> ticket rounds/)
    assert.match(confirm.text(), /<strong>1<\/strong> waiting-list sign-ups/)

    const response = await client
      .post(`/admin/events/${event.id}/delete`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    assert.equal(response.header('location'), '/admin/events')
    assert.isNull(await Event.find(event.id))
    assert.lengthOf(await WaitlistEntry.query().where('event_id', event.id), 0)
    const audit = await AuditLog.query()
      .where({ entity_type: 'event', entity_id: event.id, action: 'delete' })
      .firstOrFail()
    assert.equal(audit.before?.name, 'Doomed Party')
  })
})
