/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Browser, Frame, Page } from 'playwright-core'
import { eventCardView, eventsListView } from '#mcp/app_views'
import { launchChromium } from '#tests/helpers/chromium'
import { McpAppHost } from '#tests/helpers/mcp_app_host'
import { sampleEvents } from '#tests/helpers/sample_events'
import { xssCorpus } from '#tests/helpers/xss'
import { localUrl } from '#tests/helpers/discovery_links'
import { createHostileCatalog, createHostileDoc } from '#tests/helpers/hostile_content'

/*
| Security finding 2 in a real browser: Chromium parses the pages and the
| MCP Apps views holding the XSS corpus. Whatever the server-side checks
| think, the browser's own reading of every link, image and attribute is
| what is asserted, and no script may run (no dialog opens).
*/
interface Findings {
  protocols: string[]
  handlers: string[]
  active: string[]
}

/** What in the document (or under `root`) could run script, as the browser reads it. */
function scriptable(page: Page | Frame, root: string, ownScripts: number): Promise<Findings> {
  return page.evaluate(
    ([selector, allowedScripts]) => {
      const scope = document.querySelector(selector) ?? document.documentElement
      const elements = Array.from(scope.querySelectorAll('*'))
      const protocols = elements.flatMap((element) =>
        ['href', 'src', 'action', 'formaction', 'data']
          .filter((name) => element.hasAttribute(name))
          .map((name) => new URL(element.getAttribute(name)!, document.baseURI).protocol)
          /* webcal: is the "Add to calendar" link: it hands a feed to the calendar app */
          .filter((protocol) => !['http:', 'https:', 'mailto:', 'webcal:'].includes(protocol))
      )
      const handlers = elements.flatMap((element) =>
        element.getAttributeNames().filter((name) => name.startsWith('on'))
      )
      const active = elements
        .filter((element) =>
          ['IFRAME', 'OBJECT', 'EMBED', 'BASE', 'svg', 'math'].includes(element.tagName)
        )
        .map((element) => element.tagName)
      const scripts = scope.querySelectorAll('script').length
      if (scripts > allowedScripts) active.push(`${scripts} scripts`)
      return { protocols, handlers, active }
    },
    [root, ownScripts] as const
  )
}

const NOTHING: Findings = { protocols: [], handlers: [], active: [] }

test.group('XSS corpus in Chromium: site and doc pages', (group) => {
  let browser: Browser
  group.setup(async () => {
    browser = await launchChromium()
    return () => browser.close()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('pages holding the corpus run nothing and link only to http(s), mailto and webcal', async ({
    assert,
  }) => {
    const doc = await createHostileDoc()
    const { city, events } = await createHostileCatalog()
    const page = await browser.newPage()
    const dialogs: string[] = []
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    const paths = [
      `/docs/${doc.slug}`,
      `/cities/${city.slug}`,
      `/halloween/${city.slug}`,
      '/deals',
      `/events/${events[0].id}`,
      `/events/${events.at(-1)!.id}`,
    ]
    for (const path of paths) {
      const response = await page.goto(localUrl(`http://x${path}`))
      assert.equal(response?.status(), 200, path)
      assert.deepEqual(await scriptable(page, 'main', 0), NOTHING, path)
    }
    const links = await page
      .goto(localUrl(`http://x/docs/${doc.slug}`))
      .then(() =>
        page
          .locator('article a')
          .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).protocol))
      )
    assert.isAbove(links.length, 0, 'the markdown still has its safe links')
    assert.deepEqual(dialogs, [])
    await page.close()
  }).timeout(120_000)
})

test.group('XSS corpus in Chromium: MCP Apps views', (group) => {
  let browser: Browser
  group.setup(async () => {
    browser = await launchChromium()
    return () => browser.close()
  })

  /** Events in the contract shape whose text is markup and whose links are the corpus links. */
  function hostileEvents() {
    const markup = xssCorpus('markup').map((entry) => entry.payload)
    const links = xssCorpus('scheme').map((entry) => entry.payload)
    const [template] = sampleEvents()
    return links.map((link, index) => ({
      ...template,
      id: `hostile-${index}`,
      name: markup[index % markup.length],
      city: markup[(index + 1) % markup.length],
      venue: { name: markup[(index + 2) % markup.length], address: link },
      url: link,
      entry_rule: markup[(index + 3) % markup.length],
      whatsapp_group: link,
      tickets: {
        ...template.tickets,
        buy_url: link,
        note: markup[(index + 4) % markup.length],
        options: [{ name: markup[(index + 5) % markup.length], price: 10, currency: 'EUR' }],
        early_access: { ...template.tickets.early_access!, url: link, description: link },
      },
    }))
  }

  test('the events list and the event card render the corpus as text with no link', async ({
    assert,
  }) => {
    const events = hostileEvents()
    const context = { theme: 'light', locale: 'en-GB', displayMode: 'inline' }

    const list = await McpAppHost.open(browser, eventsListView.html(), { hostContext: context })
    try {
      await list.sendToolResult({ total: events.length, events, next_cursor: null })
      await list.view.locator('article').first().waitFor()
      assert.equal(await list.view.locator('article').count(), events.length)
      assert.deepEqual(await scriptable(list.viewFrame(), '#app', 0), NOTHING)
      assert.equal(await list.view.locator('#app a').count(), 0)
    } finally {
      await list.close()
    }

    const card = await McpAppHost.open(browser, eventCardView.html(), { hostContext: context })
    try {
      await card.sendToolResult(events[0])
      await card.view.locator('article').first().waitFor()
      assert.deepEqual(await scriptable(card.viewFrame(), '#app', 0), NOTHING)
      assert.equal(await card.view.locator('#app a').count(), 0)
      assert.include(await card.view.locator('h1').innerText(), events[0].name)
    } finally {
      await card.close()
    }
  }).timeout(120_000)
})
