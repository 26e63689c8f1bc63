import { describe, it } from 'vitest'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'
import { demoLogin } from '../helpers/demoLogin'

const newDir = useTempDirs()
describe('shots', () => {
  const started = useSandboxAndBrowser()
  it('takes', async () => {
    const app = await openApp(started.browser, newDir())
    const { page } = app
    try {
      await page.getByRole('heading', { level: 1 }).waitFor()
      for (let i = 0; i < 50; i++) {
        const kept = i % 5 !== 0
        await app.call('createProfile', demoLogin(started.sandbox, {
          name: `${['Acme', 'Initech', 'Umbrella', 'Hooli'][i % 4]} ${['production', 'staging', 'sandbox'][i % 3]} ${String(i).padStart(2, '0')}`,
          accountId: kept ? 'ACME-001' : 'UMB-004',
          accountName: kept ? 'Acme Corp' : 'Umbrella',
          username: kept ? 'demo' : 'umbrella-api',
          password: kept ? 'demo-password' : undefined,
          tags: i % 3 === 0 ? ['eu', 'prod'] : i % 3 === 1 ? ['us'] : [],
          favourite: i % 7 === 0,
          allowDuplicate: true,
        }) as never)
      }
      await page.reload()
      await page.locator('[data-profile-id]').first().waitFor()
      await page.getByRole('button', { name: 'Board', exact: true }).click()
      const grid = page.getByRole('grid', { name: 'Board' })
      const rows = grid.locator('.board-body [role=row]')
      await rows.nth(1).getByRole('checkbox').click()
      await rows.nth(6).click({ modifiers: ['Shift'] })
      await page.keyboard.press('ArrowDown')
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.screenshot({ path: `/tmp/board-selection-${scheme}.png` })
      }
      await grid.focus()
      await page.keyboard.press('Control+A')
      await page.getByRole('button', { name: 'Get tokens' }).click()
      const results = page.getByRole('region', { name: 'Token results' })
      await results.waitFor()
      await results.getByRole('button', { name: /^Need a password/ }).click()
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.screenshot({ path: `/tmp/board-results-${scheme}.png` })
      }
      await page.getByRole('button', { name: 'Dismiss results' }).click()
      await page.getByRole('button', { name: 'Verify', exact: true }).click()
      await page.getByRole('region', { name: 'Verify results' }).waitFor()
      await page.emulateMedia({ colorScheme: 'light' })
      await page.screenshot({ path: `/tmp/board-verify-light.png` })
      await page.getByRole('columnheader', { name: /^State/ }).getByRole('button').click()
      await page.screenshot({ path: `/tmp/board-sorted-light.png` })
    } finally {
      await app.close()
    }
  }, 120_000)
})
