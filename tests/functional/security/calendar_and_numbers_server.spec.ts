import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import ICAL from 'ical.js'
import { DateTime } from 'luxon'
import type AdminUser from '#models/admin_user'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { CityFactory } from '#database/factories/city_factory'
import { uniqueName } from '#database/factories/unique_name'
import { asForm, eventForm } from '#tests/helpers/admin_forms'
import {
  applySetCookies,
  signInOverHttp,
  startServer,
  type ServerProcess,
} from '#tests/helpers/processes'

/*
| The requests of findings 3 and 9 as the report sent them, to a real server
| process on committed rows: a calendar injected through `city=` and through
| a name with line breaks; `compare?from=1e400`, `/admin/staff/99999999999/role`
| and `city_id=2147483648` (each a 500 before); `/health` and its counts.
*/
const INJECTED =
  'x%0D%0ABEGIN:VEVENT%0D%0AUID:evil@attacker.example%0D%0ASUMMARY:Free%20beer%0D%0ADTSTART:20300101T000000Z%0D%0AEND:VEVENT'

async function csrfOf(server: ServerProcess, path: string, cookie: string) {
  const page = await server.get(path, { cookie })
  const token = /name=['"]_csrf['"] value=['"]([^'"]+)['"]/.exec(await page.text())?.[1]
  if (!token) throw new Error(`no CSRF field on ${path}`)
  return { token, cookie: applySetCookies(cookie, page) }
}

/** Posts a form as the browser does from `from` (the panel sends errors back there). */
function post(server: ServerProcess, path: string, cookie: string, body: string, from = path) {
  return fetch(server.base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'referer': server.base + from,
      cookie,
    },
    body,
  })
}

test.group('Calendar injection and numbers (real server process)', (group) => {
  let server: ServerProcess
  const slug = uniqueName('inject-city')
  const eventId = uniqueName('inject-event')
  let staff: AdminUser
  group.setup(async () => {
    server = await startServer({ SESSION_DRIVER: 'database' })
    return async () => {
      await server.stop()
    }
  })
  group.each.setup(async () => {
    staff = await AdminUserFactory.merge({ email: `${uniqueName('numbers')}@example.org` }).create()
    staff.role = 'admin'
    await staff.save()
    return async () => {
      await db.from('events').where('id', eventId).delete()
      await db.from('cities').where('slug', slug).delete()
      await db.from('sessions').where('user_id', String(staff.id)).delete()
      await staff.delete()
    }
  })

  test('events.ics?city=x%0ABEGIN:VEVENT… is a 400; stored line breaks stay inside their text', async ({
    assert,
  }) => {
    for (const path of ['/api/v1/events.ics', '/api/v1/events']) {
      const response = await server.get(`${path}?city=${INJECTED}`)
      assert.equal(response.status, 400)
      const body = (await response.json()) as { error: { details: { parameter: string }[] } }
      assert.equal(body.error.details[0].parameter, 'city')
    }
    const name = decodeURIComponent(INJECTED)
    const city = await CityFactory.merge({ slug, name: name.slice(0, 120) }).create()
    await db.table('events').insert({
      id: eventId,
      type: 'halloween',
      city_id: city.id,
      city_name: city.name,
      name,
      start_at: DateTime.now().plus({ days: 10 }).toJSDate(),
      url: `/events/${eventId}`,
      ticket_status: 'on_sale',
      buy_url: 'https://tickets.example.org/x',
    })
    const calendar = await server.get(`/api/v1/events.ics?city=${slug}`)
    assert.equal(calendar.status, 200)
    const parsed = new ICAL.Component(ICAL.parse(await calendar.text()))
    const events = parsed.getAllSubcomponents('vevent')
    assert.lengthOf(events, 1)
    assert.equal(events[0].getFirstPropertyValue('summary'), name.replace(/\r\n/g, '\n'))
    assert.match(String(events[0].getFirstPropertyValue('uid')), new RegExp(`^${eventId}@`))
  }).timeout(60_000)

  test('compare?from=1e400, /admin/staff/99999999999/role and city_id=2147483648 are no 500', async ({
    assert,
  }) => {
    const cookie = await signInOverHttp(server.base, staff.email, STAFF_PASSWORD)
    const compare = await server.get('/admin/history/city/1/compare?from=1e400&to=1', { cookie })
    assert.equal(compare.status, 404)

    const staffPage = await csrfOf(server, '/admin/staff', cookie)
    const role = await post(
      server,
      '/admin/staff/99999999999/role',
      staffPage.cookie,
      `_csrf=${encodeURIComponent(staffPage.token)}&role=editor`
    )
    assert.equal(role.status, 404)

    const form = eventForm({ city_id: '2147483648' })
    const newEvent = await csrfOf(server, '/admin/events/new', staffPage.cookie)
    const created = await post(
      server,
      '/admin/events',
      newEvent.cookie,
      asForm({ ...form, _csrf: newEvent.token }),
      '/admin/events/new'
    )
    assert.equal(created.status, 302)
    /* back to the form (AdonisJS 7 redirects back to the referrer as sent: an absolute URL) */
    assert.equal(
      new URL(created.headers.get('location')!, server.base).pathname,
      '/admin/events/new'
    )
    assert.isNull(await db.from('events').where('id', form.id).first())
    const list = await server.get('/admin/events?city=2147483648', { cookie: newEvent.cookie })
    assert.isBelow(list.status, 500)
  }).timeout(60_000)

  test('/health keeps its status fields and shows no count a client can steer', async ({
    assert,
  }) => {
    for (const q of ['a', 'b', 'c', 'd']) {
      const page = await server.get(`/deals?q=${q}`)
      await page.text()
    }
    const answer = await server.get('/health')
    const health = (await answer.json()) as Record<string, unknown>
    assert.deepEqual(Object.keys(health).sort(), ['database', 'read_cache', 'status', 'version'])
    assert.deepEqual(health.read_cache, { status: 'listening', reconnects: 0 })
    assert.equal(health.status, 'ok')
  }).timeout(60_000)
})
