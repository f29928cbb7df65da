import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import City from '#models/city'
import { assertMatchesOpenApi } from '#tests/helpers/openapi'
import { createCity, createEvent } from '#tests/helpers/api_catalog'
import { everyEvent, overlaps, sortedIds } from '#tests/helpers/event_reference'
import { postMcp, toolCall } from '#tests/helpers/mcp_client'

/*
| Events around the DST changes of 2031 (Europe: 30 March, United States:
| 9 March) in three zones and one event with a zone of its own; every
| answer is compared with a reference computed here from the full list.
*/
const local = (iso: string, zone: string) => DateTime.fromISO(iso, { zone })

async function seedZones() {
  const berlin = await createCity({ slug: 'range-berlin', name: 'Range Berlin' })
  const newYork = await createCity({
    slug: 'range-new-york',
    name: 'Range New York',
    timezone: 'America/New_York',
  })
  const tokyo = await createCity({
    slug: 'range-tokyo',
    name: 'Range Tokyo',
    timezone: 'Asia/Tokyo',
  })
  /* UTC-11: its late evening is the next day's late morning in UTC */
  const pagoPago = await createCity({
    slug: 'range-pago-pago',
    name: 'Range Pago Pago',
    timezone: 'Pacific/Pago_Pago',
  })
  const at = (id: string, city: typeof berlin, start: string, end: string | null) =>
    createEvent({
      id,
      city,
      startAt: local(start, city.timezone),
      endAt: end ? local(end, city.timezone) : null,
    })
  await at('range-b-before-switch', berlin, '2031-03-30T00:30', '2031-03-30T01:30')
  await at('range-b-tie', berlin, '2031-03-30T00:30', '2031-03-30T01:00')
  await at('range-b-late', berlin, '2031-03-30T23:30', '2031-03-31T00:30')
  await at('range-b-across-switch', berlin, '2031-03-29T22:00', '2031-03-30T03:30')
  await at('range-b-no-end', berlin, '2031-03-31T00:00', null)
  await at('range-b-zero', berlin, '2031-03-30T00:00', '2031-03-30T00:00')
  await at('range-b-day-before', berlin, '2031-03-29T10:00', '2031-03-29T23:59')
  await at('range-ny-dst', newYork, '2031-03-09T01:00', '2031-03-09T04:00')
  await at('range-ny-evening', newYork, '2031-03-29T20:00', '2031-03-29T23:00')
  await at('range-ny-late', newYork, '2031-03-30T22:00', '2031-03-30T23:00')
  await at('range-tokyo-morning', tokyo, '2031-03-30T07:00', '2031-03-30T09:00')
  await at('range-pago-late', pagoPago, '2031-03-30T23:30', '2031-03-31T00:30')
  const own = await createEvent({
    id: 'range-own-zone',
    city: { name: 'Faraway' },
    startAt: local('2031-03-30T10:00', 'Pacific/Auckland'),
    endAt: local('2031-03-30T12:00', 'Pacific/Auckland'),
  })
  own.timezone = 'Pacific/Auckland'
  await own.save()
}

const RANGES: Record<string, string>[] = [
  { from: '2031-03-30', to: '2031-03-30' },
  { from: '2031-03-30' },
  { to: '2031-03-29' },
  { from: '2031-03-29T23:00:00Z', to: '2031-03-30T03:00:00+02:00' },
  { from: '2031-03-09', to: '2031-03-09' },
  { from: '2031-03-30', to: '2031-03-31T00:00:00+02:00' },
  { from: '2031-03-30T00:00:00+01:00' },
  { from: '2031-03-30T00:00:00.000+01:00', to: '2031-03-30T00:00:01+01:00' },
]

test.group('listEvents: from/to date ranges', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each range gives the events the reference finds in the full list', async ({
    client,
    assert,
  }) => {
    await seedZones()
    const all = await everyEvent(client, { upcoming: 'false' })
    for (const range of RANGES) {
      for (const sort of ['start', '-start'] as const) {
        const expected = sortedIds(
          all.filter((event) => overlaps(event, range.from, range.to)),
          sort
        )
        const got = await everyEvent(client, { upcoming: 'false', sort, ...range }, 3)
        assert.deepEqual(
          got.map((event) => event.id),
          expected,
          `${JSON.stringify(range)} ${sort}`
        )
      }
    }
    const day = await client
      .get('/api/v1/events')
      .qs({ upcoming: 'false', from: '2031-03-30', to: '2031-03-30' })
    await assertMatchesOpenApi(day, { operationId: 'listEvents', status: 200 })
    const ids = day.body().events.map((event: { id: string }) => event.id)
    /* the day is read in each event's own zone */
    assert.includeMembers(ids, [
      'range-b-before-switch',
      'range-b-late',
      'range-b-across-switch',
      'range-b-zero',
      'range-ny-late',
      'range-tokyo-morning',
      'range-own-zone',
      'range-pago-late',
    ])
    assert.notIncludeMembers(ids, ['range-ny-evening', 'range-b-no-end', 'range-b-day-before'])
  })

  test('ranges combine with city, type and upcoming', async ({ client, assert }) => {
    await seedZones()
    const all = await everyEvent(client, { upcoming: 'false', city: 'range-new-york' })
    const range = { from: '2031-03-01', to: '2031-03-29' }
    const got = await everyEvent(client, { upcoming: 'false', city: 'range-new-york', ...range })
    assert.deepEqual(
      got.map((event) => event.id),
      sortedIds(
        all.filter((event) => overlaps(event, range.from, range.to)),
        'start'
      )
    )
    assert.deepEqual(
      got.map((event) => event.id),
      ['range-ny-dst', 'range-ny-evening']
    )
  })

  test('invalid or reversed ranges are a 400 naming the parameter (MCP: -32602)', async ({
    client,
    assert,
  }) => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2031-02-30' }, 'from'],
      [{ from: '31.03.2031' }, 'from'],
      [{ to: '2031-03-30T10:00' }, 'to'],
      [{ to: 'tomorrow' }, 'to'],
      [{ from: '2031-03-30', to: '2031-03-29' }, 'to'],
      [{ from: '2031-03-30T12:00:00Z', to: '2031-03-30T12:00:00Z' }, 'to'],
      [{ from: '2031-03-30T12:00:00Z', to: '2031-03-30T13:00:00+02:00' }, 'to'],
      [{ updated_since: '2031-03-30' }, 'updated_since'],
      [{ sort: 'end' }, 'sort'],
    ]
    for (const [query, parameter] of cases) {
      const response = await client.get('/api/v1/events').qs(query)
      response.assertStatus(400)
      await assertMatchesOpenApi(response, { operationId: 'listEvents', status: 400 })
      assert.deepEqual(
        response.body().error.details.map((detail: { parameter: string }) => detail.parameter),
        [parameter],
        JSON.stringify(query)
      )
      const mcp = await postMcp(toolCall(1, 'list_events', query))
      assert.equal(mcp.body.error?.code, -32602, JSON.stringify(query))
      assert.include(JSON.stringify(mcp.body.error.data), parameter)
    }
  })

  test('MCP list_events takes from, to and sort with the same answer as REST', async ({
    client,
    assert,
  }) => {
    await seedZones()
    const args = { upcoming: false, from: '2031-03-30', to: '2031-03-30', sort: '-start' }
    const rest = await client.get('/api/v1/events').qs(args)
    const mcp = await postMcp(toolCall(1, 'list_events', args))
    assert.deepEqual(mcp.body.result.structuredContent, rest.body())
  })
})

test.group('listEvents: sort and cursors', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('both orders page to the end with no duplicates or gaps', async ({ client, assert }) => {
    await seedZones()
    const all = await everyEvent(client, { upcoming: 'false' })
    for (const sort of ['start', '-start'] as const) {
      for (const limit of [1, 4, 200]) {
        const got = await everyEvent(client, { upcoming: 'false', sort }, limit)
        assert.deepEqual(
          got.map((event) => event.id),
          sortedIds(all, sort),
          `${sort} limit ${limit}`
        )
      }
    }
    const latest = await client.get('/api/v1/events').qs({ upcoming: 'false', sort: '-start' })
    await assertMatchesOpenApi(latest, { operationId: 'listEvents', status: 200 })
  })

  for (const sort of ['start', '-start'] as const) {
    test(`sort=${sort}: pages stay exact while events are added, moved and removed`, async ({
      client,
      assert,
    }) => {
      await seedZones()
      const query = { upcoming: 'false', city: 'range-berlin', sort }
      const before = await everyEvent(client, query)
      const seen: string[] = []
      let removed: string | null = null
      let cursor: string | null = null
      do {
        const response: ApiResponse = await client
          .get('/api/v1/events')
          .qs({ ...query, limit: 2, ...(cursor ? { cursor } : {}) })
        response.assertStatus(200)
        seen.push(...response.body().events.map((event: { id: string }) => event.id))
        cursor = response.body().next_cursor
        if (seen.length === 4) removed = await changeBetweenPages(seen)
      } while (cursor)
      assert.lengthOf(new Set(seen), seen.length, 'no duplicates')
      const after = await everyEvent(client, query)
      /* every event there before and after, and not moved, is seen once, in order */
      const stayed = before
        .map((event) => event.id)
        .filter((id) => after.some((event) => event.id === id) && id !== MOVED)
      assert.deepEqual(
        seen.filter((id) => stayed.includes(id)),
        stayed,
        'no gaps'
      )
      assert.deepEqual(
        seen,
        sortedIds(after, sort).filter((id) => seen.includes(id))
      )
      /* a new event beyond the cursor is found; one removed before it was reached is not */
      assert.include(seen, sort === 'start' ? 'range-b-added-late' : 'range-b-added-early')
      assert.notInclude(seen, sort === 'start' ? 'range-b-added-early' : 'range-b-added-late')
      if (removed) assert.notInclude(seen, removed)
    })
  }

  test('a cursor of one order is refused in the other, and with other filters', async ({
    client,
    assert,
  }) => {
    await seedZones()
    const first = await client.get('/api/v1/events').qs({ upcoming: 'false', limit: 2 })
    const cursor = first.body().next_cursor
    for (const other of [
      { sort: '-start' },
      { from: '2031-03-30' },
      { updated_since: '2020-01-01T00:00:00Z' },
    ]) {
      const response = await client
        .get('/api/v1/events')
        .qs({ upcoming: 'false', limit: 2, cursor, ...other })
      response.assertStatus(400)
      assert.equal(response.body().error.details[0].parameter, 'cursor')
    }
    const same = await client
      .get('/api/v1/events')
      .qs({ upcoming: 'false', limit: 2, cursor, sort: 'start' })
    same.assertStatus(200)
  })
})

const MOVED = 'range-b-no-end'

/**
 * Adds one event before and one after every position, moves one, and
 * removes the first not yet seen; returns the removed id.
 */
async function changeBetweenPages(seen: string[]): Promise<string | null> {
  const berlin = await City.findByOrFail('slug', 'range-berlin')
  await createEvent({
    id: 'range-b-added-early',
    city: berlin,
    startAt: local('2031-01-01T10:00', 'Europe/Berlin'),
  })
  await createEvent({
    id: 'range-b-added-late',
    city: berlin,
    startAt: local('2031-12-01T10:00', 'Europe/Berlin'),
  })
  await db
    .from('events')
    .where('id', MOVED)
    .update({ start_at: new Date('2031-06-01T00:00:00Z') })
  const unseen = ['range-b-late', 'range-b-day-before'].find((id) => !seen.includes(id)) ?? null
  if (unseen) await db.from('events').where('id', unseen).delete()
  return unseen
}
