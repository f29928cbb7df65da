import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#models/audit_log'
import PricingItem from '#models/pricing_item'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { postAdminForm } from '#tests/helpers/admin_forms'

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
