import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const DAY = 24 * 60 * 60_000

/** Text the page holds but does not show: each element of `selector` whose content is cut. */
function cutText(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((els) =>
      els
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.textContent}: ${el.scrollWidth} > ${el.clientWidth}`),
    )
}

/** Whether the box scrolls sideways (holds more than its width). */
const scrollsSideways = (page: Page, selector: string): Promise<boolean> =>
  page.locator(selector).evaluate((el) => el.scrollWidth > el.clientWidth + 1)

/**
 * Text the window shortens to fit, in Chromium: what is cut stays readable,
 * and nothing scrolls sideways to make room.
 */
describe.skipIf(skipBrowserTests)('readable text in narrow places', () => {
  const started = useSandboxAndBrowser()

  it('shows the whole target of a recent run at 900 px, and does not scroll sideways at 640 px', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page, harness } = app
      await page.setViewportSize({ width: 900, height: 860 })
      const made = await app.call('createProfile', demoLogin(started.sandbox))
      if (!made.ok) throw new Error(made.error.message)
      await app.call('getToken', { profileId: made.value.id })
      await page.reload()
      await page.locator('[data-profile-id]').first().click()
      const panel = page.getByRole('region', { name: 'Test requests' })
      await panel
        .getByLabel('Template')
        .selectOption({ label: 'Analytics: account summary (Bearer)' })
      await panel.getByRole('button', { name: 'Send request', exact: true }).click()
      const target = panel.locator('.req-history tbody td').nth(2)
      await expect.poll(() => target.textContent()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_rest\//)
      // A run from another day shows its date too: the widest the Time column gets.
      const time = panel.locator('.req-history tbody td').first()
      const today = await time.textContent()
      await harness.moveClock({ byMs: DAY + 60_000 })
      await expect.poll(() => time.textContent()).not.toBe(today)

      expect(await cutText(page, '.req-history td')).toEqual([])
      expect(await scrollsSideways(page, '.req-history')).toBe(false)
      await page.setViewportSize({ width: 640, height: 860 })
      expect(await cutText(page, '.req-history td')).toEqual([])
      expect(await scrollsSideways(page, '.req-history')).toBe(false)
      expect(await scrollsSideways(page, 'html')).toBe(false)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)

  it('keeps the portal of a sidebar row readable beside two tags, and the state line whole, in both densities', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      // The sandbox demo's kind of profile, with a long name, a second tag and a token.
      const made = await app.call(
        'createProfile',
        demoLogin(started.sandbox, {
          name: 'Demo · customer portal for the northern region',
          tags: ['sandbox-demo', 'escalations'],
        }),
      )
      if (!made.ok) throw new Error(made.error.message)
      await app.call('getToken', { profileId: made.value.id })
      await page.reload()
      const row = page.locator(`[data-profile-id="${made.value.id}"]`)
      await row.locator('.mini-countdown').waitFor()

      expect(await cutText(page, '.pi-portal')).toEqual([])
      expect(await row.locator('.pi-portal').textContent()).toBe('Customer portal')
      expect(await cutText(page, '.pi-state')).toEqual([])
      // The parts of the row stay inside it.
      expect(await scrollsSideways(page, `[data-profile-id="${made.value.id}"]`)).toBe(false)

      await page.getByLabel('Compact').check()
      await expect.poll(() => row.locator('.pi-portal').count()).toBe(0)
      expect(await cutText(page, '.pi-state')).toEqual([])
      expect(await scrollsSideways(page, `[data-profile-id="${made.value.id}"]`)).toBe(false)
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)

  it('shows a row’s tags on one line, whole, and says when some do not fit', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      const tags = ['production-critical', 'emea', 'tier-1', 'billing', 'x']
      const made = await app.call('createProfile', demoLogin(started.sandbox, { tags }))
      if (!made.ok) throw new Error(made.error.message)
      await page.reload()
      const row = page.locator(`[data-profile-id="${made.value.id}"]`)
      const line = row.locator('.pi-tags')
      await line.waitFor()
      // Every tag is in the row's name, for a screen reader, whatever the line shows.
      const name = await row.evaluate((el) => el.textContent ?? '')
      for (const tag of tags) expect(name).toContain(`#${tag}`)
      const shape = () =>
        line.evaluate((el) => {
          const chips = [...el.querySelectorAll('.tag')]
          const box = el.getBoundingClientRect()
          const first = chips[0]!.getBoundingClientRect()
          return {
            // One chip tall: no chip wraps to a line out of sight.
            oneLine: chips.every((c) => c.getBoundingClientRect().top === first.top),
            // Overflowing sideways is what makes the line draw its ellipsis.
            overflows: el.scrollWidth > el.clientWidth + 1,
            ellipsis: getComputedStyle(el).textOverflow,
            // The first chip, cut or not, leaves room for that ellipsis.
            roomAfterFirst: box.right - first.right,
            em: parseFloat(getComputedStyle(el).fontSize),
          }
        })
      // In the 320 px sidebar five tags do not fit beside the portal.
      const narrow = await shape()
      expect(narrow.oneLine).toBe(true)
      expect(narrow.overflows).toBe(true)
      expect(narrow.ellipsis).toBe('ellipsis')
      expect(narrow.roomAfterFirst).toBeGreaterThanOrEqual(narrow.em)
      // In one column the sidebar is as wide as the window: every tag shows, nothing is cut.
      await page.setViewportSize({ width: 640, height: 860 })
      await expect.poll(async () => (await shape()).overflows).toBe(false)
      expect((await shape()).oneLine).toBe(true)
      expect(await cutText(page, '.pi-tags .tag')).toEqual([])
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 60_000)
})
