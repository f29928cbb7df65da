import { test } from '@japa/runner'
import type { Browser, Page } from 'playwright-core'
import AdminUser from '#models/admin_user'
import AuditLog from '#models/audit_log'
import Event from '#models/event'
import { clearRateLimits } from '#services/rate_limit_service'
import {
  BASE_URL,
  launchChromium,
  newStaffPage,
  screenshot,
  signIn,
} from '#tests/helpers/admin_browser'

const PASSWORD = 'browser-test-password'
const STAMP = Date.now().toString(36)
const EMAIL = `browser-${STAMP}@example.org`
const EVENT_ID = `browser-halloween-${STAMP}`

/**
 * One staff member walks through the panel in a real browser. The server is
 * a real HTTP server, so nothing here runs in a rolled-back transaction:
 * the group removes what it created when it ends.
 */
test.group('Admin panel in Chromium', (group) => {
  let browser: Browser
  let page: Page

  group.setup(async () => {
    await clearRateLimits()
    await AdminUser.create({ email: EMAIL, password: PASSWORD, fullName: 'Browser Test' })
    browser = await launchChromium()
    page = await newStaffPage(browser)
  })

  group.teardown(async () => {
    await browser?.close()
    await Event.query().where('id', EVENT_ID).delete()
    const staff = await AdminUser.findBy('email', EMAIL)
    if (staff) {
      await AuditLog.query().where('admin_user_id', staff.id).delete()
      await staff.delete()
    }
  })

  test('signed out, /admin leads to the sign-in page; signing in opens the dashboard', async ({
    assert,
  }) => {
    await page.goto('/admin/events')
    assert.match(page.url(), /\/admin\/login\?next=%2Fadmin%2Fevents$/)
    await screenshot(page, 'login')

    await page.getByLabel('E-mail', { exact: true }).fill(EMAIL)
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('That e-mail and password do not match a staff account.').waitFor()
    assert.equal(await page.getByLabel('E-mail', { exact: true }).inputValue(), EMAIL)

    await signIn(page, EMAIL, PASSWORD)
    await page.getByRole('heading', { name: 'Good to see you' }).waitFor()
    assert.include(await page.locator('.whoami').innerText(), EMAIL)
    await screenshot(page, 'dashboard')
  })

  test('creates an event with two ticket rounds added, reordered and removed on the page', async ({
    assert,
  }) => {
    await page.goto('/admin/events/new')
    await page.getByLabel('Name', { exact: true }).fill('Browser Halloween')
    await page.getByLabel('Id', { exact: true }).fill(EVENT_ID)
    await page.getByLabel('Type', { exact: true }).selectOption('halloween')
    /* new events start as drafts (issue #15): this one goes public at once */
    await page.getByLabel('State', { exact: true }).selectOption('published')
    await page.getByLabel('City name', { exact: true }).fill('Browsertown')
    await page.getByLabel('Event page', { exact: true }).fill('/events/browser-halloween')
    await page.getByLabel('Time zone', { exact: true }).fill('Europe/Amsterdam')
    await page.getByLabel('Starts', { exact: true }).fill('2031-10-31T21:00')
    await page.getByLabel('Ends', { exact: true }).fill('2031-11-01T04:00')
    await page.getByLabel('Ticket status', { exact: true }).selectOption('coming_soon')
    await page.getByLabel('Buy link', { exact: true }).fill('https://tickets.example.org/browser')

    const rounds = page.locator('[data-rows="ticket_options"] [data-rows-list] > li')
    assert.equal(await rounds.count(), 1)
    await rounds.nth(0).getByLabel('Round', { exact: true }).fill('Early bird')
    await rounds.nth(0).getByLabel('Price', { exact: true }).fill('12.50')

    const addRound = page.getByRole('button', { name: '+ Add a ticket round' })
    await addRound.click()
    await rounds.nth(1).getByLabel('Round', { exact: true }).fill('Door')
    await rounds.nth(1).getByLabel('Price', { exact: true }).fill('30')
    await rounds.nth(1).getByLabel('Currency', { exact: true }).fill('EUR')
    await addRound.click()
    await rounds.nth(2).getByLabel('Round', { exact: true }).fill('Regular')
    await rounds.nth(2).getByLabel('Price', { exact: true }).fill('20')
    await rounds.nth(2).getByLabel('Currency', { exact: true }).fill('EUR')
    assert.equal(await rounds.count(), 3)

    await rounds.nth(1).getByRole('button', { name: 'Remove this ticket round' }).click()
    assert.equal(await rounds.count(), 2)
    await rounds.nth(1).getByRole('button', { name: 'Move this ticket round up' }).click()
    assert.equal(await rounds.nth(0).getByLabel('Round', { exact: true }).inputValue(), 'Regular')
    await screenshot(page, 'event-form')

    await page.getByRole('button', { name: 'Create event' }).click()
    await page.waitForURL(`**/admin/events/${EVENT_ID}/edit`)
    await page.getByText('Browser Halloween was created.').waitFor()

    const event = await Event.query().where('id', EVENT_ID).preload('ticketOptions').firstOrFail()
    assert.equal(event.startAt.toUTC().toISO(), '2031-10-31T20:00:00.000Z')
    assert.deepEqual(
      event.ticketOptions.map((round) => [round.name, round.price, round.currency]),
      [
        ['Regular', 20, 'EUR'],
        ['Early bird', 12.5, 'EUR'],
      ]
    )
    await screenshot(page, 'event-edit')
  })

  test('changes the ticket status in one click on the events list', async ({ assert }) => {
    await page.goto(`/admin/events?q=${EVENT_ID}`)
    const row = page.locator(`tr[data-event-id="${EVENT_ID}"]`)
    assert.equal(
      await row.getByRole('button', { name: 'coming soon' }).getAttribute('aria-pressed'),
      'true'
    )
    await row.getByRole('button', { name: 'on sale' }).click()
    await page.getByText('Browser Halloween: tickets are now "on sale".').waitFor()
    assert.equal(
      await page
        .locator(`tr[data-event-id="${EVENT_ID}"]`)
        .getByRole('button', { name: 'on sale' })
        .getAttribute('aria-pressed'),
      'true'
    )
    await screenshot(page, 'events-list')
  })

  test('the change shows at once in GET /api/v1/events/{id}', async ({ assert }) => {
    const response = await fetch(`${BASE_URL}/api/v1/events/${EVENT_ID}`)
    assert.equal(response.status, 200)
    const event = (await response.json()) as {
      id: string
      name: string
      city: string
      tickets: {
        status: string
        options: { name: string; price: number; currency: string; sold_out: boolean }[]
      }
    }
    assert.equal(event.id, EVENT_ID)
    assert.equal(event.name, 'Browser Halloween')
    assert.equal(event.city, 'Browsertown')
    assert.equal(event.tickets.status, 'on_sale')
    assert.deepEqual(event.tickets.options, [
      { name: 'Regular', price: 20, currency: 'EUR', sold_out: false },
      { name: 'Early bird', price: 12.5, currency: 'EUR', sold_out: false },
    ])
  })

  test('shows each section of the panel', async ({ assert }) => {
    const pages: [string, string | RegExp, string][] = [
      ['/admin/cities', 'Cities', 'cities-list'],
      ['/admin/cities/new', 'New city', 'city-form'],
      ['/admin/partners', 'Partners', 'partners-list'],
      ['/admin/partners/new', 'New partner', 'partner-form'],
      ['/admin/pricing', 'Pricing', 'pricing-list'],
      ['/admin/docs', 'Docs', 'docs-list'],
      ['/admin/waitlists', 'Waiting lists', 'waitlists'],
      ['/admin/messages', 'Messages', 'messages'],
      [`/admin/history/event/${EVENT_ID}`, /^History of event “/, 'history-event'],
    ]
    for (const [path, heading, name] of pages) {
      const response = await page.goto(path)
      assert.equal(response?.status(), 200, path)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await screenshot(page, name)
    }
    assert.equal(await page.locator('.history__entry').count(), 2)
  })

  test('the layout holds on a phone-sized screen', async ({ assert }) => {
    const phone = await newStaffPage(browser, { width: 390, height: 844 })
    await signIn(phone, EMAIL, PASSWORD)
    await phone.goto(`/admin/events/${EVENT_ID}/edit`)
    const width = await phone.evaluate(() => document.documentElement.scrollWidth)
    assert.isAtMost(width, 390)
    await screenshot(phone, 'event-edit-phone')
    await phone.context().close()
  })

  test('deleting asks in a dialog, says what goes with it, then the API answers 404', async ({
    assert,
  }) => {
    await page.goto(`/admin/events/${EVENT_ID}/edit`)
    await page.getByRole('link', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    assert.include(await dialog.innerText(), '2 ticket rounds')
    await screenshot(page, 'delete-dialog')

    await dialog.getByRole('link', { name: 'Keep it' }).click()
    await dialog.waitFor({ state: 'detached' })
    assert.isNotNull(await Event.find(EVENT_ID))

    await page.getByRole('link', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete permanently' }).click()
    await page.waitForURL('**/admin/events')
    await page.getByText('Browser Halloween was deleted.').waitFor()
    assert.isNull(await Event.find(EVENT_ID))
    const response = await fetch(`${BASE_URL}/api/v1/events/${EVENT_ID}`)
    assert.equal(response.status, 404)
  })

  test('signing out ends the session', async ({ assert }) => {
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL('**/admin/login')
    await page.goto('/admin')
    assert.match(page.url(), /\/admin\/login/)
  })
})
