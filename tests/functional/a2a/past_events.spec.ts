import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { getEvent } from '#services/catalog/event_service'
import { expectValue } from '#lib/result'
import { EVERY_CLIENT, ask } from '#tests/helpers/a2a_clients'
import { createEvent } from '#tests/helpers/a2a_events'

/*
| "Past" means ended: asked about past events, the agent lists only events
| whose REST `status` is "past" (ended: the end, or start + 6 h, before
| now), never one under way or upcoming.
*/

test.group('A2A: past events are the ended ones', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const [index, question] of [
    'past events in Vienna',
    'Which events were there in Vienna?',
  ].entries()) {
    test(`"${question}" lists ended events only`, async ({ assert }) => {
      const now = DateTime.now()
      const ended = await createEvent('vienna', now.minus({ hours: 5 }), 'Ended Party')
      const running = await createEvent('vienna', now.minus({ hours: 1 }), 'Running Party')
      const upcoming = await createEvent('vienna', now.plus({ days: 2 }), 'Upcoming Party')
      const reply = await ask(question, EVERY_CLIENT[index % EVERY_CLIENT.length])
      if (reply.data.intent !== 'list_events') throw new Error('list_events expected')
      const ids = reply.data.result.events.map((event) => event.id)
      assert.include(ids, ended.id)
      assert.notInclude(ids, running.id)
      assert.notInclude(ids, upcoming.id)
      for (const event of reply.data.result.events) {
        assert.equal(event.status, 'past', event.id)
        assert.equal(expectValue(await getEvent(event.id)).status, 'past', event.id)
      }
      assert.equal(reply.data.result.total, reply.data.result.events.length)
      assert.match(reply.text, /past events? in Vienna/)
      assert.include(reply.text, ended.name)
      assert.notInclude(reply.text, running.name)
    })
  }
})
