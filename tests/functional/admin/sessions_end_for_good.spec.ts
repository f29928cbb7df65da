import { test } from '@japa/runner'
import http from 'node:http'
import { once } from 'node:events'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import type AdminUser from '#models/admin_user'
import type Event from '#models/event'
import { clearRateLimits } from '#services/rate_limit_service'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { EventFactory } from '#database/factories/event_factory'
import { uniqueName } from '#database/factories/unique_name'
import {
  completion,
  runTypeScript,
  signInOverHttp,
  startServer,
  type ServerProcess,
} from '#tests/helpers/processes'

/*
| Security finding: a stolen session made permanent. A slow request on the
| stolen cookie (a picture upload sent a few bytes at a time) that is still
| running when the owner ends the session wrote it back at its end, without
| its account tag, and changed content. A real server process on the
| database store, with the upload held open while the session ends.
*/
const BOUNDARY = 'slowupload'

async function csrfTokenOf(server: ServerProcess, path: string, cookie: string) {
  const response = await server.get(path, { cookie })
  const page = await response.text()
  const token = /name=['"]_csrf['"] value=['"]([^'"]+)['"]/.exec(page)?.[1]
  if (!token) throw new Error(`no CSRF field on ${path}`)
  return token
}

function postForm(
  server: ServerProcess,
  path: string,
  cookie: string,
  form: Record<string, string>
) {
  return fetch(server.base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(form).toString(),
  })
}

const isSignedIn = async (server: ServerProcess, cookie: string) => {
  const response = await fetch(`${server.base}/admin`, { headers: { cookie }, redirect: 'manual' })
  await response.text()
  return response.status === 200
}

/** The session id inside the signed session cookie (`s:<base64url JSON>.<signature>`). */
function sessionIdOf(cookie: string): string {
  const signed = decodeURIComponent(/students-admin-session=([^;]+)/.exec(cookie)![1])
  const payload = signed.slice(2, signed.indexOf('.'))
  return JSON.parse(Buffer.from(payload, 'base64url').toString()).message
}

/** Starts a picture upload and sends all but its last bytes; `finish` sends them and reads the answer. */
async function slowUpload(server: ServerProcess, cookie: string, eventId: string) {
  const token = await csrfTokenOf(server, `/admin/events/${eventId}/edit`, cookie)
  const picture = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#0a0' },
  })
    .jpeg()
    .toBuffer()
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n'
    ),
    picture,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
  const request = http.request(`${server.base}/admin/events/${eventId}/image?_csrf=${token}`, {
    method: 'POST',
    headers: {
      'cookie': cookie,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': body.length,
    },
  })
  const answered = once(request, 'response') as Promise<[http.IncomingMessage]>
  request.write(body.subarray(0, body.length - 10))
  /* the server is reading the body: auth and CSRF have passed */
  await new Promise((resolve) => setTimeout(resolve, 300))
  return {
    finish: async () => {
      request.end(body.subarray(body.length - 10))
      const [response] = await answered
      response.resume()
      return { status: response.statusCode, location: response.headers.location }
    },
  }
}

test.group('Sessions end for good (real server process, database store)', (group) => {
  let server: ServerProcess
  let staff: AdminUser
  let event: Event
  group.setup(async () => {
    server = await startServer({ SESSION_DRIVER: 'database' })
    return async () => {
      await server.stop()
    }
  })
  group.each.setup(async () => {
    await clearRateLimits()
    staff = await AdminUserFactory.merge({
      email: `${uniqueName('stolen')}@example.org`,
      role: 'editor',
    }).create()
    event = await EventFactory.create()
    return async () => {
      await db.from('sessions').where('user_id', String(staff.id)).delete()
      await event.delete()
      await staff.delete()
    }
  })

  const endings: Record<string, (owner: string, stolen: string) => Promise<unknown>> = {
    'changes the password': async (owner) =>
      postForm(server, '/admin/account/password', owner, {
        _csrf: await csrfTokenOf(server, '/admin/account', owner),
        current_password: STAFF_PASSWORD,
        password: 'another-long-password',
        password_confirmation: 'another-long-password',
      }),
    'signs out everywhere': async (owner) =>
      postForm(server, '/admin/logout', owner, {
        _csrf: await csrfTokenOf(server, '/admin/account', owner),
        everywhere: '1',
      }),
    'signs out (the stolen cookie is a copy of this session)': async (_owner, stolen) =>
      postForm(server, '/admin/logout', stolen, {
        _csrf: await csrfTokenOf(server, '/admin/account', stolen),
      }),
    'is disabled': async () => {
      const command = await completion(
        runTypeScript(['ace.js', 'admin:disable', staff.email], {
          NODE_ENV: 'test',
          SESSION_DRIVER: 'database',
          LOG_LEVEL: 'silent',
        })
      )
      if (command.code !== 0) throw new Error(command.output)
    },
  }

  for (const [ending, end] of Object.entries(endings)) {
    test(`an upload still running when the owner ${ending} writes nothing and revives nothing`, async ({
      assert,
    }) => {
      const stolen = await signInOverHttp(server.base, staff.email, STAFF_PASSWORD)
      const owner = await signInOverHttp(server.base, staff.email, STAFF_PASSWORD)
      const upload = await slowUpload(server, stolen, event.id)

      await end(owner, stolen)
      const answer = await upload.finish()

      assert.equal(answer.status, 302)
      assert.match(answer.location ?? '', /^\/admin\/login/)
      await event.refresh()
      assert.isNull(event.imageHash, 'the picture was not changed')
      assert.isFalse(await isSignedIn(server, stolen), 'the stolen cookie stays signed out')
      const row = await db.from('sessions').where('id', sessionIdOf(stolen)).first()
      assert.isNotNull(row?.revoked_at ?? null, 'the session stays ended (a tombstone)')
    }).timeout(60_000)
  }

  test('a session written back by any means is not honoured after the account ends its sessions', async ({
    assert,
  }) => {
    const stolen = await signInOverHttp(server.base, staff.email, STAFF_PASSWORD)
    const id = sessionIdOf(stolen)
    const saved = await db.from('sessions').where('id', id).firstOrFail()
    const owner = await signInOverHttp(server.base, staff.email, STAFF_PASSWORD)
    await postForm(server, '/admin/logout', owner, {
      _csrf: await csrfTokenOf(server, '/admin/account', owner),
      everywhere: '1',
    })
    /* as the old store did: the row comes back, untagged */
    await db.from('sessions').where('id', id).delete()
    await db.table('sessions').insert({ ...saved, user_id: null, revoked_at: null })
    assert.isFalse(await isSignedIn(server, stolen))
  }).timeout(60_000)

  test('anonymous visits to the sign-in page store no session on the server', async ({
    assert,
  }) => {
    const count = async () => {
      const [row] = await db.from('sessions').count('* as n')
      return Number(row.n)
    }
    const before = await count()
    for (let i = 0; i < 20; i++) {
      const page = await fetch(`${server.base}/admin/login`)
      await page.text()
    }
    const missed = await fetch(`${server.base}/admin/events`, { redirect: 'manual' })
    await missed.text()
    assert.equal(await count(), before)
    /* and the sign-in form still works: its CSRF secret travels in a cookie */
    const cookie = await signInOverHttp(server.base, staff.email, STAFF_PASSWORD)
    assert.isTrue(await isSignedIn(server, cookie))
  }).timeout(60_000)
})
