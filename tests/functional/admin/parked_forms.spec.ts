/*
| Issue #25 item 2: a form saved after its session ended is kept only with a
| resume ticket for its own path and its account's current session epoch.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { EventFactory } from '#database/factories/event_factory'
import { resumeTicketFor } from '#admin/staff/parked_forms'
import { endSessionsOf } from '#admin/staff/staff_sessions'
import { asForm } from '#tests/helpers/admin_forms'

const parkedOf = (userId: number) => db.from('parked_forms').where('admin_user_id', userId)

test.group('Forms saved after the session ended', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('kept with a valid ticket; never with one for another path or an old epoch', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    await staff.refresh()
    const [event, other] = await EventFactory.createMany(2)
    const path = `/admin/events/${event.id}`
    const post = (target: string, ticket: string) =>
      client
        .post(`${target}?${new URLSearchParams({ _resume: ticket })}`)
        .header('content-type', 'application/x-www-form-urlencoded')
        .form(asForm({ venue_name: 'Parked Hall' }))
        .redirects(0)

    const elsewhere = await post(
      `/admin/events/${other.id}`,
      resumeTicketFor(staff, path, 'a-session-id')
    )
    assert.notMatch(elsewhere.header('location') ?? '', /resume/)
    const forged = await post(path, 'not-a-ticket')
    assert.notMatch(forged.header('location') ?? '', /resume/)
    assert.lengthOf(await parkedOf(staff.id), 0)

    const kept = await post(path, resumeTicketFor(staff, path, 'a-session-id'))
    kept.assertStatus(303)
    assert.match(kept.header('location')!, /^\/admin\/login\?next=%2Fadmin%2Fresume%2F/)
    const [row] = await parkedOf(staff.id)
    assert.equal(row.fields.venue_name, 'Parked Hall')
    assert.notProperty(row.fields, '_resume')

    const oldTicket = resumeTicketFor(staff, path, 'a-session-id')
    await endSessionsOf(staff.id)
    const afterSignOutEverywhere = await post(path, oldTicket)
    assert.notMatch(afterSignOutEverywhere.header('location') ?? '', /resume/)
    assert.lengthOf(await parkedOf(staff.id), 1)
  })
})
