import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Doc from '#models/doc'
import Partner from '#models/partner'
import PricingItem from '#models/pricing_item'
import { ADMIN_RESOURCES } from '#admin/resources/registry'
import { loadRecord } from '#admin/engine/resource_records'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { namesShown, orderOf } from '#tests/helpers/admin_lists'

function createPartner(name: string, overrides: Partial<Partner> = {}) {
  return Partner.create({
    slug: uniqueName('p'),
    name,
    category: 'banking',
    kind: 'discount_code',
    description: 'A partner for tests',
    deal: '10 % off',
    code: 'TEN',
    position: 0,
    publication: 'published',
    ...overrides,
  })
}

function createPricingItem(title: string, overrides: Partial<PricingItem> = {}) {
  return PricingItem.create({
    section: 'package',
    slug: uniqueName('item'),
    title,
    description: 'An item for tests',
    price: 10,
    currency: 'EUR',
    position: 0,
    ...overrides,
  })
}

function createDoc(title: string, overrides: Partial<Doc> = {}) {
  return Doc.create({
    slug: uniqueName('doc'),
    kind: 'faq',
    title,
    summary: '',
    body: 'Body',
    cityId: null,
    publication: 'published',
    ...overrides,
  })
}

test.group('Admin lists of partners, pricing, docs and cities', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('partners: filters by kind and state, sorts by name both ways', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const m = uniqueName('Pa')
    const names = [`${m} Alpha`, `${m} Beta`, `${m} Gamma`]
    await createPartner(names[0])
    await createPartner(names[1], { kind: 'student_offer', code: null })
    await createPartner(names[2], { publication: 'draft' })
    const list = (query: object) =>
      client
        .get('/admin/partners')
        .qs({ q: m, ...query })
        .loginAs(staff)
    const shown = (query: object) => namesShown(list(query), names)

    assert.deepEqual(await shown({ kind: 'student_offer' }), [names[1]])
    assert.deepEqual(await shown({ publication: 'draft' }), [names[2]])
    const byName = await list({ sort: '-name' })
    assert.deepEqual(orderOf(byName.text(), names), [...names].reverse())
    assert.include(byName.text(), '3 partners')
    const wrong = await list({ category: 'crypto' })
    wrong.assertStatus(200)
    assert.include(wrong.text(), 'Category: choose one of the listed values')
  })

  test('pricing: filters by section, sorts by price both ways', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const m = uniqueName('Pr')
    const names = [`${m} cheap`, `${m} dear`, `${m} free`]
    await createPricingItem(names[0], { price: 5 })
    await createPricingItem(names[1], { price: 50 })
    await createPricingItem(names[2], { section: 'free', price: null, currency: null })
    const list = (query: object) =>
      client
        .get('/admin/pricing')
        .qs({ q: m, ...query })
        .loginAs(staff)
    const shown = (query: object) => namesShown(list(query), names)

    assert.deepEqual(await shown({ section: 'free' }), [names[2]])
    assert.deepEqual(await shown({ section: 'package', sort: '-price' }), [names[1], names[0]])
    assert.deepEqual(await shown({ section: 'package', sort: 'price' }), [names[0], names[1]])
    /* the older single `filter` parameter still means the section */
    assert.deepEqual(await shown({ filter: 'free' }), [names[2]])
  })

  test('docs: filters by kind, city and state; sorts by title', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const city = await CityFactory.create()
    const m = uniqueName('Do')
    const names = [`${m} a`, `${m} b`, `${m} c`]
    await createDoc(names[0], { kind: 'blog' })
    await createDoc(names[1], { cityId: city.id })
    await createDoc(names[2], { publication: 'draft' })
    const list = (query: object) =>
      client
        .get('/admin/docs')
        .qs({ q: m, ...query })
        .loginAs(staff)
    const shown = (query: object) => namesShown(list(query), names)

    assert.deepEqual(await shown({ kind: 'blog' }), [names[0]])
    assert.deepEqual(await shown({ city: city.id }), [names[1]])
    assert.deepEqual(await shown({ publication: 'draft' }), [names[2]])
    assert.deepEqual(await shown({ sort: '-title' }), [...names].reverse())
  })

  test('cities: filters by country, sorts by number of events', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const m = uniqueName('Ci')
    const quiet = await CityFactory.merge({
      name: `${m} Quiet`,
      countryCode: 'XQ',
      country: 'Quietland',
    }).create()
    const busy = await CityFactory.merge({
      name: `${m} Busy`,
      countryCode: 'XQ',
      country: 'Quietland',
    }).create()
    const other = await CityFactory.merge({ name: `${m} Other` }).create()
    for (let i = 0; i < 2; i++) await EventFactory.merge({ cityId: busy.id }).create()
    const names = [quiet.name, busy.name, other.name]
    const list = (query: object) =>
      client
        .get('/admin/cities')
        .qs({ q: m, ...query })
        .loginAs(staff)
    const shown = (query: object) => namesShown(list(query), names)

    assert.deepEqual(await shown({ country: 'xq', sort: 'events' }), [quiet.name, busy.name])
    assert.deepEqual(await shown({ sort: '-events' }), [busy.name, quiet.name, other.name])
    const wrong = await list({ country: 'Quietland' })
    wrong.assertStatus(200)
    assert.include(wrong.text(), 'Country: a two-letter country code')
  })
})

test.group('Admin resources: one generic flow for every declaration', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every resource has a list table, a new form, an edit form and a delete confirmation', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    for (const resource of Object.values(ADMIN_RESOURCES)) {
      const base = `/admin/${resource.path}`
      const list = await client.get(base).loginAs(staff)
      list.assertStatus(200)
      const html = list.text()
      assert.include(html, `<h1>${resource.plural}</h1>`)
      for (const column of resource.list.columns) {
        assert.include(html, `<td data-label="${column.label}">`, `${resource.path} ${column.key}`)
      }
      assert.match(html, new RegExp(`\\d+ (${resource.noun.one}|${resource.noun.many})<`))

      const created = await client.get(`${base}/new`).loginAs(staff)
      created.assertStatus(200)
      /* the action carries the form's resume ticket (issue #25), and the CSRF token for a form with a picture */
      assert.include(created.text(), `action="${base}?`)

      const id = /<tr data-[a-z-]+-id="([^"]+)"/.exec(html)![1]
      const row = (await loadRecord(resource, id))!
      const edit = await client.get(`${base}/${id}/edit`).loginAs(staff)
      edit.assertStatus(200)
      assert.include(edit.text(), `action="${base}/${id}?`)
      const confirm = await client.get(`${base}/${id}/delete`).loginAs(staff)
      confirm.assertStatus(200)
      assert.include(confirm.text(), resource.titleOf(row))
    }
  })
})
