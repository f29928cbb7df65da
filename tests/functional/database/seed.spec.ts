/*
| The demo data set meets what the service promises (cities in several
| countries, every event type and ticket status, past and upcoming events,
| several currencies, partner deals, pricing and docs), seeding twice changes
| nothing, and the scaled data set is deterministic and idempotent.
| The test runner seeded the demo data once at setup.
*/
import { test } from '@japa/runner'
import { DateTime, IANAZone } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import {
  DOC_KINDS,
  EVENT_TYPES,
  PARTNER_CATEGORIES,
  PARTNER_KINDS,
  PLACE_CATEGORIES,
  PRICING_SECTIONS,
  TICKET_STATUSES,
} from '#schemas/enums'
import { effectiveEnd } from '#lib/event_state'
import { CITIES } from '#database/demo/data/cities'
import { planDemoEvents, seedDemoData } from '#database/demo/demo_seeder'
import { serviceConfig } from '#config/service'
import { seedScaledData } from '#database/demo/scaled_data'
import DemoSeed from '../../../commands/demo_seed.js'
import DemoScale from '../../../commands/demo_scale.js'
import { tableCounts } from '#tests/helpers/database_rows'

const DEMO_SLUGS = CITIES.map((city) => city.slug)
const ROUND_NAMES = ['Early bird', 'Regular', 'Last call', 'VIP']
const TYPE_IN_ID = EVENT_TYPES.map((type) => type.replaceAll('_', '-')).join('|')

interface EventRow {
  id: string
  type: string
  city_id: number | null
  city_name: string
  name: string
  start_at: Date
  end_at: Date | null
  timezone: string | null
  venue_name: string | null
  venue_address: string | null
  age_min: number | null
  url: string
  buy_url: string
  waitlist_open: boolean
  whatsapp_group: string | null
  entry_rule: string | null
  ticket_status: string
  sales_open_at: Date | null
  early_access_description: string | null
  early_access_starts_at: Date | null
  early_access_ends_at: Date | null
  early_access_url: string | null
}

async function demoEvents(): Promise<EventRow[]> {
  return db.from('events').whereNot('id', 'like', 'scale-%').orderBy('start_at')
}

const isPast = (event: EventRow, now = DateTime.now()) =>
  effectiveEnd({
    startAt: DateTime.fromJSDate(event.start_at),
    endAt: event.end_at ? DateTime.fromJSDate(event.end_at) : null,
  }) <= now

/** Count of rows per city id in one guide table. */
async function countsByCity(table: string): Promise<Map<number, number>> {
  const rows = await db.from(table).select('city_id').count('* as count').groupBy('city_id')
  return new Map(rows.map((row) => [row.city_id, Number(row.count)]))
}

test.group('Demo data set', () => {
  test('at least 8 cities in 5 countries, with accents, URLs and a full guide each', async ({
    assert,
  }) => {
    const cities = await db.from('cities').whereIn('slug', DEMO_SLUGS).orderBy('slug')
    assert.isAtLeast(cities.length, 8)
    assert.isAtLeast(new Set(cities.map((city) => city.country_code)).size, 5)
    const names = cities.map((city) => city.name)
    for (const name of ['München', 'Kraków', 'Zürich']) assert.include(names, name)

    const guide = {
      costs: await countsByCity('city_costs'),
      universities: await countsByCity('city_universities'),
      neighbourhoods: await countsByCity('city_neighbourhoods'),
      tips: await countsByCity('city_housing_tips'),
      places: await countsByCity('city_places'),
    }
    for (const city of cities) {
      const label = city.slug
      assert.isTrue(IANAZone.isValidZone(city.timezone), `${label}: timezone ${city.timezone}`)
      for (const field of ['summary', 'festival_name', 'about']) {
        assert.isAbove(city[field].trim().length, 0, `${label}: ${field}`)
      }
      assert.isAtLeast(city.about.split('. ').length, 2, `${label}: about has a few sentences`)
      assert.equal(city.city_guide_url, `/cities/${city.slug}`)
      assert.equal(city.festival_url, `/festivals/${city.slug}`)
      if (city.halloween_url !== null) assert.equal(city.halloween_url, `/halloween/${city.slug}`)
      const costs = guide.costs.get(city.id) ?? 0
      assert.isTrue(costs >= 4 && costs <= 6, `${label}: ${costs} monthly costs`)
      const universities = guide.universities.get(city.id) ?? 0
      assert.isTrue(
        universities >= 2 && universities <= 4,
        `${label}: ${universities} universities`
      )
      assert.equal(guide.neighbourhoods.get(city.id), 3, `${label}: neighbourhoods`)
      assert.equal(guide.tips.get(city.id), 3, `${label}: housing tips`)
      assert.equal(guide.places.get(city.id), 4, `${label}: places`)
    }
    const halloweenUrls: (string | null)[] = cities.map((city) => city.halloween_url)
    assert.isTrue(halloweenUrls.includes(null), 'some cities have no Halloween page')
    assert.isAbove(halloweenUrls.filter(Boolean).length, 3)

    const universities = await db.from('city_universities').select('url')
    assert.isTrue(universities.every((row) => /^https:\/\/[a-z0-9.-]+\.[a-z]+/.test(row.url)))
    const places = await db.from('city_places').distinct('category')
    for (const { category } of places) assert.include(PLACE_CATEGORIES, category)
    const costs = await db.from('city_costs').select('label', 'value')
    assert.isTrue(costs.some((row) => row.label === 'Room in shared flat'))
  })

  test('events of every type and ticket status, past and upcoming, in most cities', async ({
    assert,
  }) => {
    const now = DateTime.now()
    const events = await demoEvents()
    const cities = await db.from('cities').whereIn('slug', DEMO_SLUGS).select('id', 'timezone')
    const cityZones = new Map(cities.map((city) => [city.id, city.timezone]))

    assert.sameMembers([...new Set(events.map((event) => event.type))], [...EVENT_TYPES])
    assert.sameMembers(
      [...new Set(events.map((event) => event.ticket_status))],
      [...TICKET_STATUSES]
    )
    for (const type of EVENT_TYPES) {
      const ofType = events.filter((event) => event.type === type)
      assert.isTrue(
        ofType.some((event) => isPast(event, now)),
        `a past ${type}`
      )
      assert.isTrue(
        ofType.some((event) => !isPast(event, now)),
        `an upcoming ${type}`
      )
    }
    const withEvents = new Set(events.map((event) => event.city_id).filter((id) => id !== null))
    assert.isAtLeast(withEvents.size, Math.ceil(cities.length * 0.8), 'most cities have events')

    for (const event of events) {
      const label = event.id
      assert.equal(isPast(event, now), event.ticket_status === 'ended', `${label}: ended iff past`)
      if (event.ticket_status === 'opens_soon') {
        assert.isNotNull(event.sales_open_at, label)
        assert.isAbove(event.sales_open_at!.getTime(), now.toMillis(), `${label}: sales open later`)
        assert.isBelow(event.sales_open_at!.getTime(), event.start_at.getTime(), label)
      }
      const match = new RegExp(`^([a-z]+)-(${TYPE_IN_ID})-(\\d{4})$`).exec(event.id)
      assert.isNotNull(match, `${label}: id is <city>-<type>-<year>`)
      assert.equal(match![2], event.type.replaceAll('_', '-'))
      const localStart = DateTime.fromJSDate(event.start_at, { zone: event.timezone! })
      assert.equal(Number(match![3]), localStart.year, `${label}: the year is the start's`)
      assert.equal(event.url, `/events/${event.id}`)
      /* each event sells on its own page of a ticket shop, never back on our own event page */
      const shop = new URL(event.buy_url)
      assert.equal(shop.protocol, 'https:', label)
      assert.include(shop.pathname, `/${event.id}/`, label)
      if (event.city_id !== null) assert.equal(event.timezone, cityZones.get(event.city_id), label)
      if (event.whatsapp_group !== null) {
        assert.match(event.whatsapp_group, /^https:\/\/chat\.whatsapp\.com\/[A-Za-z0-9]{10,}$/)
      }
      if (event.early_access_description !== null) {
        assert.isNotNull(event.early_access_starts_at, label)
        assert.isNotNull(event.early_access_ends_at, label)
        assert.equal(event.early_access_url, `${event.buy_url}redeem`)
      }
    }

    const upcoming = events.filter((event) => !isPast(event, now))
    const inDays = (event: EventRow) => (event.start_at.getTime() - now.toMillis()) / 86_400_000
    assert.isAtLeast(upcoming.filter((event) => inDays(event) <= 8).length, 1, 'one this week')
    assert.isAtLeast(
      upcoming.filter((event) => inDays(event) >= 7 && inDays(event) <= 45).length,
      3,
      'a few in the next 7–45 days'
    )
    assert.isTrue(events.some((event) => event.end_at === null))
    assert.isTrue(events.some((event) => event.end_at !== null))
    assert.isTrue(
      events.some((event) => event.venue_name === null),
      'one event has no venue'
    )
    assert.isTrue(events.some((event) => event.age_min !== null))
    assert.isTrue(events.some((event) => event.whatsapp_group !== null))
    assert.isTrue(events.some((event) => event.entry_rule !== null))
    assert.isTrue(events.some((event) => event.early_access_description !== null))

    const elsewhere = events.filter((event) => event.city_id === null)
    assert.lengthOf(elsewhere, 1, 'one event outside the listed cities')
    assert.equal(elsewhere[0].city_name, 'Ghent')

    const halloween = upcoming.filter((event) => event.type === 'halloween')
    const waitlistCities = new Set(halloween.filter((e) => e.waitlist_open).map((e) => e.city_id))
    assert.isAtLeast(waitlistCities.size, 3, 'upcoming Halloween waitlists in 3 cities')
    assert.isTrue(halloween.some((event) => !event.waitlist_open))
  })

  test('1–4 ticket rounds per event, in the city currency', async ({ assert }) => {
    const events = await demoEvents()
    const options = await db
      .from('ticket_options')
      .whereIn(
        'event_id',
        events.map((event) => event.id)
      )
      .orderBy(['event_id', 'position'])
    const currencyByCity = new Map(CITIES.map((city) => [city.name, city.currency]))
    for (const event of events) {
      const rounds = options.filter((option) => option.event_id === event.id)
      assert.isTrue(
        rounds.length >= 1 && rounds.length <= 4,
        `${event.id}: ${rounds.length} rounds`
      )
      assert.deepEqual(
        rounds.map((round) => round.position),
        rounds.map((_, index) => index)
      )
      for (const round of rounds) {
        assert.include(ROUND_NAMES, round.name)
        assert.isAtLeast(Number(round.price), 0)
        assert.equal(round.currency, currencyByCity.get(event.city_name) ?? 'EUR', event.id)
      }
    }
    const currencies = new Set(options.map((option) => option.currency))
    assert.include([...currencies], 'EUR')
    assert.isAtLeast(currencies.size, 3, [...currencies].join(', '))
  })

  test('a sold-out round and a sold-out event, upcoming and on sale, never "ended"', async ({
    assert,
  }) => {
    const now = DateTime.now()
    const events = await demoEvents()
    const upcoming = events.filter((event) => !isPast(event, now))
    const rounds = await db.from('ticket_options').whereIn(
      'event_id',
      upcoming.map((event) => event.id)
    )
    const roundsOf = (id: string) => rounds.filter((round) => round.event_id === id)
    const soldOutEvents = upcoming.filter(
      (event) => roundsOf(event.id).length > 0 && roundsOf(event.id).every((r) => r.sold_out)
    )
    const partlySoldOut = upcoming.filter((event) => {
      const soldOut = roundsOf(event.id).map((round) => round.sold_out)
      return soldOut.includes(true) && soldOut.includes(false)
    })
    assert.isNotEmpty(soldOutEvents, 'an upcoming event with every round sold out')
    assert.isNotEmpty(partlySoldOut, 'an upcoming event with one round sold out')
    for (const event of [...soldOutEvents, ...partlySoldOut]) {
      assert.equal(event.ticket_status, 'on_sale', event.id)
    }
  })

  test('partner deals with and without codes, in several categories', async ({ assert }) => {
    const partners = await db.from('partners').orderBy('position')
    const links = await db.from('partner_links').orderBy(['partner_id', 'position'])
    assert.isTrue(partners.length >= 8 && partners.length <= 12, `${partners.length} partners`)
    assert.isTrue(partners.some((partner) => partner.code !== null))
    assert.isTrue(partners.some((partner) => partner.code === null))
    assert.isAtLeast(new Set(partners.map((partner) => partner.category)).size, 3)
    assert.isAtLeast(new Set(partners.map((partner) => partner.kind)).size, 3)
    for (const partner of partners) {
      assert.include(PARTNER_CATEGORIES, partner.category)
      assert.include(PARTNER_KINDS, partner.kind)
      if (partner.kind === 'discount_code') assert.isNotNull(partner.code, partner.slug)
      const own = links.filter((link) => link.partner_id === partner.id)
      assert.isTrue(own.length >= 1 && own.length <= 2, `${partner.slug}: ${own.length} links`)
      for (const link of own) assert.match(link.url, /^https:\/\/www\.[a-z0-9-]+\.example\//)
    }
  })

  test('pricing in every section, packages with a price', async ({ assert }) => {
    const items = await db.from('pricing_items')
    assert.sameMembers([...new Set(items.map((item) => item.section))], [...PRICING_SECTIONS])
    const packages = items.filter((item) => item.section === 'package')
    assert.isAtLeast(packages.length, 2)
    for (const item of packages) {
      assert.isAbove(Number(item.price), 0, item.slug)
      assert.match(item.currency, /^[A-Z]{3}$/)
    }
  })

  test('blog guides, FAQ entries and policies, some about one city', async ({ assert }) => {
    const docs = await db.from('docs').orderBy('slug')
    const ofKind = (kind: string) => docs.filter((doc) => doc.kind === kind)
    assert.sameMembers([...new Set(docs.map((doc) => doc.kind))], [...DOC_KINDS])
    assert.isAtLeast(ofKind('blog').length, 6)
    assert.isAtLeast(ofKind('faq').length, 8)
    assert.lengthOf(ofKind('policy'), 3)
    for (const blog of ofKind('blog')) {
      assert.isAtLeast(blog.body.split('\n\n').length, 4, `${blog.slug} has several paragraphs`)
      assert.isAbove(blog.summary.length, 0)
    }
    assert.isTrue(docs.some((doc) => doc.city_id !== null))
    const munich = await db.from('cities').where('slug', 'munich').firstOrFail()
    const anmeldung = docs.find(
      (doc) => doc.body.includes('Anmeldung') && doc.city_id === munich.id
    )
    assert.exists(anmeldung, 'the Anmeldung guide is linked to München')
    assert.sameMembers(
      ofKind('policy').map((doc) => doc.slug),
      ['privacy-policy', 'refund-policy', 'code-of-conduct']
    )
  })
})

test.group('Demo event dates', () => {
  test('hold on every day of the year: upcoming stays upcoming, ids stay unique', ({ assert }) => {
    const first = DateTime.fromISO('2027-01-01T00:30:00Z')
    for (let day = 0; day < 366; day++) {
      /* every day, at a time of day that moves round the clock */
      const now = first.plus({ days: day, hours: (day * 7) % 24 })
      const label = now.toISO()
      /* planDemoEvents itself throws when an `ended` event is not over or the reverse */
      const events = planDemoEvents(now).map(({ row }) => row as unknown as EventRow)
      assert.equal(new Set(events.map((event) => event.id)).size, events.length, `${label}: ids`)
      const upcoming = events.filter((event) => event.ticket_status !== 'ended')
      const inDays = (event: EventRow) => (event.start_at.getTime() - now.toMillis()) / 86_400_000
      assert.isTrue(
        upcoming.some((event) => inDays(event) <= 8),
        `${label}: an event within a week`
      )
      const soon = upcoming.filter((event) => inDays(event) >= 7 && inDays(event) <= 45)
      assert.isAtLeast(soon.length, 3, `${label}: events in 7–45 days`)
      for (const event of events) {
        if (event.end_at) assert.isAtLeast(event.end_at.getTime(), event.start_at.getTime())
        if (event.early_access_starts_at && event.early_access_ends_at) {
          assert.isAtLeast(
            event.early_access_ends_at.getTime(),
            event.early_access_starts_at.getTime()
          )
        }
        if (event.ticket_status === 'opens_soon') {
          const opens = event.sales_open_at!.getTime()
          assert.isTrue(opens > now.toMillis() && opens < event.start_at.getTime(), event.id)
        }
      }
    }
  }).timeout(60_000)
})

test.group('Seeding again', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('inserts nothing and leaves every table as it was', async ({ assert }) => {
    const before = await tableCounts()
    const result = await seedDemoData()
    assert.deepEqual(result, { inserted: 0 })
    assert.deepEqual(await tableCounts(), before)
  })

  test('restores deleted rows with their children and never overwrites edits', async ({
    assert,
  }) => {
    const before = await tableCounts()
    await db.from('cities').where('slug', 'berlin').update({ summary: 'Edited by staff' })
    await db.from('events').where('type', 'halloween').where('city_name', 'Dublin').delete()
    await db.from('partners').where('slug', 'northbank').delete()
    await db.from('docs').where('slug', 'refund-policy').update({ title: 'Refunds (edited)' })

    const result = await seedDemoData()

    assert.deepEqual(result, { inserted: 2 }, 'the Dublin Halloween event and Northbank')
    assert.deepEqual(await tableCounts(), before, 'children came back with their parents')
    const berlin = await db.from('cities').where('slug', 'berlin').firstOrFail()
    assert.equal(berlin.summary, 'Edited by staff')
    const refund = await db.from('docs').where('slug', 'refund-policy').firstOrFail()
    assert.equal(refund.title, 'Refunds (edited)')
  })

  test('demo:seed --if-empty leaves a populated database alone; demo:seed inserts nothing', async ({
    assert,
  }) => {
    const ace = await app.container.make('ace')
    ace.ui.switchMode('raw')

    const ifEmpty = await ace.create(DemoSeed, ['--if-empty'])
    await ifEmpty.exec()
    ifEmpty.assertSucceeded()
    assert.match(
      ifEmpty.logger.getLogs().at(-1)!.message,
      /not seeded: the database has \d+ cities/
    )

    const seed = await ace.create(DemoSeed, [])
    await seed.exec()
    seed.assertSucceeded()
    assert.match(seed.logger.getLogs().at(-1)!.message, /nothing inserted/)
  })

  test('demo:seed --if-empty seeds nothing when SEED_DEMO=false, even into an empty database', async ({
    assert,
    cleanup,
  }) => {
    await db.from('cities').delete()
    serviceConfig.seedDemo = false
    cleanup(() => {
      serviceConfig.seedDemo = true
    })
    const ace = await app.container.make('ace')
    ace.ui.switchMode('raw')

    const ifEmpty = await ace.create(DemoSeed, ['--if-empty'])
    await ifEmpty.exec()

    ifEmpty.assertSucceeded()
    assert.match(ifEmpty.logger.getLogs().at(-1)!.message, /SEED_DEMO=false/)
    const [{ count }] = await db.from('cities').count('* as count')
    assert.equal(Number(count), 0)
  })
})

test.group('Scaled data set', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const snapshot = async () => {
    const result = await db.rawQuery(`
      SELECT e.id, e.type, c.slug AS city, e.ticket_status, e.start_at, e.end_at,
             array_agg(t.name || ' ' || t.price || ' ' || t.currency ORDER BY t.position) AS rounds
      FROM events e JOIN cities c ON c.id = e.city_id JOIN ticket_options t ON t.event_id = e.id
      WHERE e.id LIKE 'scale-%'
      GROUP BY e.id, c.slug ORDER BY e.id
    `)
    return result.rows
  }

  test('inserts what it reports, with ticket rounds and guides, and is idempotent', async ({
    assert,
  }) => {
    const before = await tableCounts()
    assert.deepEqual(await seedScaledData({ cities: 4, events: 30 }), { cities: 4, events: 30 })

    const cities = await db.from('cities').where('slug', 'like', 'scale-%').select('id')
    assert.lengthOf(cities, 4)
    const events = await db.from('events').where('id', 'like', 'scale-%')
    assert.lengthOf(events, 30)
    assert.lengthOf(new Set(events.map((event) => event.city_id)), 4, 'spread over the cities')
    const now = DateTime.now()
    for (const event of events) {
      assert.equal(isPast(event, now), event.ticket_status === 'ended', event.id)
      if (event.ticket_status === 'opens_soon') {
        assert.isAbove(event.sales_open_at.getTime(), now.toMillis(), event.id)
      }
    }
    const rounds = await countsByEvent()
    assert.isTrue(events.every((event) => [2, 3].includes(rounds.get(event.id) ?? 0)))
    for (const table of ['city_costs', 'city_universities', 'city_places']) {
      const counts = await countsByCity(table)
      assert.isTrue(
        cities.every((city) => (counts.get(city.id) ?? 0) > 0),
        table
      )
    }

    const afterFirst = await tableCounts()
    assert.deepEqual(await seedScaledData({ cities: 4, events: 30 }), { cities: 0, events: 0 })
    assert.deepEqual(await tableCounts(), afterFirst)
    assert.deepEqual(await seedScaledData({ cities: 5, events: 36 }), { cities: 1, events: 6 })
    const after = await tableCounts()
    assert.equal(after.events, before.events + 36)
  })

  test('is deterministic: the same rows every time', async ({ assert }) => {
    await db.rawQuery('SAVEPOINT first_run')
    await seedScaledData({ cities: 3, events: 12 })
    const rows = await snapshot()
    assert.lengthOf(rows, 12)
    await db.rawQuery('ROLLBACK TO SAVEPOINT first_run')
    assert.lengthOf(await snapshot(), 0)

    await seedScaledData({ cities: 3, events: 12 })
    assert.deepEqual(await snapshot(), rows)
  })

  test('demo:scale reports what it inserted', async ({ assert }) => {
    const ace = await app.container.make('ace')
    ace.ui.switchMode('raw')
    const command = await ace.create(DemoScale, ['--cities', '2', '--events', '5'])
    await command.exec()
    command.assertSucceeded()
    assert.match(
      command.logger.getLogs().at(-1)!.message,
      /inserted 2 cities and 5 events in [\d.]+ s/
    )
  })
})

async function countsByEvent(): Promise<Map<string, number>> {
  const rows = await db
    .from('ticket_options')
    .select('event_id')
    .count('* as count')
    .groupBy('event_id')
  return new Map(rows.map((row) => [row.event_id, Number(row.count)]))
}
