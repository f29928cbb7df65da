import { mkdir } from 'node:fs/promises'
import { test } from '@japa/runner'
import type { Browser } from 'playwright-core'
import {
  eventCardView,
  eventsListView,
  serviceOrigin,
  toolUiMeta,
  viewResourceContent,
} from '#mcp/app_views'
import { HOST_URL, McpAppHost, launchChromium } from '#tests/helpers/mcp_app_host'
import { sampleEvents } from '#tests/helpers/sample_events'

const SCREENSHOTS = 'tmp/screenshots/mcp'
const LIGHT = { theme: 'light', locale: 'en-GB', displayMode: 'inline' }
const DARK = { ...LIGHT, theme: 'dark' }

function eventList() {
  return { total: 9, events: sampleEvents(), next_cursor: 'cursor-2' }
}

test.group('MCP Apps views', (group) => {
  let browser: Browser

  group.setup(async () => {
    await mkdir(SCREENSHOTS, { recursive: true })
    browser = await launchChromium()
    return () => browser.close()
  })

  test('resource descriptors follow the MCP Apps extension', ({ assert }) => {
    const origin = serviceOrigin()
    for (const view of [eventsListView, eventCardView]) {
      assert.match(view.uri, /^ui:\/\/student-events\/[\w-]+\.html$/)
      assert.equal(view.mimeType, 'text/html;profile=mcp-app')
      assert.deepEqual(view.meta, {
        ui: { csp: { resourceDomains: [origin], connectDomains: [] }, prefersBorder: true },
      })
      assert.deepEqual(toolUiMeta(view), {
        ui: { resourceUri: view.uri, visibility: ['model', 'app'] },
      })
      assert.deepInclude(viewResourceContent(view), { uri: view.uri, _meta: view.meta })

      const html = view.html()
      assert.include(
        html,
        `content="default-src 'none'; img-src ${origin} data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'`
      )
      assert.notInclude(html, '__SERVICE_ORIGIN__')
      assert.notInclude(html, '__VIEW_WORDS__')
      assert.notMatch(html, /<!--\s*include/)
      assert.notMatch(
        html,
        /\b(src|href)=["']?(https?:)?\/\//i,
        'no external scripts, styles or links'
      )
      assert.notMatch(html, /\.innerHTML\s*=/, 'data is inserted as text only')
    }
  })

  test('events list renders rounds, ticket status, early access and buy links', async ({
    assert,
  }) => {
    const host = await McpAppHost.open(browser, eventsListView.html(), { hostContext: LIGHT })
    try {
      const [initialize] = await host.messages()
      assert.equal(initialize.method, 'ui/initialize')
      assert.equal(initialize.params?.protocolVersion, '2026-01-26')
      assert.equal(initialize.params?.appInfo.name, 'student-events-list')
      assert.isObject(initialize.params?.appCapabilities)

      await host.send({ method: 'ui/notifications/tool-input', params: { arguments: {} } })
      await host.sendToolResult(eventList())
      const cards = host.view.locator('article')
      await cards.first().waitFor()
      assert.equal(await cards.count(), 4)

      const text = await host.view.locator('body').innerText()
      for (const expected of [
        'Showing 4 of 9',
        'Halloween Night Amsterdam',
        'Sun, 31 Oct 2027 · 21:00 – 04:00 CET',
        'On sale',
        'Opens soon · 3 Dec, 10:00',
        'Coming soon',
        'Sales ended',
        'Past event',
        'Early access',
        'Open now',
        'Waitlist members buy 48 hours before everyone else.',
        'Prices not published yet',
        'Mon, 6 Sept 2027, 18:00 – Fri, 10 Sept 2027, 23:00',
        'Costume required',
        'Waitlist open',
        '18+',
        'More events available',
      ]) {
        assert.include(text, expected)
      }
      const prices = (index: number) => cards.nth(index).locator('.round-price').allInnerTexts()
      assert.deepEqual(await prices(0), ['€15', '€20', '€25'])
      assert.deepEqual(await prices(1), ['€22.50'])
      assert.deepEqual(await prices(2), ['£12.50', '£30'])
      assert.deepEqual(await cards.nth(0).locator('.round-name').allInnerTexts(), [
        'Early bird',
        'Regular',
        'Last round',
      ])
      assert.equal(await cards.nth(0).locator('.where').innerText(), 'Amsterdam · Club NYX')
      assert.equal(await cards.nth(3).locator('.where').innerText(), 'Lisbon', 'no venue')

      const buy = cards.nth(0).locator('a.buy')
      assert.equal(await buy.innerText(), 'Buy tickets')
      assert.equal(await buy.getAttribute('href'), sampleEvents()[0].tickets.buy_url)
      assert.equal(await buy.getAttribute('target'), '_blank')
      assert.equal(await cards.nth(2).locator('a.buy').innerText(), 'View event')

      await host.screenshot(`${SCREENSHOTS}/events-list.png`)
      await buy.click()
      const openLink = await host.waitForMessage('ui/open-link')
      assert.deepEqual(openLink.params, { url: sampleEvents()[0].tickets.buy_url })
      assert.isNumber(openLink.id)

      const size = await host.waitForMessage('ui/notifications/size-changed')
      assert.isAbove(size.params?.height, 0)
      assert.deepEqual(host.requests, [HOST_URL])
    } finally {
      await host.close()
    }
  })

  test('event card renders one event with its rounds and opens links through the host', async ({
    assert,
  }) => {
    const event = sampleEvents()[0]
    const host = await McpAppHost.open(browser, eventCardView.html(), { hostContext: LIGHT })
    try {
      await host.sendToolResult(event)
      const card = host.view.locator('article.event-card')
      await card.waitFor()

      assert.equal(await card.locator('h1').innerText(), 'Halloween Night Amsterdam')
      assert.deepEqual(await card.locator('.round').allInnerTexts(), [
        'Early bird\n€15',
        'Regular\n€20',
        'Last round\n€25',
      ])
      const text = await card.innerText()
      for (const expected of [
        'Halloween',
        'On sale',
        'Reguliersdwarsstraat 42, Amsterdam',
        'Prices rise when a round sells out.',
        'Opens 1 Sept, 10:00 · closes 3 Sept, 10:00',
        'Get early access',
        'Event page',
        'WhatsApp group',
      ]) {
        assert.include(text, expected)
      }

      assert.deepEqual(
        await card.locator('.fact-value').first().innerText(),
        'Sun, 31 Oct 2027\n21:00 – 04:00 CET'
      )
      await host.screenshot(`${SCREENSHOTS}/event-card.png`)
      await card.locator('a.buy').click()
      const buyLink = await host.waitForMessage('ui/open-link')
      assert.deepEqual(buyLink.params, { url: event.tickets.buy_url })
      await card.getByText('WhatsApp group').click()
      const links = await host.waitForMessages('ui/open-link', 2)
      assert.equal(links[1].params?.url, event.whatsapp_group)
      assert.deepEqual(host.requests, [HOST_URL])
    } finally {
      await host.close()
    }
  })

  test('event card stacks its ticket column in a narrow frame', async ({ assert }) => {
    const box = async (width: number) => {
      const host = await McpAppHost.open(browser, eventCardView.html(), {
        hostContext: LIGHT,
        width,
      })
      try {
        await host.sendToolResult(sampleEvents()[0])
        await host.view.locator('article').waitFor()
        const main = await host.view.locator('.card-main').boundingBox()
        const tickets = await host.view.locator('.card-tickets').boundingBox()
        if (width < 500) await host.screenshot(`${SCREENSHOTS}/event-card-narrow.png`)
        return { main: main!, tickets: tickets! }
      } finally {
        await host.close()
      }
    }
    const wide = await box(760)
    assert.isAbove(wide.tickets.x, wide.main.x, 'side by side when wide')
    const narrow = await box(380)
    assert.equal(narrow.tickets.x, narrow.main.x, 'stacked when narrow')
    assert.isAtLeast(narrow.tickets.y, narrow.main.y + narrow.main.height)
  })

  test('views follow the host theme, also when it changes', async ({ assert }) => {
    for (const [view, result, name] of [
      [eventsListView, eventList(), 'events-list-dark'],
      [eventCardView, sampleEvents()[0], 'event-card-dark'],
    ] as const) {
      const host = await McpAppHost.open(browser, view.html(), { hostContext: DARK })
      try {
        await host.sendToolResult(result)
        await host.view.locator('article').first().waitFor()
        const html = host.view.locator('html')
        assert.equal(await html.getAttribute('data-theme'), 'dark')
        assert.equal(
          await host.view
            .locator('body')
            .evaluate((body) => getComputedStyle(body).backgroundColor),
          'rgb(21, 22, 28)'
        )
        await host.screenshot(`${SCREENSHOTS}/${name}.png`)

        await host.send({
          method: 'ui/notifications/host-context-changed',
          params: { theme: 'light' },
        })
        await host
          .viewFrame()
          .waitForFunction(() => document.documentElement.dataset.theme === 'light')
        assert.deepEqual(host.requests, [HOST_URL])
      } finally {
        await host.close()
      }
    }
  })

  test('each badge reads in its tone of the palette', async ({ assert }) => {
    const host = await McpAppHost.open(browser, eventsListView.html(), { hostContext: LIGHT })
    try {
      await host.sendToolResult(eventList())
      await host.view.locator('article').first().waitFor()
      const colours = (text: string) =>
        host.view
          .locator('.badge', { hasText: text })
          .first()
          .evaluate((badge) => {
            const style = getComputedStyle(badge)
            return [style.color, style.backgroundColor]
          })
      /* the light palette of _shared.css: --tone-<name>-fg / -bg */
      assert.deepEqual(await colours('Halloween'), ['rgb(169, 67, 11)', 'rgb(255, 232, 217)'])
      assert.deepEqual(await colours('On sale'), ['rgb(22, 105, 58)', 'rgb(227, 246, 234)'])
      assert.deepEqual(await colours('Opens soon'), ['rgb(138, 82, 0)', 'rgb(255, 241, 214)'])
      assert.deepEqual(await colours('Past event'), ['rgb(77, 82, 96)', 'rgb(236, 238, 242)'])
    } finally {
      await host.close()
    }
  })

  test("the views speak the host's language (its locale), from the catalog", async ({ assert }) => {
    const list = await McpAppHost.open(browser, eventsListView.html(), {
      hostContext: { ...LIGHT, locale: 'pl-PL' },
    })
    try {
      await list.sendToolResult(eventList())
      await list.view.locator('article').first().waitFor()
      const text = await list.view.locator('body').innerText()
      for (const expected of [
        'Wydarzenia studenckie',
        '4 z 9',
        'W sprzedaży',
        'Wydarzenie minęło',
        'Wcześniejszy dostęp',
        'Ceny jeszcze nie podane',
        'Lista oczekujących otwarta',
        'Jest więcej wydarzeń: poproś o następną stronę.',
      ]) {
        assert.include(text, expected)
      }
      for (const english of ['Showing', 'On sale', 'Past event', 'Early access', 'Buy tickets']) {
        assert.notInclude(text, english)
      }
      const buy = list.view.locator('article').first().locator('a.buy')
      assert.equal(await buy.innerText(), 'Kup bilety')
    } finally {
      await list.close()
    }
    /* a language the catalog does not have: English */
    const card = await McpAppHost.open(browser, eventCardView.html(), {
      hostContext: { ...LIGHT, locale: 'ja-JP' },
    })
    try {
      await card.sendToolResult(sampleEvents()[0])
      await card.view.getByText('Tickets per round').waitFor()
    } finally {
      await card.close()
    }
  })

  test('without a host theme the view follows prefers-color-scheme', async ({ assert }) => {
    const host = await McpAppHost.open(browser, eventCardView.html(), {
      hostContext: { locale: 'en-GB' },
    })
    try {
      const background = () =>
        host.view.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)
      assert.equal(await background(), 'rgb(255, 255, 255)')
      await host.page.emulateMedia({ colorScheme: 'dark' })
      assert.equal(await background(), 'rgb(21, 22, 28)')
    } finally {
      await host.close()
    }
  })

  test('empty list and tool errors show a clear state', async ({ assert }) => {
    const list = await McpAppHost.open(browser, eventsListView.html(), { hostContext: LIGHT })
    try {
      await list.sendToolResult({ total: 0, events: [], next_cursor: null })
      await list.view.getByText('No events found').waitFor()
      await list.screenshot(`${SCREENSHOTS}/events-list-empty.png`)
      assert.deepEqual(list.requests, [HOST_URL])
    } finally {
      await list.close()
    }

    const card = await McpAppHost.open(browser, eventCardView.html(), { hostContext: LIGHT })
    try {
      await card.send({
        method: 'ui/notifications/tool-result',
        params: { isError: true, content: [{ type: 'text', text: 'Event not found: nope' }] },
      })
      await card.view.getByText('Something went wrong').waitFor()
      assert.include(await card.view.locator('body').innerText(), 'Event not found: nope')
    } finally {
      await card.close()
    }
  })

  test('content security policy blocks every request except images from the service', async ({
    assert,
  }) => {
    const origin = serviceOrigin()
    const host = await McpAppHost.open(browser, eventCardView.html(), { hostContext: LIGHT })
    try {
      const outcome = await host.viewFrame().evaluate(async (serviceUrl) => {
        const attempt = (url: string) =>
          fetch(url).then(
            () => 'loaded',
            () => 'blocked'
          )
        const image = (url: string) =>
          new Promise<void>((resolve) => {
            const element = new Image()
            element.onload = element.onerror = () => resolve()
            element.src = url
          })
        await image('https://images.elsewhere.test/poster.png')
        await image(`${serviceUrl}/images/poster.png`)
        return [
          await attempt(`${serviceUrl}/api/v1/events`),
          await attempt('https://api.elsewhere.test/'),
        ]
      }, origin)

      assert.deepEqual(outcome, ['blocked', 'blocked'])
      const elsewhere = 'https://images.elsewhere.test/poster.png'
      assert.deepEqual(host.routed, [HOST_URL, `${origin}/images/poster.png`])
      assert.equal(host.failures.get(elsewhere), 'csp')
      assert.notInclude(host.requests, `${origin}/api/v1/events`)
      assert.notInclude(host.requests, 'https://api.elsewhere.test/')
    } finally {
      await host.close()
    }
  })
})
