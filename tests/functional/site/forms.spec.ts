import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { appUrl, serviceConfig } from '#config/service'
import { listEvents } from '#services/catalog/event_service'
import { clearRateLimits } from '#services/rate_limit_service'
import type { EventShape } from '#schemas/event'
import { fetchOwn } from '#tests/helpers/discovery_links'
import {
  TEAM_ADDRESS,
  TEST_DOMAIN,
  contactRowsFor,
  uniqueKey,
  useSmtpSink,
} from '#tests/helpers/contact_messages'

const SAME_SITE = { Origin: new URL(appUrl).origin }

function postForm(path: string, fields: Record<string, string>, headers = SAME_SITE) {
  return fetchOwn(`${appUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

/** The error shown next to each field of a page's form. */
function fieldErrors(html: string): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const match of html.matchAll(
    /<p class="form-error" id="field-([a-z_]+)-error">([^<]*)<\/p>/g
  ))
    errors[match[1]] = match[2]
  return errors
}

let counter = 0
const email = () => `person.${Date.now()}.${++counter}@${TEST_DOMAIN}`

async function halloweenEvent(open: boolean): Promise<EventShape> {
  const { events } = await listEvents({ type: 'halloween', limit: 200 })
  const event = events.find(
    (candidate) => candidate.waitlist_open === open && candidate.city_slug !== null
  )
  if (!event) throw new Error(`no upcoming Halloween event with waitlist_open=${open}`)
  return event
}

const waitlistRows = (address: string) =>
  db.from('waitlist_entries').where('email', address).select('event_id', 'source', 'name')

test.group('Site forms: the contact page', (group) => {
  const sink = useSmtpSink(group)

  test('a message is sent like POST /api/contact, then the page says so (POST/redirect/GET)', async ({
    assert,
  }) => {
    const page = await fetchOwn(`${appUrl}/contact`)
    const key = /name="idempotency_key" value="([^"]+)"/.exec(await page.text())![1]
    const from = email()
    const fields = {
      idempotency_key: key,
      name: 'Grace Hopper',
      email: from,
      subject: 'Welcome festival',
      city: 'Berlin',
      message: 'Hello team,\nis there a student price?',
      consent: 'yes',
    }
    const sent = await postForm('/contact', fields)
    assert.equal(sent.status, 303)
    assert.equal(sent.headers.get('location'), '/contact?sent=1')
    assert.lengthOf(sink.received, 1)
    const mail = sink.received[0]
    assert.deepEqual(mail.rcptTo, [TEAM_ADDRESS])
    assert.include(mail.headers.get('reply-to')?.[0] ?? '', from)
    assert.include(mail.text, 'is there a student price?')
    const rows = await contactRowsFor(from)
    assert.deepEqual(
      rows.map((row) => [row.source, row.delivery_status, row.form_type]),
      [['site', 'sent', 'contact']]
    )

    const twice = await postForm('/contact', fields)
    assert.equal(twice.status, 303, 'a second send of the same form is a replay')
    assert.lengthOf(sink.received, 1)
    assert.lengthOf(await contactRowsFor(from), 1)

    const confirmation = await fetchOwn(`${appUrl}/contact?sent=1`)
    assert.include(await confirmation.text(), 'Your message was sent to the team')
  })

  test('errors come back next to their fields, with what was typed; nothing is sent', async ({
    assert,
  }) => {
    const response = await postForm('/contact', {
      idempotency_key: uniqueKey('form'),
      name: '',
      email: 'not-an-address',
      message: 'Typed text stays',
    })
    assert.equal(response.status, 422)
    const html = await response.text()
    assert.deepEqual(fieldErrors(html), {
      name: 'Please fill in this field.',
      email: 'Please enter an e-mail address like name@example.org.',
      consent: 'Please tick the box to agree.',
    })
    assert.include(html, 'Typed text stays')
    assert.include(html, 'value="not-an-address"')
    assert.include(html, 'aria-invalid=true')
    assert.lengthOf(sink.received, 0)
    assert.lengthOf(await contactRowsFor('not-an-address'), 0)
  })

  test('another site’s page is refused (403), as on the API; the rate limit applies', async ({
    assert,
  }) => {
    const fields = { name: 'A', email: email(), message: 'Hi', consent: 'yes' }
    const foreign = await postForm('/contact', fields, { Origin: 'https://evil.example' })
    assert.equal(foreign.status, 403)
    const fetched = await postForm('/contact', fields, {
      ...SAME_SITE,
      'Sec-Fetch-Site': 'cross-site',
    } as typeof SAME_SITE)
    assert.equal(fetched.status, 403)
    assert.lengthOf(sink.received, 0)

    serviceConfig.rateLimits.contact = 2
    try {
      await clearRateLimits()
      const statuses = []
      for (let i = 0; i < 3; i++) {
        const response = await postForm('/contact', { ...fields, email: email() })
        statuses.push(response.status)
      }
      assert.deepEqual(statuses, [303, 303, 429])
    } finally {
      serviceConfig.rateLimits.contact = 100_000
    }
  })

  test('a refusal is a page for people: what happened, nothing of the error', async ({
    assert,
  }) => {
    const fields = { name: 'A', email: email(), message: 'Hi', consent: 'yes' }
    const foreign = await postForm('/contact', fields, { Origin: 'https://evil.example' })
    assert.equal(foreign.status, 403)
    assert.match(foreign.headers.get('content-type') ?? '', /^text\/html/)
    const html = await foreign.text()
    assert.include(html, '<h1>This form was not sent</h1>')
    assert.include(html, 'Nothing was sent or stored')
    assert.notInclude(html, 'forbidden_origin')
    assert.notInclude(html, 'ForbiddenOriginException')
  })

  test('the host name the browser called works as well as APP_URL', async ({ assert }) => {
    /* the test server answers at 127.0.0.1; APP_URL names localhost */
    const ownHost = `http://127.0.0.1:${process.env.PORT}`
    assert.notEqual(ownHost, new URL(appUrl).origin)
    const fields = { name: 'Grace', email: email(), message: 'From 127.0.0.1', consent: 'yes' }
    const byOrigin = await postForm('/contact', fields, { Origin: ownHost })
    assert.equal(byOrigin.status, 303)
    const bySecFetch = await postForm('/contact', { ...fields, email: email() }, {
      'Origin': 'http://students.proxy.example',
      'Sec-Fetch-Site': 'same-origin',
    } as unknown as typeof SAME_SITE)
    assert.equal(bySecFetch.status, 303)
    const otherHost = await postForm(
      '/contact',
      { ...fields, email: email() },
      {
        Origin: 'http://students.proxy.example',
      }
    )
    assert.equal(otherHost.status, 403)
    assert.lengthOf(sink.received, 2)
  })

  test('stored but not e-mailed: the page says "received", never "try again"', async ({
    assert,
  }) => {
    sink.behaviour.refuseRecipients = true
    const from = email()
    const fields = {
      idempotency_key: uniqueKey('received'),
      name: 'Grace Hopper',
      email: from,
      message: 'Hello team',
      consent: 'yes',
    }
    const sent = await postForm('/contact', fields)
    assert.equal(sent.status, 303)
    assert.equal(sent.headers.get('location'), '/contact?received=1')
    const rows = await contactRowsFor(from)
    assert.deepEqual(
      rows.map((row) => row.delivery_status),
      ['failed']
    )
    const received = await fetchOwn(`${appUrl}/contact?received=1`)
    const page = await received.text()
    assert.include(page, 'We received your message and saved it')
    assert.include(page, 'there is no need to send it again')
    assert.notMatch(page, /try again/i)
  })

  test('after a mistake, a summary above the form lists each problem and takes the focus', async ({
    assert,
  }) => {
    const response = await postForm('/contact', {
      idempotency_key: uniqueKey('summary'),
      name: 'Ada',
      email: 'ada@localhost',
      message: 'Hi',
      consent: 'yes',
    })
    assert.equal(response.status, 422)
    const html = await response.text()
    const summary = /<div class="error-summary"([^>]*)>([\s\S]*?)<\/div>/.exec(html)!
    assert.match(summary[1], /role="alert"/)
    assert.match(summary[1], /tabindex="-1"/)
    assert.match(summary[1], /autofocus/)
    assert.include(
      summary[2],
      '<a href="#field-email">Your e-mail address: Please enter an e-mail address like name@example.org.</a>'
    )
    assert.isBelow(
      html.indexOf('error-summary'),
      html.indexOf('<form method="post" action="/contact"')
    )
  })
})

test.group('Site forms: the Halloween waiting list', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    return async () => {
      await db.from('waitlist_entries').where('email', 'like', `%@${TEST_DOMAIN}`).delete()
    }
  })

  test('an open list shows the form; a sign-up lands in the list, once', async ({ assert }) => {
    const event = await halloweenEvent(true)
    const page = await fetchOwn(`${appUrl}/events/${event.id}`)
    const html = await page.text()
    /* no #fragment: a page answered with errors lets its error summary take the focus (#26) */
    assert.include(html, `action="/events/${event.id}/waitlist"`)
    assert.include(html, '<label for="field-consent">I agree to be put on the waiting list')

    const address = email()
    const fields = { name: 'Ada Lovelace', email: address, consent: 'yes' }
    const joined = await postForm(`/events/${event.id}/waitlist`, fields)
    assert.equal(joined.status, 303)
    assert.equal(joined.headers.get('location'), `/events/${event.id}?waitlist=joined#waitlist`)
    assert.deepEqual(await waitlistRows(address), [
      { event_id: event.id, source: 'site', name: 'Ada Lovelace' },
    ])
    const shown = await fetchOwn(`${appUrl}/events/${event.id}?waitlist=joined`)
    assert.include(await shown.text(), 'You are on the waiting list.')

    const again = await postForm(`/events/${event.id}/waitlist`, {
      ...fields,
      email: address.toUpperCase(),
    })
    assert.equal(again.headers.get('location'), `/events/${event.id}?waitlist=already#waitlist`)
    assert.lengthOf(await waitlistRows(address), 1)
  })

  test('missing consent and a bad address are shown next to the fields; nothing is stored', async ({
    assert,
  }) => {
    const event = await halloweenEvent(true)
    const response = await postForm(`/events/${event.id}/waitlist`, {
      name: 'Ada',
      email: 'ada@',
    })
    assert.equal(response.status, 422)
    const html = await response.text()
    assert.deepEqual(fieldErrors(html), {
      email: 'Please enter an e-mail address like name@example.org.',
      consent: 'Please tick the box to agree.',
    })
    assert.include(html, 'value="Ada"')
    assert.lengthOf(await waitlistRows('ada@'), 0)
  })

  test('a closed list shows no form and refuses a sign-up; other sites are refused', async ({
    assert,
  }) => {
    const closed = await halloweenEvent(false)
    const page = await fetchOwn(`${appUrl}/events/${closed.id}`)
    assert.notInclude(await page.text(), `action="/events/${closed.id}/waitlist"`)
    const address = email()
    const refused = await postForm(`/events/${closed.id}/waitlist`, {
      name: 'Ada',
      email: address,
      consent: 'yes',
    })
    assert.equal(refused.status, 409)
    assert.include(await refused.text(), 'The waiting list for this event is closed')
    assert.lengthOf(await waitlistRows(address), 0)

    const open = await halloweenEvent(true)
    const foreign = await postForm(
      `/events/${open.id}/waitlist`,
      { name: 'Ada', email: address, consent: 'yes' },
      { Origin: 'https://evil.example' }
    )
    assert.equal(foreign.status, 403)
    assert.lengthOf(await waitlistRows(address), 0)
  })
})
