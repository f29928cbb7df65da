/*
| Headless Chromium from Debian's package (/usr/bin/chromium; .ci/run installs
| it), never a browser downloaded by npm. The flags keep it off the network.
*/
import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter((path): path is string => Boolean(path))

const CHROMIUM_PATH = CANDIDATES.find((path) => existsSync(path)) ?? CANDIDATES[0]

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

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CANDIDATES.join(', ')}: apt-get install chromium, or set CHROMIUM_PATH`
    )
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
}
