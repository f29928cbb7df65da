import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import type City from '#models/city'
import type AdminUser from '#models/admin_user'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { postAdminForm } from '#tests/helpers/admin_forms'
import { hrefOf, namesShown, orderOf, queryOf } from '#tests/helpers/admin_lists'

const STAFF_ZONE = 'Europe/Berlin'
const monthStart = (offset: number) =>
  DateTime.now().setZone(STAFF_ZONE).startOf('month').plus({ months: offset })

/**
 * One city of its own with five events around today, so the list's filters
 * can be checked without the demo data getting in the way.
 */
async function eventsAroundToday() {
  const marker = uniqueName('Ev')
  const city = await CityFactory.create()
  const at = (days: number) => DateTime.now().plus({ days })
  const make = (name: string, overrides: object) =>
    EventFactory.merge({
      name: `${marker} ${name}`,
      cityId: city.id,
      cityName: city.name,
      ...overrides,
    }).create()
  const events = {
    longAgo: await make('long ago', {
      startAt: monthStart(-13).plus({ days: 3 }),
      type: 'welcome_festival',
    }),
    lastWeek: await make('last week', { startAt: at(-7), waitlistOpen: false }),
    nextMonth: await make('next month', {
      startAt: monthStart(1).plus({ days: 14, hours: 20 }),
      ticketStatus: 'on_sale',
    }),
    soon: await make('soon', {
      startAt: DateTime.now().plus({ minutes: 1 }),
      endAt: DateTime.now().plus({ hours: 3 }),
      publication: 'draft',
    }),
    nextYear: await make('next year', {
      startAt: monthStart(14).plus({ days: 3 }),
      ticketStatus: 'see_page',
    }),
  }
  return { marker, city, events, names: Object.values(events).map((event) => event.name) }
}

type Fixture = Awaited<ReturnType<typeof eventsAroundToday>>

async function listOf(
  client: any,
  staff: AdminUser,
  city: City,
  query: Record<string, string> = {}
) {
  return client
    .get('/admin/events')
    .qs({ city: String(city.id), ...query })
    .loginAs(staff)
}

test.group('Admin events list: order, filters, sort, URL', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  let fixture: Fixture
  let staff: AdminUser
  group.each.setup(async () => {
    staff = await AdminUserFactory.create()
    fixture = await eventsAroundToday()
  })

  test('upcoming events first, the soonest first; then past ones, the latest first', async ({
    client,
    assert,
  }) => {
    const response = await listOf(client, staff, fixture.city)
    response.assertStatus(200)
    const { events } = fixture
    assert.deepEqual(orderOf(response.text(), fixture.names), [
      events.soon.name,
      events.nextMonth.name,
      events.nextYear.name,
      events.lastWeek.name,
      events.longAgo.name,
    ])
    assert.include(response.text(), '5 events')
  })

  test('pages run on from the upcoming events into the past ones, in the same order', async ({
    client,
    assert,
  }) => {
    const { city, marker } = fixture
    const at = (days: number) => DateTime.now().plus({ days }).startOf('minute')
    /* 18 upcoming and 18 past (two of each starting at the same time), beside the fixture's 5 */
    const made = []
    for (let day = 1; day <= 18; day++) {
      for (const sign of [1, -1]) {
        const startAt = at(sign * (day === 2 ? 1 : day))
        made.push(
          await EventFactory.merge({
            name: `${marker} ${sign > 0 ? 'in' : 'ago'} ${day}`,
            cityId: city.id,
            cityName: city.name,
            startAt,
            endAt: startAt.plus({ hours: 2 }),
          }).create()
        )
      }
    }
    const all = [...made, ...Object.values(fixture.events)]
    const ends = (event: (typeof all)[number]) => (event.endAt ?? event.startAt).toMillis()
    const upcoming = all.filter((event) => ends(event) >= Date.now())
    const past = all.filter((event) => ends(event) < Date.now())
    const byStart = (direction: number) => (a: (typeof all)[number], b: (typeof all)[number]) =>
      direction * (a.startAt.toMillis() - b.startAt.toMillis()) || (a.id < b.id ? -1 : 1)
    const expected = [...upcoming.sort(byStart(1)), ...past.sort(byStart(-1))].map((e) => e.name)

    const names = all.map((event) => event.name)
    const first = await listOf(client, staff, city)
    const second = await listOf(client, staff, city, { page: '2' })
    const shown = [...orderOf(first.text(), names), ...orderOf(second.text(), names)]
    assert.deepEqual(shown, expected)
    assert.lengthOf(orderOf(first.text(), names), 25)
    assert.include(second.text(), `${all.length} events`)
    const upcomingPage = await listOf(client, staff, city, { when: 'upcoming', page: '1' })
    assert.deepEqual(orderOf(upcomingPage.text(), names), expected.slice(0, upcoming.length))
  })

  test('filters by period: upcoming, past, this month, next month', async ({ client, assert }) => {
    const { events } = fixture
    const shown = async (when: string) =>
      await namesShown(listOf(client, staff, fixture.city, { when }), fixture.names)
    assert.deepEqual(await shown('upcoming'), [
      events.soon.name,
      events.nextMonth.name,
      events.nextYear.name,
    ])
    assert.deepEqual(await shown('past'), [events.lastWeek.name, events.longAgo.name])
    assert.deepEqual(await shown('next_month'), [events.nextMonth.name])
    const thisMonth = await shown('this_month')
    assert.notInclude(thisMonth, events.nextMonth.name)
    assert.notInclude(thisMonth, events.longAgo.name)
  })

  test('filters by a date range of local dates (both ends included)', async ({
    client,
    assert,
  }) => {
    const day = fixture.events.nextMonth.startAt.setZone('Europe/Berlin').toISODate()!
    const response = await listOf(client, staff, fixture.city, { from: day, to: day })
    assert.deepEqual(orderOf(response.text(), fixture.names), [fixture.events.nextMonth.name])
    assert.include(response.text(), '1 event<')
    const from = await listOf(client, staff, fixture.city, { from: day })
    assert.deepEqual(orderOf(from.text(), fixture.names), [
      fixture.events.nextMonth.name,
      fixture.events.nextYear.name,
    ])
  })

  test('filters by type, ticket status, waiting list and state', async ({ client, assert }) => {
    const { events } = fixture
    const shown = async (query: Record<string, string>) =>
      await namesShown(listOf(client, staff, fixture.city, query), fixture.names)
    assert.deepEqual(await shown({ type: 'welcome_festival' }), [events.longAgo.name])
    assert.deepEqual(await shown({ ticket_status: 'see_page' }), [events.nextYear.name])
    assert.deepEqual(await shown({ waitlist: 'closed' }), [events.lastWeek.name])
    assert.deepEqual(await shown({ publication: 'draft' }), [events.soon.name])
    assert.deepEqual(await shown({ ticket_status: 'on_sale', when: 'upcoming' }), [
      events.nextMonth.name,
    ])
  })

  test('filters by city', async ({ client, assert }) => {
    const other = await EventFactory.merge({ name: `${fixture.marker} elsewhere` }).create()
    const response = await client.get('/admin/events').qs({ q: fixture.marker }).loginAs(staff)
    assert.include(response.text(), other.name)
    const inCity = await listOf(client, staff, fixture.city, { q: fixture.marker })
    assert.notInclude(inCity.text(), other.name)
    assert.include(inCity.text(), '5 events')
  })

  test('a month name as search text finds the events starting in that month', async ({
    client,
    assert,
  }) => {
    const month = monthStart(1)
    const { events } = fixture
    for (const q of [
      month.toFormat('LLLL', { locale: 'en' }),
      month.toFormat('LLL', { locale: 'en' }).toLowerCase(),
      month.toFormat('LLLL yyyy', { locale: 'en' }),
    ]) {
      const response = await listOf(client, staff, fixture.city, { q })
      assert.deepEqual(orderOf(response.text(), fixture.names), [events.nextMonth.name], q)
    }
    const wrongYear = month.plus({ years: 3 }).toFormat('LLLL yyyy', { locale: 'en' })
    const none = await listOf(client, staff, fixture.city, { q: wrongYear })
    assert.deepEqual(orderOf(none.text(), fixture.names), [])
    assert.include(none.text(), '0 events')
  })

  test('sorts by a column; its header toggles ascending and descending', async ({
    client,
    assert,
  }) => {
    const { events } = fixture
    const ascending = await listOf(client, staff, fixture.city, { sort: 'starts' })
    assert.deepEqual(orderOf(ascending.text(), fixture.names), [
      events.longAgo.name,
      events.lastWeek.name,
      events.soon.name,
      events.nextMonth.name,
      events.nextYear.name,
    ])
    assert.match(ascending.text(), /<th scope="col" aria-sort="ascending">/)
    const toggle = queryOf(hrefOf(ascending.text(), 'data-sort="starts"'))
    assert.equal(toggle.sort, '-starts')
    assert.equal(toggle.city, String(fixture.city.id))

    const descending = await listOf(client, staff, fixture.city, toggle)
    assert.deepEqual(
      orderOf(descending.text(), fixture.names),
      orderOf(ascending.text(), fixture.names).reverse()
    )
    assert.match(descending.text(), /aria-sort="descending"/)
    assert.equal(queryOf(hrefOf(descending.text(), 'data-sort="starts"')).sort, 'starts')

    const byName = await listOf(client, staff, fixture.city, { sort: '-name' })
    assert.deepEqual(orderOf(byName.text(), fixture.names), [...fixture.names].sort().reverse())
  })

  test('pages, sort links, the filter form and the bulk bar keep the filters', async ({
    client,
    assert,
  }) => {
    for (let i = 0; i < 26; i++) {
      await EventFactory.merge({
        name: `${fixture.marker} extra ${i}`,
        cityId: fixture.city.id,
      }).create()
    }
    const state = { when: 'upcoming', sort: '-starts', q: fixture.marker }
    const first = await listOf(client, staff, fixture.city, state)
    const html = first.text()
    assert.include(html, '29 events')
    assert.include(html, 'Page 1 of 2')
    const expected = { ...state, city: String(fixture.city.id) }
    assert.deepEqual(queryOf(hrefOf(html, 'rel="next"')), { ...expected, page: '2' })
    assert.deepEqual(queryOf(hrefOf(html, 'data-sort="name"')), { ...expected, sort: 'name' })
    assert.match(html, /<option value="upcoming" selected>/)
    assert.match(html, new RegExp(`<option value="${fixture.city.id}" selected>`))
    assert.match(html, /<option value="-starts" selected>Starts, descending<\/option>/)
    const listQuery = /name="list_query" value="([^"]*)"/.exec(html)![1].replaceAll('&amp;', '&')
    assert.deepEqual(queryOf(`?${listQuery}`), expected)

    const second = await client.get(`/admin/events${hrefOf(html, 'rel="next"')}`).loginAs(staff)
    assert.include(second.text(), 'Page 2 of 2')
    assert.deepEqual(queryOf(hrefOf(second.text(), 'rel="prev"')), { ...expected, page: '1' })
  })

  test('"all matching" in a bulk action takes the list’s filters', async ({ client, assert }) => {
    const confirm = await postAdminForm(client, staff, '/admin/events/bulk', {
      action: 'close_waitlist',
      all_matching: '1',
      list_query: `city=${fixture.city.id}&when=past`,
    })
    confirm.assertStatus(200)
    assert.include(confirm.text(), ': 2 records?')
    assert.include(confirm.text(), fixture.events.lastWeek.name)
    assert.include(confirm.text(), fixture.events.longAgo.name)
    assert.notInclude(confirm.text(), fixture.events.soon.name)
    assert.include(
      confirm.text(),
      `name="list_query" value="city=${fixture.city.id}&amp;when=past"`
    )
  })

  test('a wrong filter value is named in a message; the list shows everything', async ({
    client,
    assert,
  }) => {
    const cases: [Record<string, string>, string][] = [
      [{ when: 'someday' }, 'When: choose one of the listed values'],
      [{ from: '2026-02-30' }, 'From: this date does not exist'],
      [{ from: '31.12.2026' }, 'From: enter a date as YYYY-MM-DD'],
      [{ from: '2026-05-02', to: '2026-05-01' }, 'To: must not be before the “from” date'],
      [{ sort: 'price' }, 'Sort: choose one of the listed values'],
      [{ ticket_status: 'free' }, 'Ticket status: choose one of the listed values'],
      [{ city: 'berlin' }, 'City: choose one of the listed values'],
      [{ page: '0' }, 'Page: at least 1'],
    ]
    for (const [query, message] of cases) {
      const response = await client.get('/admin/events').qs(query).loginAs(staff)
      response.assertStatus(200)
      assert.include(response.text(), 'Some filters were not understood', JSON.stringify(query))
      assert.include(response.text(), message)
      assert.include(response.text(), 'data-list-count')
    }
    const bulk = await postAdminForm(client, staff, '/admin/events/bulk', {
      action: 'delete',
      all_matching: '1',
      list_query: 'when=someday',
    }).redirects(0)
    bulk.assertStatus(302)
    assert.equal(bulk.header('location'), '/admin/events?when=someday')
  })
})
