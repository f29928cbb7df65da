/*
| Every admin page at a phone's width (390 px) and a desk's (1280 px): no
| sideways scrolling (the page is no wider than the screen) and no serious or
| critical axe-core violation. Screenshots: tmp/screenshots/16/.
*/
import { test } from '@japa/runner'
import type { Browser, Page } from 'playwright-core'
import AdminUser from '#models/admin_user'
import City from '#models/city'
import ContactMessage from '#models/contact_message'
import Doc from '#models/doc'
import Media from '#models/media'
import Event from '#models/event'
import Partner from '#models/partner'
import PricingItem from '#models/pricing_item'
import { clearRateLimits } from '#services/rate_limit_service'
import { seriousViolations } from '#tests/helpers/axe'
import {
  DESK,
  PHONE,
  issueScreenshot,
  launchChromium,
  newStaffPage,
  signIn,
} from '#tests/helpers/admin_browser'

const PASSWORD = 'phone-test-password'
const EMAIL = `phone-${Date.now().toString(36)}@example.org`

async function adminPaths(): Promise<Record<string, string>> {
  const event = await Event.query().orderBy('start_at', 'desc').firstOrFail()
  const city = await City.query().orderBy('id').firstOrFail()
  const partner = await Partner.query().orderBy('id').firstOrFail()
  const pricing = await PricingItem.query().orderBy('id').firstOrFail()
  const doc = await Doc.query().orderBy('id').firstOrFail()
  const media = await Media.query().orderBy('id').firstOrFail()
  const message = await ContactMessage.create({
    name: 'Jürgen Phone',
    email: 'juergen@example.org',
    subject: 'A message to read on a phone',
    message: 'Hello',
    source: 'api',
    deliveryStatus: 'not_configured',
  })
  return {
    'dashboard': '/admin',
    'events': '/admin/events',
    'event-new': '/admin/events/new',
    'event-edit': `/admin/events/${event.id}/edit`,
    'event-delete': `/admin/events/${event.id}/delete`,
    'event-duplicate': `/admin/events/${event.id}/duplicate`,
    'cities': '/admin/cities',
    'city-new': '/admin/cities/new',
    'city-edit': `/admin/cities/${city.id}/edit`,
    'partners': '/admin/partners',
    'partner-edit': `/admin/partners/${partner.id}/edit`,
    'pricing': '/admin/pricing',
    'pricing-edit': `/admin/pricing/${pricing.id}/edit`,
    'docs': '/admin/docs',
    'doc-edit': `/admin/docs/${doc.id}/edit`,
    'media': '/admin/media',
    'media-edit': `/admin/media/${media.id}`,
    'waitlists': '/admin/waitlists',
    'messages': '/admin/messages',
    'message': `/admin/messages/${message.id}`,
    'history': '/admin/history',
    'history-event': `/admin/history/event/${event.id}`,
    'history-deleted': '/admin/history/deleted',
    'staff': '/admin/staff',
    'staff-new': '/admin/staff/new',
    'account': '/admin/account',
    'not-found': '/admin/no-such-page',
  }
}

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth)
}

/** Links, buttons and fields that stick out of the screen (e.g. inside a scrolling table). */
async function controlsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll('main a, main button, main input, main select, main textarea')
    )
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1)
      })
      .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 40) ?? ''}`)
  )
}

/** Tab through the page: every control reached shows a focus ring (outline or box-shadow). */
async function focusWithoutRing(page: Page, presses: number): Promise<string[]> {
  const missing: string[] = []
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab')
    const problem = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return null
      const style = getComputedStyle(element)
      const ring = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
      return ring || style.boxShadow !== 'none' ? null : element.outerHTML.slice(0, 80)
    })
    if (problem) missing.push(problem)
  }
  return missing
}

test.group('Admin pages on a phone and at a desk', (group) => {
  let browser: Browser
  let paths: Record<string, string>

  group.setup(async () => {
    await clearRateLimits()
    await AdminUser.create({ email: EMAIL, password: PASSWORD, fullName: 'Phone Test' })
    paths = await adminPaths()
    browser = await launchChromium()
  })

  group.teardown(async () => {
    await browser?.close()
    await ContactMessage.query().where('email', 'juergen@example.org').delete()
    await AdminUser.query().where('email', EMAIL).delete()
  })

  for (const size of [PHONE, DESK]) {
    test(`every admin page at ${size.width} px: no sideways scrolling, no serious axe violation`, async ({
      assert,
    }) => {
      const page = await newStaffPage(browser, size)
      await signIn(page, EMAIL, PASSWORD)
      for (const [name, path] of Object.entries(paths)) {
        const response = await page.goto(path)
        assert.equal(response?.status(), name === 'not-found' ? 404 : 200, path)
        assert.isAtMost(await pageWidth(page), size.width, `${path} is wider than the screen`)
        assert.deepEqual(await controlsOffScreen(page), [], `${path}: controls off the screen`)
        assert.deepEqual(await seriousViolations(page), [], path)
        await issueScreenshot(page, `${name}-${size.width}`)
      }
      await page.context().close()
    }).timeout(180_000)
  }

  test('every action of the events list and the event form is reached by Tab with a visible focus', async ({
    assert,
  }) => {
    const page = await newStaffPage(browser, DESK)
    await signIn(page, EMAIL, PASSWORD)
    for (const path of [paths.events, paths['event-edit'], paths.waitlists]) {
      await page.goto(path)
      assert.deepEqual(await focusWithoutRing(page, 60), [], path)
    }
    await page.context().close()
  }).timeout(120_000)
})
