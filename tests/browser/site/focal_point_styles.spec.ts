/*
| The focal-point classes (app/presenters/media.ts) live in one stylesheet,
| public/shared/focal.css, which the site's and the admin panel's
| stylesheets both import: a picture with them is cropped around its point
| on a page of either.
*/
import { test } from '@japa/runner'
import type { Browser } from 'playwright-core'
import { clearRateLimits } from '#services/rate_limit_service'
import { launchChromium } from '#tests/helpers/chromium'
import { newVisitorPage } from '#tests/helpers/site_browser'

test.group('Focal point of pictures on the site and in the admin panel', (group) => {
  let browser: Browser

  group.setup(async () => {
    await clearRateLimits()
    browser = await launchChromium()
    return () => browser.close()
  })

  test('a picture with focal classes on {$self} is positioned on its point')
    .with(['/', '/admin/login'])
    .run(async ({ assert }, path) => {
      const page = await newVisitorPage(browser)
      await page.goto(path)
      const position = await page.evaluate(() => {
        const img = document.createElement('img')
        img.className = 'focal focal-x-30 focal-y-70'
        document.body.append(img)
        return getComputedStyle(img).objectPosition
      })
      assert.equal(position, '30% 70%')
      await page.context().close()
    })
})
