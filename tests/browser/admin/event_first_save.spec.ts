/*
| Issue #27 (event form): a new event with its picture on the first save and
| a ticket round whose price is to be announced, in Chromium at a desk and
| on a phone. Screenshots: tmp/screenshots/27/event-new-*.png
*/
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import sharp from 'sharp'
import type { Browser, Page } from 'playwright-core'
import AdminUser from '#models/admin_user'
import AuditLog from '#models/audit_log'
import Event from '#models/event'
import { clearRateLimits } from '#services/rate_limit_service'
import { deleteImageIfUnused } from '#services/images/image_store'
import { fullPageScreenshot } from '#tests/helpers/chromium'
import { DESK, PHONE, launchChromium, newStaffPage, signIn } from '#tests/helpers/admin_browser'

const STAMP = Date.now().toString(36)
const EMAIL = `first-save-${STAMP}@example.org`
const PASSWORD = 'first-save-test-password'
const SCREENSHOTS = 'tmp/screenshots/27'

async function shot(page: Page, name: string) {
  await mkdir(SCREENSHOTS, { recursive: true })
  await fullPageScreenshot(page, `${SCREENSHOTS}/${name}.png`)
}

/** A picture no other test uses (teal and yellow halves). */
function picture() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="600" height="800" fill="#0f766e"/><rect x="600" width="600" height="800" fill="#facc15"/>
    <text x="0" y="0">${STAMP}</text></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

test.group('New event: picture on the first save, price to be announced', (group) => {
  let browser: Browser
  const created: string[] = []

  group.setup(async () => {
    await clearRateLimits()
    await AdminUser.create({ email: EMAIL, password: PASSWORD, fullName: 'First Save' })
    browser = await launchChromium()
  })

  group.teardown(async () => {
    await browser?.close()
    for (const id of created) {
      const event = await Event.find(id)
      const hash = event?.imageHash ?? null
      await event?.delete()
      await deleteImageIfUnused(hash)
    }
    const staff = await AdminUser.findBy('email', EMAIL)
    if (staff) {
      await AuditLog.query().where('admin_user_id', staff.id).delete()
      await staff.delete()
    }
  })

  for (const [size, viewport] of [
    ['1280', DESK],
    ['390', PHONE],
  ] as const) {
    test(`at ${size} px`, async ({ assert }) => {
      const page = await newStaffPage(browser, viewport)
      await signIn(page, EMAIL, PASSWORD)
      await page.goto('/admin/events/new')
      assert.equal(await page.getByLabel('Type', { exact: true }).inputValue(), '')
      await page.getByLabel('Name', { exact: true }).fill(`First Save ${size} ${STAMP}`)
      await page.getByLabel('Type', { exact: true }).selectOption('semester_kickoff')
      await page.getByLabel('City name', { exact: true }).fill('Elsewhere')
      await page.getByLabel('Time zone', { exact: true }).fill('Europe/Berlin')
      await page.getByLabel('Starts', { exact: true }).fill('2031-09-20T20:00')
      const id = await page.getByLabel('Id', { exact: true }).inputValue()
      created.push(id)
      const rounds = page.locator('[data-rows="ticket_options"] [data-rows-list] > li')
      assert.equal(await rounds.nth(0).getByLabel('Price', { exact: true }).inputValue(), '')
      await page.getByLabel('Picture (optional)').setInputFiles({
        name: 'poster.png',
        mimeType: 'image/png',
        buffer: await picture(),
      })
      await shot(page, `event-new-${size}`)
      await page.getByRole('button', { name: 'Create event' }).click()
      await page.waitForURL(`**/admin/events/${id}/edit`)
      await page.locator('#image img.image-card__preview').waitFor()

      const event = await Event.query().where('id', id).preload('ticketOptions').firstOrFail()
      assert.isNotNull(event.imageHash)
      assert.equal(event.type, 'semester_kickoff')
      assert.deepEqual(
        event.ticketOptions.map((round) => round.price),
        [null]
      )
      await shot(page, `event-new-saved-${size}`)
      await page.context().close()
    })
  }
})
