import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import { EventFactory } from '#database/factories/event_factory'

test.group('Site: the event page reads as text', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('"Sales open <time>." has no space before the full stop', async ({ client, assert }) => {
    const event = await EventFactory.merge({
      publication: 'published',
      ticketStatus: 'opens_soon',
      salesOpenAt: DateTime.fromISO('2031-09-01T10:00:00Z'),
      startAt: DateTime.fromISO('2031-10-31T20:00:00Z'),
    }).create()
    const page = await client.get(`/events/${event.id}`)
    page.assertStatus(200)
    const text = page.text().replace(/<[^>]+>/g, '')
    assert.match(text, new RegExp(`Sales open Mon 1 Sep 2031, 12:00 ${event.cityName} time\\.`))
  })
})
