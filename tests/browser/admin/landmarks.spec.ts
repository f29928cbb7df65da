/*
| The admin lists as axe-core reads them, every impact counted: landmarks
| a screen reader lists must be told apart (landmark-unique), and so on.
*/
import { test } from '@japa/runner'
import type { Browser } from 'playwright-core'
import { launchChromium } from '#tests/helpers/admin_browser'
import { allViolations } from '#tests/helpers/axe'
import { removeEditorialStaff, signedInStaff } from '#tests/helpers/editorial_browser'

test.group('Admin lists: no axe violation of any impact', (group) => {
  let browser: Browser
  group.setup(async () => {
    browser = await launchChromium()
    return async () => {
      await browser.close()
      await removeEditorialStaff()
    }
  })

  test('{path}')
    .with([{ path: '/admin/events' }, { path: '/admin/cities' }, { path: '/admin/partners' }])
    .run(async ({ assert }, { path }) => {
      const { page } = await signedInStaff(browser, 'admin')
      await page.goto(path)
      assert.deepEqual(await allViolations(page), [])
      await page.context().close()
    })
})
