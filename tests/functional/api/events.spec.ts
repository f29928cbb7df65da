import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { appUrl } from '#config/service'
import { assertMatchesOpenApi } from '#tests/helpers/openapi'
import { createCity, createEvent, hoursFromNow } from '#tests/helpers/api_catalog'

/**
 * Eventown (Europe/Berlin) with events in every derived state, Othertown with
 * one, and an event in a city that is not listed (Freestadt).
 */
async function seedEvents() {
  const eventown = await createCity({ slug: 'eventown', name: 'Évèntown' })
  const othertown = await createCity({ slug: 'othertown', name: 'Othertown' })
  const sameStart = hoursFromNow(96)
  await createEvent({ id: 'evt-past-no-end', city: eventown, startAt: hoursFromNow(-7) })
  await createEvent({ id: 'evt-running-no-end', city: eventown, startAt: hoursFromNow(-5) })
  await createEvent({
    id: 'evt-ended',
    city: eventown,
    type: 'orientation_week',
    startAt: hoursFromNow(-3),
    endAt: hoursFromNow(-1),
  })
  await createEvent({
    id: 'evt-sales-opened',
    city: eventown,
    type: 'halloween',
    startAt: hoursFromNow(48),
    endAt: hoursFromNow(54),
    ticketStatus: 'opens_soon',
    salesOpenAt: hoursFromNow(-1),
  })
  await createEvent({
    id: 'evt-sales-later',
    city: eventown,
    type: 'halloween',
    startAt: hoursFromNow(72),
    ticketStatus: 'opens_soon',
    salesOpenAt: hoursFromNow(24),
  })
  await createEvent({
    id: 'evt-last-month',
    city: eventown,
    type: 'welcome_festival',
    startAt: hoursFromNow(-24 * 30),
    endAt: hoursFromNow(-24 * 29),
    ticketStatus: 'on_sale',
  })
  await createEvent({ id: 'evt-same-b', city: eventown, startAt: sameStart })
  await createEvent({ id: 'evt-same-a', city: eventown, startAt: sameStart })
  await createEvent({ id: 'other-soon', city: othertown, startAt: hoursFromNow(10) })
  await createEvent({ id: 'free-soon', city: { name: 'Freestadt' }, startAt: hoursFromNow(12) })
  return { eventown, othertown }
}

const UPCOMING_IN_EVENTOWN = [
  'evt-running-no-end',
  'evt-sales-opened',
  'evt-sales-later',
  'evt-same-a',
  'evt-same-b',
]
const ALL_IN_EVENTOWN = [
  'evt-last-month',
  'evt-past-no-end',
  'evt-running-no-end',
  'evt-ended',
  'evt-sales-opened',
  'evt-sales-later',
  'evt-same-a',
  'evt-same-b',
]

const ids = (response: any) => response.body().events.map((event: any) => event.id)

test.group('listEvents: GET /api/v1/events', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('by default lists the events that have not ended, by start then id', async ({
    client,
    assert,
  }) => {
    await seedEvents()
    const response = await client.get('/api/v1/events').qs({ city: 'eventown' })

    response.assertStatus(200)
    assert.deepEqual(ids(response), UPCOMING_IN_EVENTOWN)
    assert.equal(response.body().total, UPCOMING_IN_EVENTOWN.length)
    assert.isNull(response.body().next_cursor)
  })

  test('upcoming=false includes past events; true, 1 and 0 are accepted too', async ({
    client,
    assert,
  }) => {
    await seedEvents()
    for (const [upcoming, expected] of [
      ['false', ALL_IN_EVENTOWN],
      ['0', ALL_IN_EVENTOWN],
      ['true', UPCOMING_IN_EVENTOWN],
      ['1', UPCOMING_IN_EVENTOWN],
    ] as const) {
      const response = await client.get(`/api/v1/events?city=eventown&upcoming=${upcoming}`)
      assert.deepEqual(ids(response), expected, `upcoming=${upcoming}`)
    }
    const invalid = await client.get('/api/v1/events?upcoming=maybe')
    invalid.assertStatus(400)
    assert.deepEqual(invalid.body().error.details, [
      { parameter: 'upcoming', message: 'upcoming must be true or false' },
    ])
  })

  test('without filters, lists every upcoming event of every city', async ({ client, assert }) => {
    await seedEvents()
    const expected = await db
      .from('events')
      .whereRaw(`coalesce(end_at, start_at + interval '6 hours') > now()`)
      .orderBy('start_at')
      .orderBy('id')
      .select('id')
    const response = await client.get('/api/v1/events')

    assert.deepEqual(
      ids(response),
      expected.map((row) => row.id)
    )
    assert.includeMembers(ids(response), ['other-soon', 'free-soon'])
  })

  test('city takes a slug or a name in any case, with or without accents', async ({
    client,
    assert,
  }) => {
    await seedEvents()
    for (const city of ['eventown', 'EVENTOWN', 'Évèntown', 'eventown ', 'ÉVÈNTOWN']) {
      const response = await client.get('/api/v1/events').qs({ city })
      assert.deepEqual(ids(response), UPCOMING_IN_EVENTOWN, city)
    }
    const unlisted = await client.get('/api/v1/events').qs({ city: 'freestadt' })
    assert.deepEqual(ids(unlisted), ['free-soon'])
    const free = unlisted.body().events[0]
    assert.equal(free.city, 'Freestadt')
    assert.isNull(free.city_slug)
    assert.equal(free.timezone, 'Europe/Paris')
    const unknown = await client.get('/api/v1/events').qs({ city: 'Atlantis' })
    /* a name that matches nothing narrows to nothing and says so (addition in v1) */
    assert.deepEqual(unknown.body(), {
      total: 0,
      events: [],
      next_cursor: null,
      unmatched: ['city'],
    })
  })

  test('type filters by its enum; all applies no filter', async ({ client, assert }) => {
    await seedEvents()
    const halloween = await client.get('/api/v1/events').qs({ city: 'eventown', type: 'halloween' })
    assert.deepEqual(ids(halloween), ['evt-sales-opened', 'evt-sales-later'])

    const all = await client.get('/api/v1/events').qs({ city: 'eventown', type: 'all' })
    assert.deepEqual(ids(all), UPCOMING_IN_EVENTOWN)

    const pastOrientation = await client
      .get('/api/v1/events')
      .qs({ city: 'eventown', type: 'orientation_week', upcoming: false })
    assert.deepEqual(ids(pastOrientation), ['evt-ended'])

    const upcomingOrientation = await client
      .get('/api/v1/events')
      .qs({ city: 'eventown', type: 'orientation_week' })
    assert.deepEqual(ids(upcomingOrientation), [])

    const welcomeEverywhere = await client
      .get('/api/v1/events')
      .qs({ type: 'welcome_festival', upcoming: false, city: 'Évèntown' })
    assert.deepEqual(ids(welcomeEverywhere), ['evt-last-month'])

    const invalid = await client.get('/api/v1/events').qs({ type: 'party' })
    invalid.assertStatus(400)
    await assertMatchesOpenApi(invalid, { operationId: 'listEvents', status: 400 })
    assert.equal(invalid.body().error.details[0].parameter, 'type')
    assert.include(invalid.body().error.message, 'halloween, welcome_festival')
  })

  test('pages with limit and cursor: every event exactly once, in order', async ({
    client,
    assert,
  }) => {
    await seedEvents()
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const query: Record<string, unknown> = { city: 'eventown', upcoming: false, limit: 3 }
      if (cursor) query.cursor = cursor
      const response = await client.get('/api/v1/events').qs(query)
      assert.equal(response.body().total, ALL_IN_EVENTOWN.length)
      seen.push(...ids(response))
      cursor = response.body().next_cursor
    } while (cursor)

    assert.deepEqual(seen, ALL_IN_EVENTOWN)
  })

  test('a cursor stays valid while events are added', async ({ client, assert }) => {
    const { eventown } = await seedEvents()
    const first = await client.get('/api/v1/events').qs({ city: 'eventown', limit: 2 })
    await createEvent({ id: 'evt-added-first', city: eventown, startAt: hoursFromNow(1) })
    await createEvent({ id: 'evt-added-last', city: eventown, startAt: hoursFromNow(500) })

    const rest: string[] = []
    let cursor: string | null = first.body().next_cursor
    while (cursor) {
      const page = await client.get('/api/v1/events').qs({ city: 'eventown', limit: 2, cursor })
      rest.push(...ids(page))
      cursor = page.body().next_cursor
    }

    assert.deepEqual([...ids(first), ...rest], [...UPCOMING_IN_EVENTOWN, 'evt-added-last'])
  })

  test('limit is 1..200', async ({ client, assert }) => {
    for (const limit of ['0', '201', '-1', 'ten']) {
      const response = await client.get(`/api/v1/events?limit=${limit}`)
      response.assertStatus(400)
      await assertMatchesOpenApi(response, { operationId: 'listEvents', status: 400 })
      assert.equal(response.body().error.details[0].parameter, 'limit')
    }
    const largest = await client.get('/api/v1/events?limit=200&upcoming=false')
    largest.assertStatus(200)
    assert.isAtMost(largest.body().events.length, 200)
  })

  test('an Authorization header is ignored', async ({ client, assert }) => {
    await seedEvents()
    const anonymous = await client.get('/api/v1/events').qs({ city: 'eventown' })
    const withToken = await client
      .get('/api/v1/events')
      .qs({ city: 'eventown' })
      .header('Authorization', 'Bearer not-a-real-token')

    withToken.assertStatus(200)
    assert.deepEqual(withToken.body(), anonymous.body())
  })
})

test.group('getEvent: GET /api/v1/events/:id and derived states', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const event = async (client: any, id: string) => {
    const response = await client.get(`/api/v1/events/${id}`)
    response.assertStatus(200)
    return response.body()
  }

  test('answers the full event with absolute links and dates in its own offset', async ({
    client,
    assert,
  }) => {
    await seedEvents()
    const body = await event(client, 'evt-sales-opened')
    const stored = await db.from('events').where('id', 'evt-sales-opened').firstOrFail()

    assert.equal(body.city, 'Évèntown')
    assert.equal(body.city_slug, 'eventown')
    assert.equal(body.type, 'halloween')
    assert.equal(body.timezone, 'Europe/Berlin', "the city's zone when the event has none")
    assert.equal(body.url, `${appUrl}/events/evt-sales-opened`)
    assert.equal(body.tickets.buy_url, 'https://tickets.example.org/evt-sales-opened')
    assert.deepEqual(body.tickets.options, [
      { name: 'Round 1', price: 10, currency: 'EUR', sold_out: false },
      { name: 'Round 2', price: 15, currency: 'EUR', sold_out: false },
    ])
    assert.match(body.start, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/)
    const start = DateTime.fromISO(body.start, { setZone: true })
    assert.equal(
      start.toMillis(),
      DateTime.fromJSDate(stored.start_at).startOf('second').toMillis()
    )
    assert.equal(start.offset, DateTime.fromJSDate(stored.start_at).setZone('Europe/Berlin').offset)
  })

  test('an event without an end is past once start + 6 hours has passed', async ({
    client,
    assert,
  }) => {
    await seedEvents()
    const past = await event(client, 'evt-past-no-end')
    assert.equal(past.status, 'past')
    assert.equal(past.tickets.status, 'ended')
    assert.isNull(past.end)

    const running = await event(client, 'evt-running-no-end')
    assert.equal(running.status, 'upcoming')
    assert.equal(running.tickets.status, 'on_sale')
  })

  test('an event with an end is past once the end has passed', async ({ client, assert }) => {
    await seedEvents()
    const ended = await event(client, 'evt-ended')
    assert.equal(ended.status, 'past')
    assert.equal(ended.tickets.status, 'ended')

    const lastMonth = await event(client, 'evt-last-month')
    assert.equal(lastMonth.status, 'past')
    assert.equal(lastMonth.tickets.status, 'ended', 'on_sale of a past event reads ended')
  })

  test('opens_soon becomes on_sale once sales_open_at has passed', async ({ client, assert }) => {
    await seedEvents()
    const opened = await event(client, 'evt-sales-opened')
    assert.equal(opened.status, 'upcoming')
    assert.equal(opened.tickets.status, 'on_sale')
    assert.isString(opened.tickets.sales_open_at)

    const later = await event(client, 'evt-sales-later')
    assert.equal(later.tickets.status, 'opens_soon')
    assert.isAbove(DateTime.fromISO(later.tickets.sales_open_at).toMillis(), Date.now())
  })

  test('states are computed at read time, never stored stale', async ({ client, assert }) => {
    await seedEvents()
    const before = await event(client, 'evt-sales-later')
    assert.equal(before.tickets.status, 'opens_soon')

    await db
      .from('events')
      .where('id', 'evt-sales-later')
      .update({ sales_open_at: hoursFromNow(-0.01).toJSDate() })

    const after = await event(client, 'evt-sales-later')
    assert.equal(after.tickets.status, 'on_sale')
  })

  test('the id from listEvents finds the same event', async ({ client, assert }) => {
    await seedEvents()
    const list = await client.get('/api/v1/events').qs({ city: 'othertown' })
    const [listed] = list.body().events
    assert.deepEqual(await event(client, listed.id), listed)
  })

  test('an unknown id answers 404 not_found', async ({ client, assert }) => {
    for (const id of ['no-such-event', encodeURIComponent('Not An Id')]) {
      const response = await client.get(`/api/v1/events/${id}`)
      response.assertStatus(404)
      await assertMatchesOpenApi(response, { operationId: 'getEvent', status: 404 })
      assert.equal(response.body().error.code, 'not_found')
      assert.equal(response.body().error.status, 404)
    }
  })
})
