/*
| Issue #16: a staff member finds next month's events on the events list,
| once by the filters and once by sorting, at a desk and on a phone.
| Screenshots: tmp/screenshots/16/events-next-month-*.png
*/
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Browser, Page } from 'playwright-core'
import AdminUser from '#models/admin_user'
import AuditLog from '#models/audit_log'
import type City from '#models/city'
import Event from '#models/event'
import { clearRateLimits } from '#services/rate_limit_service'
import { CityFactory } from '#database/factories/city_factory'
import { EventFactory } from '#database/factories/event_factory'
import {
  DESK,
  PHONE,
  issueScreenshot,
  launchChromium,
  newStaffPage,
  signIn,
} from '#tests/helpers/admin_browser'

const STAMP = Date.now().toString(36)
const PASSWORD = 'finding-test-password'
const EMAIL = `finding-${STAMP}@example.org`
const nextMonth = DateTime.now().setZone('Europe/Berlin').startOf('month').plus({ months: 1 })

/** The names of the rows the list shows, top to bottom. */
function shownNames(page: Page) {
  return page
    .locator('table[data-list="events"] tbody tr td[data-label="Event"] a.strong')
    .allInnerTexts()
}

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth)
}

test.group('Finding next month’s events in Chromium', (group) => {
  let browser: Browser
  let city: City
  const names = {
    past: `Past party ${STAMP}`,
    first: `Next month opening ${STAMP}`,
    second: `Next month closing ${STAMP}`,
    later: `Much later ${STAMP}`,
  }

  group.setup(async () => {
    await clearRateLimits()
    await AdminUser.create({ email: EMAIL, password: PASSWORD, fullName: 'Finding Test' })
    city = await CityFactory.merge({ name: `Findtown ${STAMP}` }).create()
    const inCity = { cityId: city.id, cityName: city.name }
    await EventFactory.merge({
      ...inCity,
      name: names.later,
      startAt: nextMonth.plus({ months: 3 }),
    }).create()
    await EventFactory.merge({
      ...inCity,
      name: names.second,
      startAt: nextMonth.plus({ days: 20, hours: 21 }),
    }).create()
    await EventFactory.merge({
      ...inCity,
      name: names.past,
      startAt: DateTime.now().minus({ days: 40 }),
    }).create()
    await EventFactory.merge({
      ...inCity,
      name: names.first,
      startAt: nextMonth.plus({ days: 2, hours: 20 }),
    }).create()
    browser = await launchChromium()
  })

  group.teardown(async () => {
    await browser?.close()
    await Event.query().where('city_id', city.id).delete()
    await city.delete()
    const staff = await AdminUser.findBy('email', EMAIL)
    if (staff) {
      await AuditLog.query().where('admin_user_id', staff.id).delete()
      await staff.delete()
    }
  })

  test('at a desk: by the "When" filter, then by the "Starts" header', async ({ assert }) => {
    const page = await newStaffPage(browser, DESK)
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/admin/events')
    await page.getByLabel('City', { exact: true }).selectOption({ label: city.name })
    await page.getByLabel('When', { exact: true }).selectOption({ label: 'next month' })
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/when=next_month/)
    assert.deepEqual(await shownNames(page), [names.first, names.second])
    await page.getByText('2 events', { exact: true }).first().waitFor()
    await issueScreenshot(page, 'events-next-month-by-filter-desk')

    await page.getByLabel('When', { exact: true }).selectOption({ label: 'Any' })
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => !url.search.includes('when=next_month'))
    await page.getByRole('link', { name: 'Starts', exact: true }).click()
    await page.waitForURL(/sort=starts/)
    assert.deepEqual(await shownNames(page), [names.past, names.first, names.second, names.later])
    const startsHeader = page.locator('th', { has: page.locator('a[data-sort="starts"]') })
    assert.equal(await startsHeader.getAttribute('aria-sort'), 'ascending')
    await page.getByRole('link', { name: 'Starts', exact: true }).click()
    await page.waitForURL(/sort=-starts/)
    assert.deepEqual(await shownNames(page), [names.later, names.second, names.first, names.past])
    assert.include(page.url(), `city=${city.id}`)
    assert.equal(await startsHeader.getAttribute('aria-sort'), 'descending')
    await issueScreenshot(page, 'events-next-month-by-sort-desk')
  })

  test('on a phone: the filters and the order select, no sideways scrolling', async ({
    assert,
  }) => {
    const page = await newStaffPage(browser, PHONE)
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/admin/events')
    /* on a phone the rows come first: the filters are folded until opened */
    await page.locator('summary.filters-fold__toggle').click()
    await page.getByLabel('City', { exact: true }).selectOption({ label: city.name })
    await page.getByLabel('When', { exact: true }).selectOption({ label: 'upcoming' })
    await page.getByLabel('Order', { exact: true }).selectOption({ label: 'Starts, ascending' })
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/sort=starts/)
    assert.deepEqual(await shownNames(page), [names.first, names.second, names.later])
    assert.isAtMost(await pageWidth(page), PHONE.width)
    await issueScreenshot(page, 'events-next-month-by-sort-phone')

    await page.getByLabel('When', { exact: true }).selectOption({ label: 'next month' })
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL(/when=next_month/)
    assert.deepEqual(await shownNames(page), [names.first, names.second])
    assert.isAtMost(await pageWidth(page), PHONE.width)
    await issueScreenshot(page, 'events-next-month-by-filter-phone')
  })
})
