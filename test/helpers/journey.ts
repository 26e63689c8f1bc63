import type { Browser, Page } from 'playwright-core'
import type { Harness } from '../../src/harness/server'
import { harnessAt } from './harness'

/** A harness and a page on it, torn down together. */
export async function openApp(browser: Browser, dataDir: string) {
  const harness: Harness = await harnessAt(dataDir)
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 860 } })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(harness.url)
  return {
    harness,
    page,
    errors,
    clipboard: async () => (await fetch(`${harness.url}__harness/clipboard`)).text(),
    close: async () => {
      await page.close()
      await harness.close()
    },
  }
}

/** The account a token belongs to, asked of the sandbox itself. */
export async function accountOf(sandboxUrl: string, token: string): Promise<string> {
  const response = await fetch(`${sandboxUrl}/_rest/v4/whoami`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  if (!response.ok) return `HTTP ${response.status}`
  return ((await response.json()) as { accountId: string }).accountId
}
