/*
| Headless Chromium: the system's (Debian's package, /usr/bin/chromium; .ci/run
| installs it) when there is one, else the one shipped inside an npm package
| (`npm_chromium.ts`), so `npm install && npm test` needs nothing else. Never a
| browser downloaded at run time. The flags keep it off the network.
*/
import { statSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright-core'
import { npmChromium } from '#tests/helpers/npm_chromium'

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter((path): path is string => Boolean(path))

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false

const SYSTEM_CHROMIUM = CANDIDATES.find(isFile)

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Where the Chromium the tests (and `npm run lighthouse`) use is, and what it needs in its environment. */
export async function chromiumExecutable() {
  if (SYSTEM_CHROMIUM) return { executablePath: SYSTEM_CHROMIUM, env: process.env }
  return npmChromium()
}

export async function launchChromium(): Promise<Browser> {
  const { executablePath, env } = await chromiumExecutable()
  return chromium.launch({ executablePath, env, headless: true, args: CHROMIUM_ARGS })
}

/** The whole page, taken with a viewport as tall as the page (sticky parts sit where a reader sees them). */
export async function fullPageScreenshot(page: Page, path: string) {
  const viewport = page.viewportSize()!
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) })
  await page.screenshot({ path })
  await page.setViewportSize(viewport)
}
