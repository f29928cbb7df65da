/*
| Issue #39 item 5: with review required, an editor is offered only what
| the publication gate lets them do: a draft, then "Submit for review" with
| the publication time they wish; the admin approving publishes it at that
| time (scheduled), or now when none was wished or it has passed.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { serviceConfig } from '#config/service'
import ReviewRequest from '#models/review_request'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { EventFactory } from '#database/factories/event_factory'
import { postAdminForm } from '#tests/helpers/admin_forms'

/** A datetime-local value in `zone`, `days` from now at 18:30. */
const localIn = (zone: string, days: number) =>
  DateTime.now()
    .setZone(zone)
    .plus({ days })
    .set({ hour: 18, minute: 30 })
    .toFormat("yyyy-LL-dd'T'HH:mm")

test.group('Admin: review choices', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const setting = serviceConfig.staffReview
    serviceConfig.staffReview = 'editors'
    return () => {
      serviceConfig.staffReview = setting
    }
  })

  test('an editor is offered a draft and a submission with a wished time, not Published or Scheduled', async ({
    client,
    assert,
  }) => {
    const editor = await AdminUserFactory.merge({ role: 'editor' }).create()
    const event = await EventFactory.merge({ publication: 'draft' }).create()
    const page = await client.get(`/admin/events/${event.id}/edit`).loginAs(editor)
    page.assertStatus(200)
    const html = page.text()
    const states = /<select[^>]*name="publication"[\s\S]*?<\/select>/.exec(html)?.[0] ?? ''
    assert.include(states, 'value="draft"')
    assert.notInclude(states, 'value="published"')
    assert.notInclude(states, 'value="scheduled"')
    /* a draft's times are kept as they are (hidden), not offered */
    assert.notMatch(
      html,
      /type="datetime-local"[^>]*name="publish_at"|name="publish_at"[^>]*type="datetime-local"/
    )
    assert.notInclude(html, '>Publish at<')
    const review = /<section class="card review-card"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
    assert.include(review, 'Submit for review')
    assert.include(review, 'name="wished_publish_at"')
  })

  test('a wished time travels with the submission; approving schedules the event for it', async ({
    client,
    assert,
  }) => {
    const editor = await AdminUserFactory.merge({
      role: 'editor',
      timeZone: 'Europe/Prague',
    }).create()
    const admin = await AdminUserFactory.merge({ role: 'admin' }).create()
    const event = await EventFactory.merge({ publication: 'draft' }).create()
    const wished = localIn('Europe/Prague', 5)
    await postAdminForm(client, editor, `/admin/reviews/event/${event.id}/submit`, {
      comment: 'For Friday evening',
      wished_publish_at: wished,
    })
    const request = await ReviewRequest.query().where('entity_id', event.id).firstOrFail()
    const expected = DateTime.fromISO(wished, { zone: 'Europe/Prague' })
    assert.equal(request.wishedPublishAt?.toMillis(), expected.toMillis())

    const page = await client.get(`/admin/events/${event.id}/edit`).loginAs(admin)
    assert.include(page.text(), 'data-wished-publish-at')
    assert.match(page.text(), /Approve: publish at /)

    const approved = await postAdminForm(
      client,
      admin,
      `/admin/reviews/${request.id}/approve`,
      {}
    ).redirects(0)
    assert.match(String(approved.flashMessages().success), /scheduled/)
    await event.refresh()
    assert.equal(event.publication, 'scheduled')
    assert.equal(event.publishAt?.toMillis(), expected.toMillis())
  })

  test('no wished time, or one that has passed: approving publishes now; a past time is refused at submission', async ({
    client,
    assert,
  }) => {
    const editor = await AdminUserFactory.merge({ role: 'editor' }).create()
    const admin = await AdminUserFactory.merge({ role: 'admin' }).create()
    const event = await EventFactory.merge({ publication: 'draft' }).create()
    const past = await postAdminForm(client, editor, `/admin/reviews/event/${event.id}/submit`, {
      wished_publish_at: localIn('UTC', -2),
    }).redirects(0)
    assert.match(JSON.stringify(past.flashMessages()), /future/)
    assert.isNull(await ReviewRequest.query().where('entity_id', event.id).first())

    await postAdminForm(client, editor, `/admin/reviews/event/${event.id}/submit`, {})
    const request = await ReviewRequest.query().where('entity_id', event.id).firstOrFail()
    assert.isNull(request.wishedPublishAt)
    await postAdminForm(client, admin, `/admin/reviews/${request.id}/approve`, {})
    await event.refresh()
    assert.equal(event.publication, 'published')
  })
})
