/*
| Chromium against the test server as a visitor sees it: at APP_URL (so a
| form's Origin is the site's own), at a phone's or a desk's width.
| Screenshots of issue #14b go to tmp/screenshots/14b/.
*/
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { appUrl } from '#config/service'
import { fullPageScreenshot } from '#tests/helpers/chromium'

export const SCREENSHOTS = 'tmp/screenshots/14b'
export const PHONE = { width: 390, height: 844 }
export const DESK = { width: 1280, height: 900 }

export async function newVisitorPage(
  browser: Browser,
  viewport = DESK,
  javaScriptEnabled = true
): Promise<Page> {
  await mkdir(SCREENSHOTS, { recursive: true })
  const context = await browser.newContext({ viewport, baseURL: appUrl, javaScriptEnabled })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return page
}

/** The whole page, in a viewport as tall as the page. */
export function screenshot(page: Page, name: string) {
  return fullPageScreenshot(page, `${SCREENSHOTS}/${name}.png`)
}
