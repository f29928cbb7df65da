import { test } from '@japa/runner'
import type { Assert } from '@japa/assert'
import fc from 'fast-check'
import ICAL from 'ical.js'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { EventShape } from '#schemas/event'
import { appUrl } from '#config/service'
import { icsCalendar } from '#services/calendar/ics_calendar'
import { clearRateLimits } from '#services/rate_limit_service'
import { calendarText, corpus, runs } from '#tests/helpers/hostile_arbitraries'
import { sampleEvents } from '#tests/helpers/sample_events'
import { createCity, createEvent } from '#tests/helpers/api_catalog'
import { eventForm, postAdminForm } from '#tests/helpers/admin_forms'
import { uniqueName } from '#database/factories/unique_name'
import { AdminUserFactory } from '#database/factories/admin_user_factory'

/*
| Calendar injection (a line break in a name starting properties or whole
| events of its own): every calendar made from hostile text is read back by
| a real parser (ical.js) and must hold exactly the components and
| properties we wrote, each text exactly as it went in (CR LF and CR read
| back as LF, the one line break iCalendar text has). Names in query strings
| and admin forms refuse line breaks outright.
*/

const CALENDAR_PROPERTIES = [
  'name',
  'prodid',
  'refresh-interval',
  'version',
  'x-published-ttl',
  'x-wr-calname',
]
const EVENT_PROPERTIES = [
  'description',
  'dtend',
  'dtstamp',
  'dtstart',
  'last-modified',
  'location',
  'sequence',
  'summary',
  'uid',
  'url',
]

/**
 * Text as an iCalendar parser reads it back: every kind of line break is LF
 * (a CR in a value and the LF after it are one line break).
 */
const asRead = (text: string) => text.replace(/\r\n|\r/g, '\n')

/** RFC 5545 TEXT unescaping, for X- properties (ical.js hands those over as written). */
const unescapeText = (raw: unknown) =>
  String(raw).replace(/\\([\\;,nN])/g, (_, char: string) => (/n/i.test(char) ? '\n' : char))

const propertyNames = (component: ICAL.Component) =>
  component
    .getAllProperties()
    .map((property) => property.name)
    .sort()

/** The one VCALENDAR of a file (ical.js answers a list when there are more). */
function parsed(assert: Assert, text: string) {
  const jcal = ICAL.parse(text) as unknown[]
  assert.equal(jcal[0], 'vcalendar', 'one VCALENDAR and nothing else')
  return new ICAL.Component(jcal)
}

interface HostileTexts {
  calendarName: string
  name: string
  venue: string
  address: string
  city: string
  entryRule: string
  note: string
  round: string
}

/** A well-formed event whose every free text is hostile. */
function hostileEvent(base: EventShape, texts: HostileTexts, index: number): EventShape {
  return {
    ...base,
    id: `${base.id}-${index}`,
    name: texts.name,
    city: texts.city,
    venue: { name: texts.venue, address: texts.address },
    entry_rule: texts.entryRule,
    tickets: {
      ...base.tickets,
      note: texts.note,
      options: [{ name: texts.round, price: 12, currency: 'EUR', sold_out: false }],
    },
  }
}

function assertHostileEvent(assert: Assert, vevent: ICAL.Component, texts: HostileTexts) {
  const location = [texts.venue, texts.address, texts.city].filter((part) => part).join(', ')
  const expected = location ? EVENT_PROPERTIES : EVENT_PROPERTIES.filter((p) => p !== 'location')
  assert.deepEqual(propertyNames(vevent), expected)
  assert.deepEqual(vevent.getAllSubcomponents(), [])
  assert.equal(vevent.getFirstPropertyValue('summary'), asRead(texts.name))
  if (location) assert.equal(vevent.getFirstPropertyValue('location'), asRead(location))
  const description = String(vevent.getFirstPropertyValue('description'))
  assert.include(description, asRead(`\n- ${texts.round}: €12`))
  if (texts.note) assert.include(description, asRead(`\n${texts.note}\nTickets: `))
  if (texts.entryRule) assert.include(description, asRead(`\nEntry: ${texts.entryRule}\n`))
}

const hostileTexts = fc.record({
  calendarName: calendarText,
  name: calendarText,
  venue: calendarText,
  address: calendarText,
  city: calendarText,
  entryRule: calendarText,
  note: calendarText,
  round: calendarText,
})

test.group('Calendars: hostile text cannot add properties or events', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every calendar made from hostile text parses to exactly what was written', async ({
    assert,
  }) => {
    const base = { ...sampleEvents()[0], updated_at: '2027-06-01T10:00:00Z' } as EventShape
    await fc.assert(
      fc.asyncProperty(fc.array(hostileTexts, { minLength: 1, maxLength: 3 }), async (texts) => {
        const events = texts.map((each, index) => hostileEvent(base, each, index))
        const name = texts[0].calendarName
        const text = await icsCalendar(
          name,
          events.map((event) => ({ event: () => event, sequence: 1 }))
        )
        const calendar = parsed(assert, text)
        assert.deepEqual(
          propertyNames(calendar),
          name ? CALENDAR_PROPERTIES : CALENDAR_PROPERTIES.filter((p) => !p.includes('name'))
        )
        if (name) {
          assert.equal(unescapeText(calendar.getFirstPropertyValue('name')), asRead(name))
          assert.equal(unescapeText(calendar.getFirstPropertyValue('x-wr-calname')), asRead(name))
        }
        const vevents = calendar.getAllSubcomponents('vevent')
        assert.lengthOf(vevents, events.length)
        assert.deepEqual(
          vevents.map((vevent) => vevent.getFirstPropertyValue('uid')),
          events.map((event) => `${event.id}@${new URL(appUrl).host}`)
        )
        vevents.forEach((vevent, index) => assertHostileEvent(assert, vevent, texts[index]))
        const others = calendar.getAllSubcomponents().filter((c) => c.name !== 'vevent')
        assert.deepEqual([...new Set(others.map((c) => c.name))], ['vtimezone'])
      }),
      runs(300)
    )
  })

  test('names and events stored with line breaks come out of events.ics as written', async ({
    client,
    assert,
  }) => {
    /* what the columns hold (the long ones are written by the property above) */
    const storable = corpus.calendar_strings.filter((text) => text.trim() && text.length <= 100)
    for (const text of storable) {
      /* calendars are charged by weight: each text gets a fresh budget */
      await clearRateLimits()
      const slug = uniqueName('ics-hostile')
      const city = await createCity({ slug, name: text })
      await createEvent({ id: slug, city, startAt: DateTime.now().plus({ days: 3 }) })
      await db.from('events').where('id', slug).update({ name: text, venue_name: text })
      const response = await client.get('/api/v1/events.ics').qs({ city: slug })
      response.assertStatus(200)
      const calendar = parsed(assert, response.text())
      assert.equal(
        unescapeText(calendar.getFirstPropertyValue('x-wr-calname')),
        `Student events in ${asRead(text)}`
      )
      const vevents = calendar.getAllSubcomponents('vevent')
      assert.lengthOf(vevents, 1, JSON.stringify(text))
      assert.deepEqual(propertyNames(vevents[0]), EVENT_PROPERTIES)
      assert.equal(vevents[0].getFirstPropertyValue('summary'), asRead(text))
      assert.match(String(vevents[0].getFirstPropertyValue('uid')), new RegExp(`^${slug}@`))
      const single = await client.get(`/api/v1/events/${slug}.ics`)
      assert.lengthOf(parsed(assert, single.text()).getAllSubcomponents('vevent'), 1)
      assert.equal(
        unescapeText(parsed(assert, single.text()).getFirstPropertyValue('name')),
        asRead(text)
      )
    }
  })
})

const LINE_BREAKS = ['%0A', '%0D', '%0D%0A', '%C2%85', '%E2%80%A8']
const INJECTION = 'BEGIN:VEVENT%0D%0ASUMMARY:evil%0D%0AEND:VEVENT'

test.group('Calendars: names in query strings and admin forms are one line', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a line break in a name parameter is a 400 naming it', async ({ client, assert }) => {
    const paths = [
      ['/api/v1/events.ics', 'city'],
      ['/api/v1/events', 'city'],
      ['/api/v1/cities', 'country'],
      ['/api/v1/cities', 'q'],
      ['/api/v1/partners', 'q'],
      ['/api/v1/pricing', 'city'],
    ] as const
    for (const [path, parameter] of paths) {
      for (const lineBreak of LINE_BREAKS) {
        const response = await client.get(`${path}?${parameter}=x${lineBreak}${INJECTION}`)
        response.assertStatus(400)
        assert.equal(response.header('content-type'), 'application/json; charset=utf-8')
        assert.equal(response.body().error.code, 'bad_request')
        assert.equal(response.body().error.details[0].parameter, parameter)
        assert.include(response.body().error.details[0].message, 'one line')
      }
    }
    const typed = await client.get(`/api/v1/events.ics?type=halloween%0A${INJECTION}`)
    typed.assertStatus(400)
    assert.equal(typed.body().error.details[0].parameter, 'type')
  })

  test('staff get a field error for a line break in a name, venue or round', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const form = eventForm({
      name: 'Party\r\nBEGIN:VEVENT',
      venue_name: 'Hall\nEND:VEVENT',
      ticket_options: [{ name: 'Early\rbird', price: '12', currency: 'EUR' }],
      ticket_note: 'first line\nsecond line',
      early_access_description: 'Lines\nare fine here',
      early_access_starts_at: '2031-09-01T10:00',
      early_access_ends_at: '2031-09-02T10:00',
    })
    const response = await postAdminForm(client, staff, '/admin/events', form)
      .header('referer', '/admin/events/new')
      .redirects(0)
    response.assertStatus(302)
    const oneLine = 'Keep this on one line (no line breaks)'
    response.assertValidationError('name', oneLine)
    response.assertValidationError('venue_name', oneLine)
    response.assertValidationError('ticket_options.0.name', oneLine)
    response.assertValidationError('ticket_note', oneLine)
    const errors = response.flashMessages().inputErrorsBag ?? {}
    assert.notProperty(errors, 'early_access_description')
    assert.isNull(await db.from('events').where('id', form.id).first())
  })
})
