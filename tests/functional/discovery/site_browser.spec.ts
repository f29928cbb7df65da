import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Browser } from 'playwright-core'
import { launchChromium } from '#tests/helpers/chromium'
import Doc from '#models/doc'
import { createCityWithEvent, localUrl } from '#tests/helpers/discovery_links'

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]

test.group('Site pages in Chromium', (group) => {
  let browser: Browser
  group.setup(async () => {
    browser = await launchChromium()
    return () => browser.close()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('pages fit phone and desktop widths, load their own stylesheet and log no errors', async ({
    assert,
  }) => {
    const { city, event } = await createCityWithEvent({ halloween: true })
    /* every page also runs under the site's content security policy: a violation logs an error */
    const docs = await Doc.query().where('publication', 'published').orderBy('id').limit(3)
    const paths = [
      ...docs.map((doc) => `/docs/${doc.slug}`),
      '/',
      `/cities/${city.slug}`,
      `/festivals/${city.slug}`,
      `/halloween/${city.slug}`,
      `/events/${event.id}`,
      '/deals',
      '/docs',
      '/docs/errors',
      '/cities/atlantis',
    ]
    for (const viewport of VIEWPORTS) {
      const page = await browser.newPage({ viewport })
      const problems: string[] = []
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
      page.on('requestfailed', (request) => {
        /* a navigation cancels the icon request of the page before it */
        const reason = request.failure()?.errorText
        if (reason !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} ${reason}`)
      })
      for (const path of paths) {
        const response = await page.goto(localUrl(`http://x${path}`))
        const expectedStatus = path === '/cities/atlantis' ? 404 : 200
        assert.equal(response?.status(), expectedStatus, path)
        /* Chromium logs the 404 of the page itself as a console error */
        if (expectedStatus === 404)
          problems.splice(0, problems.length, ...problems.filter((text) => !text.includes('404')))
        const layout = await page.evaluate(() => ({
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          font: getComputedStyle(document.body).fontFamily,
          external: Array.from(
            document.querySelectorAll('link[rel=stylesheet], link[rel=icon], script[src], img[src]')
          )
            .map(
              (element) => (element as HTMLLinkElement).href || (element as HTMLImageElement).src
            )
            .filter((url) => new URL(url).origin !== location.origin),
        }))
        assert.isAtMost(
          layout.overflow,
          0,
          `${path} at ${viewport.width}px has no horizontal scroll`
        )
        assert.include(layout.font, 'system-ui', `${path} uses /site/site.css`)
        assert.deepEqual(layout.external, [], `${path} loads nothing from other hosts`)
      }
      assert.deepEqual(problems, [], JSON.stringify(problems))
      await page.close()
    }
  }).timeout(120_000)

  test('the buy link of an event lands on its tickets section', async ({ assert }) => {
    const { event } = await createCityWithEvent({ halloween: true })
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(localUrl(`http://x${event.buyUrl}`) + new URL(event.buyUrl, 'http://x').hash)
    const tickets = page.locator('#tickets')
    const box = await tickets.boundingBox()
    assert.isAbove(await page.evaluate(() => window.scrollY), 0, 'the page scrolled to #tickets')
    /* a scrolled-to element may sit a fraction of a pixel above the top */
    assert.isAtLeast(Math.round(box!.y), 0)
    assert.isBelow(box!.y, 844 / 2, 'the tickets section is in view')
    assert.include(await tickets.innerText(), 'Early bird')
    await page.close()
  })
})
