import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { clipboard } from '../../src/harness/electron/clipboard'
import { answerDialog, pendingDialogs } from '../../src/harness/electron/dialog'
import { records } from '../../src/harness/electron/state'
import { english } from '../../src/main/core/i18n/speech'
import { openAllowedExternal } from '../../src/main/adapters/menus'
import { DOCS_URL } from '../../src/main/core/menu/externalLinks'
import { useTempDirs } from '../helpers/tempDir'
import { allPlatforms, bootApp, quitApp } from './boot'

const newDir = useTempDirs()
const root = resolve(import.meta.dirname, '../..')

type MenuItem = { label?: string; click?: () => void; submenu?: MenuItem[] }
const items = (menu: MenuItem[]): MenuItem[] =>
  menu.flatMap((item) => [item, ...items(item.submenu ?? [])])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

/**
 * Electron checklist item 15, no untrusted input to shell.openExternal: the
 * app calls it in one place (src/main/adapters/menus.ts), only for addresses
 * on a fixed https allow-list (src/main/core/menu/externalLinks.ts).
 */
describe('shell.openExternal', () => {
  afterEach(quitApp)

  it('is called in one place in the app, behind the allow-list', () => {
    const calls = ['src/main', 'src/preload', 'src/renderer']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => readFileSync(file, 'utf8').includes('openExternal('))
      .map((file) => relative(root, file))
    expect(calls).toEqual(['src/main/adapters/menus.ts'])
    expect(readFileSync(join(root, 'src/main/adapters/menus.ts'), 'utf8')).toContain(
      '  if (!isAllowedExternal(url)) return\n  shell.openExternal(url).catch(',
    )
  })

  it('opens the documentation from Help, and nothing the window asks for', async () => {
    const { window } = await bootApp(newDir())
    const docs = items(records.applicationMenu as MenuItem[]).find((item) =>
      /documentation/.test(item.label ?? ''),
    )
    docs?.click?.()
    expect(records.openedExternally).toEqual([DOCS_URL])
    // A page's window.open or navigation never reaches the system browser.
    expect(window!.webContents.openWindow('https://evil.example/')).toBe('deny')
    expect(window!.webContents.navigate('https://evil.example/')).toBe(false)
    expect(records.openedExternally).toEqual([DOCS_URL])
  })

  it('ignores any address off the allow-list', () => {
    const before = records.openedExternally.length
    for (const url of [
      'https://evil.example/',
      DOCS_URL.replace('https:', 'http:'),
      'file:///etc/passwd',
      'javascript:alert(1)',
      `${DOCS_URL}/../../evil`,
    ])
      openAllowedExternal(url, english)
    expect(records.openedExternally.length).toBe(before)
  })

  it.each(allPlatforms)(
    'on %s, when no browser opens, gives the address to copy instead of failing silently',
    async (platform) => {
      await bootApp(newDir(), { platform, browser: false })
      const docs = items(records.applicationMenu as MenuItem[]).find((item) =>
        /documentation/.test(item.label ?? ''),
      )
      docs?.click?.()
      await expect.poll(pendingDialogs).toHaveLength(1)
      const [box] = pendingDialogs()
      expect(box).toMatchObject({
        message: 'Your computer did not open the browser.',
        buttons: ['Copy address', 'Close'],
      })
      expect(box?.detail).toContain(DOCS_URL)
      expect(records.openedExternally).toEqual([])
      answerDialog(box!.id, 0)
      await expect.poll(() => clipboard.readText()).toBe(DOCS_URL)
    },
  )

  it.each(allPlatforms)(
    'on %s, with the window hidden (closed to the tray, started at login), the box still shows',
    async (platform) => {
      // On a Mac a box given a hidden window is a sheet on it, out of sight, never answered.
      const { window } = await bootApp(newDir(), { platform, browser: false })
      window!.hide()
      const docs = items(records.applicationMenu as MenuItem[]).find((item) =>
        /documentation/.test(item.label ?? ''),
      )
      docs?.click?.()
      await expect.poll(pendingDialogs).toHaveLength(1)
      expect(pendingDialogs()[0]).toMatchObject({ buttons: ['Copy address', 'Close'] })
      answerDialog(pendingDialogs()[0]!.id, 1)
      expect(records.messageBoxes.map((box) => box.response)).toEqual([1])
    },
  )
})
