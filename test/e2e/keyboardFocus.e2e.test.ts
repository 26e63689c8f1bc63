import type { Page } from 'playwright-core'
import type { Sandbox } from '../../src/sandbox/server'
import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/** What has the focus: its tag and accessible text, or "body" when nothing has. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const active = document.activeElement
    if (active === null || active === document.body) return 'body'
    return `${active.tagName.toLowerCase()}: ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim()}`
  })

/** Two profiles of the demo login, of two accounts, made through the page's own API. */
async function twoProfiles(app: Awaited<ReturnType<typeof openApp>>, sandbox: Sandbox) {
  for (const [name, accountId] of [
    ['Acme', 'ACME-001'],
    ['Acme two', 'ACME-002'],
  ]) {
    const made = await app.call('createProfile', demoLogin(sandbox, { name, accountId }))
    if (!made.ok) throw new Error(made.error.message)
  }
}

/**
 * Where the focus goes after an action, in Chromium (jsdom never takes focus
 * from a button that becomes disabled, nor gives it back from a closed
 * dialog): never to the page's body, where a keyboard or screen-reader user
 * loses their place (WCAG 2.4.3).
 */
describe.skipIf(skipBrowserTests)('focus after an action, by keyboard', () => {
  const started = useSandboxAndBrowser()

  it('stays on Save language while it saves, and the page then says it is German', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      const made = await app.call('createProfile', demoLogin(started.sandbox))
      if (!made.ok) throw new Error(made.error.message)
      await page.reload()
      await page.getByRole('button', { name: 'Settings' }).click()
      const language = page.getByRole('region', { name: 'Language' })
      await language.getByRole('radio', { name: 'Deutsch' }).check()
      await language.getByRole('button', { name: 'Save language' }).focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de')
      // The page may speak German a moment before the save ends ("Wird gespeichert…"): the focus
      // is on the button throughout, and stays there once the save is done.
      expect(await focused(page)).toMatch(/^button: /)
      await expect.poll(() => focused(page)).toBe('button: Sprache speichern')
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)

  it('keeps the focus off the page while the Board verifies, then gives it to the results', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      await twoProfiles(app, started.sandbox)
      await page.reload()
      await page.getByRole('button', { name: 'Board' }).click()
      const grid = page.getByRole('grid', { name: 'Board' })
      await grid.focus()
      // The row the arrows are on shows its host whole (two lines), where hover would: the
      // keyboard has no hover for the cell's title.
      await page.keyboard.press('ArrowDown')
      const host = page.locator('.board-row.is-current .board-col-host')
      const cut = () =>
        host.evaluate(
          (cell) => cell.scrollWidth > cell.clientWidth || cell.scrollHeight > cell.clientHeight,
        )
      expect(await cut()).toBe(false)
      await page.keyboard.press('Control+a')
      await page.getByRole('button', { name: 'Verify', exact: true }).focus()
      await page.keyboard.press('Enter')
      // Sampled until the results come: never the body (the button is disabled meanwhile).
      const seen = new Set<string>()
      await expect
        .poll(async () => {
          const now = await focused(page)
          seen.add(now)
          return now
        })
        .toBe('h2: Verify results')
      expect([...seen]).not.toContain('body')
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)

  it('gives the view’s heading the focus when a panel’s Dismiss takes its button away', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      const made = await app.call(
        'createProfile',
        demoLogin(started.sandbox, { name: 'Wrong password', password: 'not-the-password' }),
      )
      if (!made.ok) throw new Error(made.error.message)
      await page.reload()
      await page.locator('[data-profile-id]').first().click()
      await page.getByRole('button', { name: 'Get token', exact: true }).click()
      const dismiss = page.getByRole('button', { name: 'Dismiss', exact: true })
      await dismiss.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => focused(page)).toBe('h1: Wrong password')
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)

  it('never hides a control behind the status message, nor takes the clicks beside it', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      // 200 % zoom of a 1280 × 720 window.
      await page.setViewportSize({ width: 640, height: 360 })
      await twoProfiles(app, started.sandbox)
      await page.reload()
      await page.locator('[data-profile-id]').first().click()
      await page.getByRole('button', { name: 'Delete profile' }).click()
      await page.getByRole('button', { name: 'Confirm delete' }).click()
      const message = page.locator('.app-status-visible')
      await message.waitFor()
      const toast = (await message.boundingBox())!
      // Every stop of Tab through the pane: wholly above the message, or not under it at all.
      const hidden: string[] = []
      await page.locator('main h1').focus()
      for (let stop = 0; stop < 40; stop++) {
        await page.keyboard.press('Tab')
        const box = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null
          if (!active || !active.closest('main') || active.closest('.app-status')) return null
          const r = active.getBoundingClientRect()
          return { name: active.textContent?.trim() ?? '', x: r.x, y: r.y, w: r.width, h: r.height }
        })
        if (box === null) continue
        const under =
          box.x < toast.x + toast.width &&
          box.x + box.w > toast.x &&
          box.y < toast.y + toast.height &&
          box.y + box.h > toast.y
        if (under) hidden.push(box.name)
      }
      expect(hidden).toEqual([])
      // Beside the message (its dock spans the pane), a click reaches what is there.
      const beside = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('.app-status-dock') === null,
        { x: toast.x + toast.width + 8, y: toast.y + toast.height / 2 },
      )
      expect(beside).toBe(true)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)

  it('gives the Board’s heading the focus when the quick switcher opens it', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      const made = await app.call('createProfile', demoLogin(started.sandbox))
      if (!made.ok) throw new Error(made.error.message)
      await page.reload()
      await page.locator('[data-profile-id]').first().waitFor()
      await page.keyboard.press('Control+k')
      await page.keyboard.type('board')
      await page.keyboard.press('Enter')
      await page.getByRole('grid', { name: 'Board' }).waitFor()
      await expect.poll(() => focused(page)).toBe('h1: Board')
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)
})
