import { test } from '@japa/runner'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'

/*
| A record's history page names the record beside its id: its title as it is
| now (a city's or event's name, a staff account's e-mail address), and no
| title once the record is deleted.
*/
test.group('History pages name their record', () => {
  test('a city, an event and a staff account by their names; a deleted one by id only', async ({
    assert,
    client,
  }) => {
    const admin = await AdminUserFactory.merge({ role: 'admin' }).create()
    const city = await CityFactory.merge({ name: 'Titlebourg' }).create()
    const event = await EventFactory.merge({ name: 'The Title Ball', cityId: city.id }).create()
    const gone = await EventFactory.merge({ name: 'The Vanished Ball', cityId: city.id }).create()
    const goneId = gone.id
    await gone.delete()
    try {
      const titleOn = async (path: string) => {
        const page = await client.get(path).loginAs(admin)
        page.assertStatus(200)
        return /<p class="muted" data-record-title>([^<]*)<\/p>/.exec(page.text())?.[1] ?? null
      }
      assert.equal(await titleOn(`/admin/history/city/${city.id}`), 'Titlebourg')
      assert.equal(await titleOn(`/admin/history/event/${event.id}`), 'The Title Ball')
      assert.equal(await titleOn(`/admin/history/staff_account/${admin.id}`), admin.email)
      assert.isNull(await titleOn(`/admin/history/event/${goneId}`))
      assert.isNull(await titleOn(`/admin/history/city/not-a-number`))
    } finally {
      await event.delete()
      await city.delete()
      await admin.delete()
    }
  })
})
