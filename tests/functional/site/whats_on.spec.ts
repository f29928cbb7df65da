/*
| "What's on" at a glance (#41): the events page's quick date choices and
| months with their counts (each checked against listEvents read directly),
| the way forward of an empty list, filters behind a disclosure, the
| Halloween page's own waiting-list form without developer words, and each
| ticket state in its own words on cards and pages.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { appUrl } from '#config/service'
import { createCity, createEvent } from '#tests/helpers/api_catalog'
import { fetchOwn } from '#tests/helpers/discovery_links'
import { uniqueName } from '#database/factories/unique_name'
import { listEvents } from '#services/catalog/event_service'
import { searchCities } from '#services/catalog/city_service'
import type City from '#models/city'

async function page(path: string) {
  const response = await fetchOwn(`${appUrl}${path}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text(), response }
}

const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'")
const textOf = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()

const cardIds = (html: string) =>
  [...html.matchAll(/<h3><a href="[^"]*\/events\/([^"]+)">/g)].map((m) => m[1])

/** The links of a `<nav aria-label=…>`: text → href. */
function navLinks(html: string, label: string): Map<string, string> {
  const nav = new RegExp(`<nav[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`).exec(html)
  if (!nav) throw new Error(`no navigation "${label}"`)
  const links = [...nav[1].matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
  return new Map(links.map((m) => [textOf(m[2]), decode(m[1])]))
}

/** Each month chip: its month, its count text and its link (null: no link). */
function monthChips(html: string) {
  const nav = /<nav class="month-choices"[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1]
  return [
    ...nav.matchAll(/<(a|span) class="chip[^"]*" data-month="([\d-]+)"([^>]*)>([\s\S]*?)<\/\1>/g),
  ]
    .map((m) => ({
      month: m[2],
      href: /href="([^"]*)"/.exec(m[3])?.[1] ?? null,
      count: textOf(/<span class="chip__count">([^<]*)/.exec(m[4])![1]),
    }))
    .map((chip) => ({ ...chip, href: chip.href && decode(chip.href) }))
}

const query = (href: string) => Object.fromEntries(new URL(href, appUrl).searchParams)

async function testCity(overrides: Partial<City> = {}) {
  const slug = uniqueName('whatson')
  return createCity({ slug, name: `Whatsonville ${slug}`, timezone: 'Europe/Berlin', ...overrides })
}

/** A day at 21:00 in Berlin, `days` from today there. */
const evening = (days: number) =>
  DateTime.now().setZone('Europe/Berlin').startOf('day').plus({ days }).set({ hour: 21 })

test.group('Events page: quick choices and months (#41)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('tonight, this weekend and the next 7 days are days in the city, each listing what listEvents lists', async ({
    assert,
  }) => {
    const city = await testCity()
    const today = DateTime.now().setZone('Europe/Berlin').startOf('day')
    /* this weekend's Sunday: today on a Sunday, when Friday and Saturday are gone */
    const toSunday = 7 - today.weekday
    const tonight = await createEvent({
      id: uniqueName('tonight'),
      city,
      startAt: evening(0).plus({ hours: 2 }),
    })
    const weekend = await createEvent({
      id: uniqueName('weekend'),
      city,
      startAt: evening(toSunday),
    })
    const later = await createEvent({ id: uniqueName('later'), city, startAt: evening(20) })
    const { html } = await page(`/events?city=${city.slug}`)
    const quick = navLinks(html, 'When')
    assert.deepEqual([...quick.keys()], ['Tonight', 'This weekend', 'Next 7 days', 'Any date'])

    const friday = today.plus({ days: Math.max(0, 5 - today.weekday) })
    const sunday = today.plus({ days: 7 - today.weekday })
    const expected = {
      'Tonight': [today, today],
      'This weekend': [friday, sunday],
      'Next 7 days': [today, today.plus({ days: 6 })],
    }
    for (const [label, [from, to]] of Object.entries(expected)) {
      const params = query(quick.get(label)!)
      assert.deepEqual(params, { city: city.slug, from: from.toISODate()!, to: to.toISODate()! })
      const listed = await page(quick.get(label)!)
      const direct = await listEvents({ city: city.slug, from: params.from, to: params.to })
      assert.deepEqual(
        cardIds(listed.html),
        direct.events.map((event) => event.id),
        label
      )
      assert.notInclude(cardIds(listed.html), later.id, label)
      assert.match(listed.html, new RegExp(`aria-current="page">${label}<`), label)
    }
    const [tonightPage, weekendPage] = await Promise.all([
      page(quick.get('Tonight')!),
      page(quick.get('This weekend')!),
    ])
    assert.include(cardIds(tonightPage.html), tonight.id)
    assert.include(cardIds(weekendPage.html), weekend.id)
    assert.deepEqual(query(quick.get('Any date')!), { city: city.slug })
  })

  test('month chips carry the number of events each month lists, and empty months are no links', async ({
    assert,
  }) => {
    const city = await testCity()
    const first = DateTime.now().setZone('Europe/Berlin').startOf('month')
    const inMonth = (months: number, day: number) => first.plus({ months }).set({ day, hour: 20 })
    await createEvent({ id: uniqueName('m2a'), city, startAt: inMonth(2, 10) })
    await createEvent({ id: uniqueName('m2b'), city, startAt: inMonth(2, 20) })
    /* over two months: it counts in both, as from/to of each month list it */
    await createEvent({
      id: uniqueName('m4'),
      city,
      startAt: inMonth(4, 28),
      endAt: inMonth(5, 2),
    })
    const { html } = await page(`/events?city=${city.slug}&type=semester_kickoff`)
    const chips = monthChips(html)
    assert.lengthOf(chips, 12)
    assert.equal(chips[0].month, first.toFormat('yyyy-MM'))
    const counts: Record<string, string> = {}
    for (const chip of chips) counts[chip.month] = chip.count
    assert.equal(counts[inMonth(2, 1).toFormat('yyyy-MM')], '2 events')
    assert.equal(counts[inMonth(4, 1).toFormat('yyyy-MM')], '1 event')
    assert.equal(counts[inMonth(5, 1).toFormat('yyyy-MM')], '1 event')
    assert.equal(counts[inMonth(3, 1).toFormat('yyyy-MM')], 'no events')
    for (const chip of chips) {
      const from = `${chip.month}-01`
      const to = DateTime.fromISO(from).endOf('month').toISODate()!
      const direct = await listEvents({ city: city.slug, type: 'semester_kickoff', from, to })
      if (direct.total === 0) {
        assert.isNull(chip.href, chip.month)
        continue
      }
      assert.deepEqual(query(chip.href!), { city: city.slug, type: 'semester_kickoff', from, to })
      assert.equal(chip.count, `${direct.total} event${direct.total === 1 ? '' : 's'}`)
    }
  })

  test('every month of the whole list counts what listEvents lists for it', async ({ assert }) => {
    const { html } = await page('/events')
    const chips = monthChips(html)
    assert.lengthOf(chips, 12)
    for (const chip of chips) {
      const from = `${chip.month}-01`
      const to = DateTime.fromISO(from).endOf('month').toISODate()!
      const { total } = await listEvents({ from, to, limit: 1 })
      const words = total === 0 ? 'no events' : `${total} event${total === 1 ? '' : 's'}`
      assert.equal(chip.count, words, chip.month)
    }
  })

  test('the filters are one tap away: a disclosure, closed, above the events', async ({
    assert,
  }) => {
    const { cities } = await searchCities({ limit: 1 })
    const city = cities[0]
    const { html } = await page(`/events?city=${city.slug}&ticket_status=on_sale`)
    const details =
      /<details class="filter-panel">\s*<summary[^>]*>([^<]*)<\/summary>([\s\S]*?)<\/details>/.exec(
        html
      )
    assert.isNotNull(details, 'a closed <details> holds the filters')
    assert.include(details![2], '<form class="filters event-filters"')
    assert.equal(textOf(details![1]), `Filters: ${city.name}, on sale now`)
    assert.isBelow(html.indexOf('<details'), html.indexOf('id="results"'))
  })
})

test.group('Events page: a way forward from an empty list (#41)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an empty month names the next matching event, with links to it and to the list from its day', async ({
    assert,
  }) => {
    const city = await testCity()
    const next = await createEvent({ id: uniqueName('next'), city, startAt: evening(75) })
    const empty = DateTime.now().plus({ days: 2 })
    const from = empty.toISODate()!
    const to = empty.plus({ days: 3 }).toISODate()!
    const { html } = await page(`/events?city=${city.slug}&from=${from}&to=${to}`)
    assert.deepEqual(cardIds(html), [])
    const text = textOf(html)
    assert.include(text, 'No events match these filters.')
    assert.include(text, `The next one is ${next.name}, `)
    assert.include(html, `href="${appUrl}/events/${next.id}"`)
    const day = evening(75).toISODate()
    assert.include(decode(html), `/events?city=${city.slug}&amp;from=${day}`.replace('&amp;', '&'))
  })

  test('a city without such events names the nearest city that has them', async ({ assert }) => {
    const here = await testCity({ latitude: 0, longitude: 0 } as Partial<City>)
    const near = await testCity({ latitude: 0, longitude: 1 } as Partial<City>)
    const far = await testCity({ latitude: 0, longitude: 3 } as Partial<City>)
    await createEvent({
      id: uniqueName('near'),
      city: near,
      startAt: evening(10),
      type: 'orientation_week',
    })
    await createEvent({
      id: uniqueName('far'),
      city: far,
      startAt: evening(10),
      type: 'orientation_week',
    })
    const { html } = await page(`/events?city=${here.slug}&type=orientation_week`)
    assert.deepEqual(cardIds(html), [])
    const text = textOf(html)
    assert.include(
      text,
      `There are no such events in ${here.name} for now. The nearest city with them is ${near.name}, 111 km away.`
    )
    assert.include(decode(html), `href="/events?city=${near.slug}&type=orientation_week"`)
    assert.include(text, `See the 1 event in ${near.name}`)
  })
})

test.group('Cities on the map (#41)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the database keeps coordinates in range, both or neither', async ({ assert }) => {
    const city = await testCity()
    const set = (values: Record<string, number | null>) =>
      db.from('cities').where('id', city.id).update(values)
    for (const refused of [
      { latitude: 91, longitude: 0 },
      { latitude: 0, longitude: -181 },
      { latitude: 10, longitude: null },
    ]) {
      await assert.rejects(() =>
        db.transaction((trx) => trx.from('cities').where('id', city.id).update(refused))
      )
    }
    await set({ latitude: -33.87, longitude: 151.21 })
    const [row] = await db.from('cities').where('id', city.id).select('latitude', 'longitude')
    assert.deepEqual(row, { latitude: -33.87, longitude: 151.21 })
  })
})

test.group('Halloween page: the waiting list in student words (#41)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function halloweenCity() {
    const city = await testCity()
    await db
      .from('cities')
      .where('id', city.id)
      .update({ halloween_url: `/halloween/${city.slug}` })
    const party = await createEvent({
      id: uniqueName('party'),
      city,
      type: 'halloween',
      startAt: evening(30),
      ticketStatus: 'coming_soon',
    })
    await db.from('events').where('id', party.id).update({ waitlist_open: true })
    return { city, party }
  }

  const post = (path: string, fields: Record<string, string>) =>
    fetchOwn(`${appUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Origin': new URL(appUrl).origin,
      },
      body: new URLSearchParams(fields).toString(),
    })

  test('the form is on the page; no tool, server or protocol is named', async ({ assert }) => {
    const { city, party } = await halloweenCity()
    const { html } = await page(`/halloween/${city.slug}`)
    assert.include(html, `<form method="post" action="/halloween/${city.slug}/waitlist"`)
    assert.include(html, `name="event" value="${party.id}"`)
    const text = textOf(
      html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<head>[\s\S]*?<\/head>/, '')
    )
    for (const word of [
      'MCP',
      'join_halloween_waitlist',
      'tool',
      'server',
      'API',
      'AI assistant',
    ]) {
      assert.notInclude(text, word)
    }
    assert.notInclude(html, '<code>')
  })

  test('a sign-up from the Halloween page is stored for its party and comes back to the page', async ({
    assert,
  }) => {
    const { city, party } = await halloweenCity()
    const email = `${uniqueName('ada')}@whatson-test.example`
    const mistake = await post(`/halloween/${city.slug}/waitlist`, {
      event: party.id,
      name: 'Ada',
      email: 'not an address',
      consent: 'on',
    })
    assert.equal(mistake.status, 422)
    const again = await mistake.text()
    assert.include(again, '<h1>Halloween in ')
    assert.include(again, 'id="waitlist-errors"')
    const sent = await post(`/halloween/${city.slug}/waitlist`, {
      event: party.id,
      name: 'Ada',
      email,
      consent: 'on',
    })
    assert.equal(sent.status, 303)
    assert.equal(sent.headers.get('location'), `/halloween/${city.slug}?waitlist=joined#waitlist`)
    const rows = await db
      .from('waitlist_entries')
      .where('email', email)
      .select('event_id', 'source')
    assert.deepEqual(rows, [{ event_id: party.id, source: 'site' }])
    const back = await page(`/halloween/${city.slug}?waitlist=joined`)
    assert.include(textOf(back.html), 'You are on the waiting list.')
  })

  test("only this city's parties are joined through its page", async ({ assert }) => {
    const { city, party } = await halloweenCity()
    const other = await halloweenCity()
    const signUp = (event: string) =>
      post(`/halloween/${city.slug}/waitlist`, {
        event,
        name: 'Ada',
        email: `${uniqueName('ada')}@whatson-test.example`,
        consent: 'on',
      })
    const own = await signUp(party.id)
    assert.equal(own.status, 303)
    const response = await signUp(other.party.id)
    assert.equal(response.status, 404)
    const rows = await db.from('waitlist_entries').where('event_id', other.party.id)
    assert.lengthOf(rows, 0)
  })
})

test.group('Ticket states in plain words (#41)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each state has its own words on the card and its own badge on the page', async ({
    assert,
  }) => {
    const city = await testCity()
    const opensAt = evening(5).set({ hour: 10 })
    const states = {
      on_sale: { ticketStatus: 'on_sale', prices: [25, 30] },
      free: { ticketStatus: 'on_sale', prices: [0] },
      see_page: { ticketStatus: 'see_page', prices: [25] },
      opens: { ticketStatus: 'opens_soon', salesOpenAt: opensAt },
      coming: { ticketStatus: 'coming_soon' },
      waitlist: { ticketStatus: 'coming_soon', type: 'halloween', waitlist: true },
      sold_out: { ticketStatus: 'on_sale', soldOut: [true, true] },
      ended: { ticketStatus: 'ended' },
    } as const
    const ids: Record<string, string> = {}
    for (const [state, fixture] of Object.entries(states)) {
      const event = await createEvent({
        id: uniqueName(`state-${state.replace('_', '-')}`),
        city,
        startAt: evening(12),
        ...(fixture as object),
      })
      if ('waitlist' in fixture)
        await db.from('events').where('id', event.id).update({ waitlist_open: true })
      ids[state] = event.id
    }
    const when = `${opensAt.toFormat('ccc d LLL yyyy')}, 10:00 ${city.name} time`
    const expected: Record<string, [string, string]> = {
      on_sale: ['On sale from €25.00', 'On sale'],
      free: ['Free', 'Free'],
      see_page: ['Sold by the organisers, from €25.00', 'From the organisers'],
      opens: [`Sales open on ${when}`, 'Opens soon'],
      coming: ['Tickets coming soon', 'Coming soon'],
      waitlist: ['Waiting list open', 'Coming soon'],
      sold_out: ['Sold out', 'Sold out'],
      ended: ['Sales ended', 'Sales ended'],
    }
    const { html } = await page(`/events?city=${city.slug}`)
    assert.notInclude(html, 'See the event page')
    for (const [state, [line, badge]] of Object.entries(expected)) {
      const card = new RegExp(
        `<article class="card event-card"[^>]*>(?:(?!</article>)[\\s\\S])*?/events/${ids[state]}"[\\s\\S]*?</article>`
      ).exec(html)
      assert.isNotNull(card, state)
      const shown = /<p class="ticket-line[^"]*">([^<]*)<\/p>/.exec(card![0])![1]
      assert.equal(decode(shown).trim(), line, state)
      const eventPage = await page(`/events/${ids[state]}`)
      const heading = /<h2 id="tickets-title">([\s\S]*?)<\/h2>/.exec(eventPage.html)![1]
      assert.equal(textOf(heading), `Tickets ${badge}`, state)
      assert.notInclude(eventPage.html, 'See the event page', state)
    }
  })
})
