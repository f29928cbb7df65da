/*
| Bulk edit of chosen fields (issue 39 item 3), posted as a browser without
| JavaScript posts the list's bar and the fields' form (`ids[]`, `seen[]`,
| `change[]`): only the ticked fields change, on every chosen event at once;
| one Undo takes it all back; a version that moved refuses it all.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type Event from '#models/event'
import type AdminUser from '#models/admin_user'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'

/** A form body with repeated `name[]` fields, as a browser sends it. */
function browserForm(fields: [string, string][]) {
  return new URLSearchParams(fields).toString()
}

function post(client: ApiClient, staff: AdminUser, path: string, fields: [string, string][]) {
  return client.post(path).loginAs(staff).withCsrfToken().form(browserForm(fields)).redirects(0)
}

async function twoEvents() {
  const make = (name: string) =>
    EventFactory.merge({ name, venueName: 'Old Hall', type: 'halloween', ticketStatus: 'on_sale' })
      .with('ticketOptions', 2, (round) => round.merge({ price: 10 }))
      .create()
  const events = [await make('Bulk edit one'), await make('Bulk edit two')]
  await Promise.all(events.map((event) => event.refresh()))
  return events
}

/** The list's fields of the chosen events: `ids[]` and `seen[]` (id:version as the list showed it). */
async function chosen(events: Event[]): Promise<[string, string][]> {
  const rows = await db
    .from('events')
    .whereIn(
      'id',
      events.map((event) => event.id)
    )
    .select('id', 'version')
  const versions = new Map(rows.map((row) => [row.id, row.version]))
  return events.flatMap((event) => [
    ['ids[]', event.id],
    ['seen[]', `${event.id}:${versions.get(event.id)}`],
  ])
}

async function roundPrices(event: Event) {
  await event.load('ticketOptions')
  return [...event.ticketOptions]
    .sort((a, b) => a.position - b.position)
    .map((round) => (round.price === null ? null : Number(round.price)))
}

test.group('Admin bulk edit of chosen fields', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the list bar leads to a form of the fields; only ticked fields change, on every chosen event; one Undo', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const events = await twoEvents()

    const list = await client.get('/admin/events').loginAs(staff)
    assert.include(list.text(), '<option value="edit_fields"')

    const form = await post(client, staff, '/admin/events/bulk', [
      ['action', 'edit_fields'],
      ...(await chosen(events)),
    ])
    form.assertStatus(200)
    assert.include(form.text(), 'Edit fields of 2 events')
    assert.include(form.text(), 'name="change[]" value="venue_name"')

    const applied = await post(client, staff, '/admin/events/bulk/apply', [
      ['action', 'edit_fields'],
      ...(await chosen(events)),
      ['change[]', 'venue_name'],
      ['venue_name', 'New Hall'],
      ['change[]', 'round_price'],
      ['round', '2'],
      ['round_price', '15.50'],
      /* not ticked: stays */
      ['type', 'orientation_week'],
    ])
    applied.assertStatus(302)
    applied.assertFlashMessage(
      'success',
      'Change Venue, Price of a ticket round: done for 2 records.'
    )
    for (const event of events) {
      await event.refresh()
      assert.equal(event.venueName, 'New Hall')
      assert.equal(event.type, 'halloween')
      assert.deepEqual(await roundPrices(event), [10, 15.5])
    }

    const offer = applied.flashMessage('undo') as { action: string; entries: number[] }
    assert.lengthOf(offer.entries, 2)
    await post(
      client,
      staff,
      offer.action,
      offer.entries.map((entry) => ['entries[]', String(entry)])
    )
    for (const event of events) {
      await event.refresh()
      assert.equal(event.venueName, 'Old Hall')
      assert.deepEqual(await roundPrices(event), [10, 10])
    }
  })

  test('a change made since the list was loaded refuses them all; a missing value is named by its label', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const events = await twoEvents()
    const seen = await chosen(events)
    events[1].merge({ venueName: 'Changed by a colleague' })
    await events[1].save()

    const refused = await post(client, staff, '/admin/events/bulk/apply', [
      ['action', 'edit_fields'],
      ...seen,
      ['change[]', 'ticket_status'],
      ['ticket_status', 'see_page'],
    ])
    assert.include(
      String(refused.flashMessage('failure')),
      'None of the chosen records was changed'
    )
    for (const event of events) {
      await event.refresh()
      assert.equal(event.ticketStatus, 'on_sale')
    }

    const missing = await post(client, staff, '/admin/events/bulk/apply', [
      ['action', 'edit_fields'],
      ...(await chosen(events)),
      ['change[]', 'venue_name'],
      ['venue_name', ''],
    ])
    missing.assertStatus(422)
    assert.include(missing.text(), 'Venue is required')
    assert.include(missing.text(), 'name="change[]" value="venue_name" checked')

    const nothingTicked = await post(client, staff, '/admin/events/bulk/apply', [
      ['action', 'edit_fields'],
      ...(await chosen(events)),
      ['venue_name', 'Anything'],
    ])
    nothingTicked.assertStatus(422)
    assert.include(nothingTicked.text(), 'Tick “Change” next to at least one field')
  })
})
