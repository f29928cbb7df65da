/*
| Issue 39 item 3: "Edit fields" from the events list in Chromium with
| JavaScript off, at a desk and on a phone: tick rows, choose "Edit fields…",
| tick "Change" next to the venue, apply; both events have the new venue and
| the list offers Undo. Screenshots: tmp/screenshots/39/bulk-edit-*.png
*/
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import AdminUser from '#models/admin_user'
import Event from '#models/event'
import { clearRateLimits } from '#services/rate_limit_service'
import { EventFactory } from '#database/factories/event_factory'
import { fullPageScreenshot } from '#tests/helpers/chromium'
import { DESK, PHONE, launchChromium, newStaffPage, signIn } from '#tests/helpers/admin_browser'

const STAMP = Date.now().toString(36)
const PASSWORD = 'bulk-edit-test-password'
const EMAIL = `bulk-edit-${STAMP}@example.org`
const SCREENSHOTS = process.env.ISSUE_SCREENSHOTS ?? 'tmp/screenshots/39'

async function shot(page: Page, name: string) {
  await mkdir(SCREENSHOTS, { recursive: true })
  await fullPageScreenshot(page, `${SCREENSHOTS}/${name}.png`)
}

test.group('Bulk edit of chosen fields in Chromium without JavaScript', (group) => {
  let browser: Browser
  const ids: string[] = []

  group.setup(async () => {
    await clearRateLimits()
    await AdminUser.create({
      email: EMAIL,
      password: PASSWORD,
      fullName: 'Bulk Edit',
      role: 'editor',
    })
    browser = await launchChromium()
  })

  group.teardown(async () => {
    await browser?.close()
    await Event.query().whereIn('id', ids).delete()
    await AdminUser.query().where('email', EMAIL).delete()
  })

  for (const [size, viewport] of [
    ['desk', DESK],
    ['phone', PHONE],
  ] as const) {
    test(`${size}: tick two events, "Edit fields…", change the venue, apply`, async ({
      assert,
    }) => {
      const marker = `Bulkedit${size}${STAMP}`
      const events = [
        await EventFactory.merge({ name: `${marker} one`, venueName: 'Old Hall' }).create(),
        await EventFactory.merge({ name: `${marker} two`, venueName: 'Old Hall' }).create(),
      ]
      ids.push(...events.map((event) => event.id))
      const page = await newStaffPage(browser, viewport, { javaScriptEnabled: false })
      await signIn(page, EMAIL, PASSWORD)
      await page.goto(`/admin/events?q=${marker}`)
      for (const event of events) await page.getByLabel(`Choose ${event.name}`).check()
      await page.locator('#bulk-action').selectOption('edit_fields')
      await page.getByRole('button', { name: 'Review…' }).click()
      await page.waitForSelector('[data-bulk-edit]')
      await page.locator('input[name="change[]"][value="venue_name"]').check()
      await page.locator('#f-venue-name').fill('Lucerna Music Bar')
      await shot(page, `bulk-edit-${size}`)
      await page.getByRole('button', { name: 'Apply to 2 events' }).click()
      await page.waitForSelector('[data-flash], .flash, [role="status"]')
      const text = await page.textContent('body')
      assert.include(text, 'Change Venue: done for 2 records.')
      assert.include(text, 'Undo')
      for (const event of events) {
        await event.refresh()
        assert.equal(event.venueName, 'Lucerna Music Bar')
      }
      await page.context().close()
    })
  }
})
