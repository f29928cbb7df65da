import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import AdminUser from '#models/admin_user'
import { SmtpSink, type ReceivedMail } from '#tests/helpers/smtp_sink'
import { linkIn } from '#tests/helpers/staff_mail'
import {
  applySetCookies,
  signInOverHttp,
  startServer,
  type ServerProcess,
} from '#tests/helpers/processes'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { uniqueName } from '#database/factories/unique_name'
import { CURRENT_PASSWORD, FORGOT_PASSWORD } from '#admin/staff/account_limits'
import { SIGN_IN_LIMITS } from '#admin/staff/sign_in'

/*
| Finding 4 and the current password of finding 9, against a real server
| process behind a trusted proxy (each X-Forwarded-For is one client) with
| its mail going to a real SMTP server: "Forgot password" sent an e-mail per
| request (300 in 6.6 s, every link valid at once) and the current password
| on "Your account" could be guessed without end or notice.
*/
const DOMAIN = 'limits-test.example'
const NEW_PASSWORD = 'an entirely new password'

async function staffAccount() {
  return AdminUserFactory.merge({ email: `${uniqueName('limits')}@${DOMAIN}` }).create()
}

const mailsTo = (sink: SmtpSink, address: string) =>
  sink.received.filter((mail) => mail.rcptTo.includes(address))
const isAlert = (mail: ReceivedMail) => mail.headers.has('x-account-alert')

/** Waits until `address` has `count` mails. */
async function mailsArrived(sink: SmtpSink, address: string, count: number) {
  const deadline = Date.now() + 15_000
  while (mailsTo(sink, address).length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return mailsTo(sink, address)
}

/** Waits until `address` has `count` mails, then a little longer for any extra one. */
async function settledMails(sink: SmtpSink, address: string, count: number) {
  await mailsArrived(sink, address, count)
  await new Promise((resolve) => setTimeout(resolve, 500))
  return mailsTo(sink, address)
}

/** A guest form's CSRF token and cookies, fetched as the browser does. */
async function guestForm(server: ServerProcess, path: string, client: string) {
  const page = await server.get(path, { 'X-Forwarded-For': client })
  const html = await page.text()
  const token = /name=['"]_csrf['"] value=['"]([^'"]+)['"]/.exec(html)?.[1] ?? ''
  return { token, cookie: applySetCookies('', page) }
}

async function postAs(
  server: ServerProcess,
  path: string,
  client: string,
  cookie: string,
  fields: Record<string, string>
) {
  const response = await fetch(server.base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': client,
      cookie,
    },
    body: new URLSearchParams(fields).toString(),
  })
  await response.text()
  return response
}

/** A signed-in staff session that tries to change its password on "Your account". */
async function staffSession(server: ServerProcess, account: AdminUser) {
  let cookie = await signInOverHttp(server.base, account.email, STAFF_PASSWORD)
  const visit = async (client: string) => {
    const page = await server.get('/admin/account', { cookie, 'X-Forwarded-For': client })
    cookie = applySetCookies(cookie, page)
    return page.text()
  }
  return {
    /** Submits the form with `current` as the current password; the page shown afterwards. */
    async change(current: string, client: string) {
      const token = /name=['"]_csrf['"] value=['"]([^'"]+)['"]/.exec(await visit(client))![1]
      const response = await postAs(server, '/admin/account/password', client, cookie, {
        _csrf: token,
        current_password: current,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      cookie = applySetCookies(cookie, response)
      return visit(client)
    },
  }
}

/** The sign-in form posted from `client`: 302 back (wrong), 302 to /admin (signed in) or 429. */
async function signInFrom(server: ServerProcess, email: string, password: string, client: string) {
  const { token, cookie } = await guestForm(server, '/admin/login', client)
  return postAs(server, '/admin/login', client, cookie, { _csrf: token, email, password })
}

async function forgot(server: ServerProcess, email: string, client: string) {
  const { token, cookie } = await guestForm(server, '/admin/password/forgot', client)
  return postAs(server, '/admin/password/forgot', client, cookie, { _csrf: token, email })
}

test.group('Account flows within limits (real server process)', (group) => {
  const sink = new SmtpSink()
  let server: ServerProcess
  group.setup(async () => {
    await sink.start()
    server = await startServer({
      TRUSTED_PROXIES: '127.0.0.1, ::1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      SMTP_SECURE: 'false',
      SESSION_DRIVER: 'database',
    })
    return async () => {
      await server.stop()
      await sink.stop()
      await db.from('admin_users').where('email', 'like', `%@${DOMAIN}`).delete()
    }
  })
  group.each.setup(() => sink.reset())

  test('forgot password: a few links an hour per account from any client, then one notice', async ({
    assert,
  }) => {
    const member = await staffAccount()
    const answers = new Set<string>()
    for (let attempt = 1; attempt <= 12; attempt++) {
      const response = await forgot(server, member.email, `198.51.100.${attempt}`)
      answers.add(`${response.status} ${response.headers.get('location')}`)
      /* each link is sent before the next request, so "newest" is well defined */
      if (attempt <= FORGOT_PASSWORD.perAccount) await mailsArrived(sink, member.email, attempt)
    }
    assert.deepEqual([...answers], ['302 /admin/login'], 'the same answer throughout')
    const mails = await settledMails(sink, member.email, FORGOT_PASSWORD.perAccount + 1)
    const links = mails.filter((mail) => !isAlert(mail))
    const alerts = mails.filter(isAlert)
    assert.lengthOf(links, FORGOT_PASSWORD.perAccount)
    assert.lengthOf(alerts, 1, 'the owner is told once')
    assert.include(alerts[0].text, `${FORGOT_PASSWORD.perAccount + 1} times within 1 hour`)

    /* only the newest link works; it is served with no Referer leaving it */
    const paths = links.map((mail) => linkIn(mail.text).path)
    for (const old of paths.slice(0, -1)) {
      const page = await server.get(old)
      assert.equal(page.status, 410)
    }
    const newest = await server.get(paths.at(-1)!)
    assert.equal(newest.status, 200)
    assert.equal(newest.headers.get('referrer-policy'), 'no-referrer')
    const open = await db
      .from('staff_account_links')
      .where('admin_user_id', member.id)
      .whereNull('used_at')
    assert.lengthOf(open, 1)
  }).timeout(90_000)

  test('forgot password: one client gets a few requests an hour whatever the address, then 429', async ({
    assert,
  }) => {
    const client = '203.0.113.77'
    for (let attempt = 1; attempt <= FORGOT_PASSWORD.perClient; attempt++) {
      const response = await forgot(server, `${uniqueName('nobody')}@${DOMAIN}`, client)
      assert.equal(response.status, 302, `request ${attempt}`)
    }
    const member = await staffAccount()
    const refused = await forgot(server, member.email, client)
    assert.equal(refused.status, 429)
    assert.isAbove(Number(refused.headers.get('retry-after')), 0)
    assert.lengthOf(await settledMails(sink, member.email, 0), 0)
    const other = await forgot(server, member.email, '203.0.113.78')
    assert.equal(other.status, 302, 'another client is not held up')
    assert.lengthOf(await settledMails(sink, member.email, 1), 1)
  }).timeout(90_000)

  test('current password: wrong guesses pause the check, the right one too, and tell the owner', async ({
    assert,
  }) => {
    const member = await staffAccount()
    const session = await staffSession(server, member)
    for (let attempt = 1; attempt <= CURRENT_PASSWORD.perAccount; attempt++) {
      const page = await session.change(`wrong guess ${attempt}`, `192.0.2.${attempt}`)
      assert.include(page, 'Your current password is not right')
    }
    const paused = await session.change(STAFF_PASSWORD, '192.0.2.99')
    assert.include(paused, 'Too many wrong passwords: try again in 15 minutes')
    await member.refresh()
    assert.isTrue(await hash.use('scrypt').verify(member.password, STAFF_PASSWORD))
    const mails = await settledMails(sink, member.email, 1)
    const alerts = mails.filter(isAlert)
    assert.lengthOf(alerts, 1)
    assert.include(alerts[0].text, `wrongly ${CURRENT_PASSWORD.perAccount} times`)
  }).timeout(90_000)

  test('current password: one client guessing across accounts is paused too', async ({
    assert,
  }) => {
    const client = '192.0.2.200'
    /* 4 + 4 + 2 wrong guesses: no account reaches its limit, the client does */
    const accounts = await Promise.all([staffAccount(), staffAccount(), staffAccount()])
    const sessions = []
    for (const account of accounts) sessions.push(await staffSession(server, account))
    for (const [index, guesses] of [4, 4, 2].entries()) {
      for (let attempt = 0; attempt < guesses; attempt++) {
        assert.include(await sessions[index].change('a wrong guess', client), 'is not right')
      }
    }
    const paused = await sessions[2].change(STAFF_PASSWORD, client)
    assert.include(paused, 'Too many wrong passwords')
    const third = await AdminUser.findOrFail(accounts[2].id)
    assert.isTrue(await hash.use('scrypt').verify(third.password, STAFF_PASSWORD))
    const elsewhere = await sessions[2].change(STAFF_PASSWORD, '192.0.2.201')
    assert.include(elsewhere, 'Your password is changed')
  }).timeout(90_000)

  test('sign-in: the addresses of one IPv6 /64 are one client; the next /64 is another', async ({
    assert,
  }) => {
    const member = await staffAccount()
    for (let attempt = 1; attempt <= SIGN_IN_LIMITS.perAccountAndClient; attempt++) {
      const wrong = await signInFrom(server, member.email, 'wrong', `2001:db8:36:1::${attempt}`)
      assert.equal(wrong.status, 302, `attempt ${attempt}`)
    }
    const sameNetwork = await signInFrom(
      server,
      member.email,
      STAFF_PASSWORD,
      '2001:db8:36:1:ffff:ffff:ffff:fffe'
    )
    assert.equal(sameNetwork.status, 429, 'another address of the same /64 is the same client')
    assert.isAbove(Number(sameNetwork.headers.get('retry-after')), 0)
    const nextNetwork = await signInFrom(server, member.email, STAFF_PASSWORD, '2001:db8:36:2::1')
    assert.equal(nextNetwork.status, 302)
    assert.equal(nextNetwork.headers.get('location'), '/admin')
  }).timeout(90_000)

  test('current password and forgot password: one /64 is one client', async ({ assert }) => {
    const network = (host: number) => `2001:db8:37:1::${host.toString(16)}`
    const accounts = await Promise.all([staffAccount(), staffAccount(), staffAccount()])
    const sessions = []
    for (const account of accounts) sessions.push(await staffSession(server, account))
    /* 4 + 4 + 2 wrong guesses, each from its own address of one /64: the client's limit */
    let host = 1
    for (const [index, guesses] of [4, 4, 2].entries()) {
      for (let attempt = 0; attempt < guesses; attempt++) {
        assert.include(
          await sessions[index].change('a wrong guess', network(host++)),
          'is not right'
        )
      }
    }
    const paused = await sessions[2].change(STAFF_PASSWORD, network(host++))
    assert.include(paused, 'Too many wrong passwords')
    const elsewhere = await sessions[2].change(STAFF_PASSWORD, '2001:db8:37:2::1')
    assert.include(elsewhere, 'Your password is changed')

    for (let attempt = 1; attempt <= FORGOT_PASSWORD.perClient; attempt++) {
      const response = await forgot(server, `${uniqueName('nobody')}@${DOMAIN}`, network(host++))
      assert.equal(response.status, 302, `request ${attempt}`)
    }
    const refused = await forgot(server, `${uniqueName('nobody')}@${DOMAIN}`, network(host++))
    assert.equal(refused.status, 429, 'forgot password: the same /64 is the same client')
  }).timeout(90_000)
})
