import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#models/audit_log'
import Event from '#models/event'
import TicketOption from '#models/ticket_option'
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
