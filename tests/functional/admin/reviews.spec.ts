/*
| Issue #27: review before publish. Under STAFF_REVIEW=editors an editor
| cannot publish (form, bulk, import); a draft is submitted, sent back with a
| comment, submitted again and approved (published, audited) by an admin.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { serviceConfig } from '#config/service'
import AuditLog from '#models/audit_log'
import Event from '#models/event'
import RecordComment from '#models/record_comment'
import ReviewRequest from '#models/review_request'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { EventFactory } from '#database/factories/event_factory'
import { CityFactory } from '#database/factories/city_factory'
import { eventForm, postAdminForm } from '#tests/helpers/admin_forms'

test.group('Admin: review before publish and comments', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const setting = serviceConfig.staffReview
    serviceConfig.staffReview = 'editors'
    return () => {
      serviceConfig.staffReview = setting
    }
  })

  test('under review an editor saves drafts but cannot publish, by form or in bulk', async ({
    client,
    assert,
  }) => {
    const editor = await AdminUserFactory.merge({ role: 'editor' }).create()
    const form = eventForm({ publication: 'published' })
    const refused = await postAdminForm(client, editor, '/admin/events', form).redirects(0)
    refused.assertStatus(302)
    assert.match(JSON.stringify(refused.flashMessages().inputErrorsBag), /after review/)
    assert.isNull(await Event.find(form.id))

    const draft = eventForm({ publication: 'draft' })
    await postAdminForm(client, editor, '/admin/events', draft).redirects(0)
    const saved = await Event.findOrFail(draft.id)
    assert.equal(saved.publication, 'draft')

    const bulk = await postAdminForm(client, editor, '/admin/events/bulk/apply', {
      action: 'publish',
      ids: [draft.id],
    }).redirects(0)
    assert.match(String(bulk.flashMessages().failure), /after review/)
    await saved.refresh()
    assert.equal(saved.publication, 'draft')

    const admin = await AdminUserFactory.merge({ role: 'admin' }).create()
    const published = eventForm({ publication: 'published' })
    await postAdminForm(client, admin, '/admin/events', published).redirects(0)
    const live = await Event.findOrFail(published.id)
    assert.equal(live.publication, 'published')
  })

  test('submitted, sent back with a comment, submitted again, approved: published and audited', async ({
    client,
    assert,
  }) => {
    const editor = await AdminUserFactory.merge({ role: 'editor' }).create()
    const admin = await AdminUserFactory.merge({ role: 'admin' }).create()
    const event = await EventFactory.merge({ publication: 'draft' }).create()

    await postAdminForm(client, editor, `/admin/reviews/event/${event.id}/submit`, {
      comment: 'Ready, I think',
    })
    const first = await ReviewRequest.query().where('entity_id', event.id).firstOrFail()
    assert.equal(first.state, 'pending')
    const twice = await postAdminForm(
      client,
      editor,
      `/admin/reviews/event/${event.id}/submit`,
      {}
    ).redirects(0)
    assert.match(String(twice.flashMessages().failure), /already waiting/)

    const forbidden = await postAdminForm(client, editor, `/admin/reviews/${first.id}/approve`, {})
    forbidden.assertStatus(403)

    const adminDashboard = await client.get('/admin').loginAs(admin)
    assert.include(adminDashboard.text(), `data-review-item="${first.id}"`)

    const noComment = await postAdminForm(client, admin, `/admin/reviews/${first.id}/send-back`, {
      comment: '',
    }).redirects(0)
    noComment.assertFlashMessage('inputErrorsBag', {
      comment: ['Write a comment (for a draft sent back: what to change)'],
    })
    await postAdminForm(client, admin, `/admin/reviews/${first.id}/send-back`, {
      comment: 'Add the venue, please',
    })
    await first.refresh()
    assert.equal(first.state, 'sent_back')
    const editorDashboard = await client.get('/admin').loginAs(editor)
    assert.include(editorDashboard.text(), 'Sent back to you')
    assert.include(editorDashboard.text(), 'Add the venue, please')

    await postAdminForm(client, editor, `/admin/comments/event/${event.id}`, { comment: 'Done' })
    await postAdminForm(client, editor, `/admin/reviews/event/${event.id}/submit`, {})
    const second = await ReviewRequest.query()
      .where({ entity_id: event.id, state: 'pending' })
      .firstOrFail()
    const approved = await postAdminForm(
      client,
      admin,
      `/admin/reviews/${second.id}/approve`,
      {}
    ).redirects(0)
    assert.equal(approved.header('location'), `/admin/events/${event.id}/edit`)
    await event.refresh()
    assert.equal(event.publication, 'published')
    const entry = await AuditLog.query()
      .where('entity_id', event.id)
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.equal(entry.actorEmail, admin.email)
    assert.equal((entry.before as { publication: string }).publication, 'draft')
    assert.equal((entry.after as { publication: string }).publication, 'published')

    const comments = await RecordComment.query().where('entity_id', event.id).orderBy('id')
    assert.deepEqual(
      comments.map((comment) => [comment.authorEmail, comment.body]),
      [
        [editor.email, 'Ready, I think'],
        [admin.email, 'Add the venue, please'],
        [editor.email, 'Done'],
      ]
    )
    const page = await client.get(`/admin/events/${event.id}/edit`).loginAs(editor)
    assert.include(page.text(), 'Add the venue, please')
    assert.include(page.text(), 'data-review-state="approved"')
  })

  test('any record takes comments; a city is not reviewed', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const city = await CityFactory.create()
    await postAdminForm(client, staff, `/admin/comments/city/${city.id}`, {
      comment: 'Photo is old',
    })
    const page = await client.get(`/admin/cities/${city.id}/edit`).loginAs(staff)
    assert.include(page.text(), 'Photo is old')
    assert.notInclude(page.text(), 'Submit for review')
    const unknown = await postAdminForm(client, staff, `/admin/comments/visitor/1`, {
      comment: 'x',
    })
    unknown.assertStatus(404)
  })
})
