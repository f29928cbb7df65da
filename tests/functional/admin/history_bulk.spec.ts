import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#models/audit_log'
import Event from '#models/event'
import TicketOption from '#models/ticket_option'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { eventForm, postAdminForm } from '#tests/helpers/admin_forms'

async function rounds(eventId: string) {
  const rows = await TicketOption.query().where('event_id', eventId).orderBy('position')
  return rows.map((row) => [row.name, row.price])
}

test.group('Admin history you can act on', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('diff of two versions names changed child rows; restore puts one back, audited', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const form = eventForm()
    await postAdminForm(client, staff, '/admin/events', form)
    const edited = {
      ...form,
      name: 'Renamed Halloween',
      ticket_options: [{ name: 'Regular', price: '20', currency: 'EUR' }],
    }
    await postAdminForm(client, staff, `/admin/events/${form.id}`, edited)
    const [created, updated] = await AuditLog.query()
      .where({ entity_type: 'event', entity_id: form.id })
      .orderBy('id')

    const compare = await client
      .get(`/admin/history/event/${form.id}/compare`)
      .qs({ from: created.id, to: updated.id })
      .loginAs(staff)
    compare.assertStatus(200)
    const html = compare.text()
    assert.include(html, 'Renamed Halloween')
    assert.include(html, 'Ticket rounds 1, round')
    assert.include(html, 'Ticket rounds 2, price')
    assert.include(html, 'Ticket rounds: how many')
    assert.notInclude(html, 'ticket_options')

    const confirmation = await client
      .get(`/admin/history/entries/${created.id}/restore`)
      .loginAs(staff)
    confirmation.assertStatus(200)
    assert.include(confirmation.text(), 'Restore the event')
    /* times read as local times of the staff zone, not raw ISO strings */
    assert.notMatch(html, /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/)
    assert.match(html, /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/)

    const restored = await client
      .post(`/admin/history/entries/${created.id}/restore`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    restored.assertStatus(302)
    const event = await Event.findOrFail(form.id)
    assert.equal(event.name, 'Formville Halloween')
    assert.deepEqual(await rounds(form.id), [
      ['Early bird', 12.5],
      ['Regular', 18],
    ])
    const entry = await AuditLog.query()
      .where({ entity_type: 'event', entity_id: form.id, action: 'restore' })
      .firstOrFail()
    assert.equal(String(entry.restoredFrom), String(created.id))
    assert.equal(entry.actorEmail, staff.email)
    assert.equal(entry.before?.name, 'Renamed Halloween')
  })

  test('a deleted record is listed and comes back with its child rows', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const form = eventForm()
    await postAdminForm(client, staff, '/admin/events', form)
    await client.post(`/admin/events/${form.id}/delete`).loginAs(staff).withCsrfToken()
    assert.isNull(await Event.find(form.id))

    const deleted = await client.get('/admin/history/deleted').loginAs(staff)
    assert.include(deleted.text(), `data-deleted-record="event/${form.id}"`)
    const entry = await AuditLog.query()
      .where({ entity_type: 'event', entity_id: form.id, action: 'delete' })
      .firstOrFail()
    await client.post(`/admin/history/entries/${entry.id}/restore`).loginAs(staff).withCsrfToken()
    const back = await Event.findOrFail(form.id)
    assert.equal(back.name, 'Formville Halloween')
    assert.deepEqual(await rounds(form.id), [
      ['Early bird', 12.5],
      ['Regular', 18],
    ])
    const after = await client.get('/admin/history/deleted').loginAs(staff)
    assert.notInclude(after.text(), `data-deleted-record="event/${form.id}"`)
  })
})

test.group('Admin bulk actions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('confirmation says how many and which; applying changes all, one audit entry each', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const events = [
      await EventFactory.merge({ publication: 'draft', name: 'Bulk One' }).create(),
      await EventFactory.merge({ publication: 'draft', name: 'Bulk Two' }).create(),
    ]
    const ids = events.map((event) => event.id)
    const confirm = await postAdminForm(client, staff, '/admin/events/bulk', {
      action: 'publish',
      ids,
    })
    confirm.assertStatus(200)
    assert.include(confirm.text(), 'Publish now: 2 records?')
    assert.include(confirm.text(), 'Bulk One')
    assert.include(confirm.text(), 'Bulk Two')
    assert.lengthOf(await Event.query().whereIn('id', ids).where('publication', 'published'), 0)

    await postAdminForm(client, staff, '/admin/events/bulk/apply', { action: 'publish', ids })
    for (const event of events) {
      await event.refresh()
      assert.equal(event.publication, 'published')
    }
    const entries = await AuditLog.query().where('entity_type', 'event').whereIn('entity_id', ids)
    assert.lengthOf(entries, 2)

    await postAdminForm(client, staff, '/admin/events/bulk/apply', {
      action: 'ticket_status',
      ticket_status: 'see_page',
      ids,
    })
    for (const event of events) {
      await event.refresh()
      assert.equal(event.ticketStatus, 'see_page')
    }
    await postAdminForm(client, staff, '/admin/events/bulk/apply', {
      action: 'close_waitlist',
      ids,
    })
    for (const event of events) {
      await event.refresh()
      assert.isFalse(event.waitlistOpen)
    }
  })

  test('all matching the search; one refusal changes none of them', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const marker = `Zebulon${Date.now()}`
    const events = [
      await EventFactory.merge({ name: `${marker} A`, ticketStatus: 'on_sale' }).create(),
      await EventFactory.merge({ name: `${marker} B`, ticketStatus: 'on_sale' }).create(),
    ]
    const confirm = await postAdminForm(client, staff, '/admin/events/bulk', {
      action: 'ticket_status',
      ticket_status: 'opens_soon',
      all_matching: '1',
      q: marker,
    })
    assert.include(confirm.text(), ': 2 records?')

    const apply = await postAdminForm(client, staff, '/admin/events/bulk/apply', {
      action: 'ticket_status',
      ticket_status: 'opens_soon',
      ids: events.map((e) => e.id),
    })
    assert.include(apply.text(), 'nothing was changed')
    for (const event of events) {
      await event.refresh()
      assert.equal(event.ticketStatus, 'on_sale')
    }

    await postAdminForm(client, staff, '/admin/events/bulk/apply', {
      action: 'delete',
      ids: events.map((e) => e.id),
    })
    const gone = events.map((event) => event.id)
    assert.lengthOf(await Event.query().whereIn('id', gone), 0)
    const deletes = await AuditLog.query().where({ entity_type: 'event', action: 'delete' })
    assert.isAtLeast(deletes.length, 2)
  })
})
