import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { skipBrowserTests } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp, useSandboxAndBrowser } from '../helpers/journey'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)
/** WCAG 2.2 A and AA, and axe's best practices (heading order, landmarks, scrollable regions). */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

interface Violation {
  id: string
  nodes: { target: string[]; failureSummary?: string }[]
}

/** axe-core over the page as it is; evaluated through the debugger, so the app's CSP still holds. */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  const found = (await page.evaluate(
    (runOnly) =>
      (
        window as unknown as {
          axe: { run: (...a: unknown[]) => Promise<{ violations: unknown[] }> }
        }
      ).axe
        .run(document, { runOnly })
        .then((r) => r.violations),
    RULES,
  )) as Violation[]
  return found.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))
}

/**
 * Every main state of the window, in the light and the dark theme: 0 violations.
 */
describe.skipIf(skipBrowserTests)('accessibility (axe-core)', () => {
  const started = useSandboxAndBrowser()

  it.each(['light', 'dark'] as const)(
    'has no violations in the %s theme',
    async (scheme) => {
      const app = await openApp(started.browser, newDir())
      try {
        const { page } = app
        await page.emulateMedia({ colorScheme: scheme })
        await page.getByRole('heading', { level: 1 }).waitFor()
        const empty = await violations(page)
        const good = await app.call('createProfile', {
          ...demoLogin(started.sandbox),
          portal: 'customer',
          tags: ['prod'],
          password: 'demo-password',
        })
        if (!good.ok) throw new Error(good.error.message)
        await app.call('getToken', { profileId: good.value.id })
        await app.call('createProfile', {
          ...demoLogin(started.sandbox),
          portal: 'customer',
          name: 'Bad login',
          accountId: 'ACME-002',
          // Another login: one with the same username would share (and change) the good password.
          username: 'sms-only',
          password: 'wrong-password',
        })
        await app.call('createProfile', {
          ...demoLogin(started.sandbox),
          name: 'Initech – ACME demo login, shared with the Umbrella and Hooli accounts of the EMEA desk',
          accountId: 'INITECH-003',
          username: 'initech',
        })
        await page.reload()
        await page.locator('[data-profile-id]').first().waitFor()
        const states: Record<string, string[]> = { empty, 'list and token': await violations(page) }
        const windowScroll: Record<string, string> = { 'list and token': await windowScrolls(page) }

        // No saved request yet: the copy menu offers the commands disabled, with its hint.
        await page.getByTestId('command-hint').waitFor()
        await page.getByRole('button', { name: 'More copy formats' }).click()
        await page.getByRole('menu', { name: 'More copy formats' }).waitFor()
        states['copy menu without a request'] = await violations(page)
        await page.keyboard.press('Escape')

        // The sidebar folded to its narrowest from its splitter; a long name, cut, whole on focus.
        const splitter = page.getByRole('separator', { name: 'Resize the profile list' })
        await splitter.focus()
        await page.keyboard.press('Enter')
        await expect.poll(() => splitter.getAttribute('aria-valuenow')).toBe('256')
        states['narrow sidebar'] = await violations(page)
        const search = page.getByRole('searchbox', { name: 'Search profiles' })
        await search.fill('initech')
        await search.press('ArrowDown')
        await page.locator('.profile-item:focus-visible .pi-name[title]').waitFor()
        states['long name focused'] = await violations(page)
        await search.fill('')
        await splitter.focus()
        await page.keyboard.press('Enter')
        await expect.poll(() => splitter.getAttribute('aria-valuenow')).toBe('320')
        await page.getByRole('button', { name: /^Acme\b/ }).click()

        // The request panel with an answer in it.
        const panel = page.getByRole('region', { name: 'Test requests' })
        await panel.getByLabel('Template').selectOption({ index: 1 })
        await panel.getByRole('button', { name: 'Send request', exact: true }).click()
        await page.getByRole('region', { name: 'Response' }).waitFor()
        states['request panel'] = await violations(page)
        windowScroll['request panel'] = await windowScrolls(page)

        // Changed after it was sent, then saved: not the request sent, so none is called yet,
        // and the token's actions offer the saved one to call, in place.
        const url = panel.getByLabel('URL', { exact: true })
        await url.fill(`${await url.inputValue()}?period=week`)
        await panel.getByRole('button', { name: 'Save request', exact: true }).click()
        await page.getByRole('combobox', { name: /^Choose a request to copy/ }).waitFor()
        states['request picker'] = await violations(page)

        // Saved requests: the GET just sent, and a POST, chosen (its chip on the chosen tint).
        await panel.getByRole('button', { name: 'Save request' }).click()
        await panel.locator('.req-saved-item .req-method-get').waitFor()
        await panel.getByLabel('Template').selectOption('sms')
        await panel.getByRole('button', { name: 'Save request' }).click()
        await panel.locator('.req-saved-item[aria-current="true"] .req-method-post').waitFor()
        states['saved POST request'] = await violations(page)
        // Every other method's chip, each read while it is the chosen one (the lowest contrast).
        const chips: string[] = []
        for (const method of ['PUT', 'PATCH', 'DELETE']) {
          await panel.getByRole('button', { name: 'New request' }).click()
          await panel.getByLabel('Request name').fill(`Message (${method})`)
          await panel.getByLabel('URL').fill('/_rest/v4/app/sms/messages')
          await panel.getByLabel('Method').selectOption(method)
          await panel.getByRole('button', { name: 'Save request' }).click()
          await panel
            .locator(`.req-saved-item[aria-current="true"] .req-method-${method.toLowerCase()}`)
            .waitFor()
          chips.push(...(await violations(page)))
        }
        states['saved PUT, PATCH and DELETE requests'] = chips

        // The export choices, open.
        // The footer's (the first): a profile's Token activity has an Export menu of its own.
        await page
          .locator('summary', { hasText: /^Export$/ })
          .first()
          .click()
        states['export menu'] = await violations(page)
        await page.keyboard.press('Escape')

        // The import preview: new, changed, unchanged (opened) and invalid rows.
        await page.getByRole('button', { name: 'Import' }).click()
        const csv = [
          'name,accountId,portal,baseUrl,username',
          ...Array.from(
            { length: 30 },
            (_, i) => `Row ${i},ACC-${i},customer,https://p${i}.example.test,u${i}`,
          ),
          `Acme renamed,ACME-001,customer,${started.sandbox.urls.portal},demo`,
          `Bad login,ACME-002,customer,${started.sandbox.urls.portal},sms-only`,
          'Broken,,customer,not a url,',
        ].join('\n')
        await page
          .getByRole('dialog', { name: 'Import profiles' })
          .locator('input[type=file]')
          .setInputFiles({ name: 'profiles.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
        await page
          .getByRole('dialog', { name: 'Import profiles' })
          .getByRole('table')
          .first()
          .waitFor()
        await page.locator('summary', { hasText: 'Unchanged' }).click()
        await page.getByRole('region', { name: 'Unchanged in profiles.csv' }).waitFor()
        states['import preview'] = await violations(page)
        windowScroll['import preview'] = await windowScrolls(page)
        await page.keyboard.press('Escape')

        await page.getByText('Bad login', { exact: true }).click()
        await page.getByRole('button', { name: 'Get token' }).click()
        await page.getByRole('alert').first().waitFor()
        states['error panel'] = await violations(page)
        windowScroll['error panel'] = await windowScrolls(page)
        // The failed attempt's exchange, opened, with its ticket actions.
        const failure = page.getByRole('alert').first()
        await failure.getByText('Show exchange', { exact: true }).click()
        await failure.getByRole('button', { name: 'Copy for a ticket' }).waitFor()
        states['error panel, exchange shown'] = await violations(page)
        // The kept password refused: the prompt for the new one, under the refusal.
        await failure.getByRole('button', { name: 'Enter the new password' }).click()
        await page.getByLabel('Password for this token').waitFor()
        states['new password under a refusal'] = await violations(page)
        await page.keyboard.press('Escape')
        // The delete question, its red button; kept.
        await page.getByRole('button', { name: 'Delete profile' }).click()
        await page.getByRole('button', { name: 'Confirm delete' }).waitFor()
        states['delete question'] = await violations(page)
        await page.getByRole('button', { name: 'Cancel', exact: true }).click()
        await page.getByRole('button', { name: 'Edit profile' }).click()
        states['form'] = await violations(page)
        // The password source: a command read into its argument list, then one only a shell runs.
        const source = page.getByRole('region', { name: 'Where the login’s password comes from' })
        await source.getByRole('radio', { name: /From a command/ }).check()
        await source
          .getByRole('textbox', { name: 'Command' })
          .fill('op read op://{vault}/Acme/password')
        await source.getByRole('list', { name: /Runs 3 arguments/ }).waitFor()
        states['password command'] = await violations(page)
        await source.getByRole('textbox', { name: 'Command' }).fill('op read x | head -1')
        await source.getByText(/needs a shell/).waitFor()
        states['password command refused'] = await violations(page)
        await page.getByRole('button', { name: 'Settings', exact: true }).click()
        // The section's change is not saved: the leave question (its red button), answered.
        await page.getByRole('button', { name: 'Discard changes' }).waitFor()
        states['leave question'] = await violations(page)
        await page.getByRole('button', { name: 'Discard changes' }).click()
        states['settings'] = await violations(page)
        windowScroll['settings'] = await windowScrolls(page)
        // The shortcut recorder with keys it refuses, its message beside it.
        const shortcut = page.getByRole('region', { name: 'Quick switcher shortcut' })
        await shortcut
          .getByRole('checkbox', { name: 'Open the quick switcher from any app' })
          .check()
        await shortcut.getByRole('button', { name: 'Shortcut', exact: true }).focus()
        await page.keyboard.press('K')
        await shortcut.getByText(/needs a modifier/).waitFor()
        states['shortcut recorder'] = await violations(page)
        await page.keyboard.press('Escape')
        await page.keyboard.press('Control+K')
        await page.getByRole('dialog', { name: 'Quick switcher' }).waitFor()
        states['quick switcher'] = await violations(page)
        await page.keyboard.type('zzzz nothing')
        await page.getByText('Nothing matches “zzzz nothing”.').waitFor()
        states['quick switcher, nothing found'] = await violations(page)

        expect(states).toEqual({
          empty: [],
          'list and token': [],
          'copy menu without a request': [],
          'narrow sidebar': [],
          'long name focused': [],
          'request panel': [],
          'request picker': [],
          'saved POST request': [],
          'saved PUT, PATCH and DELETE requests': [],
          'export menu': [],
          'import preview': [],
          'error panel': [],
          'error panel, exchange shown': [],
          'new password under a refusal': [],
          form: [],
          'password command': [],
          'password command refused': [],
          'leave question': [],
          settings: [],
          'shortcut recorder': [],
          'quick switcher': [],
          'quick switcher, nothing found': [],
          'delete question': [],
        })
        expect(windowScroll).toEqual({
          'list and token': '',
          'request panel': '',
          'import preview': '',
          'error panel': '',
          settings: '',
        })
        expect(app.errors).toEqual([])
      } finally {
        await app.close()
      }
    },
    // Sixteen readings by axe, on a machine other tests share.
    120_000,
  )

  it.each(['light', 'dark'] as const)(
    'has no violations on the Board in the %s theme: a selection, grouped results',
    async (scheme) => {
      const app = await openApp(started.browser, newDir())
      try {
        const { page } = app
        await page.emulateMedia({ colorScheme: scheme })
        await page.getByRole('heading', { level: 1 }).waitFor()
        for (let i = 0; i < 12; i++) {
          const kept = i < 8
          const made = await app.call('createProfile', {
            ...demoLogin(started.sandbox),
            name: `${kept ? 'Acme' : 'Hooli'} desk ${i}`,
            accountId: kept ? 'ACME-001' : 'HOOLI-005',
            username: kept ? 'demo' : 'hooli-api',
            password: kept ? 'demo-password' : undefined,
            tags: i % 3 === 0 ? ['eu', 'prod'] : [],
            allowDuplicate: true,
          })
          if (!made.ok) throw new Error(made.error.message)
        }
        // Two profiles of a login whose password changed since: refused, asked for again.
        for (const name of ['Rotated desk 1', 'Rotated desk 2']) {
          const made = await app.call('createProfile', {
            ...demoLogin(started.sandbox),
            name,
            username: 'rotated',
            password: 'old-password',
            allowDuplicate: true,
          })
          if (!made.ok) throw new Error(made.error.message)
        }
        await page.reload()
        await page.locator('[data-profile-id]').first().waitFor()
        await page.getByRole('button', { name: 'Board', exact: true }).click()
        const grid = page.getByRole('grid', { name: 'Board' })
        await grid.waitFor()
        const rows = grid.locator('.board-body [role=row]')
        await rows.nth(1).click()
        await rows.nth(4).click({ modifiers: ['Shift'] })
        const states: Record<string, string[]> = {
          'board with a selection': await violations(page),
        }
        await page.getByRole('button', { name: 'Add tag…' }).click()
        states['board asking for a tag'] = await violations(page)
        await page.getByRole('button', { name: 'Cancel' }).click()

        await grid.focus()
        await page.keyboard.press('Control+A')
        await page.getByRole('button', { name: 'Get tokens' }).click()
        const results = page.getByRole('region', { name: 'Token results' })
        await results.waitFor()
        await results.getByRole('button', { name: 'Need a password (4)' }).waitFor()
        await results.getByRole('button', { name: 'Password refused (2)' }).waitFor()
        await results.getByRole('button', { name: 'Got a token (8)' }).click()
        states['board with grouped results'] = await violations(page)
        await results.getByRole('button', { name: 'Enter new passwords for 2 profiles' }).click()
        const asked = page.getByRole('dialog', { name: 'Enter passwords · login 1 of 1' })
        await asked.waitFor()
        states['a refused login asked for its new password'] = await violations(page)
        await asked.getByRole('button', { name: 'Stop' }).click()
        await page.getByText('The service refused the passwords of 2 profiles (401).').waitFor()
        await page.getByRole('button', { name: 'Verify', exact: true }).click()
        await page.getByRole('region', { name: 'Verify results' }).waitFor()
        await page.getByText('Save report', { exact: true }).click()
        states['board with verify results'] = await violations(page)
        await page.keyboard.press('Escape')

        // The portal fails for every profile: one outage banner, one group with its reason once.
        started.sandbox.setFault({ fault: { kind: 'status', status: 503 }, host: 'portal' })
        try {
          await page.getByRole('button', { name: 'Get tokens', exact: true }).click()
          await page.getByRole('status', { name: /^Outage at / }).waitFor()
          states['an outage'] = await violations(page)
        } finally {
          started.sandbox.setFault(null)
        }
        expect(states).toEqual({
          'board with a selection': [],
          'board asking for a tag': [],
          'board with grouped results': [],
          'a refused login asked for its new password': [],
          'board with verify results': [],
          'an outage': [],
        })
        expect(app.errors).toEqual([])
      } finally {
        await app.close()
      }
    },
    90_000,
  )

  // The team catalog's states: a source synced (its status), its first review, a later review
  // with a removal, a retired profile in the list and a catalog profile's read-only form.
  it.each(['light', 'dark'] as const)(
    'has no violations in the team catalog states in the %s theme',
    async (scheme) => {
      const dir = newDir()
      const file = join(dir, 'team.csv')
      const header = 'Name,Account ID,Portal,Base URL,Username,Tags'
      const acme = 'Acme,ACME-001,customer,https://acme.example.test,support,gold'
      const globex = 'Globex,GLOBEX-7,customer,https://globex.example.test,support,'
      writeFileSync(file, [header, acme, globex].join('\n'))
      const app = await openApp(started.browser, join(dir, 'data'))
      try {
        const { page } = app
        await page.emulateMedia({ colorScheme: scheme })
        await page.getByRole('heading', { level: 1 }).waitFor()
        const added = await app.call('addCatalogSource', {
          name: 'Support',
          location: file,
          trust: { kind: 'none' },
          refreshMinutes: 30,
        })
        if (!added.ok) throw new Error(added.error.message)
        await page.getByRole('button', { name: 'Settings', exact: true }).click()
        const section = page.getByRole('region', { name: 'Team catalog' })
        await section.getByRole('button', { name: 'Sync now: Support' }).click()
        await section.getByRole('button', { name: 'Review 2 changes' }).waitFor()
        const states: Record<string, string[]> = { 'catalog source read': await violations(page) }
        await section.getByRole('button', { name: 'Review 2 changes' }).click()
        const review = page.getByRole('dialog', { name: 'Team catalog Support' })
        await review.getByRole('button', { name: /^Apply and follow/ }).waitFor()
        states['catalog first review'] = await violations(page)
        await review.getByRole('button', { name: /^Apply and follow/ }).click()
        await review.waitFor({ state: 'detached' })
        writeFileSync(file, [header, acme.replace('Acme,', 'Acme Corp,')].join('\n'))
        await section.getByRole('button', { name: 'Sync now: Support' }).click()
        await section.getByRole('button', { name: 'Review 1 change' }).click()
        await review.getByRole('region', { name: 'Removed from the catalog' }).waitFor()
        states['catalog review with a removal'] = await violations(page)
        await review.getByRole('button', { name: 'Apply changes' }).click()
        await review.waitFor({ state: 'detached' })
        await page.getByText('Retired from Support').waitFor()
        states['catalog settings and a retired row'] = await violations(page)
        await page.locator('[data-profile-id]', { hasText: 'Acme Corp' }).click()
        await page.getByRole('button', { name: 'Edit profile' }).click()
        await page.getByRole('button', { name: 'Detach from Support' }).waitFor()
        states['catalog profile form'] = await violations(page)
        expect(states).toEqual({
          'catalog source read': [],
          'catalog first review': [],
          'catalog review with a removal': [],
          'catalog settings and a retired row': [],
          'catalog profile form': [],
        })
        expect(app.errors).toEqual([])
      } finally {
        await app.close()
      }
    },
    90_000,
  )

  it('reflows at 200 % zoom (640×400) and just above it: nothing scrolls sideways, the rows stay in view', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      await page.setViewportSize({ width: 640, height: 400 })
      const made = await app.call('createProfile', {
        ...demoLogin(started.sandbox),
        portal: 'customer',
        name: 'Acme production EU with a rather long name',
        password: 'demo-password',
      })
      if (!made.ok) throw new Error(made.error.message)
      await app.call('getToken', { profileId: made.value.id })
      await page.reload()
      const row = page.locator('[data-profile-id]').first()
      await row.waitFor()
      expect(await row.isVisible()).toBe(true)
      await row.click()
      await page.getByRole('heading', { level: 1 }).waitFor()
      const states: Record<string, string[]> = { detail: await sideways(page) }
      // Just over the one-column width, the pane beside the sidebar is at its narrowest.
      await page.setViewportSize({ width: 760, height: 600 })
      states['detail at 760 px'] = await sideways(page)
      // An attempt's exchange opened in the activity list: it scrolls inside, not the pane.
      await page.locator('.activity-table').getByText('Show exchange').first().click()
      states['activity with its exchange at 760 px'] = await sideways(page)
      // The Board in a 1280 px window: its columns fit beside the sidebar.
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.getByRole('button', { name: 'Board', exact: true }).click()
      await page.getByRole('grid').waitFor()
      states['board at 1280 px'] = await sideways(page)
      await row.click()
      await page.getByRole('button', { name: 'Edit profile' }).waitFor()
      await page.setViewportSize({ width: 640, height: 400 })
      await page.getByRole('button', { name: 'Edit profile' }).click()
      states['form'] = await sideways(page)
      await page.getByRole('button', { name: 'Settings', exact: true }).click()
      states['settings'] = await sideways(page)
      expect(states).toEqual({
        detail: [],
        'detail at 760 px': [],
        'activity with its exchange at 760 px': [],
        'board at 1280 px': [],
        form: [],
        settings: [],
      })
    } finally {
      await app.close()
    }
  }, 60_000)

  it('breaks a name without spaces: the delete question and its Undo stay in the window', async () => {
    const app = await openApp(started.browser, newDir())
    try {
      const { page } = app
      const name = 'X'.repeat(120)
      const made = await app.call('createProfile', {
        ...demoLogin(started.sandbox),
        portal: 'customer',
        name,
      })
      if (!made.ok) throw new Error(made.error.message)
      await page.reload()
      await page.locator(`[data-profile-id="${made.value.id}"]`).click()
      await page.getByRole('button', { name: 'Delete profile' }).click()
      const states: Record<string, string[]> = { 'delete question': await sideways(page) }
      await page.getByRole('button', { name: 'Confirm delete' }).click()
      const undo = page.getByRole('button', { name: 'Undo' })
      await undo.waitFor()
      states['undo message'] = await sideways(page)
      expect(states).toEqual({ 'delete question': [], 'undo message': [] })
      const box = await undo.boundingBox()
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(1280)
    } finally {
      await app.close()
    }
  }, 60_000)
})

/**
 * The window itself scrolling, or an open dialog ('' when neither does):
 * only their panes may scroll. Content the panes hold (a screen reader's line placed out of
 * flow, say) must not make the whole window scroll away from the sidebar.
 */
function windowScrolls(page: Page): Promise<string> {
  return page.evaluate(() =>
    // The window, and an open dialog (its body scrolls, the dialog does not).
    [document.documentElement, document.querySelector('dialog[open]')]
      .flatMap((box) => {
        if (box === null) return []
        const { scrollHeight, clientHeight, scrollWidth, clientWidth } = box
        return scrollHeight > clientHeight || scrollWidth > clientWidth
          ? [
              `${box.tagName.toLowerCase()} ${scrollWidth}×${scrollHeight} in ${clientWidth}×${clientHeight}`,
            ]
          : []
      })
      .join('; '),
  )
}

/** Every element that scrolls sideways (the page itself included), with its widths. */
function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [document.documentElement, ...Array.from(document.querySelectorAll<HTMLElement>('*'))]
      .filter((el) => {
        const { overflowX } = getComputedStyle(el)
        const scrolls =
          el === document.documentElement || overflowX === 'auto' || overflowX === 'scroll'
        return scrolls && el.scrollWidth > el.clientWidth + 1
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth} > ${el.clientWidth}`,
      ),
  )
}
