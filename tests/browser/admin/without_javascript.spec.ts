/*
| The admin forms in Chromium with scripting off: a browser without
| JavaScript posts every field of the page, spare rows included.
*/
import { test } from '@japa/runner'
import type { Browser, Page } from 'playwright-core'
import AdminUser from '#models/admin_user'
import City from '#models/city'
import { CityFactory } from '#database/factories/city_factory'
import { clearRateLimits } from '#services/rate_limit_service'
import { DESK, newStaffPage, signIn } from '#tests/helpers/admin_browser'
import { launchChromium } from '#tests/helpers/chromium'
import { stamp } from '#tests/helpers/editorial_browser'

const PASSWORD = 'correct horse battery staple'

test.group('Admin forms without JavaScript, in Chromium', (group) => {
  let browser: Browser
  let page: Page
  const email = `nojs-${stamp()}@example.org`

  group.setup(async () => {
    await clearRateLimits()
    browser = await launchChromium()
    await AdminUser.create({ email, password: PASSWORD, fullName: 'No Script', role: 'admin' })
    page = await newStaffPage(browser, DESK, { javaScriptEnabled: false })
    await signIn(page, email, PASSWORD)
    return async () => {
      await browser.close()
      await AdminUser.query().where('email', email).delete()
    }
  })

  test('a city guide saved as a draft and published, spare rows and all', async ({ assert }) => {
    const city = await CityFactory.create()
    try {
      for (const button of ['Save as draft', 'Publish now']) {
        await page.goto(`/admin/cities/${city.id}/edit`)
        await page.getByLabel('Summary', { exact: true }).fill(`Saved without a script: ${button}`)
        await page.getByRole('button', { name: button, exact: true }).click()
        await page.waitForLoadState()
        assert.notInclude(await page.locator('body').innerText(), 'could not be saved', button)
      }
      await city.refresh()
      assert.equal(city.summary, 'Saved without a script: Publish now')
    } finally {
      await City.query().where('id', city.id).delete()
    }
  })
})
