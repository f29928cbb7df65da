import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Partner from '#models/partner'
import { clearRateLimits } from '#services/rate_limit_service'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { postAdminForm } from '#tests/helpers/admin_forms'

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
  group.each.setup(() => clearRateLimits())

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
