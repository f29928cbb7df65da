import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { ROLE_RIGHTS, type StaffRight } from '#admin/staff/roles'
import type { StaffRole } from '#schemas/enums'
import AdminUser from '#models/admin_user'
import { AdminUserFactory } from '#database/factories/admin_user_factory'
import { ADMIN_PAGES_BY_RIGHT as PAGES } from '#tests/helpers/admin_forms'

/** The navigation link of each right. */
const NAV: Record<StaffRight, string> = {
  content: 'href="/admin/events"',
  personal_data: 'href="/admin/messages"',
  staff: 'href="/admin/staff"',
}

async function staffWithRole(role: StaffRole) {
  const user = await AdminUserFactory.create()
  user.role = role
  await user.save()
  return user
}

test.group('Admin roles', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const role of Object.keys(ROLE_RIGHTS) as StaffRole[]) {
    for (const right of Object.keys(PAGES) as StaffRight[]) {
      const allowed = ROLE_RIGHTS[role].includes(right)
      test(`${role}: ${right} pages ${allowed ? 'open' : 'are forbidden'}`, async ({
        client,
        assert,
      }) => {
        const user = await staffWithRole(role)
        for (const path of PAGES[right]) {
          const response = await client.get(path).loginAs(user)
          assert.equal(response.status(), allowed ? 200 : 403, path)
          if (!allowed) {
            assert.include(response.text(), 'Your role does not allow this')
            assert.include(response.text(), `with the <strong>${role}</strong> role`)
          }
        }
      })

      test(`${role}: the navigation ${allowed ? 'shows' : 'hides'} ${right}`, async ({
        client,
        assert,
      }) => {
        const user = await staffWithRole(role)
        const dashboard = await client.get('/admin').loginAs(user)
        dashboard.assertStatus(200)
        assert.equal(dashboard.text().includes(NAV[right]), allowed)
      })
    }
  }

  test('an editor cannot change anything of staff accounts, even by posting', async ({
    client,
    assert,
  }) => {
    const editor = await staffWithRole('editor')
    const admin = await staffWithRole('admin')
    for (const path of [
      `/admin/staff/${admin.id}/role`,
      `/admin/staff/${admin.id}/disable`,
      `/admin/staff/${admin.id}/reset`,
      '/admin/staff',
    ]) {
      const response = await client
        .post(path)
        .loginAs(editor)
        .withCsrfToken()
        .form({ role: 'editor', email: 'x@example.org' })
      assert.equal(response.status(), 403, path)
    }
    await admin.refresh()
    assert.equal(admin.role, 'admin')
    assert.isNull(admin.disabledAt)
    assert.isNull(await AdminUser.findBy('email', 'x@example.org'))
  })

  test('accounts made before roles are admins', async ({ assert }) => {
    const legacy = await AdminUser.create({ email: 'legacy@example.org', password: 'x'.repeat(12) })
    await legacy.refresh()
    assert.equal(legacy.role, 'admin')
  })
})
