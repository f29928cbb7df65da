import { test } from '@japa/runner'
import fc from 'fast-check'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import AdminUser from '#models/admin_user'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { CityFactory } from '#database/factories/city_factory'
import { eventForm, postAdminForm } from '#tests/helpers/admin_forms'
import { runs } from '#tests/helpers/hostile_arbitraries'
import { MAX_SERIAL_ID, parseRecordId } from '#lib/record_ids'

/*
| Numbers beyond what a column holds (`99999999999` for an integer id,
| `1e400`, `2147483648`) name no record: paths and query strings answer 404,
| form fields a field error; never a failed query and a 500.
*/

/** Numbers no id column holds, and texts that are no plain number at all. */
const OUT_OF_RANGE = [
  '2147483648',
  '99999999999',
  '9223372036854775808',
  '99999999999999999999999',
  '1e400',
  '1e3',
  '0',
  '-1',
  '1.5',
  '0x10',
  '007',
  'Infinity',
  'NaN',
]

async function adminAccount() {
  const user = await AdminUserFactory.create()
  user.role = 'admin'
  await user.save()
  return user
}

test.group('Numeric inputs: out of range is a 404 or a field error', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('record ids in admin paths beyond their column answer 404', async ({ client, assert }) => {
    const staff = await adminAccount()
    for (const id of OUT_OF_RANGE) {
      const pages = [
        `/admin/cities/${id}/edit`,
        `/admin/partners/${id}/edit`,
        `/admin/docs/${id}/edit`,
        `/admin/messages/${id}`,
        `/admin/preview/docs/${id}`,
      ]
      for (const page of pages) {
        const response = await client.get(page).loginAs(staff)
        assert.equal(response.status(), 404, `${page} answered ${response.status()}`)
      }
      /* the history of a record id that never was: an empty list */
      const history = await client.get(`/admin/history/city/${id}`).loginAs(staff)
      assert.isBelow(history.status(), 500)
      const posts = [`/admin/staff/${id}/role`, `/admin/history/entries/${id}/restore`]
      for (const path of posts) {
        const response = await client
          .post(path)
          .loginAs(staff)
          .withCsrfToken()
          .form({ role: 'editor' })
          .redirects(0)
        assert.equal(response.status(), 404, `${path} answered ${response.status()}`)
      }
    }
  })

  test('compare?from=1e400 and other numbers no version has answer 404', async ({
    client,
    assert,
  }) => {
    const staff = await adminAccount()
    const city = await CityFactory.create()
    for (const value of OUT_OF_RANGE) {
      const response = await client
        .get(`/admin/history/city/${city.id}/compare`)
        .qs({ from: value, to: value })
        .loginAs(staff)
      assert.equal(response.status(), 404, `from=${value} answered ${response.status()}`)
    }
  })

  test('city_id=2147483648 in a form and city filters are field errors', async ({
    client,
    assert,
  }) => {
    const staff = await adminAccount()
    for (const value of ['2147483648', '99999999999', '1e400']) {
      const form = eventForm({ city_id: value })
      const response = await postAdminForm(client, staff, '/admin/events', form)
        .header('referer', '/admin/events/new')
        .redirects(0)
      assert.equal(response.status(), 302, `city_id=${value}`)
      assert.property(response.flashMessages().inputErrorsBag ?? {}, 'city_id')
      assert.isNull(await db.from('events').where('id', form.id).first())
      const list = await client.get('/admin/events').qs({ city: value }).loginAs(staff)
      assert.isBelow(list.status(), 500, `events?city=${value}`)
      const docs = await client.get('/admin/docs').qs({ city: value }).loginAs(staff)
      assert.isBelow(docs.status(), 500, `docs?city=${value}`)
    }
    const undo = await postAdminForm(client, staff, '/admin/events/any-event/undo', {
      entry: '99999999999999999999',
    })
      .header('referer', '/admin/events')
      .redirects(0)
    assert.isBelow(undo.status(), 500)
  })

  test('an account id beyond the column is no account (the role page of a real one works)', async ({
    client,
    assert,
  }) => {
    const staff = await adminAccount()
    const other = await AdminUserFactory.create()
    const response = await client
      .post(`/admin/staff/${other.id}/role`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ role: 'editor' })
      .redirects(0)
    assert.equal(response.status(), 302)
    const changed = await AdminUser.findOrFail(other.id)
    assert.equal(changed.role, 'editor')
  })
})

test.group('Numeric inputs: the id rule', () => {
  test('a text names an id exactly when it is a plain number 1..2147483647', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.bigInt({ min: -10n, max: 10n ** 20n }).map(String),
          fc.constantFrom('2147483647', '2147483648', '02147483647', '+1', ' 1', '1 '),
          fc.string({ unit: fc.constantFrom('0', '1', '2', '9', 'e', '.', '-'), maxLength: 12 })
        ),
        (text) => {
          const plain = /^[1-9]\d*$/.test(text)
          const expected = plain && BigInt(text) <= BigInt(MAX_SERIAL_ID) ? Number(text) : null
          return parseRecordId(text) === expected
        }
      ),
      runs(2000)
    )
  })
})
