import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import AuditLog from '#models/audit_log'
import Event from '#models/event'
import TicketOption from '#models/ticket_option'
import { currencyOfCountry } from '#lib/country_currency'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { uniqueName } from '#database/factories/unique_name'

/** The currency a new round starts with: the value of the template row's currency field. */
function templateCurrency(html: string) {
  const template = /<template data-rows-template>([\s\S]*?)<\/template>/.exec(html)![1]
  return /name="ticket_options\[__INDEX__\]\[currency\]" type="text" value="([^"]*)"/.exec(
    template
  )?.[1]
}

test.group('Admin events: default values', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a new event starts with a real first round in EUR, not placeholder text', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const page = await client.get('/admin/events/new').loginAs(staff)
    const html = page.text()
    assert.include(html, 'name="ticket_options[0][currency]" type="text" value="EUR"')
    assert.notInclude(html, 'placeholder="EUR"')
    assert.equal(templateCurrency(html), 'EUR')
  })

  test('a new round takes the previous round’s currency, else the city’s', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const zurich = await CityFactory.merge({
      name: 'Zürich',
      countryCode: 'CH',
      timezone: 'Europe/Zurich',
    }).create()
    const inZurich = await EventFactory.merge({ cityId: zurich.id, cityName: 'Zürich' }).create()
    const edit = await client.get(`/admin/events/${inZurich.id}/edit`).loginAs(staff)
    assert.equal(templateCurrency(edit.text()), 'CHF')
    assert.include(edit.text(), `data-currency="CHF"`)

    const inLondon = await EventFactory.create()
    await TicketOption.create({
      eventId: inLondon.id,
      name: 'Early',
      price: 5,
      currency: 'GBP',
      position: 0,
    })
    const london = await client.get(`/admin/events/${inLondon.id}/edit`).loginAs(staff)
    assert.equal(templateCurrency(london.text()), 'GBP')
  })

  test('currencies by country', ({ assert }) => {
    assert.equal(currencyOfCountry('de'), 'EUR')
    assert.equal(currencyOfCountry('GB'), 'GBP')
    assert.equal(currencyOfCountry('PL'), 'PLN')
    assert.isNull(currencyOfCountry('ZZ'))
  })
})

test.group('Admin events: duplicate', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the form proposes next year’s id and name', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const id = uniqueName('dup-2031')
    const event = await EventFactory.merge({ id, name: 'Halloween 2031' }).create()
    const page = await client.get(`/admin/events/${event.id}/duplicate`).loginAs(staff)
    const html = page.text()
    assert.include(html, `value="${id.replace('2031', '2032')}"`)
    assert.include(html, 'value="Halloween 2032"')
    assert.match(html, /<option value="years"\s+selected>/)
  })

  test('copies fields and rounds, moves dates a year in the event’s zone, as a draft', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    /* 21:00 in Berlin: winter time in the source year, summer time a year later; stays 21:00 */
    const source = await EventFactory.merge({
      id: uniqueName('summer-party'),
      name: 'Summer Party',
      timezone: 'Europe/Berlin',
      startAt: DateTime.fromISO('2031-03-29T21:00', { zone: 'Europe/Berlin' }),
      endAt: DateTime.fromISO('2031-03-30T01:00', { zone: 'Europe/Berlin' }),
      salesOpenAt: DateTime.fromISO('2031-02-01T10:00', { zone: 'Europe/Berlin' }),
      ticketStatus: 'on_sale',
      venueName: 'Harbour Hall',
      publication: 'published',
    }).create()
    source.url = `/events/${source.id}`
    await source.save()
    await TicketOption.createMany([
      { eventId: source.id, name: 'Early', price: 10, currency: 'EUR', position: 0 },
      { eventId: source.id, name: 'Door', price: 15, currency: 'EUR', position: 1 },
    ])
    const copyId = uniqueName('summer-party-next')
    const response = await client
      .post(`/admin/events/${source.id}/duplicate`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ id: copyId, name: 'Summer Party, again', shift_amount: '1', shift_unit: 'years' })
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), `/admin/events/${copyId}/edit`)

    const copy = await Event.query().where('id', copyId).preload('ticketOptions').firstOrFail()
    assert.equal(copy.name, 'Summer Party, again')
    assert.equal(copy.venueName, 'Harbour Hall')
    assert.equal(copy.startAt.setZone('Europe/Berlin').toISO(), '2032-03-29T21:00:00.000+02:00')
    assert.equal(copy.endAt?.setZone('Europe/Berlin').toISO(), '2032-03-30T01:00:00.000+02:00')
    assert.equal(
      copy.salesOpenAt?.setZone('Europe/Berlin').toISO(),
      '2032-02-01T10:00:00.000+01:00'
    )
    assert.equal(copy.url, `/events/${copyId}`)
    assert.equal(copy.publication, 'draft')
    assert.equal(copy.ticketStatus, 'opens_soon')
    assert.deepEqual(
      copy.ticketOptions.map((round) => [round.name, round.price, round.currency, round.position]),
      [
        ['Early', 10, 'EUR', 0],
        ['Door', 15, 'EUR', 1],
      ]
    )
    const audit = await AuditLog.query()
      .where({ entity_type: 'event', entity_id: copyId })
      .firstOrFail()
    assert.equal(audit.action, 'create')
    assert.equal(audit.adminUserId, staff.id)
    assert.lengthOf(audit.after?.ticket_options as unknown[], 2)
    const original = await Event.findOrFail(source.id)
    assert.equal(original.publication, 'published')
  })

  test('a taken id is a field error and nothing is copied', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const source = await EventFactory.create()
    const taken = await EventFactory.create()
    const response = await client
      .post(`/admin/events/${source.id}/duplicate`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ id: taken.id, name: 'Copy', shift_amount: '7', shift_unit: 'days' })
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', { id: ['Already used by another record'] })
    const copies = await Event.query().where('name', 'Copy')
    assert.lengthOf(copies, 0)
  })
})

test.group('Admin events: undo a one-click change', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function quickChange(client: any, staff: any, eventId: string) {
    const response = await client
      .post(`/admin/events/${eventId}/ticket-status`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ ticket_status: 'ended' })
      .redirects(0)
    return response.flashMessage('undo') as { action: string; entry: number }
  }

  test('the next page offers Undo, which puts the status back (audited)', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({ ticketStatus: 'on_sale' }).create()
    const offer = await quickChange(client, staff, event.id)
    assert.equal(offer.action, `/admin/events/${event.id}/undo`)
    await event.refresh()
    assert.equal(event.ticketStatus, 'ended')

    const undone = await client
      .post(offer.action)
      .loginAs(staff)
      .withCsrfToken()
      .form({ entry: String(offer.entry) })
      .redirects(0)
    undone.assertFlashMessage('success', `${event.name}: undone.`)
    await event.refresh()
    assert.equal(event.ticketStatus, 'on_sale')
    const entries = await AuditLog.query()
      .where({ entity_type: 'event', entity_id: event.id })
      .orderBy('id')
    assert.deepEqual(
      entries.map((entry) => [entry.before?.ticket_status, entry.after?.ticket_status]),
      [
        ['on_sale', 'ended'],
        ['ended', 'on_sale'],
      ]
    )
  })

  test('no undo after someone changed the event, or by someone else, or late', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const colleague = await AdminUserFactory.create()
    const event = await EventFactory.merge({ ticketStatus: 'on_sale' }).create()
    const offer = await quickChange(client, staff, event.id)
    const undo = (who: typeof staff) =>
      client
        .post(offer.action)
        .loginAs(who)
        .withCsrfToken()
        .form({ entry: String(offer.entry) })
        .redirects(0)

    const byColleague = await undo(colleague)
    byColleague.assertFlashMessage('failure', 'Only who made a change can undo it.')

    await AuditLog.query()
      .where('id', offer.entry)
      .update({ created_at: DateTime.now().minus({ minutes: 10 }).toSQL() })
    const late = await undo(staff)
    late.assertFlashMessage(
      'failure',
      'Too late to undo: change it again on the list or the edit page.'
    )
    await AuditLog.query().where('id', offer.entry).update({ created_at: DateTime.now().toSQL() })

    await client
      .post(`/admin/events/${event.id}/waitlist/close`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    const afterAnother = await undo(staff)
    afterAnother.assertFlashMessage(
      'failure',
      'Not undone: the event has changed since. See its history.'
    )
    await event.refresh()
    assert.equal(event.ticketStatus, 'ended')
  })

  test('the list page shows the Undo button after a one-click change', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({ ticketStatus: 'on_sale' }).create()
    const offer = await quickChange(client, staff, event.id)
    const page = await client
      .get('/admin/events')
      .loginAs(staff)
      .withFlashMessages({ success: 'Done.', undo: offer })
    assert.include(page.text(), `action="/admin/events/${event.id}/undo"`)
    assert.include(page.text(), `name="entry" value="${offer.entry}"`)
  })
})
