import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#models/audit_log'
import Partner from '#models/partner'
import PartnerLink from '#models/partner_link'
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
