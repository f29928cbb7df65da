/// <reference lib="dom" />
/*
| A minimal MCP Apps host for browser tests: a page that embeds a view in a
| sandboxed iframe (like real hosts do) and speaks the ext-apps postMessage
| protocol with it. Every request the page makes is recorded; none is let
| through to the network.
*/
import { setTimeout as sleep } from 'node:timers/promises'
import type { Browser, Frame, Page } from 'playwright-core'

export const HOST_URL = 'https://mcp-host.test/'

export interface ViewMessage {
  jsonrpc: '2.0'
  id?: number
  method?: string
  params?: Record<string, any>
}

interface HostWindow {
  fromView: ViewMessage[]
  startView(html: string, hostContext: Record<string, unknown>): void
  sendToView(message: Omit<ViewMessage, 'jsonrpc'>): void
}

const HOST_PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>Test host</title><style>
  body { margin: 0; padding: 24px; background: #eceef3; }
  body.dark { background: #08090c; }
  iframe { display: block; width: 100%; height: 80px; border: 1px solid #d3d7e0; border-radius: 16px; }
  body.dark iframe { border-color: #2a2d38; }
</style></head>
<body><iframe id="view" sandbox="allow-scripts" title="MCP App view"></iframe>
<script>
  const frame = document.getElementById('view')
  let hostContext = {}
  window.fromView = []
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow) return
    const message = event.data
    window.fromView.push(message)
    const reply = (result) => frame.contentWindow.postMessage({ jsonrpc: '2.0', id: message.id, result }, '*')
    if (message.method === 'ui/initialize') {
      reply({
        protocolVersion: message.params.protocolVersion,
        hostInfo: { name: 'test-host', version: '1.0.0' },
        hostCapabilities: { openLinks: {} },
        hostContext,
      })
    } else if (message.method === 'ui/open-link') {
      reply({})
    } else if (message.method === 'ui/notifications/size-changed') {
      frame.style.height = message.params.height + 'px'
    }
  })
  window.startView = (html, context) => {
    hostContext = context
    document.body.className = context.theme || ''
    frame.srcdoc = html
  }
  window.sendToView = (message) => frame.contentWindow.postMessage(Object.assign({ jsonrpc: '2.0' }, message), '*')
</script></body></html>`

export { launchChromium } from '#tests/helpers/chromium'

export class McpAppHost {
  /** URLs of every request the page started, in order, even one that CSP then blocked. */
  readonly requests: string[] = []
  /** URLs of the requests that got past the browser's checks and would have reached the network. */
  readonly routed: string[] = []
  /** Why each failed request failed (`csp` when the content security policy blocked it). */
  readonly failures = new Map<string, string>()

  private constructor(readonly page: Page) {}

  static async open(
    browser: Browser,
    html: string,
    options: {
      hostContext: Record<string, unknown>
      width?: number
      /** an origin whose requests really go out (the service's, for its images); none by default */
      passThrough?: string
    }
  ): Promise<McpAppHost> {
    const page = await browser.newPage({ viewport: { width: options.width ?? 760, height: 900 } })
    const host = new McpAppHost(page)
    page.on('request', (request) => host.requests.push(request.url()))
    page.on('requestfailed', (request) => {
      host.failures.set(request.url(), request.failure()?.errorText ?? 'unknown')
    })
    await page.route('**/*', async (route) => {
      const url = route.request().url()
      host.routed.push(url)
      if (url === HOST_URL) return route.fulfill({ contentType: 'text/html', body: HOST_PAGE })
      /* fetched from the real server by Playwright: the host page is https, the test server http */
      if (options.passThrough && url.startsWith(`${options.passThrough}/`)) {
        return route.fulfill({ response: await route.fetch() })
      }
      return route.abort()
    })
    await page.goto(HOST_URL)
    await page.evaluate(
      ([doc, context]) => (window as unknown as HostWindow).startView(doc, context),
      [html, options.hostContext] as const
    )
    await host.waitForMessage('ui/notifications/initialized')
    return host
  }

  get view() {
    return this.page.frameLocator('#view')
  }

  viewFrame(): Frame {
    const frame = this.page.frames().find((candidate) => candidate !== this.page.mainFrame())
    if (!frame) throw new Error('The view iframe is not loaded')
    return frame
  }

  messages(): Promise<ViewMessage[]> {
    return this.page.evaluate(() => (window as unknown as HostWindow).fromView)
  }

  /** Resolves with the view's messages of `method` once there are `count` of them. */
  async waitForMessages(method: string, count: number): Promise<ViewMessage[]> {
    await this.page.waitForFunction(
      ([name, wanted]) =>
        (window as unknown as HostWindow).fromView.filter((message) => message.method === name)
          .length >= wanted,
      [method, count] as const
    )
    const messages = await this.messages()
    return messages.filter((message) => message.method === method)
  }

  async waitForMessage(method: string): Promise<ViewMessage> {
    const [first] = await this.waitForMessages(method, 1)
    return first
  }

  send(message: Omit<ViewMessage, 'jsonrpc'>) {
    return this.page.evaluate(
      (payload) => (window as unknown as HostWindow).sendToView(payload),
      message
    )
  }

  sendToolResult(structuredContent: Record<string, unknown>) {
    return this.send({
      method: 'ui/notifications/tool-result',
      params: {
        content: [{ type: 'text', text: JSON.stringify(structuredContent) }],
        structuredContent,
      },
    })
  }

  /** Waits until the iframe has the height the view reported with size-changed. */
  async settle() {
    const frame = this.viewFrame()
    for (let attempt = 0; attempt < 60; attempt++) {
      const [content, shown] = await Promise.all([
        frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height)),
        this.page.locator('#view').evaluate((element) => element.clientHeight),
      ])
      if (Math.abs(content - shown) <= 1) return
      await sleep(50)
    }
    throw new Error('The view never reported its size to the host')
  }

  async screenshot(path: string) {
    await this.settle()
    await this.page.locator('body').screenshot({ path })
  }

  close() {
    return this.page.close()
  }
}
