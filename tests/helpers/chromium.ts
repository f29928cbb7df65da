/*
| Headless Chromium for the tests (and `npm run lighthouse`), never downloaded
| at run time. In order: CHROMIUM_PATH; a Chrome or Chromium installed on this
| machine (Linux or macOS, at the usual places or on PATH); else, on Linux
| x64, the Chromium shipped inside the @sparticuz/chromium npm package
| (`npm_chromium.ts`), so `npm install && npm test` needs nothing else. Where
| none fits, the error says what to install. The flags keep it off the network.
*/
import { statSync } from 'node:fs'
import { homedir } from 'node:os'
import { delimiter, join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { npmChromium, npmChromiumRuns } from '#tests/helpers/npm_chromium'

const MAC_APPS = [
  'Google Chrome.app/Contents/MacOS/Google Chrome',
  'Chromium.app/Contents/MacOS/Chromium',
  'Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
]
const LINUX_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
]
const COMMANDS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false

/** The places a Chrome or Chromium is looked for on this machine, in order. */
function installedCandidates() {
  if (process.platform === 'darwin') {
    return ['/Applications', join(homedir(), 'Applications')].flatMap((folder) =>
      MAC_APPS.map((app) => join(folder, app))
    )
  }
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((folder) => COMMANDS.map((command) => join(folder, command)))
  return [...LINUX_PATHS, ...onPath]
}

const HOW_TO_GET_ONE =
  process.platform === 'darwin'
    ? 'install Google Chrome (https://www.google.com/chrome/) or Chromium into /Applications'
    : 'install Chromium or Google Chrome (Debian/Ubuntu: apt install chromium)'

/** Where the Chromium the tests use is, and what it needs in its environment. */
export async function chromiumExecutable() {
  const chosen = process.env.CHROMIUM_PATH
  if (chosen) {
    if (isFile(chosen)) return { executablePath: chosen, env: process.env }
    throw new Error(`CHROMIUM_PATH=${chosen} is not a file: point it at a Chrome or Chromium.`)
  }
  const installed = installedCandidates().find(isFile)
  if (installed) return { executablePath: installed, env: process.env }
  if (npmChromiumRuns()) return npmChromium()
  throw new Error(
    `No Chrome or Chromium found for the browser tests, and the npm package's Chromium runs ` +
      `on Linux x64 only: ${HOW_TO_GET_ONE}, or set CHROMIUM_PATH to its executable.`
  )
}

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

/* Every browser a test launched: closed when the run ends, even after a failed test */
const launched = new Set<Browser>()

export async function launchChromium(): Promise<Browser> {
  const { executablePath, env } = await chromiumExecutable()
  const browser = await chromium.launch({
    executablePath,
    env,
    headless: true,
    args: CHROMIUM_ARGS,
  })
  launched.add(browser)
  browser.on('disconnected', () => launched.delete(browser))
  return browser
}

/** Closes every browser still open (the run's teardown). */
export async function closeAllBrowsers() {
  await Promise.all([...launched].map((browser) => browser.close().catch(() => {})))
}

/** The whole page, taken with a viewport as tall as the page (sticky parts sit where a reader sees them). */
export async function fullPageScreenshot(page: Page, path: string) {
  const viewport = page.viewportSize()!
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) })
  await page.screenshot({ path })
  await page.setViewportSize(viewport)
}
