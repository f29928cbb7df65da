import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#models/audit_log'
import Doc from '#models/doc'
import Partner from '#models/partner'
import PartnerLink from '#models/partner_link'
import PricingItem from '#models/pricing_item'
import { CityFactory } from '#database/factories/city_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { postAdminForm } from '#tests/helpers/admin_forms'

const partnerForm = (overrides: Record<string, unknown> = {}) => ({
  slug: uniqueName('partner'),
  name: 'Northbank',
  category: 'banking',
  kind: 'discount_code',
  code: 'STUDENT10',
  position: '3',
  deal: '10 € when you open an account',
  description: 'A bank for students',
  links: [
    { label: 'Open an account', url: 'https://northbank.example/students' },
    { label: 'Help', url: 'https://northbank.example/help' },
  ],
  publication: 'published',
  ...overrides,
})

const pricingForm = (overrides: Record<string, unknown> = {}) => ({
  section: 'package',
  slug: uniqueName('package'),
  title: 'Festival pass',
  description: 'All three nights',
  price: '39.90',
  currency: 'eur',
  position: '1',
  ...overrides,
})

const docForm = (overrides: Record<string, unknown> = {}) => ({
  slug: uniqueName('doc'),
  kind: 'faq',
  title: 'How do refunds work?',
  summary: 'Refunds in short',
  body: '# Refunds\n\nWithin 14 days.',
  city_id: '',
  publication: 'published',
  ...overrides,
})

test.group('Admin partners', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('creates a partner with its links in order', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const form = partnerForm()
    const response = await postAdminForm(client, staff, '/admin/partners', form).redirects(0)
    const partner = await Partner.query().where('slug', form.slug).preload('links').firstOrFail()
    assert.equal(response.header('location'), `/admin/partners/${partner.id}/edit`)
    assert.equal(partner.code, 'STUDENT10')
    assert.equal(partner.position, 3)
    assert.deepEqual(
      partner.links.map((link) => [link.label, link.position]),
      [
        ['Open an account', 0],
        ['Help', 1],
      ]
    )
    const audit = await AuditLog.query()
      .where({ entity_type: 'partner', entity_id: String(partner.id) })
      .firstOrFail()
    assert.lengthOf(audit.after?.links as unknown[], 2)
  })

  test('validates category, kind, code and link addresses', async ({ client }) => {
    const staff = await AdminUserFactory.create()
    const response = await postAdminForm(
      client,
      staff,
      '/admin/partners',
      partnerForm({
        category: 'crypto',
        code: '',
        slug: 'Bad Slug',
        links: [{ label: 'Go', url: '/relative' }],
      })
    )
      .header('referer', '/admin/partners/new')
      .redirects(0)
    response.assertValidationError('category', 'Choose one of the listed values')
    response.assertValidationError('code', 'A discount-code deal needs its code')
    response.assertValidationError(
      'slug',
      'Use lowercase letters, digits and single hyphens (e.g. new-york)'
    )
    response.assertValidationError('links.0.url', 'Enter a full address starting with https://')
  })

  test('edits and deletes a partner with its links', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const created = partnerForm()
    await postAdminForm(client, staff, '/admin/partners', created)
    const partner = await Partner.findByOrFail('slug', created.slug)

    await postAdminForm(client, staff, `/admin/partners/${partner.id}`, {
      ...created,
      name: 'Northbank Plus',
      kind: 'student_offer',
      code: '',
      links: [],
    }).redirects(0)
    await partner.refresh()
    assert.equal(partner.name, 'Northbank Plus')
    assert.isNull(partner.code)
    assert.lengthOf(await PartnerLink.query().where('partner_id', partner.id), 0)

    const confirm = await client.get(`/admin/partners/${partner.id}/delete`).loginAs(staff)
    assert.include(confirm.text(), 'Delete the partner “Northbank Plus”?')
    await client
      .post(`/admin/partners/${partner.id}/delete`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    assert.isNull(await Partner.find(partner.id))
  })

  test('lists partners filtered by category', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const marker = uniqueName('Mk')
    await postAdminForm(client, staff, '/admin/partners', partnerForm({ name: `${marker} Bank` }))
    await postAdminForm(
      client,
      staff,
      '/admin/partners',
      partnerForm({ name: `${marker} Gym`, category: 'fitness', kind: 'student_offer' })
    )
    const response = await client
      .get('/admin/partners')
      .qs({ q: marker, filter: 'fitness' })
      .loginAs(staff)
    response.assertStatus(200)
    assert.include(response.text(), `${marker} Gym`)
    assert.notInclude(response.text(), `${marker} Bank`)
  })
})

test.group('Admin pricing', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('creates, edits and deletes a pricing item', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const form = pricingForm()
    await postAdminForm(client, staff, '/admin/pricing', form)
    const item = await PricingItem.findByOrFail('slug', form.slug)
    assert.equal(item.price, 39.9)
    assert.equal(item.currency, 'EUR')

    await postAdminForm(client, staff, `/admin/pricing/${item.id}`, {
      ...form,
      section: 'free',
      price: '',
      currency: '',
      title: 'Free entry',
    })
    await item.refresh()
    assert.equal(item.section, 'free')
    assert.isNull(item.price)
    assert.isNull(item.currency)

    await client.post(`/admin/pricing/${item.id}/delete`).loginAs(staff).withCsrfToken()
    assert.isNull(await PricingItem.find(item.id))
    const actions = await AuditLog.query()
      .where({ entity_type: 'pricing_item', entity_id: String(item.id) })
      .orderBy('id')
    assert.deepEqual(
      actions.map((entry) => entry.action),
      ['create', 'update', 'delete']
    )
  })

  test('a package needs a price, and a price needs a currency', async ({ client }) => {
    const staff = await AdminUserFactory.create()
    const noPrice = await postAdminForm(
      client,
      staff,
      '/admin/pricing',
      pricingForm({ price: '', currency: '' })
    )
      .header('referer', '/admin/pricing/new')
      .redirects(0)
    noPrice.assertValidationError('price', 'A package needs a price (and a price needs a currency)')
    const noCurrency = await postAdminForm(
      client,
      staff,
      '/admin/pricing',
      pricingForm({ section: 'free', currency: '' })
    )
      .header('referer', '/admin/pricing/new')
      .redirects(0)
    noCurrency.assertValidationError('currency', 'A price needs its currency')
  })
})

test.group('Admin docs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('creates, edits and deletes a doc', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    const city = await CityFactory.create()
    const form = docForm({ city_id: String(city.id) })
    const created = await postAdminForm(client, staff, '/admin/docs', form).redirects(0)
    const doc = await Doc.findByOrFail('slug', form.slug)
    assert.equal(created.header('location'), `/admin/docs/${doc.id}/edit`)
    assert.equal(doc.cityId, city.id)
    assert.equal(doc.publication, 'published')

    const unpublished = { ...form, publication: 'draft' }
    await postAdminForm(client, staff, `/admin/docs/${doc.id}`, {
      ...unpublished,
      city_id: '',
      title: 'Refunds',
    })
    await doc.refresh()
    assert.equal(doc.publication, 'draft')
    assert.isNull(doc.cityId)
    assert.equal(doc.title, 'Refunds')

    const edit = await client.get(`/admin/docs/${doc.id}/edit`).loginAs(staff)
    assert.include(edit.text(), 'value="Refunds"')
    assert.include(edit.text(), '# Refunds')

    await client.post(`/admin/docs/${doc.id}/delete`).loginAs(staff).withCsrfToken()
    assert.isNull(await Doc.find(doc.id))
  })

  test('validates kind, slug uniqueness and body', async ({ client }) => {
    const staff = await AdminUserFactory.create()
    const first = docForm()
    await postAdminForm(client, staff, '/admin/docs', first)
    const response = await postAdminForm(
      client,
      staff,
      '/admin/docs',
      docForm({ slug: first.slug, kind: 'novel', body: '' })
    )
      .header('referer', '/admin/docs/new')
      .redirects(0)
    response.assertValidationError('slug', 'Already used by another record')
    response.assertValidationError('kind', 'Choose one of the listed values')
    response.assertValidationError('body', 'Body is required')
  })
})
