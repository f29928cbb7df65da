import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import City from '#models/city'
import { EventFactory, inCity } from '#database/factories/event_factory'
import { listEvents } from '#services/catalog/event_service'
import { ask } from '#tests/helpers/a2a_clients'
import { createEvent } from '#tests/helpers/a2a_events'

/*
| The agent's filters go to listEvents (the core query, in SQL), not to a
| selection among the first events it read: with more events ahead of the
| one asked about than a page holds, the agent still finds it, and its
| answer is listEvents' own.
*/

/** More events than one read of the agent used to hold (200), all before the one asked about. */
const EVENTS_AHEAD = 201

async function eventsAhead(citySlug: string) {
  const start = DateTime.now().plus({ days: 1 }).startOf('hour')
  for (let index = 0; index < EVENTS_AHEAD; index++) {
    await createEvent(citySlug, start.plus({ minutes: index }), 'Crowd Party')
  }
}

test.group('A2A filters applied by the core query', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(120_000)

  test('an open waitlist behind 201 closed ones is found, as listEvents finds it', async ({
    assert,
  }) => {
    await eventsAhead('lisbon')
    const lisbon = await City.findByOrFail('slug', 'lisbon')
    const late = await EventFactory.merge({
      id: `a2a-late-waitlist-${Date.now()}`,
      type: 'semester_kickoff',
      ...inCity(lisbon),
      name: 'Late Waitlist Party',
      startAt: DateTime.now().plus({ days: 20 }),
      waitlistOpen: true,
    }).create()

    const reply = await ask('Which events in Lisbon have an open waitlist?')

    assert.equal(reply.data.intent, 'ticket_status')
    assert.include(reply.data.query, { city: 'lisbon', waitlist_open: true })
    const direct = await listEvents({
      city: 'lisbon',
      type: 'all',
      upcoming: true,
      waitlist_open: true,
    })
    const result = reply.data.result as { total: number; events: { id: string }[] }
    assert.include(
      result.events.map((event) => event.id),
      late.id
    )
    assert.deepEqual(
      result.events.map((event) => event.id),
      direct.events.map((event) => event.id)
    )
    assert.equal(result.total, direct.total)
    assert.include(reply.text, 'Late Waitlist Party')
  })

  test('tickets on sale: the count is listEvents’ total, not that of the events read', async ({
    assert,
  }) => {
    await eventsAhead('lisbon')

    const reply = await ask('Which events in Lisbon have tickets on sale?')

    assert.include(reply.data.query, { city: 'lisbon' })
    assert.deepInclude(reply.data.query, { ticket_status: ['on_sale'] })
    const direct = await listEvents({
      city: 'lisbon',
      type: 'all',
      upcoming: true,
      ticket_status: ['on_sale'],
    })
    const result = reply.data.result as { total: number; events: { id: string }[] }
    assert.isAbove(direct.total, EVENTS_AHEAD - 1)
    assert.equal(result.total, direct.total)
    assert.deepEqual(
      result.events.map((event) => event.id),
      direct.events.map((event) => event.id)
    )
  })
})
