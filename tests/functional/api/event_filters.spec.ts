import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { clearRateLimits } from '#services/rate_limit_service'
import { assertMatchesOpenApi } from '#tests/helpers/openapi'
import { connectClient } from '#tests/helpers/mcp_client'
import { TICKET_STATUSES } from '#schemas/enums'

/*
| The filters apps and agents asked for: ticket_status, early_access_open,
| waitlist_open and q on listEvents, events.ics and MCP list_events (the
| same names), has_code on listPartnerDeals. Each expected list is the
| unfiltered listing narrowed here by the field the filter is about, as the
| answer itself shows it.
*/

type Event = {
  id: string
  name: string
  city: string
  venue: { name: string; address: string | null } | null
  waitlist_open: boolean
  tickets: { status: string; early_access: { open: boolean } | null }
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łŁ]/g, 'l')
    .replace(/ß/g, 'ss')

const ids = (events: Event[]) => events.map((event) => event.id)

/** Every event (past ones too), in the API's order. */
async function everyEvent(client: any): Promise<Event[]> {
  await clearRateLimits()
  const response = await client.get('/api/v1/events').qs({ upcoming: false, limit: 200 })
  response.assertStatus(200)
  return response.body().events
}

async function listed(client: any, qs: Record<string, unknown>): Promise<Event[]> {
  await clearRateLimits()
  const response = await client.get('/api/v1/events').qs({ upcoming: false, limit: 200, ...qs })
  response.assertStatus(200)
  return response.body().events
}

test.group('Event filters: listEvents', () => {
  test('ticket_status: one or more statuses, as each event reads now', async ({
    client,
    assert,
  }) => {
    const all = await everyEvent(client)
    const present = new Set(all.map((event) => event.tickets.status))
    assert.isAtLeast(present.size, 3, 'the demo data has events in several ticket states')
    for (const status of TICKET_STATUSES) {
      const expected = all.filter((event) => event.tickets.status === status)
      assert.deepEqual(ids(await listed(client, { ticket_status: status })), ids(expected), status)
    }
    const expected = all.filter((event) => ['on_sale', 'opens_soon'].includes(event.tickets.status))
    const both = await listed(client, { ticket_status: ' opens_soon , on_sale,on_sale' })
    assert.deepEqual(ids(both), ids(expected))

    const bad = await client.get('/api/v1/events').qs({ ticket_status: 'on_sale,sold' })
    bad.assertStatus(400)
    assert.equal(bad.body().error.details[0].parameter, 'ticket_status')
  })

  test('q: every word in the name, venue or city, accents and case ignored', async ({
    client,
    assert,
  }) => {
    const all = await everyEvent(client)
    const aliases = await db
      .from('city_aliases')
      .join('cities', 'cities.id', 'city_aliases.city_id')
      .where('kind', 'city')
      .select('cities.name as city', 'city_aliases.name')
    /* a city also answers to the start of a word of one of its other names ("wien", "monaco") */
    const otherNames = (event: Event) =>
      aliases.filter((alias) => alias.city === event.city).map((alias) => fold(alias.name))
    const textOf = (event: Event) =>
      fold([event.name, event.city, event.venue?.name ?? '', event.venue?.address ?? ''].join(' '))
    const matches = (event: Event, word: string) =>
      textOf(event).includes(word) ||
      (word.length >= 3 &&
        otherNames(event).some((name) =>
          name.split(/[^\p{L}\p{N}]+/u).some((part) => part.startsWith(word))
        ))
    /* words taken from the catalog: a venue word, a city, an event-name word with its accents */
    const samples = new Set<string>()
    for (const event of all.slice(0, 12)) {
      samples.add(event.city.toUpperCase())
      if (event.venue) samples.add(event.venue.name.split(' ')[0])
      samples.add(event.name.split(' ').slice(-2).join(' '))
    }
    for (const q of samples) {
      const words = fold(q).split(/\s+/).filter(Boolean)
      const expected = all.filter((event) => words.every((word) => matches(event, word)))
      assert.isAbove(expected.length, 0, q)
      assert.deepEqual(ids(await listed(client, { q })), ids(expected), `q=${q}`)
    }
    assert.lengthOf(await listed(client, { q: 'zzqx-nothing' }), 0)
  })

  test('q finds a city by another of its names', async ({ client, assert }) => {
    const alias = await db
      .from('city_aliases')
      .join('cities', 'cities.id', 'city_aliases.city_id')
      .where('city_aliases.name', 'Wien')
      .select('cities.name')
      .firstOrFail()
    const all = await everyEvent(client)
    const expected = all.filter((event) => event.city === alias.name)
    assert.isAbove(expected.length, 0)
    assert.deepEqual(ids(await listed(client, { q: 'wien' })), ids(expected))
  })

  test('filters combine, are part of the signed cursor and match the OpenAPI shape', async ({
    client,
    assert,
  }) => {
    const filters = { ticket_status: 'on_sale,ended,opens_soon', upcoming: false }
    const whole = await listed(client, filters)
    assert.isAbove(whole.length, 3)
    const paged: Event[] = []
    let cursor: string | undefined
    let first: any
    do {
      await clearRateLimits()
      const response = await client.get('/api/v1/events').qs({ ...filters, limit: 2, cursor })
      response.assertStatus(200)
      first ??= response
      paged.push(...response.body().events)
      cursor = response.body().next_cursor ?? undefined
    } while (cursor)
    assert.deepEqual(ids(paged), ids(whole))
    await assertMatchesOpenApi(first, { operationId: 'listEvents' })

    const next = first.body().next_cursor
    for (const other of [
      { ...filters, ticket_status: 'on_sale' },
      { ...filters, q: 'berlin' },
      { ...filters, waitlist_open: true },
      { ...filters, early_access_open: false },
      { ...filters, country: 'DE' },
    ]) {
      const refused = await client.get('/api/v1/events').qs({ ...other, limit: 2, cursor: next })
      refused.assertStatus(400)
    }
    /* the same statuses in another order and spacing are the same list */
    const same = await client
      .get('/api/v1/events')
      .qs({ ticket_status: 'opens_soon, ended,on_sale', upcoming: false, limit: 2, cursor: next })
    same.assertStatus(200)
  })
})

test.group('Event filters: derived at read time', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('ticket_status follows the clock: sales that opened read on_sale', async ({
    client,
    assert,
  }) => {
    const soon = await db
      .from('events')
      .where('ticket_status', 'opens_soon')
      .whereRaw('sales_open_at > now()')
      .whereRaw(`start_at > now() + interval '1 day'`)
      .firstOrFail()
    await db
      .from('events')
      .where('id', soon.id)
      .update({ sales_open_at: DateTime.now().minus({ minutes: 1 }).toJSDate() })
    assert.include(ids(await listed(client, { ticket_status: 'on_sale' })), soon.id)
    assert.notInclude(ids(await listed(client, { ticket_status: 'opens_soon' })), soon.id)
  })

  test('early_access_open and waitlist_open, as true/false and 1/0', async ({ client, assert }) => {
    /* one early access open now (the demo windows are relative to sales and may all be shut) */
    const presale = await db
      .from('events')
      .whereNotNull('early_access_description')
      .whereRaw('start_at > now()')
      .firstOrFail()
    await db
      .from('events')
      .where('id', presale.id)
      .update({
        early_access_starts_at: DateTime.now().minus({ hours: 1 }).toJSDate(),
        early_access_ends_at: DateTime.now().plus({ days: 1 }).toJSDate(),
      })
    const all = await everyEvent(client)
    const early = all.filter((event) => event.tickets.early_access?.open === true)
    const waitlist = all.filter((event) => event.waitlist_open)
    assert.isAbove(early.length, 0, 'the demo data has an event with early access open')
    assert.isAbove(waitlist.length, 0, 'the demo data has an open waiting list')
    for (const [yes, no] of [
      ['true', 'false'],
      ['1', '0'],
    ]) {
      assert.deepEqual(ids(await listed(client, { early_access_open: yes })), ids(early))
      assert.deepEqual(
        ids(await listed(client, { early_access_open: no })),
        ids(all.filter((event) => !early.includes(event)))
      )
      assert.deepEqual(ids(await listed(client, { waitlist_open: yes })), ids(waitlist))
      assert.deepEqual(
        ids(await listed(client, { waitlist_open: no })),
        ids(all.filter((event) => !event.waitlist_open))
      )
    }
  })
})

test.group('Event filters: events.ics and MCP list_events take the same names', () => {
  test('events.ics holds the events listEvents gives for each filter', async ({
    client,
    assert,
  }) => {
    for (const qs of [
      { ticket_status: 'on_sale' },
      { waitlist_open: '1' },
      { early_access_open: 'true' },
      { q: 'halloween' },
      { country: 'Deutschland' },
    ]) {
      const expected = ids(await listed(client, { ...qs, upcoming: true }))
      await clearRateLimits()
      const calendar = await client.get('/api/v1/events.ics').qs(qs)
      calendar.assertStatus(200)
      const uids = [...calendar.text().matchAll(/^UID:(.+?)@/gm)].map((match) => match[1])
      assert.sameMembers(uids, expected, JSON.stringify(qs))
    }
  })

  test('list_events through the SDK client: same arguments, same events', async ({
    client,
    assert,
  }) => {
    const mcp = await connectClient()
    try {
      for (const args of [
        { ticket_status: 'on_sale,opens_soon' },
        { waitlist_open: true },
        { early_access_open: true },
        { q: 'kickoff' },
        { country: 'UK' },
        { city: 'Praha' },
      ]) {
        const expected = ids(await listed(client, { ...args, upcoming: true }))
        const result: any = await mcp.callTool({ name: 'list_events', arguments: args })
        assert.notOk(result.isError, JSON.stringify(args))
        assert.deepEqual(ids(result.structuredContent.events), expected, JSON.stringify(args))
      }
    } finally {
      await mcp.close()
    }
  })
})

test.group('Partner filters: has_code', () => {
  test('true: deals with a code; false: deals without; 1/0 too', async ({ client, assert }) => {
    const listing = await client.get('/api/v1/partners')
    const all = listing.body().partners
    const slugs = (partners: any[]) => partners.map((partner: any) => partner.slug)
    const withCode = all.filter((partner: any) => partner.code !== null)
    assert.isAbove(withCode.length, 0)
    assert.isBelow(withCode.length, all.length)
    for (const [yes, no] of [
      ['true', 'false'],
      ['1', '0'],
    ]) {
      const coded = await client.get('/api/v1/partners').qs({ has_code: yes })
      coded.assertStatus(200)
      assert.deepEqual(slugs(coded.body().partners), slugs(withCode))
      assert.equal(coded.body().total, withCode.length)
      const plain = await client.get('/api/v1/partners').qs({ has_code: no })
      assert.deepEqual(
        slugs(plain.body().partners),
        slugs(all.filter((partner: any) => partner.code === null))
      )
      await assertMatchesOpenApi(coded, { operationId: 'listPartnerDeals' })
    }
    const mcp = await connectClient()
    try {
      const result: any = await mcp.callTool({
        name: 'list_partner_deals',
        arguments: { has_code: true },
      })
      assert.deepEqual(slugs(result.structuredContent.partners), slugs(withCode))
    } finally {
      await mcp.close()
    }
  })
})
