/*
| axe-core (from npm, its source injected into each page) on every page of
| the site — every English URL of the sitemap and one page of each kind in
| another language, plus the states only a visitor's
| action shows (form errors, confirmations, the 404 page) — at a phone's
| width (390 px) and a desk's (1280 px): no serious or critical violation.
*/
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { Browser, Page } from 'playwright-core'
import { appUrl } from '#config/service'
import { localeOfPath, unlocalizedPath } from '#lib/site_locales'
import { listEvents } from '#services/catalog/event_service'
import { clearRateLimits } from '#services/rate_limit_service'
import { launchChromium } from '#tests/helpers/chromium'
import { seriousViolations } from '#tests/helpers/axe'
import { TEST_DOMAIN } from '#tests/helpers/contact_messages'
import { DESK, PHONE, newVisitorPage, screenshot } from '#tests/helpers/site_browser'

/**
 * Every English page of the sitemap, and one page of each kind in another
 * language (the same templates: what differs is the words and `lang`).
 */
async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get(`${appUrl}/sitemap.xml`)
  const xml = await response.text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  const kinds = new Set<string>()
  return paths.filter((path) => {
    const locale = localeOfPath(path)
    if (locale === 'en') return true
    const kind = unlocalizedPath(path).split('/').slice(0, 2).join('/')
    if (kinds.has(kind)) return false
    kinds.add(kind)
    return true
  })
}

/** Pages only a visitor's action shows: filled in by submitting the forms. */
async function formStates(page: Page, halloweenId: string) {
  return {
    'contact with errors': async () => {
      await page.goto('/contact')
      await page.getByLabel('Your e-mail address').fill('someone@localhost')
      await page.getByLabel('Your name').fill('A')
      await page.getByLabel('Your message').fill('Hello')
      await page.getByLabel('I agree that the team stores this message').check()
      await page.getByRole('button', { name: 'Send message' }).click()
      await page.locator('.form-error').first().waitFor()
    },
    'waitlist with errors': async () => {
      await page.goto(`/events/${halloweenId}`)
      const form = page.locator('#waitlist')
      await form.getByLabel('Your name').fill('A')
      await form.getByLabel('Your e-mail address').fill('someone@localhost')
      await form.getByLabel(/I agree/).check()
      await form.getByRole('button', { name: 'Join the waiting list' }).click()
      await page.locator('.form-error').first().waitFor()
    },
    'waitlist joined': () => page.goto(`/events/${halloweenId}?waitlist=joined#waitlist`),
    'contact sent': () => page.goto('/contact?sent=1'),
    'not found': () => page.goto('/events/no-such-event'),
    'deals with an unknown filter': () => page.goto('/deals?category=unknown'),
  }
}

test.group('Accessibility of every site page (axe-core)', (group) => {
  let browser: Browser

  group.setup(async () => {
    await clearRateLimits()
    browser = await launchChromium()
    return async () => {
      await browser.close()
      await db.from('waitlist_entries').where('email', 'like', `%@${TEST_DOMAIN}`).delete()
    }
  })

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desk', DESK],
  ] as const) {
    test(`no serious or critical violation at the ${label}'s width`, async ({ assert }) => {
      const page = await newVisitorPage(browser, viewport)
      const found: string[] = []
      const paths = await sitemapPaths(page)
      assert.isAbove(paths.length, 40)
      for (const path of paths) {
        /* every page of the site from one visitor: the site's rate limit is not what is tested */
        await clearRateLimits()
        await page.goto(path)
        for (const problem of await seriousViolations(page)) found.push(`${path}: ${problem}`)
      }
      const { events } = await listEvents({ type: 'halloween', limit: 200 })
      const halloween = events.find((event) => event.waitlist_open && event.city_slug)!
      for (const [state, show] of Object.entries(await formStates(page, halloween.id))) {
        await clearRateLimits()
        await show()
        for (const problem of await seriousViolations(page)) found.push(`${state}: ${problem}`)
      }
      await page.goto(`/events/${halloween.id}`)
      await screenshot(page, `event-halloween-${label}`)
      await page.goto(`/cities/${halloween.city_slug}`)
      await screenshot(page, `city-${label}`)
      await page.goto('/')
      await screenshot(page, `home-${label}`)
      await page.context().close()
      assert.deepEqual(found, [])
    }).timeout(300_000)
  }
})
