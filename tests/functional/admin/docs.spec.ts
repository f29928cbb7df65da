import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Doc from '#models/doc'
import { CityFactory } from '#database/factories/city_factory'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { postAdminForm } from '#tests/helpers/admin_forms'

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
