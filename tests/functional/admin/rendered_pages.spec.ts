import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { ADMIN_PAGES_BY_RIGHT } from '#tests/helpers/admin_forms'

/*
| Every admin page renders its components: a component tag whose name does
| not match its file (Edge names `bulk_bar.edge` `admin.bulkBar`) is printed
| as text instead, which is how the bulk bar and the publication badges
| once went missing from the lists.
*/
const UNRENDERED_TAG = /@!?[a-zA-Z]+\.[a-zA-Z_]+\(\{/

/** Every admin page of every right, the dashboard and the account page (no CSV downloads). */
const PAGES = [
  '/admin',
  '/admin/account',
  ...Object.values(ADMIN_PAGES_BY_RIGHT)
    .flat()
    .filter((path) => !path.endsWith('.csv')),
]

test.group('Admin pages render every component', (group) => {
  group.each.setup(async () => {
    await db.beginGlobalTransaction()
    return () => db.rollbackGlobalTransaction()
  })

  test('no page prints a component tag as text', async ({ client, assert }) => {
    const staff = await AdminUserFactory.create()
    for (const path of PAGES) {
      const response = await client.get(path).loginAs(staff)
      response.assertStatus(200)
      assert.notMatch(response.text(), UNRENDERED_TAG, path)
    }
  })

  test('the publishable lists show the bulk bar and each row’s publication', async ({
    client,
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    for (const path of ['/admin/events', '/admin/partners', '/admin/docs']) {
      const response = await client.get(path).loginAs(staff)
      assert.include(response.text(), 'data-bulk-bar', path)
      assert.include(response.text(), 'data-publication-status=', path)
    }
  })
})
