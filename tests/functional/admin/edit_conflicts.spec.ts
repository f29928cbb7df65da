import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import AuditLog from '#models/audit_log'
import Event from '#models/event'
import type AdminUser from '#models/admin_user'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import PricingItem from '#models/pricing_item'
import { eventForm, followToConflict, postAdminForm } from '#tests/helpers/admin_forms'

/** The hidden inputs a form carries (decoded), by name. */
function hiddenInputs(html: string): Record<string, string> {
  const inputs: Record<string, string> = {}
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    inputs[match[1]] = match[2]
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  }
  return inputs
}

/** The page's text as read (tags, attributes and hidden inputs left out). */
const visibleText = (html: string) =>
  html.replace(/<(script|style)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ')

async function openForm(client: ApiClient, staff: AdminUser, path: string) {
  const page = await client.get(path).loginAs(staff)
  page.assertStatus(200)
  const { _version: version, _base: base } = hiddenInputs(page.text())
  return { _version: version, _base: base }
}

async function versionOf(table: string, id: string | number) {
  const row = await db.from(table).where('id', id).select('version').firstOrFail()
  return Number(row.version)
}

async function eventNamed(id: string) {
  return Event.findOrFail(id)
}

test.group('Admin edit conflicts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a save from an older version is refused field by field, then merged', async ({
    client,
    assert,
  }) => {
    const editor = await AdminUserFactory.merge({
      fullName: 'Erin Editor',
      role: 'editor',
    }).create()
    const admin = await AdminUserFactory.merge({ fullName: 'Ada Admin', role: 'admin' }).create()
    const form = eventForm({ venue_name: 'KOKO', ticket_note: 'Fees included' })
    await postAdminForm(client, admin, '/admin/events', form).redirects(0)
    const edit = `/admin/events/${form.id}/edit`
    const editorsForm = await openForm(client, editor, edit)
    const adminsForm = await openForm(client, admin, edit)
    assert.equal(editorsForm._version, String(await versionOf('events', form.id)))

    const adminSave = await postAdminForm(client, admin, `/admin/events/${form.id}`, {
      ...form,
      ...adminsForm,
      venue_name: 'KOKO Camden (A)',
    }).redirects(0)
    adminSave.assertStatus(302)

    const refused = await postAdminForm(client, editor, `/admin/events/${form.id}`, {
      ...form,
      ...editorsForm,
      ticket_note: 'Cash only at the door',
    }).redirects(0)
    const conflict = await followToConflict(client, editor, refused)
    conflict.assertStatus(409)
    const page = conflict.text()
    assert.include(page, 'was changed while you were editing')
    assert.include(page, 'Ada Admin')
    assert.include(page, 'data-conflict-field="Venue"')
    assert.include(page, 'data-conflict-field="Ticket note"')
    assert.include(page, 'KOKO Camden (A)')
    assert.notMatch(visibleText(page), /venue_name|ticket_note/)
    let event = await Event.findOrFail(form.id)
    assert.equal(event.venueName, 'KOKO Camden (A)')
    assert.equal(event.ticketNote, 'Fees included')

    /* the preselected picks: their venue, my ticket note */
    const saved = await postAdminForm(client, editor, `/admin/events/${form.id}`, {
      ...hiddenInputs(page),
    }).redirects(0)
    saved.assertStatus(302)
    event = await Event.findOrFail(form.id)
    assert.equal(event.venueName, 'KOKO Camden (A)')
    assert.equal(event.ticketNote, 'Cash only at the door')
  })

  test('a refused save leads to an address without the form’s tokens, shown again on reload until saved', async ({
    client,
    assert,
  }) => {
    const editor = await AdminUserFactory.merge({ role: 'editor' }).create()
    const admin = await AdminUserFactory.merge({ role: 'admin' }).create()
    const form = eventForm({ venue_name: 'KOKO' })
    await postAdminForm(client, admin, '/admin/events', form).redirects(0)
    const edit = `/admin/events/${form.id}/edit`
    const editorsForm = await openForm(client, editor, edit)
    await postAdminForm(client, admin, `/admin/events/${form.id}`, {
      ...form,
      ...(await openForm(client, admin, edit)),
      venue_name: 'KOKO Camden',
    }).redirects(0)

    /* the edit form posts to its action with its resume ticket in the query (its CSRF token too) */
    const refused = await postAdminForm(
      client,
      editor,
      `/admin/events/${form.id}?_resume=the-ticket`,
      { ...form, ...editorsForm, ticket_note: 'Cash only' }
    ).redirects(0)
    refused.assertStatus(303)
    assert.equal(refused.header('location'), `/admin/events/${form.id}/conflict`)
    const session = refused.session()
    for (const reload of [1, 2]) {
      const page = await client
        .get(`/admin/events/${form.id}/conflict`)
        .loginAs(editor)
        .withSession(session)
      page.assertStatus(409)
      assert.include(page.text(), 'data-conflict-field="Ticket note"', `load ${reload}`)
      assert.notInclude(page.text(), 'the-ticket')
    }
    const none = await client.get(`/admin/events/${form.id}/conflict`).loginAs(editor).redirects(0)
    none.assertStatus(302)
    assert.equal(none.header('location'), edit)
  })

  test('a field both changed needs a pick; merge saves the edited value', async ({
    client,
    assert,
  }) => {
    const editor = await AdminUserFactory.merge({ role: 'editor' }).create()
    const admin = await AdminUserFactory.merge({ role: 'admin' }).create()
    const form = eventForm({ venue_name: 'KOKO' })
    await postAdminForm(client, admin, '/admin/events', form).redirects(0)
    const edit = `/admin/events/${form.id}/edit`
    const editorsForm = await openForm(client, editor, edit)
    await postAdminForm(client, admin, `/admin/events/${form.id}`, {
      ...form,
      ...(await openForm(client, admin, edit)),
      venue_name: 'KOKO Camden',
    }).redirects(0)
    const refused = await postAdminForm(client, editor, `/admin/events/${form.id}`, {
      ...form,
      ...editorsForm,
      venue_name: 'KOKO (main room)',
    }).redirects(0)
    const conflict = await followToConflict(client, editor, refused)
    conflict.assertStatus(409)
    assert.include(conflict.text(), 'Changed by both of you')

    const carried = hiddenInputs(conflict.text())
    const unpicked = await postAdminForm(client, editor, `/admin/events/${form.id}`, carried)
    unpicked.assertStatus(409)
    assert.include(unpicked.text(), 'Choose which value to keep for: Venue')

    const merged = await postAdminForm(client, editor, `/admin/events/${form.id}`, {
      ...carried,
      'pick[venue_name]': 'merge',
      'merged[venue_name]': 'KOKO Camden (main room)',
    }).redirects(0)
    merged.assertStatus(302)
    const saved = await eventNamed(form.id)
    assert.equal(saved.venueName, 'KOKO Camden (main room)')
  })

  test('two tabs of the same person: the second save is refused too', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const item = await PricingItem.create({
      section: 'package',
      slug: `conflict-${Date.now()}`,
      title: 'Room search',
      description: 'We find you a room',
      price: 49,
      currency: 'EUR',
      position: 1,
    })
    const edit = `/admin/pricing/${item.id}/edit`
    const first = await openForm(client, staff, edit)
    const second = await openForm(client, staff, edit)
    const values = {
      section: item.section,
      slug: item.slug,
      title: 'Tab one title',
      description: item.description,
      price: item.price ?? '',
      currency: item.currency ?? '',
      position: item.position,
    }
    const one = await postAdminForm(client, staff, `/admin/pricing/${item.id}`, {
      ...values,
      ...first,
    }).redirects(0)
    one.assertStatus(302)
    const two = await postAdminForm(client, staff, `/admin/pricing/${item.id}`, {
      ...values,
      ...second,
      title: 'Tab two title',
    }).redirects(0)
    const conflict = await followToConflict(client, staff, two)
    conflict.assertStatus(409)
    assert.include(conflict.text(), 'Tab one title')
    const entry = await AuditLog.query()
      .where({ entity_type: 'pricing_item', entity_id: String(item.id) })
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.equal(entry.recordVersion, await versionOf('pricing_items', item.id))
  })

  test('a quick action, a delete and a bulk change from an older page are refused', async ({
    client,
    assert,
  }) => {
    const editor = await AdminUserFactory.merge({ role: 'editor' }).create()
    const admin = await AdminUserFactory.merge({ fullName: 'Ada Admin', role: 'admin' }).create()
    const form = eventForm({ ticket_note: 'Fees included' })
    await postAdminForm(client, admin, '/admin/events', form).redirects(0)
    const listed = await versionOf('events', form.id)
    await postAdminForm(client, admin, `/admin/events/${form.id}`, {
      ...form,
      ...(await openForm(client, admin, `/admin/events/${form.id}/edit`)),
      ticket_note: 'Cash only',
    }).redirects(0)

    const quick = await postAdminForm(client, editor, `/admin/events/${form.id}/ticket-status`, {
      ticket_status: 'coming_soon',
      _version: listed,
    }).redirects(0)
    quick.assertStatus(302)
    const event = await Event.findOrFail(form.id)
    assert.equal(event.ticketStatus, 'on_sale')

    const bulk = await postAdminForm(client, editor, '/admin/events/bulk/apply', {
      action: 'close_waitlist',
      ids: [form.id],
      seen: [`${form.id}:${listed}`],
    }).redirects(0)
    bulk.assertStatus(302)
    const untouched = await eventNamed(form.id)
    assert.isTrue(untouched.waitlistOpen)

    const deleted = await postAdminForm(client, editor, `/admin/events/${form.id}/delete`, {
      _version: listed,
    }).redirects(0)
    deleted.assertStatus(302)
    assert.isNotNull(await Event.find(form.id))

    for (const response of [quick, bulk, deleted]) {
      const failure = String(response.flashMessages().failure)
      assert.include(failure, 'was changed since this page was loaded by Ada Admin')
      assert.include(failure, 'Ticket note')
    }
    assert.deepInclude(bulk.flashMessages().bulkKept, { ids: [form.id], action: 'close_waitlist' })
  })
})
