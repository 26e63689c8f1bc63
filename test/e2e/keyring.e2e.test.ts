import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, skipBrowserTests } from '../helpers/browser'
import { harnessAt } from '../helpers/harness'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/** The banner that says how secrets are protected, once the window shows it. */
async function protectionText(page: Page): Promise<string | null> {
  const banner = page.getByRole('complementary', { name: 'Secret storage' })
  await banner.waitFor()
  return banner.textContent()
}

/**
 * What the window says about the key that seals secrets, through the harness
 * process playing a GNOME desktop (`--desktop`, `--keyring`): the key that
 * sealed, not safeStorage's guess from the desktop's name.
 */
describe.skipIf(skipBrowserTests)('browser harness: the keyring the window names', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('a locked GNOME Keyring: weak protection, and what to do; unlocked: the keyring it plays', async () => {
    const dataDir = newDir()
    const locked = await harnessAt(dataDir, {
      platform: 'linux',
      keyring: { desktop: 'GNOME', store: 'locked' },
    })
    const page = await browser.newPage()
    try {
      await page.goto(locked.url)
      expect(await protectionText(page)).toContain(
        'Weak password protection: GNOME Keyring did not give Token Desk its key (it is locked, or not running), so secrets are encrypted with a fixed key built into Electron, which protects little. Unlock your keyring, then restart Token Desk.',
      )
      await expect
        .poll(() => page.getByRole('checkbox', { name: 'Keep passwords on disk anyway' }).count())
        .toBe(1)
    } finally {
      await locked.stop()
    }

    const unlocked = await harnessAt(dataDir, { platform: 'linux', keyring: { desktop: 'GNOME' } })
    try {
      await page.goto(unlocked.url)
      expect(await protectionText(page)).toContain(
        'Test storage: Test harness, playing a Secret Service keyring: secrets are encrypted with keys published in the source. Use test credentials only.',
      )
    } finally {
      await page.close()
      await unlocked.stop()
    }
  })
})
