import { test } from '@japa/runner'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { RawConnection } from '#tests/helpers/raw_http'
import {
  applySetCookies,
  signInOverHttp,
  startServer,
  type ServerProcess,
} from '#tests/helpers/processes'

/*
| Admin form bodies from someone not signed in (issue finding: 512 kB bodies
| were parsed for anonymous clients before the CSRF check), on a real server
| process: without a CSRF secret in the session the request is refused before
| a byte of its body is read; with one, the body may be 16 kB; signed-in staff
| keep the 512 kB limit.
*/

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

/** The sign-in form's cookie and CSRF token, as a browser gets them. */
async function signInForm(server: ServerProcess) {
  const form = await fetch(`${server.base}/admin/login`)
  const token = /name=['"]_csrf['"] value=['"]([^'"]+)['"]/.exec(await form.text())?.[1] ?? ''
  return { cookie: applySetCookies('', form), token }
}

const padded = (fields: Record<string, string>, bytes: number) =>
  new URLSearchParams({ ...fields, padding: 'x'.repeat(bytes) }).toString()

test.group('Admin form bodies of anonymous clients', (group) => {
  let server: ServerProcess
  group.setup(async () => {
    server = await startServer()
    return async () => {
      await server.stop()
    }
  })

  test('with no CSRF secret, a POST is refused before its body is read', async ({ assert }) => {
    const connection = await RawConnection.open(server.port)
    /* announces 512 kB and sends 10 bytes: only an answer given before reading can come */
    connection.socket.write(
      'POST /admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\n' +
        `Content-Length: ${512 * 1024}\r\n\r\nemail=a%40`
    )
    const answer = await Promise.race([
      connection.response(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
    ])
    connection.socket.destroy()
    assert.isNotNull(answer, 'answered with the body still incomplete')
    assert.notEqual(answer!.status, 200)
    assert.notEqual(answer!.status, 413)
  }).timeout(30_000)

  test('with the sign-in form, an anonymous body above 16 kB is refused with 413', async ({
    assert,
  }) => {
    const { cookie, token } = await signInForm(server)
    const large = await fetch(`${server.base}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...FORM, cookie },
      body: padded({ _csrf: token, email: 'nobody@example.org', password: 'x' }, 100_000),
    })
    await large.arrayBuffer()
    assert.equal(large.status, 413)

    const small = await fetch(`${server.base}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...FORM, cookie },
      body: padded({ _csrf: token, email: 'nobody@example.org', password: 'x' }, 1_000),
    })
    await small.arrayBuffer()
    assert.equal(small.status, 302, 'a normal sign-in attempt is read (and fails)')
    assert.match(small.headers.get('location') ?? '', /\/admin\/login/)
  }).timeout(30_000)

  test('signed-in staff may still send large forms', async ({ assert, cleanup }) => {
    const staff = await AdminUserFactory.create()
    cleanup(() => staff.delete())
    const cookie = await signInOverHttp(server.base, staff.email, STAFF_PASSWORD)
    const page = await fetch(`${server.base}/admin/account`, { headers: { cookie } })
    const token = /name=['"]_csrf['"] value=['"]([^'"]+)['"]/.exec(await page.text())?.[1] ?? ''
    const saved = await fetch(`${server.base}/admin/account/time-zone`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...FORM, cookie },
      body: padded({ _csrf: token, time_zone: 'Europe/Berlin' }, 100_000),
    })
    await saved.arrayBuffer()
    assert.equal(saved.status, 302)
  }).timeout(30_000)
})
