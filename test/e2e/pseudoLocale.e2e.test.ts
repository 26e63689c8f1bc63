import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

/**
 * Words the page shows (text, and the labels, titles and placeholders a
 * person reads or hears) that did not come through the catalogs. Messages
 * are ⟦…⟧ in the pseudo-locale, and may hold elements (<kbd>, a link) and
 * other messages: the page's text is read in document order, and a word
 * outside every ⟦ ⟧ came from somewhere else. Not words: the data the test
 * made (`data`, whole words), code and keys (code, kbd, pre, samp), times as
 * the locale writes them, and whatever is marked translate="no".
 */
function untranslated(page: Page, data: readonly string[]): Promise<string[]> {
  return page.evaluate((data) => {
    const escaped = data.map((d) => d.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    const datum = new RegExp(`(?<![\\p{L}\\d])(${escaped.join('|')})(?![\\p{L}\\d])`, 'gu')
    const words = (text: string): string => {
      // Hosts, paths and the 12-hour clock's AM and PM are not words of a message.
      const rest = text
        .replace(datum, ' ')
        .replace(/(https?:\/\/|\/)\S+/g, ' ')
        .replace(/\b[AP]M\b/g, ' ')
      return /\p{L}{2}/u.test(rest) ? rest.replace(/\s+/g, ' ').trim() : ''
    }
    const notWords = 'code, kbd, pre, samp, time, script, style, [translate="no"]'
    const visible = (el: Element): boolean =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    const found = new Set<string>()
    let depth = 0
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? ''
      const parent = node.parentElement
      const counted = parent !== null && visible(parent) && parent.closest(notWords) === null
      // The parts of this text outside every message.
      let outside = ''
      for (const char of text) {
        if (char === '⟦') depth++
        else if (char === '⟧') depth = Math.max(0, depth - 1)
        else if (depth === 0) outside += char
      }
      const rest = counted ? words(outside) : ''
      if (rest && parent) found.add(`${parent.tagName.toLowerCase()}: ${rest}`)
    }
    const names = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']
    for (const el of document.body.querySelectorAll(names.map((n) => `[${n}]`).join(', '))) {
      if (!visible(el) || el.closest('[translate="no"]')) continue
      for (const name of names) {
        const value = el.getAttribute(name)
        const rest =
          value === null ? '' : words(value.replace(/⟦[^⟦⟧]*⟧/g, ' ').replace(/⟦[^⟦⟧]*⟧/g, ' '))
        if (rest) found.add(`${el.tagName.toLowerCase()}[${name}]: ${rest}`)
      }
    }
    return [...found]
  }, data)
}

/**
 * Controls and headings whose message, a third longer in the pseudo-locale,
 * no longer fits its box (cut, or spilling out of it).
 */
function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.body.querySelectorAll(
        'button, label, legend, h1, h2, h3, th, [role="columnheader"], [role="tab"], [role="menuitem"], summary, a',
      ),
    ]
      .filter((el) => el.checkVisibility() && (el.textContent ?? '').includes('⟦'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 1)
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').slice(0, 60)}`),
  )
}

/**
 * The window in the pseudo-locale (every message accented, a third longer
 * and wrapped in ⟦ ⟧): in each state a journey reaches, no visible word
 * comes from anywhere but the catalogs, and no control clips its longer
 * text.
 */
describe.skipIf(skipBrowserTests)('the window in the pseudo-locale', () => {
  const started = useSandboxAndBrowser()

  it('shows only catalog words in the sidebar, a profile, the Board and Settings', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page, harness } = app
      const name = 'Acme production'
      const made = await app.call(
        'createProfile',
        demoLogin(started.sandbox, { name, tags: ['eu'] }),
      )
      if (!made.ok) throw new Error(made.error.message)
      await app.call('getToken', { profileId: made.value.id })
      const other = await app.call(
        'createProfile',
        demoLogin(started.sandbox, {
          name: 'Globex staging',
          accountId: 'GLOBEX-7',
          accountName: 'Globex',
        }),
      )
      if (!other.ok) throw new Error(other.error.message)
      // A login the service refuses: its failure is worded by main and must reach the page as data.
      const refused = await app.call(
        'createProfile',
        demoLogin(started.sandbox, { name: 'Initech wrong', username: 'nobody', password: 'x' }),
      )
      if (!refused.ok) throw new Error(refused.error.message)
      const tried = await app.call('getToken', { profileId: refused.value.id })
      if (tried.ok || tried.error.code !== 'auth-rejected')
        throw new Error(`expected a refusal, got ${JSON.stringify(tried)}`)
      const data = [
        name,
        'Globex staging',
        'Initech wrong',
        'nobody',
        'ACME-001',
        'Acme Corp',
        'GLOBEX-7',
        'Globex',
        'demo',
        '#eu',
        'eu',
        new URL(started.sandbox.urls.portal).host,
        'Token Desk',
        'token-desk',
        // Each language by its own name, in every language.
        'English',
        'Deutsch',
      ]
      const address = new URL(harness.url)
      address.searchParams.set('pseudo-locale', '')
      await page.goto(address.href)
      const seen: Record<string, string[]> = {}
      const look = async (state: string) => {
        seen[state] = [...(await untranslated(page, data)), ...(await clipped(page))]
        if (process.env['PSEUDO_SHOTS']) await page.screenshot({ path: `/tmp/pseudo-${state}.png` })
      }

      await page.locator('[data-profile-id]').first().waitFor()
      await look('the sidebar')
      await page.locator('[data-profile-id]').filter({ hasText: name }).first().click()
      await page.getByRole('heading', { level: 1, name }).waitFor()
      await look('a profile with a token')

      await page.locator('[data-profile-id]').filter({ hasText: 'Initech wrong' }).first().click()
      await page.getByRole('heading', { level: 1, name: 'Initech wrong' }).waitFor()
      await page.locator('.checklist').waitFor()
      await look('a profile the service refused')

      await page.keyboard.press('Control+k')
      await page.getByRole('dialog').waitFor()
      await page.keyboard.type('glo')
      await look('the quick switcher')
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: '⟦Bóárd··⟧', exact: true }).click()
      const grid = page.getByRole('grid')
      await grid.waitFor()
      await grid.focus()
      await page.keyboard.press('Control+a')
      await look('the Board, every row chosen')

      await page.getByRole('button', { name: '⟦Séttíñgs···⟧', exact: true }).click()
      await page.locator('.settings-section').first().waitFor()
      await look('Settings')

      expect(seen).toEqual({
        'the sidebar': [],
        'a profile with a token': [],
        'a profile the service refused': [],
        'the quick switcher': [],
        'the Board, every row chosen': [],
        Settings: [],
      })
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 120_000)

  it('in German, says what main composed in German: a refusal, its checklist, a refused field', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      await app.call('updateSettings', { language: 'de' })
      const refused = await app.call(
        'createProfile',
        demoLogin(started.sandbox, { name: 'Initech wrong', username: 'nobody', password: 'x' }),
      )
      if (!refused.ok) throw new Error(refused.error.message)
      const tried = await app.call('getToken', { profileId: refused.value.id })
      if (tried.ok) throw new Error('expected a refusal')
      await page.reload()
      await page.locator('[data-profile-id]').filter({ hasText: 'Initech wrong' }).first().click()
      const panel = page.locator('.checklist').locator('..')
      await page.locator('.checklist').waitFor()
      // Main's message and the checklist, composed in main, said by the window in German.
      await page
        .getByText(/^Abgelehnt \(401\): falsches Passwort/)
        .first()
        .waitFor()
      expect(await panel.textContent()).not.toMatch(/Refused|wrong password|Check that/)
      await page
        .getByRole('row', { name: /Fehlgeschlagen/ })
        .first()
        .waitFor()
      expect(await page.locator('.activity-failed').first().textContent()).toMatch(
        /Abgelehnt \(401\).*Der Server sagte/,
      )
      if (process.env['PSEUDO_SHOTS']) await page.screenshot({ path: '/tmp/german-refused.png' })

      // A field the shared checks refuse as the user types: in German too.
      await page.getByRole('button', { name: 'Neues Profil', exact: true }).click()
      await page.getByLabel('Basis-URL').fill('ftp://portal.example.com')
      await page.getByRole('button', { name: 'Profil speichern' }).click()
      await page.getByText('Verwenden Sie http:// oder https://, nicht ftp://').waitFor()
      if (process.env['PSEUDO_SHOTS']) await page.screenshot({ path: '/tmp/german-field.png' })
      expect(app.errors).toEqual([])
    } finally {
      await app.close()
    }
  }, 120_000)
})
