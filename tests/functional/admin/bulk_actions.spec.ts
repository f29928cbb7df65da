import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#models/audit_log'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { postAdminForm } from '#tests/helpers/admin_forms'

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

  test('a page of more than 20 rows posted as a browser posts it (ids[] and seen[] once per row)', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const marker = `Quillon${Date.now()}`
    for (let index = 0; index < 25; index++) {
      await EventFactory.merge({ name: `${marker} ${index}`, ticketStatus: 'on_sale' }).create()
    }
    const list = await client.get(`/admin/events?q=${marker}`).loginAs(staff)
    const fields = [
      ...list.text().matchAll(/form="bulk" name="(ids\[\]|seen\[\])" value="([^"]+)"/g),
    ]
    assert.lengthOf(fields, 50)
    const body = new URLSearchParams([
      ['action', 'ticket_status'],
      ['ticket_status', 'see_page'],
    ])
    for (const [, name, value] of fields) body.append(name, value)

    const confirm = await client
      .post('/admin/events/bulk')
      .loginAs(staff)
      .withCsrfToken()
      .header('referer', `/admin/events?q=${marker}`)
      .form(body.toString())
    assert.notInclude(confirm.text(), 'Enter a list')
    assert.include(confirm.text(), ': 25 records?')

    const apply = await client
      .post('/admin/events/bulk/apply')
      .loginAs(staff)
      .withCsrfToken()
      .form(body.toString())
      .redirects(0)
    apply.assertStatus(302)
    const changed = await Event.query()
      .whereILike('name', `${marker}%`)
      .where('ticket_status', 'see_page')
    assert.lengthOf(changed, 25)
  })
})
