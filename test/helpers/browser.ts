import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

const candidates = [
  process.env['CHROMIUM_PATH'],
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]

/** The system's Chromium; Playwright never downloads a browser here. */
export const chromiumPath = candidates.find((path) => path && existsSync(path))

export const noChromiumMessage =
  'No Chromium found: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.'

/** In CI a missing browser is a failure, never a silent skip. */
export const skipBrowserTests = !chromiumPath && process.env['CI'] !== 'true'
if (skipBrowserTests) console.warn(`Skipping browser E2E: ${noChromiumMessage}`)

/** How every browser test and benchmark runs Chromium: headless, quiet, nothing from the network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export function launchChromium(): Promise<Browser> {
  if (!chromiumPath) throw new Error(noChromiumMessage)
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS })
}
