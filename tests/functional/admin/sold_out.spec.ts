/*
| Staff say which ticket rounds are sold out: per round on the event form,
| every round at once from the events list (quick action) or for many events
| (bulk). Each change is audited and refused when based on an older version.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import AuditLog from '#models/audit_log'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { EventFactory } from '#database/factories/event_factory'
import { eventForm, followToConflict, postAdminForm } from '#tests/helpers/admin_forms'

/** Each round's sold_out, in round order, as the table has it. */
async function soldOutRounds(eventId: string): Promise<boolean[]> {
  const rows = await db
    .from('ticket_options')
    .where('event_id', eventId)
    .orderBy('position')
    .select('sold_out')
  return rows.map((row) => row.sold_out)
}

async function versionOf(eventId: string): Promise<number> {
  const row = await db.from('events').where('id', eventId).select('version').firstOrFail()
  return Number(row.version)
}

/** An event with `rounds` ticket rounds, none sold out. */
function eventWithRounds(name: string, rounds = 2) {
  return EventFactory.merge({ name })
    .with('ticketOptions', rounds, (round) =>
      round.merge(
        Array.from({ length: rounds }, (_, position) => ({
          name: `Round ${position + 1}`,
          price: 10 + position,
          currency: 'EUR',
          position,
        }))
      )
    )
    .create()
}

/** The sold-out values of the rounds in an audit snapshot. */
const snapshotSoldOut = (snapshot: Record<string, any> | null) =>
  (snapshot?.ticket_options ?? []).map((round: { soldOut: boolean }) => round.soldOut)

test.group('Admin: ticket rounds sold out', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the event form sets it per round; the edit page shows it ticked; the API follows', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const form = eventForm({
      ticket_options: [
        { name: 'Early bird', price: '10', currency: 'EUR', soldOut: '1' },
        { name: 'Regular', price: '15', currency: 'EUR' },
      ],
    })
    const saved = await postAdminForm(client, staff, '/admin/events', form).redirects(0)
    saved.assertStatus(302)
    assert.deepEqual(await soldOutRounds(form.id), [true, false])

    const edit = await client.get(`/admin/events/${form.id}/edit`).loginAs(staff)
    const box = (index: number) =>
      new RegExp(`<input type="checkbox" id="ticket_options-${index}-soldOut"[^>]*>`).exec(
        edit.text()
      )?.[0] ?? ''
    assert.include(box(0), 'checked')
    assert.notInclude(box(1), 'checked')

    const api = await client.get(`/api/v1/events/${form.id}`)
    assert.deepEqual(
      api.body().tickets.options.map((option: { sold_out: boolean }) => option.sold_out),
      await soldOutRounds(form.id)
    )

    /* unticking both in the form puts them back on sale, audited */
    await postAdminForm(client, staff, `/admin/events/${form.id}`, {
      ...form,
      _version: await versionOf(form.id),
      ticket_options: [
        { name: 'Early bird', price: '10', currency: 'EUR' },
        { name: 'Regular', price: '15', currency: 'EUR' },
      ],
    }).redirects(0)
    assert.deepEqual(await soldOutRounds(form.id), [false, false])
    const entry = await AuditLog.query()
      .where({ entity_type: 'event', entity_id: form.id, action: 'update' })
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.deepEqual(snapshotSoldOut(entry.before), [true, false])
    assert.deepEqual(snapshotSoldOut(entry.after), [false, false])
  })

  test('quick actions mark every round sold out and back on sale, audited, shown in the list', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await eventWithRounds('Quick Sellout')
    const marked = await postAdminForm(client, staff, `/admin/events/${event.id}/sold-out`, {
      _version: await versionOf(event.id),
    }).redirects(0)
    marked.assertStatus(302)
    assert.include(String(marked.flashMessages().success), 'every ticket round is sold out')
    assert.deepEqual(await soldOutRounds(event.id), [true, true])
    const entry = await AuditLog.query()
      .where({ entity_type: 'event', entity_id: event.id })
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.deepEqual(snapshotSoldOut(entry.before), [false, false])
    assert.deepEqual(snapshotSoldOut(entry.after), [true, true])

    /* Undo puts the rounds back as they were; marking again for the list below */
    const offer = marked.flashMessage('undo') as { action: string; entry: number }
    await postAdminForm(client, staff, offer.action, { entry: String(offer.entry) }).redirects(0)
    assert.deepEqual(await soldOutRounds(event.id), [false, false])
    await postAdminForm(client, staff, `/admin/events/${event.id}/sold-out`, {
      _version: await versionOf(event.id),
    }).redirects(0)
    assert.deepEqual(await soldOutRounds(event.id), [true, true])

    const list = await client.get('/admin/events').qs({ q: 'Quick Sellout' }).loginAs(staff)
    assert.include(list.text(), 'sold out</span>')
    assert.include(list.text(), `action="/admin/events/${event.id}/back-on-sale"`)

    await postAdminForm(client, staff, `/admin/events/${event.id}/back-on-sale`, {
      _version: await versionOf(event.id),
    }).redirects(0)
    assert.deepEqual(await soldOutRounds(event.id), [false, false])
    const api = await client.get(`/api/v1/events/${event.id}`)
    assert.isFalse(api.body().tickets.sold_out)
  })

  test('an event without rounds cannot be marked sold out; nothing changes', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({ name: 'No Rounds Yet' }).create()
    const version = await versionOf(event.id)
    const refused = await postAdminForm(client, staff, `/admin/events/${event.id}/sold-out`, {
      _version: version,
    }).redirects(0)
    assert.include(String(refused.flashMessages().failure), 'has no ticket rounds')
    assert.equal(await versionOf(event.id), version)
    assert.lengthOf(await AuditLog.query().where({ entity_type: 'event', entity_id: event.id }), 0)
  })

  test('a quick action from an older page is refused and changes nothing', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await eventWithRounds('Stale Sellout')
    const listed = await versionOf(event.id)
    await db.from('events').where('id', event.id).update({ ticket_note: 'Changed meanwhile' })
    const refused = await postAdminForm(client, staff, `/admin/events/${event.id}/sold-out`, {
      _version: listed,
    }).redirects(0)
    assert.include(String(refused.flashMessages().failure), 'was changed since this page')
    assert.deepEqual(await soldOutRounds(event.id), [false, false])
  })

  test('bulk: mark sold out and back on sale for the chosen events, one audit entry each; a stale one refuses all', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const events = [await eventWithRounds('Bulk Sellout One'), await eventWithRounds('Bulk Two', 1)]
    const ids = events.map((event) => event.id)
    const confirm = await postAdminForm(client, staff, '/admin/events/bulk', {
      action: 'mark_sold_out',
      ids,
    })
    confirm.assertStatus(200)
    assert.include(confirm.text(), 'Mark sold out (every ticket round): 2 records?')

    await postAdminForm(client, staff, '/admin/events/bulk/apply', {
      action: 'mark_sold_out',
      ids,
    }).redirects(0)
    assert.deepEqual(await soldOutRounds(ids[0]), [true, true])
    assert.deepEqual(await soldOutRounds(ids[1]), [true])
    const entries = await AuditLog.query().where('entity_type', 'event').whereIn('entity_id', ids)
    assert.lengthOf(entries, 2)

    /* someone changes one of them after the list was loaded */
    const listed = await Promise.all(ids.map(async (id) => `${id}:${await versionOf(id)}`))
    await db.from('events').where('id', ids[1]).update({ ticket_note: 'Changed meanwhile' })
    const refused = await postAdminForm(client, staff, '/admin/events/bulk/apply', {
      action: 'back_on_sale',
      ids,
      seen: listed,
    }).redirects(0)
    assert.include(String(refused.flashMessages().failure), 'None of the chosen records')
    assert.deepEqual(await soldOutRounds(ids[0]), [true, true])

    await postAdminForm(client, staff, '/admin/events/bulk/apply', {
      action: 'back_on_sale',
      ids,
    }).redirects(0)
    assert.deepEqual(await soldOutRounds(ids[0]), [false, false])
    assert.deepEqual(await soldOutRounds(ids[1]), [false])
  })

  test('a form saved from an older version shows their sold-out rounds as their change only', async ({
    client,
    assert,
  }) => {
    const admin = await AdminUserFactory.merge({ fullName: 'Ada Admin' }).create()
    const editor = await AdminUserFactory.merge({ fullName: 'Erin Editor' }).create()
    /* rounds as the edit page shows them, so the editor's form leaves them as they were */
    const form = eventForm({
      ticket_options: [
        { name: 'Early bird', price: '12.50', currency: 'EUR' },
        { name: 'Regular', price: '18.00', currency: 'EUR' },
      ],
    })
    await postAdminForm(client, admin, '/admin/events', form).redirects(0)
    const openedVersion = await versionOf(form.id)
    const edit = await client.get(`/admin/events/${form.id}/edit`).loginAs(editor)
    const base = /name="_base" value="([^"]*)"/.exec(edit.text())?.[1] ?? ''

    /* meanwhile: the first round sold out, and the venue renamed */
    const rounds = form.ticket_options
    await postAdminForm(client, admin, `/admin/events/${form.id}`, {
      ...form,
      _version: openedVersion,
      venue_name: 'Harbour Hall (new)',
      ticket_options: [{ ...rounds[0], soldOut: '1' }, rounds[1]],
    }).redirects(0)
    assert.deepEqual(await soldOutRounds(form.id), [true, false])

    const refused = await postAdminForm(client, editor, `/admin/events/${form.id}`, {
      ...form,
      _version: openedVersion,
      _base: base.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
      ticket_note: 'Cash only',
    }).redirects(0)
    const conflict = await followToConflict(client, editor, refused)
    conflict.assertStatus(409)
    const page = conflict.text()
    const roundsCard =
      /<section class="card conflict-field" data-conflict-field="Ticket rounds"[\s\S]*?<\/section>/.exec(
        page
      )?.[0] ?? ''
    assert.include(roundsCard, 'Changed by Ada Admin')
    assert.include(roundsCard, 'Sold out')
    assert.deepEqual(await soldOutRounds(form.id), [true, false])
  })
})
