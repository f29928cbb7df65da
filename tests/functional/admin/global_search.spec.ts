/*
| The staff panel's search across everything (GET /admin/search) and the
| lists' word search: records with every word first, accents and case ignored
| (the forgiving parts: tests/functional/admin/forgiving_search.spec.ts).
| Expected results are read from the catalog directly and matched here by
| the documented rule (each word in the record's text, or an event's month
| or year), never taken from the app's own earlier answers.
*/
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Event from '#models/event'
import CityPlace from '#models/city_place'
import City from '#models/city'
import ContactMessage from '#models/contact_message'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory, inCity } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { searchEverything } from '#admin/engine/global_search'
import { namesShown } from '#tests/helpers/admin_lists'

/** Lower case without accents: how staff expect "munchen" to find "München". */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').toLowerCase()

const words = (text: string) => fold(text).split(/\s+/).filter(Boolean)

/** Does one word name the event's month or year (its own time zone, English month names)? */
function startsThen(event: Event, word: string) {
  const start = event.startAt.setZone(event.timezone ?? 'UTC')
  if (/^\d{4}$/.test(word)) return start.year === Number(word)
  const month = start.setLocale('en').toFormat('LLLL').toLowerCase()
  return word === month || (word.length === 3 && month.startsWith(word))
}

/** The events that the rule says match: every word in id, name, city, type or venue, or the month/year. */
async function expectedEvents(query: string) {
  const events = await Event.all()
  return events
    .filter((event) => {
      const text = fold(
        [event.id, event.name, event.cityName, event.type, event.venueName ?? ''].join(' ')
      )
      return words(query).every((word) => text.includes(word) || startsThen(event, word))
    })
    .map((event) => event.id)
    .sort()
}

const idsOf = (result: Awaited<ReturnType<typeof searchEverything>>, kind: string) =>
  (result.groups.find((group) => group.kind === kind)?.hits ?? []).map((hit) => String(hit.id))

test.group('Admin search across everything', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('finds a guide entry by two words, one from the entry and one from its city, ignoring accents and case', async ({
    client,
    assert,
  }) => {
    const marker = uniqueName('Zq').replace(/[^a-z0-9]/gi, '')
    const city = await CityFactory.merge({ name: `Münster ${marker}` }).create()
    await CityPlace.create({
      cityId: city.id,
      name: 'Kulturbunker',
      category: 'nightlife',
      description: 'Techno nights in an old bunker',
      position: 0,
    })
    const staff = await AdminUserFactory.merge({ role: 'editor' }).create()

    const response = await client
      .get('/admin/search')
      .qs({ q: `MUNSTER ${marker.toUpperCase()} téchno` })
      .loginAs(staff)
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'data-search-kind="guide_entry"')
    assert.include(html, `href="/admin/cities/${city.id}/edit"`)
    assert.include(html, 'Kulturbunker')

    const result = await searchEverything(`${marker} bunker`, 'editor', 100)
    const places = await CityPlace.query()
      .where('city_id', city.id)
      .whereRaw("lower(name || ' ' || description) like '%bunker%'")
    const everyWord = result.groups
      .find((found) => found.kind === 'guide_entry')!
      .hits.filter((hit) => hit.everyWord)
    assert.lengthOf(everyWord, places.length)
    assert.deepEqual(
      everyWord.map((hit) => String(hit.id)),
      [String(city.id)]
    )
  })

  test('events match when every word matches, as the catalog read directly says', async ({
    assert,
  }) => {
    const city = await CityFactory.merge({ name: 'Berlin' }).create()
    const december = DateTime.fromObject(
      { year: 2027, month: 12, day: 5, hour: 20 },
      { zone: 'Europe/Berlin' }
    )
    await EventFactory.merge({ ...inCity(city), name: 'Winter Rave', startAt: december }).create()
    await EventFactory.merge({
      ...inCity(city),
      name: 'Berlin Halloween Night',
      startAt: DateTime.fromObject(
        { year: 2027, month: 10, day: 31, hour: 21 },
        { zone: 'Europe/Berlin' }
      ),
    }).create()
    await EventFactory.merge({
      cityName: 'München',
      name: 'Oktoberfest meetup',
      startAt: december.plus({ days: 300 }),
    }).create()

    for (const query of [
      'berlin december',
      'halloween 2027',
      'Berlin Dec',
      'munchen',
      'BERLIN rave',
    ]) {
      const expected = await expectedEvents(query)
      const result = await searchEverything(query, 'admin', 10_000)
      const events = result.groups.find((found) => found.kind === 'event')!
      const everyWord = events.hits.filter((hit) => hit.everyWord).map((hit) => String(hit.id))
      assert.isAbove(expected.length, 0, `"${query}" should match something`)
      assert.equal(events.everyWordTotal, expected.length, `"${query}": how many`)
      assert.deepEqual(everyWord.sort(), expected, `"${query}": which`)
      assert.deepEqual(
        idsOf(result, 'event').slice(0, expected.length).sort(),
        expected,
        `"${query}": every word first`
      )
    }
  })

  test('each kind is searched, and only what the role may open', async ({ client, assert }) => {
    const marker = uniqueName('Kx').replace(/[^a-z0-9]/gi, '')
    await ContactMessage.create({
      name: `Ana ${marker}`,
      email: `${marker}@example.org`,
      message: 'Where do I buy tickets?',
      source: 'api',
    })
    const admin = await AdminUserFactory.merge({
      role: 'admin',
      fullName: `Staff ${marker}`,
    }).create()
    const editor = await AdminUserFactory.merge({ role: 'editor' }).create()

    const asAdmin = await client.get('/admin/search').qs({ q: marker }).loginAs(admin)
    assert.include(asAdmin.text(), 'data-search-kind="contact_message"')
    assert.include(asAdmin.text(), 'data-search-kind="staff"')
    assert.include(asAdmin.text(), `href="/admin/staff#staff-${admin.id}"`)

    const asEditor = await client.get('/admin/search').qs({ q: marker }).loginAs(editor)
    asEditor.assertStatus(200)
    assert.notInclude(asEditor.text(), 'data-search-kind="contact_message"')
    assert.notInclude(asEditor.text(), 'data-search-kind="staff"')
    assert.include(asEditor.text(), 'data-search-total="0"')
  })

  test('a word that is no plain word (an event id, an email address) is searched too', async ({
    assert,
  }) => {
    const marker = uniqueName('kw')
      .replace(/[^a-z0-9]/gi, '')
      .toLowerCase()
    const event = await EventFactory.merge({
      id: `${marker}-night-1`,
      name: 'Quiet night',
    }).create()
    const message = await ContactMessage.create({
      name: 'Ana',
      email: `${marker}@example.org`,
      message: 'Hello',
      source: 'api',
    })

    const byId = await searchEverything(event.id, 'admin')
    assert.deepEqual(idsOf(byId, 'event'), [event.id])
    const byEmail = await searchEverything(message.email, 'admin')
    assert.deepEqual(idsOf(byEmail, 'contact_message'), [String(message.id)])
  })

  test('past 1,000 matches a kind says "more than 1,000" (counting stops there)', async ({
    client,
    assert,
  }) => {
    const marker = uniqueName('Kq').replace(/[^a-z0-9]/gi, '')
    const event = await EventFactory.merge({ name: `${marker} night` }).create()
    await db.rawQuery(
      `INSERT INTO events (id, type, city_name, city_id, name, start_at, url, ticket_status, buy_url)
       SELECT e.id || '-' || g, e.type, e.city_name, e.city_id, e.name, e.start_at, e.url, e.ticket_status, e.buy_url
       FROM events e CROSS JOIN generate_series(1, 1000) g WHERE e.id = ?`,
      [event.id]
    )
    const staff = await AdminUserFactory.create()

    const result = await searchEverything(marker, 'admin')
    const events = result.groups.find((found) => found.kind === 'event')!
    assert.equal(events.total, 1001)
    assert.lengthOf(events.hits, 8)

    const page = await client.get('/admin/search').qs({ q: marker }).loginAs(staff)
    const html = page.text()
    assert.include(html, 'More than 1,000 matches for')
    assert.include(html, '<span class="badge">more than 1,000</span>')
    assert.include(html, 'More than 1,000 in the list →')
    assert.notMatch(html, />[^<]*\b1,?001\b[^<]*</, 'no text says 1,001')
  })

  test('every admin page has the search box', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    for (const path of ['/admin', '/admin/events', '/admin/account']) {
      const response = await client.get(path).loginAs(staff)
      assert.include(response.text(), 'action="/admin/search"', path)
    }
  })
})

test.group('Admin lists combine search words', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('"<city> december", "<city> Dec" and "<name> 2027" on the events list', async ({
    client,
    assert,
  }) => {
    /* digits only: a random hex id could hold "dec", which a search word matches as part of a word */
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`
    const city = await CityFactory.merge({
      name: `Wordtown w-${stamp}`,
      slug: `wordtown-${stamp}`,
    }).create()
    const at = (month: number, year = 2027) =>
      DateTime.fromObject({ year, month, day: 10, hour: 20 }, { zone: city.timezone })
    let made = 0
    const make = (name: string, startAt: DateTime) =>
      EventFactory.merge({
        ...inCity(city),
        id: `wordtown-${stamp}-${++made}`,
        name: `${name} ${city.slug}`,
        startAt,
      }).create()
    const dec = await make('Christmas party', at(12))
    const oct = await make('Halloween party', at(10))
    const oldOct = await make('Halloween party old', at(10, 2026))
    const names = [dec, oct, oldOct].map((event) => event.name)
    const staff = await AdminUserFactory.create()
    const shown = (q: string) =>
      namesShown(client.get('/admin/events').qs({ q }).loginAs(staff), names)

    const cityWord = city.name.split(' ')[1]
    assert.deepEqual(await shown(`${cityWord} december`), [dec.name])
    assert.deepEqual(await shown(`${cityWord.toUpperCase()} Dec`), [dec.name])
    assert.deepEqual(await shown(`halloween 2027 ${cityWord}`), [oct.name])
    assert.sameMembers(await shown(`halloween ${cityWord}`), [oct.name, oldOct.name])
    const cities = await City.query().where('id', city.id)
    assert.lengthOf(cities, 1)
  })
})
