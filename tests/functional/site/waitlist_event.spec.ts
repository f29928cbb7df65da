import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { appUrl } from '#config/service'
import { createCity, createEvent } from '#tests/helpers/api_catalog'
import { fetchOwn } from '#tests/helpers/discovery_links'
import { uniqueName } from '#database/factories/unique_name'

/*
| A waiting-list sign-up records consent for one list: the one of the event
| whose page the person used, never the city's next Halloween event instead.
*/

async function signUp(eventId: string, email: string) {
  return fetchOwn(`${appUrl}/events/${eventId}/waitlist`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Origin': new URL(appUrl).origin,
    },
    body: new URLSearchParams({ name: 'Grace Hopper', email, consent: 'yes' }).toString(),
  })
}

async function twoHalloweens() {
  const slug = uniqueName('wl-city')
  const city = await createCity({ slug, name: `Waitville ${slug}` })
  const [soon, later] = [uniqueName('wl-soon'), uniqueName('wl-later')]
  await createEvent({
    id: soon,
    city,
    type: 'halloween',
    startAt: DateTime.now().plus({ days: 20 }),
  })
  await createEvent({
    id: later,
    city,
    type: 'halloween',
    startAt: DateTime.now().plus({ days: 385 }),
  })
  await db.from('events').whereIn('id', [soon, later]).update({ waitlist_open: true })
  return { soon, later }
}

test.group('Site: the waiting list of the event the page names', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a sign-up on the later event's page is stored for that event", async ({ assert }) => {
    const { soon, later } = await twoHalloweens()
    const email = `${uniqueName('grace')}@waitlist-test.example`
    const response = await signUp(later, email)
    assert.equal(response.status, 303)
    assert.equal(response.headers.get('location'), `/events/${later}?waitlist=joined#waitlist`)
    const rows = await db.from('waitlist_entries').where('email', email).select('event_id')
    assert.deepEqual(rows, [{ event_id: later }])
    assert.notEqual(soon, later)
  })

  test('a closed list on the named event is closed, even when another one is open', async ({
    assert,
  }) => {
    const { soon, later } = await twoHalloweens()
    await db.from('events').where('id', later).update({ waitlist_open: false })
    const email = `${uniqueName('grace')}@waitlist-test.example`
    const response = await signUp(later, email)
    assert.equal(response.status, 409)
    assert.lengthOf(await db.from('waitlist_entries').where('email', email), 0)
    const open = await signUp(soon, email)
    assert.equal(open.status, 303)
    const rows = await db.from('waitlist_entries').where('email', email).select('event_id')
    assert.deepEqual(rows, [{ event_id: soon }])
  })
})
