import { test } from '@japa/runner'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { signInOverHttp, startServer, type ServerProcess } from '#tests/helpers/processes'

/*
| Security finding 1: a filter with a non-Latin-1 character used to go raw
| into Content-Disposition, throw ERR_INVALID_CHAR and stop the process.
*/
test.group('Admin CSV export filenames (real server process)', (group) => {
  let server: ServerProcess
  let cookie: string
  group.setup(async () => {
    const staff = await AdminUserFactory.create()
    server = await startServer()
    const stop = async () => {
      await server.stop()
      await staff.delete()
    }
    cookie = await signInOverHttp(server.base, staff.email, STAFF_PASSWORD).catch(async (error) => {
      await stop()
      throw error
    })
    return stop
  })

  test('a euro sign in the filter downloads a CSV and the same process keeps answering', async ({
    assert,
  }) => {
    const pid = server.child.pid
    const response = await server.get('/admin/waitlists/export.csv?filter=%E2%82%AC', { cookie })

    assert.equal(response.status, 200)
    const disposition = response.headers.get('content-disposition') ?? ''
    assert.match(disposition, /^attachment; filename="waitlist-\d{4}-\d{2}-\d{2}\.csv"; /)
    assert.include(disposition, "filename*=UTF-8''waitlist-%E2%82%AC-")
    await response.text()

    const health = await server.get('/health')
    assert.equal(health.status, 200)
    assert.equal(server.child.exitCode, null)
    assert.equal(server.child.pid, pid)
  }).timeout(60_000)

  test('a quote and a semicolon in the filter cannot add header parameters', async ({ assert }) => {
    const response = await server.get('/admin/waitlists/export.csv?filter=x%22%3B%20x%3D1', {
      cookie,
    })

    assert.equal(response.status, 200)
    const disposition = response.headers.get('content-disposition') ?? ''
    assert.match(disposition, /^attachment; filename="waitlist-x-x-1-[\d-]+\.csv"; filename\*=/)
    assert.notInclude(disposition, '; x=1')
    await response.text()
  }).timeout(60_000)
})
