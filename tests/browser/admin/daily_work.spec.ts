/*
| A staff member's daily work in headless Chromium (issue #16): default-filled
| rounds and proposed id/paths, the error summary, a DST-gap time, duplicating
| into next year, undo, unsaved changes, and Tab through the event form.
| Screenshots: tmp/screenshots/16/.
*/
import { test } from '@japa/runner'
import type { Browser, Page } from 'playwright-core'
import AdminUser from '#models/admin_user'
import AuditLog from '#models/audit_log'
import City from '#models/city'
import Event from '#models/event'
import { clearRateLimits } from '#services/rate_limit_service'
import { CityFactory } from '#database/factories/city_factory'
import {
  DESK,
  PHONE,
  issueScreenshot,
  launchChromium,
  newStaffPage,
  signIn,
} from '#tests/helpers/admin_browser'

const PASSWORD = 'daily-work-password'
const STAMP = Date.now().toString(36)
const EMAIL = `daily-${STAMP}@example.org`
const CITY_SLUG = `browserzurich-${STAMP}`
const NAME = `Browser Fest ${STAMP}`
const EVENT_ID = `zurich-browser-fest-${STAMP}-2031`
const COPY_ID = `zurich-browser-fest-${STAMP}-2032`

async function fillValidEvent(page: Page) {
  await page.getByLabel('Name', { exact: true }).fill(NAME)
  /* no type is preselected (issue #27): staff choose one */
  await page.getByLabel('Type', { exact: true }).selectOption('halloween')
  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Zürich (CH)' })
  await page.getByLabel('Starts', { exact: true }).fill('2031-05-01T21:00')
}

/** Focused controls Tab reached that were hidden, off-screen or under something else. */
async function tabThroughForm(page: Page, presses: number) {
  const problems: string[] = []
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab')
    const problem = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      if (!element || !element.closest('form[data-form]')) return null
      const box = element.getBoundingClientRect()
      const name = element.getAttribute('name') ?? element.textContent?.trim() ?? element.tagName
      if (box.width === 0 || box.height === 0) return `${name}: hidden`
      if (box.top < 0 || box.bottom > window.innerHeight) return `${name}: off-screen`
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      const visible = top && (top === element || element.contains(top) || top.contains(element))
      const label = top && element.id && top.closest(`label[for="${element.id}"]`)
      return visible || label ? null : `${name}: covered by ${top?.className ?? 'nothing'}`
    })
    if (problem) problems.push(problem)
  }
  return problems
}

test.group('Admin daily work in Chromium', (group) => {
  let browser: Browser
  let page: Page

  group.setup(async () => {
    await clearRateLimits()
    await AdminUser.create({ email: EMAIL, password: PASSWORD, fullName: 'Daily Work' })
    await CityFactory.merge({
      slug: CITY_SLUG,
      name: 'Zürich',
      country: 'Switzerland',
      countryCode: 'CH',
      timezone: 'Europe/Zurich',
    }).create()
    browser = await launchChromium()
    page = await newStaffPage(browser, DESK)
    await signIn(page, EMAIL, PASSWORD)
  })

  group.teardown(async () => {
    await browser?.close()
    await Event.query().whereIn('id', [EVENT_ID, COPY_ID]).delete()
    await City.query().where('slug', CITY_SLUG).delete()
    const staff = await AdminUser.findBy('email', EMAIL)
    if (staff) {
      await AuditLog.query().where('admin_user_id', staff.id).delete()
      await staff.delete()
    }
  })

  test('a failed save moves focus to the error summary, whose links reach the fields', async ({
    assert,
  }) => {
    await page.goto('/admin/events/new')
    await page.getByLabel('Name', { exact: true }).fill(NAME)
    await page.getByRole('button', { name: 'Create event' }).click()
    /* no browser pop-up held the form back: the server answered with its messages */
    await page.waitForURL('**/admin/events/new')
    const summary = page.locator('[data-error-summary]')
    await summary.waitFor()
    assert.isTrue(await summary.evaluate((element) => element === document.activeElement))
    const link = summary.getByRole('link', { name: /^Starts\b/ })
    await issueScreenshot(page, 'error-summary-1280')
    await link.click()
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('name')),
      'start_at'
    )
  })

  test('a time the spring-forward night skips is explained at its field', async ({ assert }) => {
    await page.goto('/admin/events/new')
    await fillValidEvent(page)
    await page.getByLabel('Time zone', { exact: true }).fill('Europe/Berlin')
    await page.getByLabel('Starts', { exact: true }).fill('2031-03-30T02:30')
    await page.getByRole('button', { name: 'Create event' }).click()
    const error = page.locator('#f-start-at-error')
    await error.waitFor()
    assert.include(
      await error.innerText(),
      '02:30 does not exist on 30 Mar 2031 in Europe/Berlin: clocks go forward from 02:00 to 03:00.'
    )
    assert.isNull(await Event.find(EVENT_ID))
    await issueScreenshot(page, 'dst-gap-1280')
  })

  test('creates an event with default-filled rounds and proposed id and paths', async ({
    assert,
  }) => {
    await page.goto('/admin/events/new')
    await fillValidEvent(page)
    assert.equal(await page.getByLabel('Id', { exact: true }).inputValue(), EVENT_ID)
    assert.equal(
      await page.getByLabel('Event page', { exact: true }).inputValue(),
      `/events/${EVENT_ID}`
    )
    assert.equal(
      await page.getByLabel('Buy link', { exact: true }).inputValue(),
      `/events/${EVENT_ID}#tickets`
    )
    assert.equal(await page.getByLabel('Time zone', { exact: true }).inputValue(), 'Europe/Zurich')
    const rounds = page.locator('[data-rows="ticket_options"] [data-rows-list] > li')
    assert.equal(await rounds.nth(0).getByLabel('Currency', { exact: true }).inputValue(), 'CHF')
    await rounds.nth(0).getByLabel('Price', { exact: true }).fill('15')
    await page.getByRole('button', { name: '+ Add a ticket round' }).click()
    assert.equal(await rounds.nth(1).getByLabel('Currency', { exact: true }).inputValue(), 'CHF')
    await rounds.nth(1).getByLabel('Round', { exact: true }).fill('Door')
    await rounds.nth(1).getByLabel('Price', { exact: true }).fill('25')
    await issueScreenshot(page, 'event-defaults-1280')
    await page.getByRole('button', { name: 'Create event' }).click()
    await page.waitForURL(`**/admin/events/${EVENT_ID}/edit`)

    const event = await Event.query().where('id', EVENT_ID).preload('ticketOptions').firstOrFail()
    assert.equal(event.startAt.toUTC().toISO(), '2031-05-01T19:00:00.000Z')
    assert.deepEqual(
      event.ticketOptions.map((round) => [round.name, round.price, round.currency]),
      [
        ['Early bird', 15, 'CHF'],
        ['Door', 25, 'CHF'],
      ]
    )
  })

  test('Tab through the event form never lands on a hidden or covered field', async ({
    assert,
  }) => {
    for (const size of [
      { width: 1280, height: 640 },
      { width: PHONE.width, height: 640 },
    ]) {
      const tabber = await newStaffPage(browser, size)
      await signIn(tabber, EMAIL, PASSWORD)
      await tabber.goto(`/admin/events/${EVENT_ID}/edit`)
      await tabber.getByLabel('State', { exact: true }).focus()
      assert.deepEqual(await tabThroughForm(tabber, 45), [], `at ${size.width} px`)
      await tabber.context().close()
    }
  }).timeout(60_000)

  test('leaving a changed form asks first', async ({ assert }) => {
    await page.goto(`/admin/events/${EVENT_ID}/edit`)
    await page.getByLabel('Name', { exact: true }).fill(`${NAME} (renamed)`)
    const asked = page.waitForEvent('dialog')
    void page.getByRole('link', { name: 'Dashboard' }).click()
    const dialog = await asked
    assert.equal(dialog.type(), 'beforeunload')
    await dialog.dismiss()
    assert.match(page.url(), new RegExp(`/admin/events/${EVENT_ID}/edit$`))
    await page.getByLabel('Name', { exact: true }).fill(NAME)
  })

  test('duplicates the event into next year, with its rounds, as a draft', async ({ assert }) => {
    await page.goto(`/admin/events/${EVENT_ID}/edit`)
    await page.getByRole('link', { name: 'Duplicate' }).click()
    await page.waitForURL(`**/admin/events/${EVENT_ID}/duplicate`)
    assert.equal(await page.getByLabel('Id of the copy', { exact: true }).inputValue(), COPY_ID)
    await issueScreenshot(page, 'duplicate-1280')
    await page.getByRole('button', { name: 'Create the copy' }).click()
    await page.waitForURL(`**/admin/events/${COPY_ID}/edit`)
    await page.getByText('as a draft').waitFor()

    const copy = await Event.query().where('id', COPY_ID).preload('ticketOptions').firstOrFail()
    assert.equal(copy.startAt.setZone('Europe/Zurich').toISO(), '2032-05-01T21:00:00.000+02:00')
    assert.equal(copy.publication, 'draft')
    assert.lengthOf(copy.ticketOptions, 2)
  })

  test('a one-click status change can be undone', async ({ assert }) => {
    await page.goto(`/admin/events?q=${EVENT_ID}`)
    const row = page.locator(`tr[data-event-id="${EVENT_ID}"]`)
    await row.getByRole('button', { name: 'ended' }).click()
    await page.getByText(`${NAME}: tickets are now "ended".`).waitFor()
    const ended = await Event.findOrFail(EVENT_ID)
    assert.equal(ended.ticketStatus, 'ended')
    await issueScreenshot(page, 'undo-1280')
    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByText(`${NAME}: undone.`).waitFor()
    const undone = await Event.findOrFail(EVENT_ID)
    assert.equal(undone.ticketStatus, 'coming_soon')
  })

  test('the same pages on a phone', async ({ assert }) => {
    const phone = await newStaffPage(browser, PHONE)
    await signIn(phone, EMAIL, PASSWORD)
    await phone.goto('/admin/events/new')
    await phone.getByRole('button', { name: 'Create event' }).click()
    await phone.locator('[data-error-summary]').waitFor()
    assert.isAtMost(await phone.evaluate(() => document.documentElement.scrollWidth), PHONE.width)
    await issueScreenshot(phone, 'error-summary-390')
    await phone.goto(`/admin/events/${EVENT_ID}/duplicate`)
    await issueScreenshot(phone, 'duplicate-390')
    await phone.goto(`/admin/events?q=${EVENT_ID}`)
    await issueScreenshot(phone, 'events-search-390')
    await phone.context().close()
  })
})
