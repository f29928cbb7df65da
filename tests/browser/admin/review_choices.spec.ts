/*
| Issue #39 item 5, in Chromium: under review an editor's event form offers
| a draft only, and "Submit for review" takes the publication time they
| wish; the admin's card says that time and approving schedules the event
| for it. Screenshots of both cards at 1280 and 390 px: $NOTES_SCREENS/review-*.png.
*/
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import { DateTime } from 'luxon'
import type { Browser, Page } from 'playwright-core'
import { serviceConfig } from '#config/service'
import { staffZoneOf } from '#admin/staff/staff_clock'
import Event from '#models/event'
import ReviewRequest from '#models/review_request'
import RecordComment from '#models/record_comment'
import { EventFactory } from '#database/factories/event_factory'
import { DESK, PHONE, launchChromium } from '#tests/helpers/admin_browser'
import { removeEditorialStaff, signedInStaff, stamp } from '#tests/helpers/editorial_browser'

/** The publication card and the review card, at 1280 and 390 px (when NOTES_SCREENS is set). */
async function cardShots(page: Page, name: string) {
  const folder = process.env.NOTES_SCREENS
  if (!folder) return
  await mkdir(folder, { recursive: true })
  for (const [size, viewport] of [
    ['1280', DESK],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.locator('section[aria-labelledby="publication-title"]').screenshot({
      path: `${folder}/${name}-publication-${size}.png`,
    })
    await page.locator('#review').screenshot({ path: `${folder}/${name}-review-${size}.png` })
  }
  await page.setViewportSize(DESK)
}

test.group('Review choices in Chromium', (group) => {
  let browser: Browser
  let event: Event
  let setting: typeof serviceConfig.staffReview

  group.setup(async () => {
    setting = serviceConfig.staffReview
    serviceConfig.staffReview = 'editors'
    event = await EventFactory.merge({
      name: `Choices party ${stamp()}`,
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

  test('the editor submits with a wished time; the admin approves to that time', async ({
    assert,
  }) => {
    const editor = await signedInStaff(browser, 'editor')
    await editor.page.goto(`/admin/events/${event.id}/edit`)
    const states = await editor.page.getByLabel('State').locator('option').allInnerTexts()
    assert.deepEqual(states, ['Draft: only staff see it'])
    assert.equal(await editor.page.getByLabel('Publish at', { exact: true }).count(), 0)
    /* typed in the editor's own time zone, as the field says */
    const wished = DateTime.now()
      .setZone(staffZoneOf(editor.account))
      .plus({ days: 6 })
      .set({ hour: 19, minute: 0, second: 0, millisecond: 0 })
    await editor.page
      .getByLabel('Publish at (optional)')
      .fill(wished.toFormat("yyyy-LL-dd'T'HH:mm"))
    await editor.page.getByLabel('Note for the reviewer (optional)').fill('For next week')
    await cardShots(editor.page, 'review-editor')
    await editor.page.getByRole('button', { name: 'Submit for review' }).click()
    await editor.page.waitForURL(/#review$/)
    assert.include(
      await editor.page.locator('[data-wished-publish-at]').innerText(),
      'Wished publication'
    )

    const admin = await signedInStaff(browser, 'admin')
    await admin.page.goto(`/admin/events/${event.id}/edit`)
    const approve = admin.page.getByRole('button', { name: /^Approve: publish at / })
    assert.equal(await approve.count(), 1)
    await cardShots(admin.page, 'review-admin')
    await approve.click()
    await admin.page.getByText('was approved and is scheduled').waitFor()
    await event.refresh()
    assert.equal(event.publication, 'scheduled')
    assert.equal(event.publishAt?.toMillis(), wished.toMillis())
  })
})
