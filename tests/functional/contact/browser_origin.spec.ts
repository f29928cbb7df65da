/*
| The origin rule seen from a real browser (Chromium): a page on another site
| cannot get a message sent, a page of the service itself can.
*/
import http from 'node:http'
import type net from 'node:net'
import { test } from '@japa/runner'
import type { Browser } from 'playwright-core'
import { launchChromium } from '#tests/helpers/chromium'
import { appUrl } from '#config/service'
import { contactRowsFor, useSmtpSink, validMessage } from '#tests/helpers/contact_messages'

/** A page on another site: a form posting to the service, as a CSRF attempt would. */
function otherSitePage(fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('')
  return `<!DOCTYPE html><html><body>
    <form id="f" method="POST" action="${appUrl}/api/contact">${inputs}</form>
  </body></html>`
}

test.group('POST /api/contact: from a real browser', (group) => {
  const sink = useSmtpSink(group)
  let browser: Browser
  let otherSite: http.Server
  let otherSiteUrl: string
  let pageHtml = ''

  group.setup(async () => {
    browser = await launchChromium()
    otherSite = http.createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end(pageHtml)
    })
    await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve))
    otherSiteUrl = `http://127.0.0.1:${(otherSite.address() as net.AddressInfo).port}/`
    return async () => {
      await browser.close()
      await new Promise<void>((resolve) => otherSite.close(() => resolve()))
    }
  })

  test('a form on another site posting to /api/contact gets 403 and sends nothing', async ({
    assert,
  }) => {
    const { name, email, message } = validMessage()
    pageHtml = otherSitePage({ name, email, message })
    const page = await browser.newPage()
    try {
      await page.goto(otherSiteUrl)
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/contact')),
        page.evaluate(() => (document.getElementById('f') as HTMLFormElement).submit()),
      ])
      assert.equal(response.status(), 403)
      assert.include(await response.text(), '"forbidden_origin"')
      const sent = await response.request().allHeaders()
      assert.equal(sent['sec-fetch-site'], 'cross-site')
    } finally {
      await page.close()
    }
    assert.lengthOf(sink.received, 0)
    assert.lengthOf(await contactRowsFor(email), 0)
  })

  test('a script on another site cannot send JSON: the preflight is not granted', async ({
    assert,
  }) => {
    pageHtml = '<!DOCTYPE html><html><body>other site</body></html>'
    const body = validMessage()
    const page = await browser.newPage()
    try {
      await page.goto(otherSiteUrl)
      const outcome = await page.evaluate(
        async ({ url, payload }) => {
          try {
            const r = await fetch(url, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(payload),
            })
            return `status ${r.status}`
          } catch (error) {
            return `blocked: ${(error as Error).name}`
          }
        },
        { url: `${appUrl}/api/contact`, payload: body }
      )
      assert.equal(outcome, 'blocked: TypeError')
    } finally {
      await page.close()
    }
    assert.lengthOf(sink.received, 0)
    assert.lengthOf(await contactRowsFor(body.email), 0)
  })

  test('a page of the service itself may send', async ({ assert }) => {
    const body = validMessage()
    const page = await browser.newPage()
    try {
      await page.goto(`${appUrl}/health`)
      const status = await page.evaluate(async (payload) => {
        const r = await fetch('/api/contact', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
        })
        return r.status
      }, body)
      assert.equal(status, 200)
    } finally {
      await page.close()
    }
    assert.lengthOf(sink.received, 1)
    assert.lengthOf(await contactRowsFor(body.email), 1)
  })
})
