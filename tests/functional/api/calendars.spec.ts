import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import ICAL from 'ical.js'
import { DateTime } from 'luxon'
import { appUrl } from '#config/service'
import type { EventShape } from '#schemas/event'
import { assertMatchesOpenApi } from '#tests/helpers/openapi'
import { createCity, createEvent } from '#tests/helpers/api_catalog'
import { plainSql } from '#tests/helpers/change_feed'
import { uniqueName } from '#database/factories/unique_name'
import { changesDelivered } from '#tests/helpers/changes_delivered'

/*
| The calendar feeds, read by a real iCalendar parser (ical.js) and compared
| with the JSON of the same query.
*/

interface ParsedEvent {
  uid: string
  sequence: number
  summary: string
  start: Date
  startZone: string
  end: Date
  location: string
  url: string
  description: string
  lastModified: Date
}

/** Every VEVENT of a feed, times resolved through the feed's own VTIMEZONEs. */
function parseCalendar(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  }
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      startZone: event.startDate.zone?.tzid ?? '',
      end: event.endDate.toJSDate(),
      location: event.location,
      url: String(component.getFirstPropertyValue('url')),
      description: event.description,
      lastModified: (component.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate(),
    }
  })
  return { name: String(calendar.getFirstPropertyValue('name')), events }
}

/** Asserts that a VEVENT says what the JSON event says. */
function assertSameEvent(assert: Assert, parsed: ParsedEvent, json: EventShape) {
  const start = DateTime.fromISO(json.start)
  const end = json.end ? DateTime.fromISO(json.end) : start.plus({ hours: 6 })
  assert.equal(parsed.uid, `${json.id}@${new URL(appUrl).host}`)
  assert.equal(parsed.summary, json.name)
  assert.equal(parsed.start.getTime(), start.toMillis(), `start of ${json.id}`)
  assert.equal(parsed.startZone, json.timezone ?? 'UTC')
  assert.equal(parsed.end.getTime(), end.toMillis(), `end of ${json.id}`)
  assert.equal(parsed.url, json.url)
  assert.include(parsed.location, json.city)
  if (json.venue) assert.include(parsed.location, json.venue.name)
  for (const option of json.tickets.options) {
    const price = option.price === 0 ? 'Free' : `\\D*${option.price}`
    assert.match(parsed.description, new RegExp(`- ${option.name}: ${price}`))
  }
  assert.include(parsed.description, json.tickets.buy_url)
  assert.equal(
    Math.floor(parsed.lastModified.getTime() / 1000),
    Math.floor(Date.parse(json.updated_at) / 1000)
  )
  assert.isAtLeast(parsed.sequence, 1)
}

async function calendarOf(client: ApiClient, path: string, query: Record<string, string> = {}) {
  const response = await client.get(path).qs(query)
  response.assertStatus(200)
  return { response, calendar: parseCalendar(response.text()) }
}

async function seedCalendarEvents() {
  const berlin = await createCity({ slug: 'cal-berlin', name: 'Cal Berlin' })
  const chicago = await createCity({
    slug: 'cal-chicago',
    name: 'Cal Chicago',
    timezone: 'America/Chicago',
  })
  /* across the European DST change, and one without an end */
  await createEvent({
    id: 'cal-across-dst',
    city: berlin,
    startAt: DateTime.fromISO('2031-03-29T23:00', { zone: 'Europe/Berlin' }),
    endAt: DateTime.fromISO('2031-03-30T05:00', { zone: 'Europe/Berlin' }),
    prices: [12.5, 20],
  })
  await createEvent({
    id: 'cal-no-end',
    city: berlin,
    startAt: DateTime.fromISO('2031-10-26T01:30', { zone: 'Europe/Berlin' }),
  })
  await createEvent({
    id: 'cal-chicago',
    city: chicago,
    startAt: DateTime.fromISO('2031-03-09T01:30', { zone: 'America/Chicago' }),
    endAt: DateTime.fromISO('2031-03-09T04:00', { zone: 'America/Chicago' }),
    prices: [],
  })
  await db.from('events').where('id', 'cal-across-dst').update({
    venue_name: 'Hall, "Nord"; Gate 2',
    venue_address: 'Street 1',
  })
}

test.group('Calendar feeds (iCalendar)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('events.ics holds what listEvents gives for the same filters', async ({
    client,
    assert,
  }) => {
    await seedCalendarEvents()
    const queries: Record<string, string>[] = [
      { upcoming: 'false', city: 'cal-berlin' },
      { upcoming: 'false', from: '2031-03-01', to: '2031-03-31', sort: '-start' },
      { upcoming: 'false', type: 'semester_kickoff' },
      {},
    ]
    for (const query of queries) {
      const json = await client.get('/api/v1/events').qs(query)
      const { response, calendar } = await calendarOf(client, '/api/v1/events.ics', query)
      await assertMatchesOpenApi(response, { operationId: 'getEventsCalendar', status: 200 })
      const events = json.body().events as EventShape[]
      assert.lengthOf(calendar.events, events.length, JSON.stringify(query))
      calendar.events.forEach((parsed, index) => assertSameEvent(assert, parsed, events[index]))
    }
    const { calendar } = await calendarOf(client, '/api/v1/events.ics', { city: 'cal-berlin' })
    assert.equal(calendar.name, 'Student events in Cal Berlin')
  })

  test('events/{id}.ics: one event; times in its zone across DST; text escaped', async ({
    client,
    assert,
  }) => {
    await seedCalendarEvents()
    for (const id of ['cal-across-dst', 'cal-no-end', 'cal-chicago']) {
      const json = await client.get(`/api/v1/events/${id}`)
      const { response, calendar } = await calendarOf(client, `/api/v1/events/${id}.ics`)
      await assertMatchesOpenApi(response, { operationId: 'getEventCalendar', status: 200 })
      assert.lengthOf(calendar.events, 1)
      assertSameEvent(assert, calendar.events[0], json.body())
    }
    const { response, calendar } = await calendarOf(client, '/api/v1/events/cal-across-dst.ics')
    /* 23:00 CET to 05:00 CEST is five hours, not six */
    const [event] = calendar.events
    assert.equal(event.end.getTime() - event.start.getTime(), 5 * 3_600_000)
    assert.include(response.text(), 'DTSTART;TZID=Europe/Berlin:20310329T230000')
    assert.include(response.text(), 'DTEND;TZID=Europe/Berlin:20310330T050000')
    assert.equal(event.location, 'Hall, "Nord"; Gate 2, Street 1, Cal Berlin')
    assert.include(event.description, '- Round 1: €12.50')
    const chicago = await calendarOf(client, '/api/v1/events/cal-chicago.ics')
    assert.include(chicago.calendar.events[0].description, 'Ticket prices: not published yet')
  })

  test('ETag and If-None-Match (304), HEAD, Link to the next page, 404 and 400', async ({
    client,
    assert,
  }) => {
    await seedCalendarEvents()
    const first = await client.get('/api/v1/events/cal-no-end.ics')
    const etag = String(first.header('etag'))
    assert.match(etag, /^"/)
    assert.equal(first.header('api-version'), '1')
    const again = await client.get('/api/v1/events/cal-no-end.ics').header('If-None-Match', etag)
    again.assertStatus(304)
    const head = await client.head('/api/v1/events/cal-no-end.ics')
    head.assertStatus(200)
    assert.equal(head.header('content-type'), 'text/calendar; charset=utf-8')

    const paged = await client
      .get('/api/v1/events.ics')
      .qs({ upcoming: 'false', city: 'cal-berlin', limit: '1' })
    const next = /<([^>]+)>; rel="next"/.exec(String(paged.header('link')))?.[1]
    assert.isString(next)
    const second = await client.get(new URL(next!).pathname + new URL(next!).search)
    assert.deepEqual(
      parseCalendar(second.text()).events.map((event) => event.uid.split('@')[0]),
      ['cal-no-end']
    )

    const missing = await client.get('/api/v1/events/no-such-event.ics')
    assert.equal(missing.header('content-type'), 'application/json; charset=utf-8')
    missing.assertStatus(404)
    await assertMatchesOpenApi(missing, { operationId: 'getEventCalendar', status: 404 })
    const invalid = await client.get('/api/v1/events.ics').qs({ from: 'soon' })
    invalid.assertStatus(400)
    assert.equal(invalid.body().error.details[0].parameter, 'from')
  })

  test('city pages offer the feed as Subscribe; event pages the file and web calendars, no webcal', async ({
    client,
    assert,
  }) => {
    /* #26: a webcal:// link alone does nothing in Chrome on Android or desktop */
    await seedCalendarEvents()
    const city = await client.get('/cities/cal-berlin')
    const feed = `${appUrl}/api/v1/events.ics?city=cal-berlin`
    const webcal = feed.replace(/^https?:/, 'webcal:')
    assert.include(city.text(), `href="${feed}"`)
    assert.include(city.text(), `href="${webcal}"`)
    assert.include(city.text(), `cid=${encodeURIComponent(webcal)}`)
    assert.include(city.text(), `addfromweb?url=${encodeURIComponent(feed)}`)
    const event = await client.get('/events/cal-no-end')
    assert.include(event.text(), 'href="/api/v1/events/cal-no-end.ics" download')
    assert.include(
      event.text(),
      'href="https://calendar.google.com/calendar/render?action=TEMPLATE'
    )
    assert.include(event.text(), 'href="https://outlook.live.com/calendar/0/action/compose?')
    assert.notInclude(event.text(), 'webcal:')
    const download = await client.get('/api/v1/events/cal-no-end.ics')
    assert.lengthOf(parseCalendar(download.text()).events, 1)
  })
})

/*
| SEQUENCE moves once per transaction that changes the event: these writes
| commit, each in its own transaction, as staff and SQL consoles make them.
*/
test.group('Calendar feeds: SEQUENCE over committed changes', () => {
  test('UID stays, SEQUENCE grows when the event, its rounds or its city change', async ({
    client,
    assert,
    cleanup,
  }) => {
    const id = uniqueName('cal-seq')
    const slug = uniqueName('cal-seq-city')
    cleanup(() =>
      plainSql(
        [`DELETE FROM events WHERE id = $1`, [id]],
        [`DELETE FROM cities WHERE slug = $1`, [slug]]
      )
    )
    await plainSql(
      ['BEGIN'],
      [
        `INSERT INTO cities (slug, name, country, country_code, timezone, summary, festival_name,
           city_guide_url, festival_url)
         VALUES ($1::text, 'Seqville', 'Testland', 'XT', 'Europe/Berlin', 's', 'f',
           '/cities/' || $1::text, '/festivals/' || $1::text)`,
        [slug],
      ],
      [
        `INSERT INTO events (id, type, city_id, city_name, name, start_at, url, ticket_status, buy_url)
         SELECT $1::text, 'halloween', id, 'Seqville', 'Seq party', '2031-10-31T20:00:00Z',
           '/events/' || $1::text, 'on_sale', 'https://tickets.example.org/x' FROM cities WHERE slug = $2`,
        [id, slug],
      ],
      [
        `INSERT INTO ticket_options (event_id, name, price, currency) VALUES ($1, 'Door', 10, 'EUR')`,
        [id],
      ],
      ['COMMIT']
    )
    const entries: ParsedEvent[] = []
    const read = async () => {
      await changesDelivered()
      const { calendar } = await calendarOf(client, `/api/v1/events/${id}.ics`)
      entries.push(calendar.events[0])
      return calendar.events[0]
    }
    const created = await read()
    assert.equal(created.sequence, 1)
    await plainSql([`UPDATE ticket_options SET price = 30 WHERE event_id = $1`, [id]])
    const repriced = await read()
    assert.include(repriced.description, '€30')
    await plainSql(
      ['BEGIN'],
      [`UPDATE events SET name = 'Renamed party' WHERE id = $1`, [id]],
      [`UPDATE ticket_options SET price = 31 WHERE event_id = $1`, [id]],
      ['COMMIT']
    )
    const renamed = await read()
    assert.equal(renamed.summary, 'Renamed party')
    await plainSql([`UPDATE cities SET name = 'Seqville Mitte' WHERE slug = $1`, [slug]])
    const moved = await read()
    assert.include(moved.location, 'Seqville Mitte')
    await plainSql([`UPDATE events SET name = 'Renamed party' WHERE id = $1`, [id]])
    const unchanged = await read()
    assert.lengthOf(new Set(entries.map((entry) => entry.uid)), 1)
    assert.deepEqual(
      entries.map((entry) => entry.sequence),
      [1, 2, 3, 4, 4],
      'one more per transaction that changes the event; none for a no-op'
    )
    /* LAST-MODIFIED has whole seconds: it may not move within one */
    assert.isAtLeast(moved.lastModified.getTime(), created.lastModified.getTime())
    assert.equal(unchanged.lastModified.getTime(), moved.lastModified.getTime())
  })
})
