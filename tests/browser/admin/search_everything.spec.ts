/*
| Issue #27: the search box on every admin page finds a city guide entry by
| two words (one of the entry, one of its city), at a desk and on a phone.
| Screenshots: tmp/screenshots/27/search-*.png
*/
import { test } from '@japa/runner'
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import AdminUser from '#models/admin_user'
import City from '#models/city'
import CityPlace from '#models/city_place'
import { clearRateLimits } from '#services/rate_limit_service'
import { CityFactory } from '#database/factories/city_factory'
import { fullPageScreenshot } from '#tests/helpers/chromium'
import { DESK, PHONE, launchChromium, newStaffPage, signIn } from '#tests/helpers/admin_browser'

const STAMP = Date.now().toString(36)
const PASSWORD = 'search-test-password'
const EMAIL = `search-${STAMP}@example.org`
const SCREENSHOTS = 'tmp/screenshots/27'

async function shot(page: Page, name: string) {
  await mkdir(SCREENSHOTS, { recursive: true })
  await fullPageScreenshot(page, `${SCREENSHOTS}/${name}.png`)
}

test.group('Search across everything in Chromium', (group) => {
  let browser: Browser
  let city: City

  group.setup(async () => {
    await clearRateLimits()
    await AdminUser.create({
      email: EMAIL,
      password: PASSWORD,
      fullName: 'Search Test',
      role: 'editor',
    })
    city = await CityFactory.merge({ name: `Göttingen ${STAMP}` }).create()
    await CityPlace.create({
      cityId: city.id,
      name: `Nachtcafé ${STAMP}`,
      category: 'nightlife',
      description: 'Open until four, cheap coffee for students',
      position: 0,
    })
    browser = await launchChromium()
  })

  group.teardown(async () => {
    await browser?.close()
    await City.query().where('id', city.id).delete()
    await AdminUser.query().where('email', EMAIL).delete()
  })

  for (const [size, viewport] of [
    ['desk', DESK],
    ['phone', PHONE],
  ] as const) {
    test(`${size}: "gottingen coffee" from the box on the dashboard opens the guide`, async ({
      assert,
    }) => {
      const page = await newStaffPage(browser, viewport)
      await signIn(page, EMAIL, PASSWORD)
      await page
        .getByRole('searchbox', { name: 'Search everything' })
        .fill(`gottingen ${STAMP} COFFEE`)
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/admin\/search\?q=/)
      const entries = page.locator('[data-search-kind="guide_entry"]')
      await entries.waitFor()
      /* every word first; entries with some of the words (other cafés with coffee) follow, marked */
      assert.equal(await entries.locator('li:not([data-some-words]) [data-hit]').count(), 1)
      assert.include(await entries.locator('li').first().innerText(), `Nachtcafé ${STAMP}`)
      assert.include(await entries.innerText(), `Nachtcafé ${STAMP}`)
      assert.isAtMost(
        await page.evaluate(() => document.documentElement.scrollWidth),
        viewport.width
      )
      await shot(page, `search-guide-entry-${size}`)
      await entries.getByRole('link', { name: `Nachtcafé ${STAMP}` }).click()
      await page.waitForURL(new RegExp(`/admin/cities/${city.id}/edit$`))
      await page.context().close()
    })
  }
})
