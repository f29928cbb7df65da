/*
| Issue 36 item 5 (the resume-ticket part), over HTTP as a browser does it:
| a form's resume ticket outlived a plain sign-out for 12 h, and anyone
| holding it could plant values the owner then saw as their own unsaved
| changes. Now signing out voids the tickets of that session, and parked
| values come back labelled as restored, each beside the saved value.
*/
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type AdminUser from '#models/admin_user'
import type Event from '#models/event'
import { AdminUserFactory, STAFF_PASSWORD } from '#database/factories/admin_user_factory'
import { EventFactory } from '#database/factories/event_factory'
import { applySetCookies, signInOverHttp } from '#tests/helpers/processes'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

const BASE = TEST_SERVER_URL

/** The edit page of `event` as the signed-in browser gets it: its resume ticket and CSRF token. */
async function editPage(event: Event, cookie: string) {
  const response = await fetch(`${BASE}/admin/events/${event.id}/edit`, { headers: { cookie } })
  const html = await response.text()
  const ticket = /[?&](?:amp;)?_resume=([^"&]+)/.exec(html)?.[1]
  const csrf = /name=['"]_csrf['"] value=['"]([^'"]+)['"]/.exec(html)?.[1]
  if (!ticket || !csrf) throw new Error(`no form on the edit page (${response.status})`)
  return { ticket: decodeURIComponent(ticket), csrf }
}

/** What a holder of the ticket sends to the form's address, without any session. */
function plant(event: Event, ticket: string, venue: string) {
  return fetch(`${BASE}/admin/events/${event.id}?${new URLSearchParams({ _resume: ticket })}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ venue_name: venue, name: event.name }).toString(),
  })
}

const parkedOf = (staff: AdminUser) => db.from('parked_forms').where('admin_user_id', staff.id)

test.group('Resume tickets of forms', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a plain sign-out voids the tickets of its forms', async ({ assert }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({ venueName: 'Saved Hall' }).create()
    const cookie = await signInOverHttp(BASE, staff.email, STAFF_PASSWORD)
    const { ticket, csrf } = await editPage(event, cookie)
    const signOut = await fetch(`${BASE}/admin/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ _csrf: csrf }).toString(),
    })
    assert.equal(signOut.headers.get('location'), '/admin/login')

    const planted = await plant(event, ticket, 'Planted Hall')
    assert.notMatch(planted.headers.get('location') ?? '', /resume/)
    assert.lengthOf(await parkedOf(staff), 0)
  })

  test('parked values come back labelled as restored, each beside the saved one', async ({
    assert,
  }) => {
    const staff = await AdminUserFactory.create()
    const event = await EventFactory.merge({ venueName: 'Saved Hall' }).create()
    const cookie = await signInOverHttp(BASE, staff.email, STAFF_PASSWORD)
    const { ticket } = await editPage(event, cookie)
    /* the session ends without a sign-out (it expired): the form is kept for its owner */
    const parked = await plant(event, ticket, 'Planted Hall')
    assert.equal(parked.status, 303)
    const next = new URL(parked.headers.get('location')!, BASE).searchParams.get('next')!
    assert.match(next, /^\/admin\/resume\//)

    const again = await signInOverHttp(BASE, staff.email, STAFF_PASSWORD)
    const resumed = await fetch(BASE + next, { headers: { cookie: again }, redirect: 'manual' })
    const page = await fetch(new URL(resumed.headers.get('location')!, BASE), {
      headers: { cookie: applySetCookies(again, resumed) },
    })
    const html = await page.text()
    assert.include(html, 'data-restored-values')
    assert.include(html, 'Restored, not saved')
    const row = /<tr data-restored-field="venue_name">([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? ''
    assert.include(row, 'Saved Hall')
    assert.include(row, 'Planted Hall')
    assert.notInclude(html, 'data-restored-field="name"')
  })
})
