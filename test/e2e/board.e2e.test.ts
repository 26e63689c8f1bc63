import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'
import type { Sandbox } from '../../src/sandbox/server'

const newDir = useTempDirs()

/**
 * 50 profiles: 30 of the demo login (its password kept) and 20 of a login
 * whose password nobody typed. Made through the page's own API.
 */
export async function fiftyProfiles(
  app: { call: (m: 'createProfile', i: never) => Promise<{ ok: boolean }> },
  sandbox: Sandbox,
): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const kept = i < 30
    const input = demoLogin(sandbox, {
      name: `${kept ? 'Acme' : 'Umbrella'} desk ${String(i).padStart(2, '0')}`,
      accountId: kept ? 'ACME-001' : 'UMB-004',
      accountName: kept ? 'Acme Corp' : 'Umbrella',
      username: kept ? 'demo' : 'umbrella-api',
      password: kept ? 'demo-password' : undefined,
      allowDuplicate: true,
    })
    const made = await app.call('createProfile', input as never)
    if (!made.ok) throw new Error(`profile ${i} was not made`)
  }
}

/** The Board, opened from the sidebar's button. */
export async function openBoard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Board', exact: true }).click()
  await page.getByRole('grid', { name: 'Board' }).waitFor()
}

const count = (page: Page) => page.locator('.board-count')

/** A new window with fifty profiles (fiftyProfiles), reloaded, on the Board: its grid. */
async function boardOfFifty(app: Awaited<ReturnType<typeof openApp>>, sandbox: Sandbox) {
  const { page } = app
  await page.getByRole('heading', { level: 1 }).waitFor()
  await fiftyProfiles(app, sandbox)
  await page.reload()
  await page.locator('[data-profile-id]').first().waitFor()
  await openBoard(page)
  return page.getByRole('grid', { name: 'Board' })
}

describe.skipIf(skipBrowserTests)('the Board', () => {
  const started = useSandboxAndBrowser()

  it('selects fifty, gets their tokens grouped by outcome, tags them, deletes and undoes', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      const grid = await boardOfFifty(app, started.sandbox)
      // Screen readers hear the row count: 50 rows and the header row.
      expect(await grid.getAttribute('aria-rowcount')).toBe('51')
      await expect.poll(() => count(page).textContent()).toBe('50 profiles · 0 selected')

      // Click, Shift-click: a range of five; Space on the keyboard adds the next.
      const rows = grid.locator('.board-body [role=row]')
      await rows.nth(0).getByRole('checkbox').click()
      await rows.nth(4).click({ modifiers: ['Shift'] })
      await expect.poll(() => count(page).textContent()).toBe('50 profiles · 5 selected')
      expect(await rows.nth(2).getAttribute('aria-selected')).toBe('true')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Space')
      await expect.poll(() => count(page).textContent()).toBe('50 profiles · 6 selected')

      // Sorted by name descending from its header.
      const nameHead = grid.getByRole('columnheader', { name: /^Name/ })
      await nameHead.getByRole('button').click()
      expect(await nameHead.getAttribute('aria-sort')).toBe('descending')
      await expect.poll(() => rows.nth(0).getAttribute('data-profile-id')).toBeTruthy()
      expect(await rows.nth(0).locator('[role=gridcell]').nth(1).textContent()).toBe(
        'Umbrella desk 49',
      )

      // Ctrl+A: all fifty; one call gets their tokens.
      await grid.focus()
      await page.keyboard.press('Control+A')
      await expect.poll(() => count(page).textContent()).toBe('50 profiles · 50 selected')
      await page.getByRole('button', { name: 'Get tokens' }).click()
      const results = page.getByRole('region', { name: 'Token results' })
      await results.waitFor()
      const groups = results.locator('.outcome-group')
      expect(
        await groups.evaluateAll((all) => all.map((g) => g.getAttribute('aria-label'))),
      ).toEqual(['Need a password', 'Got a token'])
      // The follow-up action comes first in its group; the successes are listed, folded.
      const needs = results.getByRole('region', { name: 'Need a password' })
      await needs.getByRole('button', { name: 'Enter passwords for 20 profiles' }).waitFor()
      await results.getByRole('button', { name: 'Got a token (30)' }).waitFor()
      // The rows show their new state: the Acme ones, sorted last, hold a valid token.
      await grid.focus()
      await page.keyboard.press('End')
      await expect.poll(() => grid.locator('.state-valid').count()).toBeGreaterThan(0)

      // Copy .env: the thirty working tokens, the rest said; each copied one now counts as used.
      const lastUsed = (name: string) =>
        rows.filter({ hasText: name }).locator('.board-col-lastUsed').textContent()
      expect(await lastUsed('Acme desk 00')).toBe('Never')
      await page.getByRole('button', { name: 'Copy .env' }).click()
      await page.getByText(/^Copied a \.env block of 30 lines\. Left out 20 profiles/).waitFor()
      expect((await app.clipboard()).trim().split('\n')).toHaveLength(30)
      await expect.poll(() => lastUsed('Acme desk 00')).not.toBe('Never')

      // Tag all fifty.
      await page.getByRole('button', { name: 'Add tag…' }).click()
      await page.getByLabel('Tag to add to 50 profiles').fill('retired')
      await page.getByRole('button', { name: 'Add tag', exact: true }).click()
      await page.getByText('Tagged 50 profiles “retired”.').waitFor()
      await page.getByRole('searchbox', { name: 'Filter the Board' }).fill('#retired')
      await expect.poll(() => count(page).textContent()).toBe('50 of 50 profiles · 50 selected')

      // Delete them all, then undo.
      await page.getByRole('button', { name: 'Delete…' }).click()
      await page.getByRole('button', { name: 'Delete 50 profiles' }).click()
      await page.getByText('Deleted 50 profiles.').waitFor()
      expect(await app.call('listProfiles')).toEqual({ ok: true, value: [] })
      // Focus stays on the Board; Undo is at the window's foot, and Ctrl+Z reaches it from here.
      expect(
        await page.getByRole('button', { name: 'Undo' }).getAttribute('aria-keyshortcuts'),
      ).toBe('Control+Z')
      await page.keyboard.press('Control+z')
      await page.getByText('Restored 50 profiles.').waitFor()
      const back = await app.call('listProfiles')
      expect(back.ok && back.value.length).toBe(50)
      expect(back.ok && back.value.every((p) => p.tags.includes('retired'))).toBe(true)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 120_000)

  it('never retries a refused login: Ctrl+A from the sidebar, then its new password, asked once', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      await page.getByRole('heading', { level: 1 }).waitFor()
      // Three profiles of a login whose password changed since (one password kept for all three).
      for (const name of ['Rotated A', 'Rotated B', 'Rotated C', 'Acme']) {
        const rotated = name.startsWith('Rotated')
        const input = demoLogin(started.sandbox, {
          name,
          allowDuplicate: true,
          ...(rotated ? { username: 'rotated', password: 'old-password' } : {}),
        })
        expect((await app.call('createProfile', input)).ok).toBe(true)
      }
      await page.reload()
      await page.locator('[data-profile-id]').first().waitFor()
      await openBoard(page)
      // Focus is still on the sidebar's Board button: Ctrl+A chooses the rows, not the window's text.
      await page.keyboard.press('Control+A')
      await expect.poll(() => count(page).textContent()).toBe('4 profiles · 4 selected')
      expect(await page.evaluate(() => String(getSelection()))).toBe('')

      const before = started.sandbox.authCount()
      await page.getByRole('button', { name: 'Get tokens' }).click()
      const results = page.getByRole('region', { name: 'Token results' })
      const refused = results.getByRole('region', { name: 'Password refused' })
      await refused.waitFor()
      // The login's password went once: the two others of it were not tried.
      expect(started.sandbox.authCount() - before).toBe(2)
      expect(await refused.getByRole('listitem').count()).toBe(3)
      expect(await results.getByRole('button', { name: /^Retry/ }).count()).toBe(0)

      await refused.getByRole('button', { name: 'Enter new passwords for 3 profiles' }).click()
      const dialog = page.getByRole('dialog', { name: 'Enter passwords · login 1 of 1' })
      await dialog.getByLabel('Password of rotated').fill('rotated-password')
      await dialog.getByRole('button', { name: 'Use password' }).click()
      await results.getByRole('button', { name: 'Got a token (4)' }).waitFor()
      expect(await results.getByRole('region', { name: 'Password refused' }).count()).toBe(0)
      expect(started.sandbox.authCount() - before).toBe(5)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)

  it('keeps the row the keyboard is on in view, under the header, and follows the wheel', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      const grid = await boardOfFifty(app, started.sandbox)
      const rows = grid.locator('.board-body [role=row]')
      // Fewer rows than fifty exist: only those in view and a few either side.
      const rendered = await rows.count()
      expect(rendered).toBeGreaterThan(10)
      expect(rendered).toBeLessThan(50)
      /** Whether the row named so is in the page, whole, between the header's foot and the box's. */
      const shownWhole = (name: string) =>
        page.evaluate((wanted) => {
          const box = document.querySelector('.board-scroll') as HTMLElement
          const head = box.querySelector('[role=row]') as HTMLElement
          const row = [...box.querySelectorAll('.board-body [role=row]')].find((r) =>
            r.textContent?.includes(wanted),
          )
          if (!row) return false
          const top = row.getBoundingClientRect()
          return (
            top.top >= head.getBoundingClientRect().bottom - 0.5 &&
            top.bottom <= box.getBoundingClientRect().bottom + 0.5
          )
        }, name)
      await rows.nth(0).click()
      await grid.focus()
      await page.keyboard.press('End')
      await expect.poll(() => shownWhole('Umbrella desk 49')).toBe(true)
      expect(await shownWhole('Acme desk 00')).toBe(false)
      await page.keyboard.press('Home')
      await expect.poll(() => shownWhole('Acme desk 00')).toBe(true)
      // Down, row by row, past the box's foot: each row the cursor reaches is scrolled to.
      for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowDown')
      await expect.poll(() => shownWhole('Umbrella desk 30')).toBe(true)
      // Up again to a row scrolled under the header: it comes out below it, whole.
      for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowUp')
      await expect.poll(() => shownWhole('Acme desk 05')).toBe(true)
      // The wheel: rows further down are made as they come into view.
      await page.locator('.board-scroll').hover()
      await page.mouse.wheel(0, 5000)
      await expect.poll(() => shownWhole('Umbrella desk 49')).toBe(true)
      // Filtered from down there to one row: it shows, at the top. Its number must not be in the
      // sandbox's random port: the host (127.0.0.1:port) is searched too, and would match them all.
      const port = new URL(started.sandbox.urls.portal).port
      const number = ['07', '17', '27', '08', '18'].find((n) => !port.includes(n)) as string
      await page.getByRole('searchbox', { name: 'Filter the Board' }).fill(`acme desk ${number}`)
      await expect.poll(() => rows.count()).toBe(1)
      await expect.poll(() => shownWhole(`Acme desk ${number}`)).toBe(true)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 120_000)

  it("keeps the grid inside the window under a batch's results and wrapped controls", async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      const grid = await boardOfFifty(app, started.sandbox)
      const rows = grid.locator('.board-body [role=row]')
      /** The grid's box and the row named so, both whole inside the pane as the window shows it. */
      const onScreen = (name: string) =>
        page.evaluate((wanted) => {
          const pane = (document.querySelector('.pane') as HTMLElement).getBoundingClientRect()
          const box = (document.querySelector('.board-grid') as HTMLElement).getBoundingClientRect()
          const row = [...document.querySelectorAll('.board-body [role=row]')].find((r) =>
            r.textContent?.includes(wanted),
          )
          const shown = row?.getBoundingClientRect()
          const bottom = Math.min(pane.bottom, window.innerHeight) + 0.5
          return box.bottom <= bottom && shown !== undefined && shown.bottom <= bottom
        }, name)

      // A batch's results above the Board push it down: the grid takes the height left.
      await rows.nth(0).getByRole('checkbox').click()
      await rows.nth(1).getByRole('checkbox').click()
      await page.getByRole('button', { name: 'Get tokens', exact: true }).click()
      await page.getByRole('heading', { name: 'Token results' }).waitFor()
      await rows.nth(2).click()
      await grid.focus()
      await page.keyboard.press('End')
      await expect.poll(() => onScreen('Umbrella desk 49')).toBe(true)

      // A smaller window in German: the action buttons wrap to a third line.
      await page.getByRole('button', { name: 'Dismiss' }).click()
      await page.setViewportSize({ width: 1024, height: 700 })
      await app.call('updateSettings', { language: 'de' })
      await page.getByRole('heading', { name: 'Board', level: 1 }).waitFor()
      await expect.poll(() => page.getByRole('button', { name: 'Tokens holen' }).count()).toBe(1)
      await grid.focus()
      await page.keyboard.press('End')
      await expect.poll(() => onScreen('Umbrella desk 49')).toBe(true)
      // The pane has nothing to scroll: the grid alone scrolls.
      expect(
        await page.evaluate(() => {
          const pane = document.querySelector('.pane') as HTMLElement
          return pane.scrollHeight - pane.clientHeight
        }),
      ).toBeLessThanOrEqual(1)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 120_000)
})
