import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { assertMatchesOpenApi } from '#tests/helpers/openapi'
import { everyEvent } from '#tests/helpers/event_reference'
import {
  idsWhereSoldOut,
  roundsByEvent,
  seedSoldtown,
  sortedIds,
} from '#tests/helpers/sold_out_catalog'

test.group('sold_out: ticket availability on events (REST)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each round and the tickets object say sold_out as the rows do', async ({
    client,
    assert,
  }) => {
    await seedSoldtown()
    const response = await client.get('/api/v1/events').qs({ city: 'soldtown', upcoming: false })
    response.assertStatus(200)
    await assertMatchesOpenApi(response, { operationId: 'listEvents' })

    const byEvent = await roundsByEvent()
    const events = response.body().events
    assert.lengthOf(events, byEvent.size)
    for (const event of events) {
      const rounds = byEvent.get(event.id)!
      assert.deepEqual(
        event.tickets.options.map((option: { sold_out: boolean }) => option.sold_out),
        rounds,
        event.id
      )
      assert.equal(event.tickets.sold_out, rounds.length > 0 && rounds.every(Boolean), event.id)
    }
  })

  test('a sold-out event keeps the ticket status staff set (the enum is unchanged)', async ({
    client,
    assert,
  }) => {
    await seedSoldtown()
    const response = await client.get('/api/v1/events/sold-all')
    response.assertStatus(200)
    await assertMatchesOpenApi(response, { operationId: 'getEvent' })
    const [row] = await db.from('events').where('id', 'sold-all').select('ticket_status')
    assert.isTrue(response.body().tickets.sold_out)
    assert.equal(response.body().tickets.status, row.ticket_status)
  })

  test('sold_out=true|1 lists the sold-out events, false|0 the others', async ({
    client,
    assert,
  }) => {
    await seedSoldtown()
    for (const [value, soldOut] of [
      ['true', true],
      ['1', true],
      ['false', false],
      ['0', false],
    ] as const) {
      const expected = await idsWhereSoldOut(soldOut)
      const response = await client
        .get('/api/v1/events')
        .qs({ city: 'soldtown', upcoming: 'false', sold_out: value })
      response.assertStatus(200)
      assert.deepEqual(sortedIds(response.body().events), expected, `sold_out=${value}`)
      assert.equal(response.body().total, expected.length, `total, sold_out=${value}`)
    }
    const invalid = await client.get('/api/v1/events?sold_out=maybe')
    invalid.assertStatus(400)
    assert.equal(invalid.body().error.details[0].parameter, 'sold_out')
  })

  test('the filter is part of the cursor: pages walk the filtered list, a foreign cursor is refused', async ({
    client,
    assert,
  }) => {
    await seedSoldtown()
    const walked = await everyEvent(client, { city: 'soldtown', upcoming: 'false', sold_out: 0 }, 1)
    assert.deepEqual(sortedIds(walked), await idsWhereSoldOut(false))

    const first = await client
      .get('/api/v1/events')
      .qs({ city: 'soldtown', upcoming: 'false', sold_out: 'false', limit: 1 })
    const cursor = first.body().next_cursor
    assert.isString(cursor)
    const foreign = await client
      .get('/api/v1/events')
      .qs({ city: 'soldtown', upcoming: 'false', sold_out: 'true', limit: 1, cursor })
    foreign.assertStatus(400)
    assert.equal(foreign.body().error.details[0].parameter, 'cursor')
  })

  test('marking the last round sold out shows on the next read (cache follows the rows)', async ({
    client,
    assert,
  }) => {
    await seedSoldtown()
    const before = await client.get('/api/v1/events').qs({ city: 'soldtown', sold_out: 1 })
    assert.notInclude(sortedIds(before.body().events), 'sold-first-round')

    await db.from('ticket_options').where('event_id', 'sold-first-round').update({ sold_out: true })
    const after = await client.get('/api/v1/events').qs({ city: 'soldtown', sold_out: 1 })
    assert.include(sortedIds(after.body().events), 'sold-first-round')
    const event = await client.get('/api/v1/events/sold-first-round')
    assert.isTrue(event.body().tickets.sold_out)
  })

  test('events.ics takes the same filter', async ({ client, assert }) => {
    await seedSoldtown()
    const response = await client
      .get('/api/v1/events.ics')
      .qs({ city: 'soldtown', upcoming: 0, sold_out: 1 })
    response.assertStatus(200)
    const uids = [...response.text().matchAll(/^UID:([^@\r\n]+)/gm)].map((match) => match[1])
    const expected = await idsWhereSoldOut(true)
    assert.deepEqual(uids.sort(), expected)
  })

  test('OpenAPI declares sold_out on the event lists and in both shapes', async ({
    client,
    assert,
  }) => {
    const served = await client.get('/openapi.json')
    const document = served.body()
    for (const path of ['/api/v1/events', '/api/v1/events.ics']) {
      const names = document.paths[path].get.parameters.map((p: { name: string }) => p.name)
      assert.include(names, 'sold_out', path)
    }
    const schemas = document.components.schemas
    assert.include(schemas.TicketOption.required, 'sold_out')
    assert.include(schemas.Tickets.required, 'sold_out')
  })
})
