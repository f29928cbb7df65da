/*
| The site as a student uses it (#26): the event page's one ticket action,
| the event description on every door, calendar links that open anywhere,
| the events page's filters against the catalog read directly, student
| words instead of developer jargon, and forms behind any host name.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { appUrl } from '#config/service'
import { EventFactory, inCity } from '#database/factories/event_factory'
import City from '#models/city'
import { listEvents } from '#services/catalog/event_service'
import { searchCities } from '#services/catalog/city_service'
import { clearRateLimits } from '#services/rate_limit_service'
import { readPageHead } from '#tests/helpers/page_head'
import { fetchOwn } from '#tests/helpers/discovery_links'

const SHOP = 'https://tickets.shop.example/e/'

async function page(path: string, init: RequestInit = {}) {
  const response = await fetchOwn(`${appUrl}${path}`, init)
  const html = await response.text()
  return { status: response.status, html, head: readPageHead(html) }
}

/** The event page's primary ticket action: its kind, headline and button. */
function ticketAction(html: string) {
  const section =
    /<section class="ticket-action[^"]*"[^>]*data-ticket-action="([a-z_]+)"[^>]*>([\s\S]*?)<\/section>/.exec(
      html
    )
  if (!section) throw new Error('no ticket action on the page')
  const headline = /<h2[^>]*>([^<]*)<\/h2>/.exec(section[2])![1].trim()
  const primary = /<a class="button button--primary" href="([^"]*)"[^>]*>([^<]*)/.exec(section[2])
  return {
    kind: section[1],
    headline,
    primary: primary
      ? { href: primary[1].replaceAll('&amp;', '&'), label: primary[2].trim() }
      : null,
  }
}

async function actionOf(eventId: string) {
  const { html } = await page(`/events/${eventId}`)
  return ticketAction(html)
}

const cardIds = (html: string) =>
  [...html.matchAll(/<h3><a href="[^"]*\/events\/([^"]+)">/g)].map((m) => m[1])

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&'))

function published(overrides: Record<string, unknown> = {}) {
  return EventFactory.merge({ publication: 'published', ...overrides } as never)
}

test.group('Site: the event page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('on sale: the primary action is "Buy tickets" to buy_url, with the prices', async ({
    assert,
  }) => {
    const event = await published({ ticketStatus: 'on_sale', buyUrl: `${SHOP}on-sale` })
      .with('ticketOptions', 1, (option) => option.merge({ name: 'Regular', price: 12 }))
      .create()
    const { html } = await page(`/events/${event.id}`)
    const action = ticketAction(html)
    assert.equal(action.kind, 'buy')
    assert.deepEqual(action.primary, { href: `${SHOP}on-sale`, label: 'Buy tickets' })
    assert.include(action.headline, 'Tickets on sale')
    assert.include(html, 'From €12.00.')
  })

  test('each other state has its own action, and never a buy button', async ({ assert }) => {
    const opensAt = DateTime.now().plus({ days: 5 }).set({ second: 0, millisecond: 0 })
    const opens = await published({
      ticketStatus: 'opens_soon',
      salesOpenAt: opensAt,
      waitlistOpen: true,
    }).create()
    const coming = await published({ ticketStatus: 'coming_soon', waitlistOpen: false }).create()
    const ended = await published({ ticketStatus: 'ended', waitlistOpen: true }).create()
    const past = await published({
      ticketStatus: 'on_sale',
      startAt: DateTime.now().minus({ days: 3 }),
    }).create()

    const opensAction = await actionOf(opens.id)
    assert.equal(opensAction.kind, 'opens_at')
    const local = opensAt.setZone('Europe/Berlin').toFormat('ccc d LLL yyyy, HH:mm')
    assert.equal(opensAction.headline, `Sales open ${local} Elsewhere time`)
    assert.deepEqual(opensAction.primary, { href: '#waitlist', label: 'Join the waiting list' })

    const comingAction = await actionOf(coming.id)
    assert.deepEqual([comingAction.kind, comingAction.primary], ['coming_soon', null])

    const endedAction = await actionOf(ended.id)
    assert.equal(endedAction.kind, 'sales_ended')
    assert.equal(endedAction.primary?.href, '#waitlist')

    const pastPage = await page(`/events/${past.id}`)
    assert.deepEqual(ticketAction(pastPage.html), {
      kind: 'event_over',
      headline: 'This event has ended',
      primary: null,
    })
    assert.notInclude(pastPage.html, 'id="add-to-calendar"')
  })

  test('the description is plain text on the page, in the API, JSON-LD and .ics', async ({
    assert,
    client,
  }) => {
    const description = 'Costumes & <b>music</b> all night.\n\nBring your "student card".'
    const event = await published({ ticketStatus: 'on_sale', description }).create()
    const { html, head } = await page(`/events/${event.id}`)
    assert.include(html, '<p>Costumes &amp; &lt;b&gt;music&lt;/b&gt; all night.</p>')
    assert.include(html, '<p>Bring your &quot;student card&quot;.</p>')
    assert.equal((head.jsonLd[0] as { description: string }).description, description)

    const api = await client.get(`/api/v1/events/${event.id}`)
    assert.equal(api.body().description, description)
    const ics = await client.get(`/api/v1/events/${event.id}.ics`)
    assert.include(ics.text(), 'DESCRIPTION:Costumes & <b>music</b> all night.\\n\\nBring your')

    const without = await published().create()
    const withoutBody = await client.get(`/api/v1/events/${without.id}`)
    assert.isNull(withoutBody.body().description)
  })

  test('Add to calendar: Google, Outlook (UTC) and the .ics file; no webcal-only link', async ({
    assert,
  }) => {
    const start = DateTime.fromISO('2031-10-31T20:00:00Z')
    const event = await published({ startAt: start, endAt: start.plus({ hours: 5 }) }).create()
    const { html } = await page(`/events/${event.id}`)
    const links = hrefs(html)
    const google = new URL(links.find((href) => href.startsWith('https://calendar.google.com/'))!)
    assert.equal(google.searchParams.get('dates'), '20311031T200000Z/20311101T010000Z')
    assert.equal(google.searchParams.get('text'), event.name)
    const outlook = new URL(links.find((href) => href.startsWith('https://outlook.live.com/'))!)
    assert.equal(outlook.searchParams.get('startdt'), '2031-10-31T20:00:00Z')
    assert.equal(outlook.searchParams.get('enddt'), '2031-11-01T01:00:00Z')
    assert.include(links, `/api/v1/events/${event.id}.ics`)
    assert.isFalse(links.some((href) => href.startsWith('webcal:')))
  })
})

test.group('Site: sold out', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  /** An on-sale Berlin event whose rounds are sold out as given. */
  async function berlinEvent(soldOut: boolean[], overrides: Record<string, unknown> = {}) {
    const berlin = await City.findByOrFail('slug', 'berlin')
    return published({
      ...inCity(berlin),
      ticketStatus: 'on_sale',
      buyUrl: `${SHOP}sold-${soldOut.join('-')}`,
      ...overrides,
    })
      .with('ticketOptions', soldOut.length, (option) =>
        option.merge(
          soldOut.map((sold, index) => ({
            name: `Round ${index + 1}`,
            price: 10 + index * 5,
            position: index + 1,
            soldOut: sold,
          }))
        )
      )
      .create()
  }

  test('every round sold out: "Sold out", the waiting list where open, never a buy button', async ({
    assert,
  }) => {
    const withList = await berlinEvent([true, true], { waitlistOpen: true })
    const withoutList = await berlinEvent([true, true], { waitlistOpen: false })
    assert.deepEqual(await actionOf(withList.id), {
      kind: 'sold_out',
      headline: 'Sold out',
      primary: { href: '#waitlist', label: 'Join the waiting list' },
    })
    assert.deepEqual(await actionOf(withoutList.id), {
      kind: 'sold_out',
      headline: 'Sold out',
      primary: null,
    })
    const { html } = await page(`/events/${withoutList.id}`)
    assert.include(html, 'All tickets are gone.')
    assert.notInclude(hrefs(html), withoutList.buyUrl)
    assert.lengthOf([...html.matchAll(/badge--sold_out">Sold out</g)], 3, 'tickets and each round')
  })

  test('one round sold out: still on sale, "From" the cheapest round left', async ({ assert }) => {
    const event = await berlinEvent([true, false])
    const { html } = await page(`/events/${event.id}`)
    const action = ticketAction(html)
    assert.equal(action.kind, 'buy')
    assert.include(html, 'From €15.00.')
    assert.notInclude(html, 'From €10.00.')
  })

  test('cards say "Sold out" without a buy button; "On sale now" leaves sold-out events out', async ({
    assert,
  }) => {
    const sold = await berlinEvent([true, true])
    const open = await berlinEvent([true, false])
    const all = await page('/events?city=berlin')
    const card = new RegExp(
      `<article class="card event-card" data-ticket-action="([a-z_]+)">(?:(?!</article>)[\\s\\S])*?/events/${sold.id}"(?:(?!</article>)[\\s\\S])*</article>`
    ).exec(all.html)
    assert.isNotNull(card, 'the sold-out event is listed')
    assert.equal(card![1], 'sold_out')
    assert.match(card![0], /ticket-line--sold_out">Sold out(, waiting list open)?</)
    assert.notInclude(card![0], 'Buy tickets')

    const onSale = await page('/events?city=berlin&ticket_status=on_sale')
    const shown = cardIds(onSale.html)
    const expected = await listEvents({
      city: 'berlin',
      ticket_status: ['on_sale'],
      sold_out: false,
      limit: 24,
    })
    assert.deepEqual(
      shown,
      expected.events.map((event) => event.id)
    )
    assert.notInclude(shown, sold.id)
    assert.include(shown, open.id)
    assert.equal(
      onSale.head.canonical,
      `${appUrl}/events?city=berlin&ticket_status=on_sale&sold_out=false`
    )
  })
})

test.group('Site: the events page', () => {
  test('city and type filters show exactly what listEvents gives', async ({ assert }) => {
    const { cities } = await searchCities({ limit: 100 })
    for (const city of cities.slice(0, 3)) {
      for (const type of ['all', 'halloween'] as const) {
        const expected = await listEvents({ city: city.slug, type, limit: 24 })
        const { status, html, head } = await page(`/events?city=${city.slug}&type=${type}`)
        assert.equal(status, 200)
        const shown = [...html.matchAll(/<h3><a href="[^"]*\/events\/([^"]+)">/g)].map((m) => m[1])
        assert.deepEqual(
          shown,
          expected.events.map((event) => event.id),
          `${city.slug} ${type}`
        )
        const list = head.jsonLd[0] as { '@type': string; 'numberOfItems': number }
        assert.equal(list['@type'], 'ItemList')
        assert.equal(list.numberOfItems, expected.events.length)
        assert.include(html, `${expected.total} ${expected.total === 1 ? 'event' : 'events'}`)
      }
    }
  })

  test('search and "On sale now" are applied by the core: nothing is left out', async ({
    assert,
  }) => {
    const upcoming = await listEvents({ limit: 200 })
    const buyable = upcoming.events.filter(
      (event) => event.tickets.status === 'on_sale' && !event.tickets.sold_out
    )
    const onSale = await page('/events?ticket_status=on_sale')
    assert.notInclude(onSale.html, 'We could not use a filter you sent')
    assert.deepEqual(
      cardIds(onSale.html),
      buyable.slice(0, 24).map((event) => event.id)
    )
    assert.equal(onSale.head.canonical, `${appUrl}/events?ticket_status=on_sale&sold_out=false`)

    const venue = buyable.find((event) => event.venue)!.venue!.name
    const searched = await page(`/events?q=${encodeURIComponent(venue)}`)
    assert.notInclude(searched.html, 'We could not use a filter you sent')
    const expected = await listEvents({ q: venue, limit: 24 } as never)
    assert.isBelow(expected.total, upcoming.total, 'the search narrows the list')
    assert.deepEqual(
      cardIds(searched.html),
      expected.events.map((event) => event.id)
    )
    assert.include(searched.head.title, `Events matching “${venue}”`)
  })

  test('a city by any of its names (staff aliases) lists that city; an unknown place is said', async ({
    assert,
  }) => {
    const aliases = await db
      .from('city_aliases')
      .join('cities', 'cities.id', 'city_aliases.city_id')
      .where('city_aliases.kind', 'city')
      .select('city_aliases.name as alias', 'cities.slug', 'cities.name')
    assert.isNotEmpty(aliases, 'the demo data has other names of cities')
    for (const { alias, slug, name } of aliases.slice(0, 3)) {
      const bySlug = await page(`/events?city=${slug}`)
      const byAlias = await page(`/events?city=${encodeURIComponent(alias)}`)
      assert.deepEqual(cardIds(byAlias.html), cardIds(bySlug.html), alias)
      assert.include(byAlias.html, `<h1>Events in ${name}</h1>`, alias)
      assert.include(byAlias.html, `<option value="${slug}" selected>`, alias)
      assert.notInclude(byAlias.html, 'We have no events in a place called', alias)
    }
    const unknown = await page('/events?city=Atlantis')
    assert.equal(unknown.status, 200)
    assert.deepEqual(cardIds(unknown.html), [])
    assert.include(unknown.html, 'We have no events in a place called “Atlantis”')
  })

  test('pages follow the API cursor; a filter it refuses is left out and said so', async ({
    assert,
  }) => {
    const all = await listEvents({ limit: 200 })
    const first = await page('/events')
    const next = /href="(\/events\?cursor=[^"]+)"/.exec(first.html)
    if (all.total > 24) {
      const second = await page(next![1].replaceAll('&amp;', '&'))
      const ids = [...second.html.matchAll(/<h3><a href="[^"]*\/events\/([^"]+)">/g)].map(
        (m) => m[1]
      )
      assert.deepEqual(
        ids,
        all.events.slice(24, 48).map((event) => event.id)
      )
    } else {
      assert.isNull(next)
    }
    const refused = await page('/events?type=concert&from=not-a-date')
    assert.equal(refused.status, 200)
    assert.include(refused.html, 'We could not use a filter you sent')
  })

  test('a date range shows the events overlapping it; the feed link carries the filters', async ({
    assert,
  }) => {
    const from = DateTime.now().toISODate()!
    const to = DateTime.now().plus({ months: 2 }).toISODate()!
    const expected = await listEvents({ from, to, limit: 24 } as never)
    const { html } = await page(`/events?from=${from}&to=${to}`)
    const shown = [...html.matchAll(/<h3><a href="[^"]*\/events\/([^"]+)">/g)].map((m) => m[1])
    assert.deepEqual(
      shown,
      expected.events.map((event) => event.id)
    )
    const feed = hrefs(html).find((href) => href.includes('/api/v1/events.ics?'))!
    assert.equal(new URL(feed).searchParams.get('from'), from)
    assert.equal(new URL(feed).searchParams.get('to'), to)
    const google = hrefs(html).find((href) =>
      href.includes('calendar.google.com/calendar/render?cid=')
    )
    assert.isDefined(google)
  })
})

test.group('Site: student words', () => {
  test('developer links live on /developers, not in the navigation or footer', async ({
    assert,
  }) => {
    await clearRateLimits()
    const home = await page('/')
    const nav = /<nav aria-label="Main">([\s\S]*?)<\/nav>/.exec(home.html)![1]
    const footer = /<footer[\s\S]*?<\/footer>/.exec(home.html)![0]
    assert.notInclude(nav, 'Developers')
    assert.include(nav, 'href="/events"')
    for (const jargon of ['llms.txt', 'OpenAPI', 'Agent skill', 'MCP']) {
      assert.notInclude(footer, jargon)
      assert.notInclude(nav, jargon)
    }
    assert.include(footer, 'href="/developers"')
    const developers = await page('/developers')
    assert.equal(developers.status, 200)
    for (const path of ['/openapi.json', '/llms.txt', '/mcp']) {
      assert.isTrue(
        hrefs(developers.html).some((href) => new URL(href, appUrl).pathname === path),
        path
      )
    }
  })
})
