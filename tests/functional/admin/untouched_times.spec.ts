import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Event from '#models/event'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { eventForm, postAdminForm } from '#tests/helpers/admin_forms'

/*
| Forms show times to the minute. A record made elsewhere (the API, a seeder,
| SQL) may hold seconds: saving its form with a time left as it was keeps
| them; a time staff changed is taken as typed.
*/
test.group('Admin forms: times nobody touched', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('keep their seconds; a changed time is taken as typed', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const form = eventForm()
    /** Posts the form as the browser would; the redirect says it was saved. */
    const save = async (path: string, values: Record<string, unknown>) => {
      const response = await postAdminForm(client, staff, path, values)
        .header('referer', `${path}/edit`)
        .redirects(0)
      response.assertStatus(302)
    }
    const stored = async () => {
      const event = await Event.findOrFail(form.id)
      return [event.name, event.startAt.toUTC().toISO(), event.endAt?.toUTC().toISO()]
    }

    await save('/admin/events', form)
    /* as an import would store it: 20:00:30 and 04:00:45 in Berlin */
    await db.from('events').where('id', form.id).update({
      start_at: '2031-10-31T19:00:30Z',
      end_at: '2031-11-01T03:00:45Z',
    })

    await save(`/admin/events/${form.id}`, { ...form, name: 'Renamed Halloween' })
    assert.deepEqual(await stored(), [
      'Renamed Halloween',
      '2031-10-31T19:00:30.000Z',
      '2031-11-01T03:00:45.000Z',
    ])

    await save(`/admin/events/${form.id}`, { ...form, start_at: '2031-10-31T21:00' })
    assert.deepEqual(await stored(), [
      form.name,
      '2031-10-31T20:00:00.000Z',
      '2031-11-01T03:00:45.000Z',
    ])
  })
})
