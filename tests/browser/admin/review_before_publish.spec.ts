/*
| Issue #27: an editor submits a draft for review, the admin finds it on the
| dashboard, comments on it and approves it: the event is published.
| Screenshots of the review queue at 1280 and 390 px: tmp/screenshots/27/reviews-*.png
*/
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { serviceConfig } from '#config/service'
import Event from '#models/event'
import ReviewRequest from '#models/review_request'
import RecordComment from '#models/record_comment'
import { EventFactory } from '#database/factories/event_factory'
import { fullPageScreenshot } from '#tests/helpers/chromium'
import { PHONE, DESK, launchChromium } from '#tests/helpers/admin_browser'
import { removeEditorialStaff, signedInStaff, stamp } from '#tests/helpers/editorial_browser'

const SCREENSHOTS = 'tmp/screenshots/27'

async function shot(page: Page, name: string) {
  await mkdir(SCREENSHOTS, { recursive: true })
  await fullPageScreenshot(page, `${SCREENSHOTS}/${name}.png`)
}

test.group('Review before publish in Chromium', (group) => {
  let browser: Browser
  let event: Event
  let setting: typeof serviceConfig.staffReview

  group.setup(async () => {
    setting = serviceConfig.staffReview
    serviceConfig.staffReview = 'editors'
    event = await EventFactory.merge({
      name: `Review party ${stamp()}`,
      publication: 'draft',
    }).create()
    browser = await launchChromium()
  })

  group.teardown(async () => {
    serviceConfig.staffReview = setting
    await browser?.close()
    await RecordComment.query().where('entity_id', event.id).delete()
    await ReviewRequest.query().where('entity_id', event.id).delete()
    await Event.query().where('id', event.id).delete()
    await removeEditorialStaff()
  })

  test('a draft submitted, commented and approved', async ({ assert }) => {
    const editor = await signedInStaff(browser, 'editor')
    await editor.page.goto(`/admin/events/${event.id}/edit`)
    await editor.page
      .getByLabel('Note for the reviewer (optional)')
      .fill('First draft of the party')
    await editor.page.getByRole('button', { name: 'Submit for review' }).click()
    await editor.page.waitForURL(/#review$/)
    assert.include(
      await editor.page.locator('[data-review-state]').innerText(),
      'Waiting for review'
    )

    const admin = await signedInStaff(browser, 'admin')
    const waiting = admin.page.locator('[data-review-group="toReview"]')
    assert.include(await waiting.innerText(), event.name)
    await admin.page.goto('/admin/reviews')
    await shot(admin.page, 'reviews-desk')
    await admin.page.setViewportSize(PHONE)
    assert.isAtMost(
      await admin.page.evaluate(() => document.documentElement.scrollWidth),
      PHONE.width
    )
    await shot(admin.page, 'reviews-phone')
    await admin.page.setViewportSize(DESK)

    await admin.page
      .locator('[data-review-group="toReview"]')
      .getByRole('link', { name: event.name })
      .click()
    await admin.page.waitForURL(new RegExp(`/admin/events/${event.id}/edit`))
    await admin.page.getByLabel('Add a comment').fill('Nice, the price is right')
    await admin.page.getByRole('button', { name: 'Comment', exact: true }).click()
    await admin.page.waitForURL(/#comments$/)
    assert.include(await admin.page.locator('.comments').innerText(), 'Nice, the price is right')
    assert.include(await admin.page.locator('.comments').innerText(), 'First draft of the party')

    await admin.page.getByRole('button', { name: 'Approve and publish' }).click()
    await admin.page.waitForURL(new RegExp(`/admin/events/${event.id}/edit$`))
    assert.include(
      await admin.page.getByRole('status').first().innerText(),
      'approved and is published'
    )
    await event.refresh()
    assert.equal(event.publication, 'published')

    await editor.page.goto(`/admin/events/${event.id}/edit`)
    assert.include(await editor.page.locator('[data-review-state]').innerText(), 'Approved')
    await editor.page.context().close()
    await admin.page.context().close()
  })
})
