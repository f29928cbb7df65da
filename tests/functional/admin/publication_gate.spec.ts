/*
| Issue 36 item 2: one publication gate for every writer. With
| STAFF_REVIEW=editors an editor cannot put an event an admin took offline
| back online, nor make anything public, through any writer: the form, bulk,
| History → Restore ("restore the publication too"), Undo, an import's undo
| or a city guide's publication; and none of these pages offers them the
| choice. Over HTTP against the test server, each writer with an editor.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import { serviceConfig } from '#config/service'
import AuditLog from '#models/audit_log'
import City from '#models/city'
import CityGuideDraft from '#models/city_guide_draft'
import Event from '#models/event'
import EventImport from '#models/event_import'
import ReviewRequest from '#models/review_request'
import type AdminUser from '#models/admin_user'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { EventFactory } from '#database/factories/event_factory'
import { cityForm, eventForm, postAdminForm } from '#tests/helpers/admin_forms'

const staff = (role: 'admin' | 'editor') => AdminUserFactory.merge({ role }).create()

/** The latest history entry of an event. */
const latestEntry = (id: string) =>
  AuditLog.query()
    .where({ entity_type: 'event', entity_id: id })
    .orderBy('id', 'desc')
    .firstOrFail()

/** An event an admin published through the form, then took offline in bulk. */
async function takenOffline(client: ApiClient, admin: AdminUser) {
  const form = eventForm({ publication: 'published' })
  await postAdminForm(client, admin, '/admin/events', form).redirects(0)
  const published = await latestEntry(form.id)
  await postAdminForm(client, admin, '/admin/events/bulk/apply', {
    action: 'unpublish',
    ids: [form.id],
  }).redirects(0)
  const event = await Event.findOrFail(form.id)
  return { event, form, published }
}

const HEADER = ['id', 'name', 'type', 'city', 'timezone', 'start_at', 'url', 'buy_url']
const importCsv = (event: Event) =>
  [
    [...HEADER, 'ticket_status', 'publication'].join(';'),
    [
      event.id,
      event.name,
      event.type,
      event.cityName,
      event.timezone,
      '2031-05-01 20:00',
      event.url,
      event.buyUrl,
      'on_sale',
      'draft',
    ].join(';'),
  ].join('\r\n')

test.group('Publication gate: every writer, an editor under review', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const setting = serviceConfig.staffReview
    serviceConfig.staffReview = 'editors'
    return () => {
      serviceConfig.staffReview = setting
    }
  })

  test('form save: no publishing, no moving the unpublish time; the form offers neither', async ({
    client,
    assert,
  }) => {
    const [admin, editor] = [await staff('admin'), await staff('editor')]
    const { event, form } = await takenOffline(client, admin)
    const page = await client.get(`/admin/events/${event.id}/edit`).loginAs(editor)
    page.assertStatus(200)
    assert.include(page.text(), '<option value="draft"')
    assert.notInclude(page.text(), '<option value="published"')
    assert.notInclude(page.text(), '<option value="scheduled"')
    assert.include(page.text(), 'data-review-required')

    const refused = await postAdminForm(client, editor, `/admin/events/${event.id}`, {
      ...form,
      publication: 'published',
    }).redirects(0)
    assert.match(JSON.stringify(refused.flashMessages().inputErrorsBag), /after review/)
    await event.refresh()
    assert.equal(event.publication, 'draft')

    const live = await EventFactory.merge({ publication: 'published' }).create()
    const keptLive = await postAdminForm(client, editor, `/admin/events/${live.id}`, {
      ...eventForm({ id: live.id, name: 'Renamed by the editor' }),
      publication: 'published',
    }).redirects(0)
    assert.match(String(keptLive.flashMessages().success), /Renamed by the editor/)
    const longer = await postAdminForm(client, editor, `/admin/events/${live.id}`, {
      ...eventForm({ id: live.id, name: 'Renamed by the editor' }),
      publication: 'published',
      unpublish_at: '2032-01-01T10:00',
    }).redirects(0)
    assert.match(JSON.stringify(longer.flashMessages().inputErrorsBag), /after review/)
    await live.refresh()
    assert.isNull(live.unpublishAt)
    assert.equal(live.name, 'Renamed by the editor')
  })

  test('bulk: "publish" is not offered, and posted anyway it changes nothing', async ({
    client,
    assert,
  }) => {
    const [admin, editor] = [await staff('admin'), await staff('editor')]
    const { event } = await takenOffline(client, admin)
    const list = await client.get('/admin/events').loginAs(editor)
    assert.include(list.text(), '<option value="unpublish"')
    assert.notInclude(list.text(), '<option value="publish"')
    const adminList = await client.get('/admin/events').loginAs(admin)
    assert.include(adminList.text(), '<option value="publish"')

    const bulk = await postAdminForm(client, editor, '/admin/events/bulk/apply', {
      action: 'publish',
      ids: [event.id],
    }).redirects(0)
    assert.match(String(bulk.flashMessages().failure), /after review.*None of the chosen/)
    await event.refresh()
    assert.equal(event.publication, 'draft')
  })

  test('History → Restore: "restore the publication too" is not offered and is refused', async ({
    client,
    assert,
  }) => {
    const [admin, editor] = [await staff('admin'), await staff('editor')]
    const { event, published } = await takenOffline(client, admin)
    const restorePage = `/admin/history/entries/${published.id}/restore`
    const offered = await client.get(restorePage).loginAs(admin)
    assert.include(offered.text(), 'value="restore"')
    const page = await client.get(restorePage).loginAs(editor)
    page.assertStatus(200)
    assert.notInclude(page.text(), 'value="restore"')
    assert.include(page.text(), 'Publishing is decided at review')

    const refused = await postAdminForm(client, editor, restorePage, {
      publication: 'restore',
    }).redirects(0)
    assert.match(String(refused.flashMessages().failure), /Nothing was restored/)
    await event.refresh()
    assert.equal(event.publication, 'draft')

    /* the content alone, publication kept, is the editor's to restore */
    await postAdminForm(client, editor, restorePage, { publication: 'keep' }).redirects(0)
    const restored = await latestEntry(event.id)
    assert.equal(restored.action, 'restore')
    await event.refresh()
    assert.equal(event.publication, 'draft')
  })

  test('Undo: an editor taking events offline is not offered an undo that publishes them', async ({
    client,
    assert,
  }) => {
    const editor = await staff('editor')
    const live = await EventFactory.merge({ publication: 'published' }).create()
    const bulk = await postAdminForm(client, editor, '/admin/events/bulk/apply', {
      action: 'unpublish',
      ids: [live.id],
    }).redirects(0)
    assert.match(String(bulk.flashMessages().success), /done for 1 record/)
    assert.isUndefined(bulk.flashMessages().undo)
    const entry = await latestEntry(live.id)

    const undo = await postAdminForm(client, editor, '/admin/undo', {
      entries: [entry.id],
    }).redirects(0)
    assert.match(String(undo.flashMessages().failure), /after review.*Nothing was undone/)
    await live.refresh()
    assert.equal(live.publication, 'draft')
  })

  test("an import's undo: not offered, and refused, when it would publish", async ({
    client,
    assert,
  }) => {
    const editor = await staff('editor')
    const live = await EventFactory.merge({ publication: 'published' }).create()
    const upload = await client
      .post('/admin/events/import')
      .file('file', Buffer.from(importCsv(live)), { filename: 'offline.csv' })
      .loginAs(editor)
      .withCsrfToken()
      .redirects(0)
    const id = Number(/(\d+)$/.exec(upload.header('location') ?? '')?.[1])
    const checked = await EventImport.findOrFail(id)
    assert.deepEqual(checked.problems, [])
    await postAdminForm(client, editor, `/admin/events/import/${id}/apply`, {}).redirects(0)
    await live.refresh()
    assert.equal(live.publication, 'draft')

    const report = await client.get(`/admin/events/import/${id}`).loginAs(editor)
    report.assertStatus(200)
    assert.notInclude(report.text(), 'Undo this import')
    assert.include(report.text(), 'data-undo-needs-review')
    const undo = await postAdminForm(
      client,
      editor,
      `/admin/events/import/${id}/undo`,
      {}
    ).redirects(0)
    assert.match(String(undo.flashMessages().failure), /Nothing was undone/)
    await live.refresh()
    assert.equal(live.publication, 'draft')
    await checked.refresh()
    assert.equal(checked.status, 'applied')
  })

  test('guide publish: an editor saves a draft and submits it; the admin approving publishes it', async ({
    client,
    assert,
  }) => {
    const [admin, editor] = [await staff('admin'), await staff('editor')]
    const form = cityForm()
    await postAdminForm(client, admin, '/admin/cities', form).redirects(0)
    const city = await City.findByOrFail('slug', form.slug)
    const edit = `/admin/cities/${city.id}`
    const list = await client.get('/admin/cities').loginAs(editor)
    list.assertStatus(200)
    assert.notInclude(list.text(), 'data-shortcut-new')
    const adminList = await client.get('/admin/cities').loginAs(admin)
    assert.include(adminList.text(), 'data-shortcut-new')

    const page = await client.get(`${edit}/edit`).loginAs(editor)
    page.assertStatus(200)
    assert.include(page.text(), 'value="draft"')
    assert.notInclude(page.text(), 'value="publish"')
    assert.notInclude(page.text(), 'value="schedule"')
    const renamed = { ...form, name: 'Reviewedville' }
    const publish = await postAdminForm(client, editor, edit, {
      ...renamed,
      _guide: 'publish',
    }).redirects(0)
    assert.match(JSON.stringify(publish.flashMessages().inputErrorsBag), /after review/)
    const schedule = await postAdminForm(client, editor, edit, {
      ...renamed,
      _guide: 'schedule',
      guide_publish_at: '2031-01-01T10:00',
    }).redirects(0)
    assert.match(String(schedule.flashMessages().failure), /after review/)
    await city.refresh()
    assert.equal(city.name, form.name)
    assert.isNull(await CityGuideDraft.findBy('city_id', city.id))

    await postAdminForm(client, editor, edit, { ...renamed, _guide: 'draft' }).redirects(0)
    const drafted = await client.get(`${edit}/edit`).loginAs(editor)
    assert.include(drafted.text(), `/admin/reviews/city/${city.id}/submit`)
    await postAdminForm(client, editor, `/admin/reviews/city/${city.id}/submit`, {}).redirects(0)
    const request = await ReviewRequest.query()
      .where({ entity_type: 'city', entity_id: String(city.id), state: 'pending' })
      .firstOrFail()
    await postAdminForm(client, admin, `/admin/reviews/${request.id}/approve`, {}).redirects(0)
    await city.refresh()
    assert.equal(city.name, 'Reviewedville')
    assert.isNull(await CityGuideDraft.findBy('city_id', city.id))
    const entry = await AuditLog.query()
      .where({ entity_type: 'city', entity_id: String(city.id) })
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.equal(entry.actorEmail, admin.email)
  })
})
