import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/service'
import PricingItem from '#models/pricing_item'
import { assertMatchesOpenApi } from '#tests/helpers/openapi'
import { createCity, createEvent, createPartner, hoursFromNow } from '#tests/helpers/api_catalog'

const slugs = (response: any) => response.body().partners.map((partner: any) => partner.slug)

test.group('listPartnerDeals: GET /api/v1/partners', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists every deal in one response, in the curated order, with the deals page', async ({
    client,
    assert,
  }) => {
    const expected = await db
      .from('partners')
      .orderBy('position')
      .orderBy('name')
      .orderBy('id')
      .select('slug')
    const response = await client.get('/api/v1/partners')

    response.assertStatus(200)
    assert.deepEqual(
      slugs(response),
      expected.map((row) => row.slug)
    )
    assert.equal(response.body().total, expected.length)
    assert.equal(response.body().page, `${appUrl}/deals`)
    assert.notProperty(response.body(), 'next_cursor')
  })

  test('category filters by its enum and q matches words, ignoring case and accents', async ({
    client,
    assert,
  }) => {
    await createPartner({ slug: 'uberfit-gym', name: 'Überfit Gym', category: 'fitness' })
    await createPartner({
      slug: 'uberfit-snacks',
      name: 'Überfit Snacks',
      category: 'food',
      deal: 'Free protein bar',
    })

    const byName = await client.get('/api/v1/partners').qs({ q: 'UBERFIT' })
    assert.deepEqual(slugs(byName), ['uberfit-gym', 'uberfit-snacks'])

    const byDeal = await client.get('/api/v1/partners').qs({ q: 'protein' })
    assert.deepEqual(slugs(byDeal), ['uberfit-snacks'])

    const combined = await client.get('/api/v1/partners').qs({ q: 'überfit', category: 'fitness' })
    assert.deepEqual(slugs(combined), ['uberfit-gym'])
    assert.equal(combined.body().total, 1)
    assert.equal(combined.body().page, `${appUrl}/deals?category=fitness&q=%C3%BCberfit`)

    const fitness = await client.get('/api/v1/partners').qs({ category: 'fitness' })
    assert.include(slugs(fitness), 'uberfit-gym')
    assert.isTrue(fitness.body().partners.every((partner: any) => partner.category === 'fitness'))

    const nothing = await client.get('/api/v1/partners').qs({ q: 'no such partner anywhere' })
    assert.deepEqual(nothing.body(), { total: 0, partners: [], page: nothing.body().page })
  })

  test('a partner carries absolute links', async ({ client, assert }) => {
    await createPartner({ slug: 'linky', name: 'Linky', category: 'mobile' })
    const response = await client.get('/api/v1/partners').qs({ q: 'linky' })

    assert.deepEqual(response.body().partners[0].links, [
      { label: 'Website', url: 'https://linky.example.org' },
    ])
  })

  test('an unknown category answers 400 naming the parameter', async ({ client, assert }) => {
    const response = await client.get('/api/v1/partners').qs({ category: 'weapons' })

    response.assertStatus(400)
    await assertMatchesOpenApi(response, { operationId: 'listPartnerDeals', status: 400 })
    assert.equal(response.body().error.details[0].parameter, 'category')
    assert.include(response.body().error.message, 'banking, mobile')
  })
})

test.group('getPricing: GET /api/v1/pricing', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('answers what is free, tickets per city, packages, deals and policies', async ({
    client,
    assert,
  }) => {
    await PricingItem.create({
      section: 'free',
      slug: 'test-free-thing',
      title: 'A free thing',
      description: 'Free for students',
      price: null,
      currency: null,
      position: 999,
    })
    const response = await client.get('/api/v1/pricing')

    response.assertStatus(200)
    const pricing = response.body()
    assert.isNull(pricing.city)
    assert.deepInclude(pricing.free, {
      slug: 'test-free-thing',
      title: 'A free thing',
      description: 'Free for students',
    })
    assert.isAbove(pricing.packages.length, 0)
    assert.isAbove(pricing.refund_policy.length, 0)
    assert.isAbove(pricing.fee_policy.length, 0)
    const partnerCount = await db.from('partners').count('* as total').firstOrFail()
    assert.equal(pricing.partner_deals.length, Number(partnerCount.total))
    assert.equal(pricing.markdown_url, `${appUrl}/pricing.md`)
  })

  test('city (slug or name) narrows the ticket prices to that city', async ({ client, assert }) => {
    const city = await createCity({ slug: 'pricetown', name: 'Prïcetown' })
    await createEvent({ id: 'price-soon', city, startAt: hoursFromNow(30), prices: [5, 7.5] })
    await createEvent({ id: 'price-over', city, startAt: hoursFromNow(-30) })

    for (const value of ['pricetown', 'PRICETOWN', 'Prïcetown']) {
      const response = await client.get('/api/v1/pricing').qs({ city: value })
      const pricing = response.body()
      assert.deepEqual(pricing.city, { slug: 'pricetown', name: 'Prïcetown' }, value)
      assert.lengthOf(pricing.tickets, 1)
      assert.equal(pricing.tickets[0].city_slug, 'pricetown')
      assert.deepEqual(
        pricing.tickets[0].events.map((event: any) => [event.id, event.options]),
        [
          [
            'price-soon',
            [
              { name: 'Round 1', price: 5, currency: 'EUR', sold_out: false },
              { name: 'Round 2', price: 7.5, currency: 'EUR', sold_out: false },
            ],
          ],
        ]
      )
    }
  })

  test('an unknown city gives no ticket prices and city null', async ({ client, assert }) => {
    const response = await client.get('/api/v1/pricing').qs({ city: 'Atlantis' })

    response.assertStatus(200)
    assert.isNull(response.body().city)
    assert.deepEqual(response.body().tickets, [])
  })

  test('a city name longer than 120 characters answers 400', async ({ client, assert }) => {
    const response = await client.get('/api/v1/pricing').qs({ city: 'x'.repeat(121) })

    response.assertStatus(400)
    await assertMatchesOpenApi(response, { operationId: 'getPricing', status: 400 })
    assert.deepEqual(response.body().error.details, [
      { parameter: 'city', message: 'city must be at most 120 characters long' },
    ])
  })
})
