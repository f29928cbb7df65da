/* The staff preview's banner on a phone: one line over the page, not three. */
import { test } from '@japa/runner'
import type { Browser } from 'playwright-core'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'
import { PHONE, launchChromium } from '#tests/helpers/admin_browser'
import { removeEditorialStaff, signedInStaff } from '#tests/helpers/editorial_browser'

test.group('Staff preview on a phone, in Chromium', (group) => {
  let browser: Browser
  group.setup(async () => {
    browser = await launchChromium()
    return async () => {
      await browser.close()
      await removeEditorialStaff()
    }
  })

  test('the banner takes one line at 390 px and says what it is', async ({ assert }) => {
    const event = await EventFactory.merge({ publication: 'draft' }).create()
    try {
      const { page } = await signedInStaff(browser, 'admin', PHONE)
      await page.goto(`/admin/preview/events/${event.id}`)
      const banner = page.getByRole('status').first()
      assert.match(await banner.innerText(), /preview/i)
      const lines = await banner.evaluate((element) => {
        const style = getComputedStyle(element)
        const inner =
          element.getBoundingClientRect().height -
          Number.parseFloat(style.paddingTop) -
          Number.parseFloat(style.paddingBottom)
        return Math.round(inner / Number.parseFloat(style.lineHeight))
      })
      assert.equal(lines, 1)
    } finally {
      await Event.query().where('id', event.id).delete()
    }
  })
})
