import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { HarnessOptions, HarnessProcess } from '../../src/harness/spawn'
import type { InputOf, OutputOf } from '../../src/shared/ipc/contract'
import type { Result } from '../../src/shared/ipc/errors'
import type { Method } from '../../src/shared/ipc/methods'
import { launchChromium } from './browser'
import { harnessAt } from './harness'

/** A harness and a page on it, torn down together. */
export async function openApp(
  browser: Browser,
  dataDir: string,
  options: Omit<HarnessOptions, 'dataDir'> = {},
) {
  const harness: HarnessProcess = await harnessAt(dataDir, options)
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 860 } })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // The app's CSP reports what it blocks on the console: a journey must not trip it.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
      errors.push(message.text())
    }
  })
  await page.goto(harness.url)
  return {
    harness,
    page,
    errors,
    clipboard: () => harness.clipboard(),
    /** A call through the page's own window.tokenDesk, i.e. the real preload and IPC path. */
    call: <M extends Method>(method: M, input?: InputOf<M>) => callFromPage(page, method, input),
    close: async () => {
      await page.close()
      await harness.stop()
    },
  }
}

export function callFromPage<M extends Method>(
  page: Page,
  method: M,
  input?: InputOf<M>,
): Promise<Result<OutputOf<M>>> {
  return page.evaluate(
    ([name, value]) =>
      (window as unknown as { tokenDesk: Record<string, (i: unknown) => Promise<unknown>> })
        .tokenDesk[name]!(value),
    [method, input] as const,
  ) as Promise<Result<OutputOf<M>>>
}

/** The account a token belongs to, asked of the sandbox itself. */
export async function accountOf(sandboxUrl: string, token: string): Promise<string> {
  const response = await fetch(`${sandboxUrl}/_rest/v4/whoami`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  if (!response.ok) return `HTTP ${response.status}`
  return ((await response.json()) as { accountId: string }).accountId
}

/**
 * The local sandbox and a Chromium for the tests of one describe block:
 * started before them, closed after (read them inside the tests).
 */
export function useSandboxAndBrowser(): { readonly sandbox: Sandbox; readonly browser: Browser } {
  const started = {} as { sandbox: Sandbox; browser: Browser }
  beforeAll(async () => {
    started.sandbox = await startSandbox()
    started.browser = await launchChromium()
  })
  afterAll(async () => {
    await started.browser?.close()
    await started.sandbox?.close()
  })
  return started
}
