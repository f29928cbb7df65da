import { test } from '@japa/runner'
import ICAL from 'ical.js'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import type { EventShape } from '#schemas/event'
import { icsCalendar } from '#services/calendar/ics_calendar'
import { sampleEvents } from '#tests/helpers/sample_events'

/*
| A calendar is written a few events at a time (other requests go in
| between): the text must be what one pass over all of them gives, for a
| calendar longer than one turn, with several zones and an event without one.
*/
const ZONES = ['Europe/Berlin', 'Europe/London', null, 'Europe/Prague', 'Europe/Berlin']

function manyEvents(count: number): EventShape[] {
  const base = sampleEvents()[0] as EventShape
  return Array.from({ length: count }, (_, i): EventShape => ({
    ...base,
    id: `${base.id}-${i}`,
    name: `${base.name} ${i} — a name long enough to be folded over more than one line of the file`,
    timezone: ZONES[i % ZONES.length],
    updated_at: '2027-06-01T10:00:00Z',
  }))
}

test.group('iCalendar files written in turns', () => {
  test('{$self} events: every event once, in order, with one VTIMEZONE per zone used')
    .with([0, 1, 19, 20, 21, 45, 200])
    .run(async ({ assert }, count) => {
      const events = manyEvents(count)
      const text = await icsCalendar(
        'Student events',
        events.map((event) => ({ event: () => event, sequence: 1 }))
      )
      const calendar = new ICAL.Component(ICAL.parse(text))
      const uids = calendar
        .getAllSubcomponents('vevent')
        .map((vevent) => String(vevent.getFirstPropertyValue('uid')).split('@')[0])
      assert.deepEqual(
        uids,
        events.map((event) => event.id)
      )
      const zones = calendar
        .getAllSubcomponents('vtimezone')
        .map((zone) => zone.getFirstPropertyValue('tzid'))
      const used = [
        ...new Set(events.map((event) => event.timezone).filter((zone) => zone !== null)),
      ]
      assert.deepEqual(zones, used)
      assert.isTrue(
        text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75),
        'every line folded'
      )
      assert.equal(text.match(/BEGIN:VCALENDAR/g)?.length, 1)
      /* RFC 5545 3.1: the last content line ends with CRLF too */
      assert.isTrue(text.endsWith('END:VCALENDAR\r\n'))
    })
})

test.group('iCalendar files: texts kept by the database key', () => {
  test('an event with a text key is written once; another key is written again', async ({
    assert,
  }) => {
    const events = manyEvents(45)
    const runId = `${Date.now()}-${Math.random()}`
    let made = 0
    const entries = (version: number) =>
      events.map((event) => ({
        event: () => {
          made++
          return { ...event, name: `${event.name} v${version}` }
        },
        sequence: version,
        textKey: `${event.id}\n${version}\n${runId}`,
      }))
    const first = await icsCalendar('Student events', entries(1))
    assert.equal(made, 45)
    const again = await icsCalendar('Student events', entries(1))
    assert.equal(made, 45, 'no event made for a kept text')
    assert.equal(again, first)
    const unkept = await icsCalendar(
      'Student events',
      events.map((event) => ({
        event: () => ({ ...event, name: `${event.name} v1` }),
        sequence: 1,
      }))
    )
    assert.equal(unkept, first, 'the same bytes as a calendar written whole')
    const changed = await icsCalendar('Student events', entries(2))
    assert.equal(made, 90)
    assert.include(changed, 'SEQUENCE:2')
    assert.notInclude(changed, 'SEQUENCE:1')
    assert.include(changed.replace(/\r\n /g, ''), ` v2`)
  })

  test('a calendar in other zones gets their VTIMEZONEs, whatever events were kept', async ({
    assert,
  }) => {
    const [berlin, london] = manyEvents(2).map((event, i) => ({
      ...event,
      timezone: ['Europe/Berlin', 'Europe/London'][i],
    }))
    const key = (event: EventShape) => `${event.id}\nzones\n${Math.random()}`
    const keys = [key(berlin), key(london)]
    const entries = [berlin, london].map((event, i) => ({
      event: () => event,
      sequence: 1,
      textKey: keys[i],
    }))
    await icsCalendar('Zones', entries)
    const reversed = await icsCalendar('Zones', [...entries].reverse())
    const zones = new ICAL.Component(ICAL.parse(reversed))
      .getAllSubcomponents('vtimezone')
      .map((zone) => zone.getFirstPropertyValue('tzid'))
    assert.deepEqual(zones, ['Europe/London', 'Europe/Berlin'])
  })

  test('each VTIMEZONE is the zone data file as the library reads it, in every calendar', async ({
    assert,
  }) => {
    const events = manyEvents(10)
    const entries = events.map((event) => ({ event: () => event, sequence: 1 }))
    for (const text of [
      await icsCalendar('Zones again', entries),
      await icsCalendar('Zones again', entries),
    ]) {
      for (const zone of ['Europe/Berlin', 'Europe/London', 'Europe/Prague']) {
        const vtimezone = getVtimezoneComponent(zone)!.trimEnd().split(/\r?\n/).join('\r\n')
        assert.include(text, vtimezone, zone)
      }
    }
  })
})
