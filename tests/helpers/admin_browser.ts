/*
| Headless Chromium (the system's, else the npm package's: tests/helpers/chromium.ts)
| against the test HTTP server that tests/bootstrap.ts starts on PORT.
*/
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { fullPageScreenshot, launchChromium as launchSystemChromium } from '#tests/helpers/chromium'
import { TEST_SERVER_URL } from '#tests/helpers/test_server'

export const BASE_URL = TEST_SERVER_URL
const SCREENSHOT_DIR = 'tmp/screenshots/admin'

export async function launchChromium(): Promise<Browser> {
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  return launchSystemChromium()
}

export async function newStaffPage(
  browser: Browser,
  viewport = { width: 1360, height: 900 },
  options: { javaScriptEnabled?: boolean } = {}
) {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, ...options })
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  return page
}

/**
 * The whole page, taken with a viewport as tall as the page, so the sticky
 * sidebar and save bar sit where a reader expects them.
 */
export function screenshot(page: Page, name: string) {
  return fullPageScreenshot(page, `${SCREENSHOT_DIR}/${name}.png`)
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/admin\/?$/)
}

export const PHONE = { width: 390, height: 844 }
export const DESK = { width: 1280, height: 900 }
const ISSUE_16_SCREENSHOTS = 'tmp/screenshots/16'

/** Screenshots of issue #16 (desk and phone sizes): tmp/screenshots/16/<name>.png */
export async function issueScreenshot(page: Page, name: string) {
  await mkdir(ISSUE_16_SCREENSHOTS, { recursive: true })
  return fullPageScreenshot(page, `${ISSUE_16_SCREENSHOTS}/${name}.png`)
}
