import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Partner from '#models/partner'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { eventForm, postAdminForm } from '#tests/helpers/admin_forms'
import Event from '#models/event'

/*
| Publish times of partners and docs are entered and shown in the signed-in
| staff member's own zone (their account setting), and the form says which.
*/
const scheduledPartner = (slug: string, publishAt: string) => ({
  slug,
  name: 'Zone Bank',
  category: 'banking',
  kind: 'discount_code',
  code: 'ZONE10',
  position: '1',
  deal: '10 € off',
  description: 'A bank',
  links: [{ label: 'Open an account', url: 'https://zonebank.example/students' }],
  publication: 'scheduled',
  publish_at: publishAt,
})

test.group("Admin publish times in the staff member's zone", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a New York member schedules 10:00 New York time, and reads it back so', async ({
    assert,
    client,
  }) => {
    const staff = await AdminUserFactory.merge({ timeZone: 'America/New_York' }).create()
    const slug = uniqueName('zone-partner')
    const saved = await postAdminForm(
      client,
      staff,
      '/admin/partners',
      scheduledPartner(slug, '2031-06-01T10:00')
    ).redirects(0)
    saved.assertStatus(302)
    const partner = await Partner.findByOrFail('slug', slug)
    assert.equal(partner.publishAt!.toUTC().toISO(), '2031-06-01T14:00:00.000Z')

    const form = await client.get(`/admin/partners/${partner.id}/edit`).loginAs(staff)
    form.assertStatus(200)
    assert.include(form.text(), 'value="2031-06-01T10:00"')
    assert.include(form.text(), 'your time zone (America/New_York)')
  })

  test("a time missing in the member's zone is refused, not shifted", async ({
    assert,
    client,
  }) => {
    const staff = await AdminUserFactory.merge({ timeZone: 'America/New_York' }).create()
    const slug = uniqueName('zone-gap')
    /* 02:30 does not exist in New York on 9 March 2031 (clocks go from 02:00 to 03:00) */
    const saved = await postAdminForm(
      client,
      staff,
      '/admin/partners',
      scheduledPartner(slug, '2031-03-09T02:30')
    ).header('referer', '/admin/partners/new')
    saved.assertStatus(200)
    assert.include(saved.text(), 'America/New_York')
    assert.isNull(await Partner.findBy('slug', slug))
  })
})

/*
| A publish time that does not say what was meant is asked about: typed
| while the state stays "Draft", or scheduled in the past. Event publish
| times follow the same zone rule as partners and docs (the staff member's).
*/
test.group('Admin publish times that say what was meant', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const draftWithTime = (slug: string) => ({
    ...scheduledPartner(slug, '2031-06-01T10:00'),
    publication: 'draft',
  })

  test('a time typed on a draft is asked about, then scheduled or dropped as answered', async ({
    assert,
    client,
  }) => {
    const staff = await AdminUserFactory.merge({ timeZone: 'Europe/Berlin' }).create()
    const asked = await postAdminForm(client, staff, '/admin/partners', {
      ...draftWithTime(uniqueName('ask')),
    }).header('referer', '/admin/partners/new')
    asked.assertStatus(200)
    assert.include(asked.text(), 'should it be scheduled for that time')
    assert.include(asked.text(), 'value="schedule"')

    const scheduledSlug = uniqueName('ask-schedule')
    await postAdminForm(client, staff, '/admin/partners', {
      ...draftWithTime(scheduledSlug),
      _publish_intent: 'schedule',
    }).redirects(0)
    const scheduled = await Partner.findByOrFail('slug', scheduledSlug)
    assert.equal(scheduled.publication, 'scheduled')
    assert.equal(scheduled.publishAt!.toUTC().toISO(), '2031-06-01T08:00:00.000Z')

    const draftSlug = uniqueName('ask-draft')
    await postAdminForm(client, staff, '/admin/partners', {
      ...draftWithTime(draftSlug),
      _publish_intent: 'draft',
    }).redirects(0)
    const draft = await Partner.findByOrFail('slug', draftSlug)
    assert.equal(draft.publication, 'draft')
    assert.isNull(draft.publishAt)
  })

  test('a scheduled time in the past is asked about; "publish now" publishes', async ({
    assert,
    client,
  }) => {
    const staff = await AdminUserFactory.merge({ timeZone: 'Europe/Berlin' }).create()
    const slug = uniqueName('ask-past')
    const asked = await postAdminForm(
      client,
      staff,
      '/admin/partners',
      scheduledPartner(slug, '2020-06-01T10:00')
    ).header('referer', '/admin/partners/new')
    asked.assertStatus(200)
    assert.include(asked.text(), 'This publish time has already passed')
    assert.isNull(await Partner.findBy('slug', slug))

    await postAdminForm(client, staff, '/admin/partners', {
      ...scheduledPartner(slug, '2020-06-01T10:00'),
      _publish_intent: 'now',
    }).redirects(0)
    const partner = await Partner.findByOrFail('slug', slug)
    assert.equal(partner.publication, 'published')
    assert.isNull(partner.publishAt)
  })

  test("an event's publish time is in the staff member's zone, not the event's", async ({
    assert,
    client,
  }) => {
    const staff = await AdminUserFactory.merge({ timeZone: 'Europe/Berlin' }).create()
    const form = eventForm({
      timezone: 'Europe/London',
      publication: 'scheduled',
      publish_at: '2031-01-15T18:00',
    })
    const saved = await postAdminForm(client, staff, '/admin/events', form).redirects(0)
    saved.assertStatus(302)
    const event = await Event.findOrFail(form.id)
    /* 18:00 in Berlin (CET, UTC+1), whatever the event's zone */
    assert.equal(event.publishAt!.toUTC().toISO(), '2031-01-15T17:00:00.000Z')
    const page = await client.get(`/admin/events/${form.id}/edit`).loginAs(staff)
    assert.include(page.text(), 'value="2031-01-15T18:00"')
    assert.include(page.text(), 'In your time zone (Europe/Berlin)')
    assert.include(page.text(), 'In Europe/London')
  })
})
