import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import AdminUser from '#models/admin_user'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { cityForm, eventForm, postAdminForm } from '#tests/helpers/admin_forms'
import { about, changesSince, currentToken, plainSql, sqlConsole } from '#tests/helpers/change_feed'
import { everyEvent } from '#tests/helpers/event_reference'
import { changesDelivered } from '#tests/helpers/changes_delivered'

/*
| Incremental sync over committed writes: updated_at, updated_since and the
| change feed, whoever writes (admin panel, plain SQL on its own connection).
*/

const INSERT_EVENT = `INSERT INTO events (id, type, city_id, city_name, name, start_at, end_at,
  timezone, url, ticket_status, buy_url) VALUES ($1::text, 'semester_kickoff', $2::int, 'Synctown', $1::text,
  '2031-05-01T18:00:00Z', '2031-05-01T23:00:00Z', 'Europe/Berlin', '/events/' || $1::text,
  'on_sale', 'https://tickets.example.org/' || $1::text)`
const INSERT_CITY = `INSERT INTO cities (slug, name, country, country_code, timezone, summary,
  festival_name, city_guide_url, festival_url) VALUES ($1::text, $1::text, 'Syncland', 'SY',
  'Europe/Berlin', 's', 'f', '/cities/' || $1::text, '/festivals/' || $1::text)`

async function readEvent(client: ApiClient, id: string) {
  await changesDelivered()
  const response = await client.get(`/api/v1/events/${id}`)
  response.assertStatus(200)
  return response.body()
}

async function readCity(client: ApiClient, slug: string) {
  await changesDelivered()
  const response = await client.get(`/api/v1/cities/${slug}`)
  response.assertStatus(200)
  return response.body()
}

test.group('Sync: updated_at and the change feed', (group) => {
  const cleanup: (() => Promise<unknown>)[] = []
  group.each.teardown(async () => {
    for (const step of cleanup.splice(0).reverse()) await step()
  })

  test('plain SQL: creates, child rows, no-ops, renamed ids and deletes', async ({
    client,
    assert,
  }) => {
    const citySlug = uniqueName('sync-sql-city')
    const eventId = uniqueName('sync-sql-event')
    const renamed = `${eventId}-renamed`
    cleanup.push(() => plainSql([`DELETE FROM events WHERE id IN ($1, $2)`, [eventId, renamed]]))
    cleanup.push(() => plainSql([`DELETE FROM cities WHERE slug = $1`, [citySlug]]))
    const t0 = await currentToken(client)

    await plainSql(
      ['BEGIN'],
      [INSERT_CITY, [citySlug]],
      [INSERT_EVENT, [eventId, null]],
      [
        `UPDATE events SET city_id = (SELECT id FROM cities WHERE slug = $1) WHERE id = $2`,
        [citySlug, eventId],
      ],
      [
        `INSERT INTO ticket_options (event_id, name, price, currency) VALUES ($1, 'Early', 9, 'EUR')`,
        [eventId],
      ],
      ['COMMIT']
    )
    const created = await readEvent(client, eventId)
    const cityCreated = await readCity(client, citySlug)

    await plainSql([`UPDATE ticket_options SET price = 11 WHERE event_id = $1`, [eventId]])
    const repriced = await readEvent(client, eventId)
    assert.isAbove(Date.parse(repriced.updated_at), Date.parse(created.updated_at))
    assert.equal(repriced.tickets.options[0].price, 11)

    await plainSql([`UPDATE events SET name = name, url = url WHERE id = $1`, [eventId]])
    const unchanged = await readEvent(client, eventId)
    assert.equal(unchanged.updated_at, repriced.updated_at)

    await plainSql([
      `INSERT INTO city_costs (city_id, label, value) SELECT id, 'Room', '€400' FROM cities WHERE slug = $1`,
      [citySlug],
    ])
    const cityWithCost = await readCity(client, citySlug)
    assert.isAbove(Date.parse(cityWithCost.updated_at), Date.parse(cityCreated.updated_at))

    await plainSql([
      `UPDATE cities SET name = $2 WHERE slug = $1`,
      [citySlug, `${citySlug} Renamed`],
    ])
    const afterCityRename = await readEvent(client, eventId)
    assert.equal(afterCityRename.city, `${citySlug} Renamed`)
    assert.isAbove(Date.parse(afterCityRename.updated_at), Date.parse(repriced.updated_at))

    await plainSql([`UPDATE events SET id = $2 WHERE id = $1`, [eventId, renamed]])
    await plainSql(
      [`DELETE FROM events WHERE id = $1`, [renamed]],
      [`DELETE FROM cities WHERE slug = $1`, [citySlug]]
    )

    const { changes } = await changesSince(client, t0)
    assert.deepEqual(about(changes, [citySlug, eventId, renamed]), [
      `city ${citySlug} created`,
      `event ${eventId} created`,
      `event ${eventId} updated`,
      `city ${citySlug} updated`,
      `city ${citySlug} updated`,
      `event ${eventId} updated`,
      `event ${eventId} deleted`,
      `event ${renamed} created`,
      `event ${renamed} deleted`,
      `city ${citySlug} deleted`,
    ])
    const deleted = changes.find((change) => change.action === 'deleted')!
    assert.isNull(deleted.url)
    const live = changes.find((change) => change.id === eventId && change.action === 'created')!
    assert.match(live.url!, new RegExp(`/api/v1/events/${eventId}$`))
  })

  test('admin panel: creates, edits and deletes of cities and events', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    cleanup.push(() => AdminUser.query().where('id', staff.id).delete())
    const city = cityForm()
    const event = eventForm()
    cleanup.push(() => plainSql([`DELETE FROM events WHERE id = $1`, [event.id]]))
    cleanup.push(() => plainSql([`DELETE FROM cities WHERE slug = $1`, [city.slug]]))
    const t0 = await currentToken(client)
    const post = async (path: string, form: Record<string, unknown> = {}) => {
      const response = await postAdminForm(client, staff, path, form).redirects(0)
      response.assertStatus(302)
    }

    await post('/admin/cities', city)
    const cityRow = await db.from('cities').where('slug', city.slug).firstOrFail()
    const cityId = cityRow.id
    await post('/admin/events', { ...event, city_id: String(cityId) })
    const before = await readEvent(client, event.id)
    const rounds = [{ name: 'Door', price: '25', currency: 'EUR' }]
    await post(`/admin/events/${event.id}`, {
      ...event,
      city_id: String(cityId),
      ticket_options: rounds,
    })
    const after = await readEvent(client, event.id)
    assert.deepEqual(after.tickets.options, [
      { name: 'Door', price: 25, currency: 'EUR', sold_out: false },
    ])
    assert.isAbove(Date.parse(after.updated_at), Date.parse(before.updated_at))
    await post(`/admin/cities/${cityId}`, { ...city, costs: [{ label: 'Room', value: '€500' }] })
    await post(`/admin/events/${event.id}/delete`)
    await post(`/admin/cities/${cityId}/delete`)

    const { changes } = await changesSince(client, t0)
    assert.deepEqual(about(changes, [city.slug, event.id]), [
      `city ${city.slug} created`,
      `event ${event.id} created`,
      `event ${event.id} updated`,
      `city ${city.slug} updated`,
      `event ${event.id} deleted`,
      `city ${city.slug} deleted`,
    ])
  })

  test('updated_since on listEvents, searchCities and listPartnerDeals matches the reference', async ({
    client,
    assert,
  }) => {
    const ids = [uniqueName('sync-since-a'), uniqueName('sync-since-b'), uniqueName('sync-since-c')]
    const citySlug = uniqueName('sync-since-city')
    cleanup.push(() => plainSql([`DELETE FROM events WHERE id = ANY($1)`, [ids]]))
    cleanup.push(() => plainSql([`DELETE FROM cities WHERE slug = $1`, [citySlug]]))
    const partner = await db.from('partners').orderBy('id').firstOrFail()
    for (const id of ids) await plainSql([INSERT_EVENT, [id, null]])
    const middle = await readEvent(client, ids[1])
    const since = middle.updated_at
    await plainSql([INSERT_CITY, [citySlug]])
    await plainSql([
      `UPDATE partner_links SET label = label || ' ' WHERE partner_id = $1`,
      [partner.id],
    ])
    cleanup.push(() =>
      plainSql([
        `UPDATE partner_links SET label = rtrim(label) WHERE partner_id = $1`,
        [partner.id],
      ])
    )
    await changesDelivered()

    const events = await everyEvent(client, { upcoming: 'false' })
    const changedEvents = await everyEvent(client, { upcoming: 'false', updated_since: since })
    assert.deepEqual(
      changedEvents.map((event) => event.id),
      events
        .filter((event) => Date.parse(event.updated_at) >= Date.parse(since))
        .map((event) => event.id)
    )
    assert.includeMembers(
      changedEvents.map((event) => event.id),
      [ids[1], ids[2]]
    )
    assert.notInclude(
      changedEvents.map((event) => event.id),
      ids[0]
    )

    const allCities = await client.get('/api/v1/cities')
    const cities = allCities.body().cities
    const sinceCities = await client.get('/api/v1/cities').qs({ updated_since: since })
    const changedCities = sinceCities.body()
    assert.deepEqual(
      changedCities.cities.map((city: { slug: string }) => city.slug),
      cities
        .filter((city: { updated_at: string }) => Date.parse(city.updated_at) >= Date.parse(since))
        .map((city: { slug: string }) => city.slug)
    )
    assert.include(
      changedCities.cities.map((city: { slug: string }) => city.slug),
      citySlug
    )

    const allPartners = await client.get('/api/v1/partners')
    const partners = allPartners.body().partners
    const sincePartners = await client.get('/api/v1/partners').qs({ updated_since: since })
    const changedPartners = sincePartners.body()
    assert.deepEqual(
      changedPartners.partners.map((p: { slug: string }) => p.slug),
      partners
        .filter((p: { updated_at: string }) => Date.parse(p.updated_at) >= Date.parse(since))
        .map((p: { slug: string }) => p.slug)
    )
    assert.include(
      changedPartners.partners.map((p: { slug: string }) => p.slug),
      partner.slug
    )
  })

  test('a transaction that commits later is never skipped, even with an earlier start', async ({
    client,
    assert,
  }) => {
    const [first, second] = [uniqueName('sync-race-a'), uniqueName('sync-race-b')]
    cleanup.push(() => plainSql([`DELETE FROM events WHERE id = ANY($1)`, [[first, second]]]))
    await plainSql([INSERT_EVENT, [first, null]], [INSERT_EVENT, [second, null]])
    const t0 = await currentToken(client)
    const early = await sqlConsole()
    const late = await sqlConsole()
    try {
      await early.query('BEGIN')
      await early.query(`UPDATE events SET name = name || ' (early)' WHERE id = $1`, [first])
      await late.query('BEGIN')
      await late.query(`UPDATE events SET name = name || ' (late)' WHERE id = $1`, [second])
      await late.query('COMMIT')
      const before = await changesSince(client, t0)
      assert.deepEqual(about(before.changes, [first, second]), [`event ${second} updated`])
      await early.query('COMMIT')
      const after = await changesSince(client, before.next)
      assert.deepEqual(about(after.changes, [first, second]), [`event ${first} updated`])
    } finally {
      await early.end()
      await late.end()
    }
    /* pages of one change each give the same feed, with no duplicates */
    const whole = await changesSince(client, t0)
    const paged = await changesSince(client, t0, 1)
    assert.deepEqual(paged.changes, whole.changes)
    assert.equal(paged.next, whole.next)
  })

  test('tokens: none gives the current one; a foreign one is 400; an expired one is 410', async ({
    client,
    assert,
  }) => {
    const current = await currentToken(client)
    const empty = await client.get('/api/v1/changes').qs({ since: current })
    assert.deepEqual(empty.body(), { changes: [], next_since: current, has_more: false })
    for (const since of [String(BigInt(current) + 1000n), 'abc', '-1']) {
      const response = await client.get('/api/v1/changes').qs({ since })
      response.assertStatus(400)
      assert.equal(response.body().error.details[0].parameter, 'since')
    }

    const id = uniqueName('sync-expire')
    cleanup.push(() => plainSql([`DELETE FROM events WHERE id = $1`, [id]]))
    await plainSql([INSERT_EVENT, [id, null]])
    const { changes, next } = await changesSince(client, current)
    assert.deepEqual(about(changes, [id]), [`event ${id} created`])
    /* the log keeps 30 days by default: age everything up to `next` beyond it and prune */
    await plainSql(
      [`UPDATE change_log SET changed_at = changed_at - interval '31 days' WHERE id <= $1`, [next]],
      ['SELECT prune_change_log()']
    )
    await changesDelivered()
    const expired = await client.get('/api/v1/changes').qs({ since: current })
    expired.assertStatus(410)
    assert.equal(expired.body().error.code, 'resync_required')
    assert.match(expired.body().error.message, /read the full lists again/)
    const kept = await client.get('/api/v1/changes').qs({ since: next })
    kept.assertStatus(200)
    const now = await client.get('/api/v1/changes')
    assert.deepEqual(now.body().next_since, next)
  })
})
