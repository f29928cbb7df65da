/*
| The MCP Apps views fed with REAL results of the running /mcp server: the
| view HTML comes from resources/read and the tool result from tools/call,
| both through the SDK client, then rendered in headless Chromium.
*/
import { mkdir } from 'node:fs/promises'
import { test } from '@japa/runner'
import type { Browser } from 'playwright-core'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { EventListSchema, EventSchema } from '#schemas/event'
import { McpAppHost, launchChromium } from '#tests/helpers/mcp_app_host'
import { OPEN_CITY, OPEN_EVENT, mcpCatalogSession } from '#tests/helpers/mcp_catalog'

const SCREENSHOTS = 'tmp/screenshots/mcp'
const HOST_CONTEXT = { theme: 'light', locale: 'en-GB', displayMode: 'inline' }

async function viewHtml(client: Client, toolName: string) {
  const { tools } = await client.listTools()
  const uri = (tools.find((tool) => tool.name === toolName)?._meta?.ui as { resourceUri: string })
    .resourceUri
  const { contents } = await client.readResource({ uri })
  return (contents[0] as { text: string }).text
}

test.group('MCP Apps views with real tool results', (group) => {
  let browser: Browser
  const mcp = mcpCatalogSession(group)

  group.setup(async () => {
    await mkdir(SCREENSHOTS, { recursive: true })
    browser = await launchChromium()
    return () => browser.close()
  })

  test('list_events result renders in the events view', async ({ assert }) => {
    const html = await viewHtml(mcp.client, 'list_events')
    const result = await mcp.client.callTool({
      name: 'list_events',
      arguments: { city: OPEN_CITY, limit: 4 },
    })
    const list = EventListSchema.parse(result.structuredContent)
    assert.equal(list.total, 7)
    assert.lengthOf(list.events, 4)

    const host = await McpAppHost.open(browser, html, { hostContext: HOST_CONTEXT })
    try {
      await host.send({ method: 'ui/notifications/tool-result', params: result })
      const cards = host.view.locator('article')
      await cards.first().waitFor()
      assert.equal(await cards.count(), 4)
      const text = await host.view.locator('body').innerText()
      assert.include(text, 'Showing 4 of 7')
      assert.include(text, list.events[0].name)
      assert.include(text, 'More events available')
      assert.deepEqual(await cards.nth(0).locator('.round-price').allInnerTexts(), ['€12'])
      assert.equal(
        await cards.nth(0).locator('a.buy').getAttribute('href'),
        list.events[0].tickets.buy_url
      )
      await host.screenshot(`${SCREENSHOTS}/events-list-real-result.png`)
      assert.deepEqual(host.failures.size, 0)
    } finally {
      await host.close()
    }
  })

  test('get_event result renders in the event card', async ({ assert }) => {
    const html = await viewHtml(mcp.client, 'get_event')
    const result = await mcp.client.callTool({ name: 'get_event', arguments: { city: OPEN_CITY } })
    const event = EventSchema.parse(result.structuredContent)
    assert.equal(event.id, OPEN_EVENT)

    const host = await McpAppHost.open(browser, html, { hostContext: HOST_CONTEXT })
    try {
      await host.send({ method: 'ui/notifications/tool-result', params: result })
      const card = host.view.locator('article.event-card')
      await card.waitFor()
      const text = await card.innerText()
      assert.include(text, event.name)
      assert.include(text, 'Test Hall')
      assert.include(text, 'Waitlist open')
      await host.screenshot(`${SCREENSHOTS}/event-card-real-result.png`)
    } finally {
      await host.close()
    }
  })
})
