/*
| What the editorial browser tests share: staff accounts of each role, a
| page per role, screenshots at desk (1280) and phone (390) width, and the
| status a path answers. Selectors are labels, roles
| and button texts, never the markup's structure.
*/
import { mkdir } from 'node:fs/promises'
import type { Assert } from '@japa/assert'
import type { Browser, Page } from 'playwright-core'
import AdminUser from '#models/admin_user'
import AuditLog from '#models/audit_log'
import { clearRateLimits } from '#services/rate_limit_service'
import { BASE_URL, newStaffPage, screenshot, signIn } from '#tests/helpers/admin_browser'
import { fullPageScreenshot } from '#tests/helpers/chromium'

const DESK = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
const PASSWORD = 'editorial-browser-password'

export const stamp = () => Date.now().toString(36) + Math.floor(Math.random() * 1000)

/** A staff account of `role`, signed in on a desk-sized page of its own. */
export async function signedInStaff(browser: Browser, role: 'admin' | 'editor', viewport = DESK) {
  await clearRateLimits()
  const email = `${role}-${stamp()}@editorial-browser.example`
  const account = await AdminUser.create({
    email,
    password: PASSWORD,
    fullName: `Browser ${role}`,
    role,
  })
  const page = await newStaffPage(browser, viewport)
  await signIn(page, email, PASSWORD)
  return { account, page }
}

/** Removes the accounts of these tests and their history entries. */
export async function removeEditorialStaff() {
  const accounts = await AdminUser.query().where('email', 'like', '%@editorial-browser.example')
  for (const account of accounts) {
    await AuditLog.query().where('admin_user_id', account.id).delete()
    await account.delete()
  }
}

/** An Edge component tag printed as text (e.g. a file name the tag does not match). */
const UNRENDERED_TAG = /@!?[a-zA-Z]+\.[a-zA-Z_]+\(\{/

/**
 * The page as it is, at desk width and at phone width (`<name>-desk.png`,
 * `<name>-phone.png` in tmp/screenshots/admin); every template tag is
 * rendered, and at phone width nothing sticks out sideways.
 */
export async function screenshotsAtBothSizes(page: Page, name: string, assert: Assert) {
  assert.notMatch(await page.content(), UNRENDERED_TAG, `${name}: a template tag was not rendered`)
  await page.setViewportSize(DESK)
  await screenshot(page, `${name}-desk`)
  await page.setViewportSize(PHONE)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  assert.isAtMost(width, PHONE.width, `${name}: the page is wider than a phone`)
  await screenshot(page, `${name}-phone`)
  await page.setViewportSize(DESK)
}

/**
 * Screenshots the lead reads beside the notes, at 1280 and 390 px, into
 * `$NOTES_SCREENS/<name>-1280.png` and `-390.png` (only when that is set).
 */
export async function notesScreenshots(page: Page, name: string) {
  const folder = process.env.NOTES_SCREENS
  if (!folder) return
  await mkdir(folder, { recursive: true })
  for (const [size, viewport] of [
    ['1280', DESK],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport)
    await fullPageScreenshot(page, `${folder}/${name}-${size}.png`)
  }
  await page.setViewportSize(DESK)
}

export async function statusOf(path: string) {
  const response = await fetch(`${BASE_URL}${path}`)
  return response.status
}
