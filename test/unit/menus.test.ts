import { describe, expect, it, vi } from 'vitest'
import { appMenuTemplate, commandKeys, type AppMenuOptions } from '../../src/main/core/menu/appMenu'
import { contextMenuTemplate, type ContextMenuParams } from '../../src/main/core/menu/contextMenu'
import { DOCS_URL, isAllowedExternal } from '../../src/main/core/menu/externalLinks'
import type { MenuItem } from '../../src/main/core/menu/menuItem'

const options = (overrides: Partial<AppMenuOptions> = {}): AppMenuOptions => ({
  platform: 'linux',
  appName: 'Token Desk',
  isDev: false,
  openDocs: vi.fn(),
  showLogFile: vi.fn(),
  command: vi.fn(),
  state: { locked: false, profiles: 3 },
  ...overrides,
})

/** A menu as text: labels, roles (in brackets) and separators, one line each, indented. */
function outline(items: MenuItem[], depth = 0): string[] {
  return items.flatMap((item) => {
    const pad = '  '.repeat(depth)
    if ('type' in item) return [`${pad}---`]
    if ('submenu' in item) {
      return [
        `${pad}${item.label}${item.role ? ` [${item.role}]` : ''}`,
        ...outline(item.submenu, depth + 1),
      ]
    }
    if ('click' in item) {
      const keys = 'accelerator' in item && item.accelerator ? `  ${item.accelerator}` : ''
      return [
        `${pad}${item.label}${keys}${'enabled' in item && item.enabled === false ? ' (disabled)' : ''}`,
      ]
    }
    return [`${pad}[${item.role}]${item.enabled === false ? ' (disabled)' : ''}`]
  })
}

const menu = (template: MenuItem[], label: string) => {
  const found = template.find((m) => 'label' in m && m.label === label)
  if (!found || !('submenu' in found)) throw new Error(`no ${label} menu`)
  return found.submenu
}

describe('application menu', () => {
  it('on macOS: app menu, Edit with every text role, View, Window, Help', () => {
    expect(outline(appMenuTemplate(options({ platform: 'darwin' })))).toEqual([
      'Token Desk',
      '  [about]',
      '  ---',
      '  Settings…  CmdOrCtrl+,',
      '  ---',
      '  [services]',
      '  ---',
      '  [hide]',
      '  [hideOthers]',
      '  [unhide]',
      '  ---',
      '  [quit]',
      'File',
      '  New profile  CmdOrCtrl+N',
      '  Import…  CmdOrCtrl+O',
      '  Export…  CmdOrCtrl+Shift+E',
      '  ---',
      '  Renew all  CmdOrCtrl+Shift+R',
      '  Verify all',
      '  ---',
      '  Lock  CmdOrCtrl+Shift+L',
      '  ---',
      '  [close]',
      'Edit',
      '  [undo]',
      '  [redo]',
      '  ---',
      '  [cut]',
      '  [copy]',
      '  [paste]',
      '  [pasteAndMatchStyle]',
      '  [delete]',
      '  ---',
      '  [selectAll]',
      'View',
      '  Quick switcher  CmdOrCtrl+K',
      '  Board  CmdOrCtrl+B',
      '  ---',
      '  [resetZoom]',
      '  [zoomIn]',
      '  [zoomOut]',
      '  ---',
      '  [togglefullscreen]',
      'Window [window]',
      '  [minimize]',
      '  [zoom]',
      '  ---',
      '  [front]',
      'Help [help]',
      '  Token Desk documentation',
      '  Show log file',
    ])
  })

  it.each(['linux', 'win32'] as const)(
    'on %s: the commands, Settings and Quit under File, About under Help',
    (platform) => {
      const template = appMenuTemplate(options({ platform }))
      expect(outline(template).filter((line) => !line.startsWith(' '))).toEqual([
        'File',
        'Edit',
        'View',
        'Window [window]',
        'Help [help]',
      ])
      expect(outline(menu(template, 'File'))).toEqual([
        'New profile  CmdOrCtrl+N',
        'Import…  CmdOrCtrl+O',
        'Export…  CmdOrCtrl+Shift+E',
        '---',
        'Renew all  CmdOrCtrl+Shift+R',
        'Verify all',
        '---',
        'Lock  CmdOrCtrl+Shift+L',
        '---',
        'Settings  CmdOrCtrl+,',
        '---',
        '[quit]',
      ])
      expect(outline(menu(template, 'Edit'))).not.toContain('[pasteAndMatchStyle]')
      expect(outline(menu(template, 'Window'))).toEqual(['[minimize]', '[close]'])
      expect(outline(menu(template, 'Help'))).toEqual([
        'Token Desk documentation',
        'Show log file',
        '---',
        '[about]',
      ])
    },
  )

  it('offers reload and developer tools only in development', () => {
    const released = outline(menu(appMenuTemplate(options()), 'View'))
    expect(released).not.toContain('[reload]')
    expect(released).not.toContain('[toggleDevTools]')
    const dev = outline(menu(appMenuTemplate(options({ isDev: true })), 'View'))
    // No Force reload: its Ctrl+Shift+R is Renew all's.
    expect(dev.slice(3, 6)).toEqual(['[reload]', '[toggleDevTools]', '---'])
  })

  it('sends each command to the window; disables what cannot apply (locked, no profiles)', () => {
    const command = vi.fn()
    const file = menu(appMenuTemplate(options({ command })), 'File')
    for (const item of file) if ('click' in item) item.click()
    expect(command.mock.calls.map(([c]) => c)).toEqual([
      'new-profile',
      'import',
      'export',
      'renew-all',
      'verify-all',
      'lock',
      'settings',
    ])
    const empty = outline(
      menu(appMenuTemplate(options({ state: { locked: false, profiles: 0 } })), 'File'),
    )
    expect(empty.filter((line) => line.endsWith('(disabled)'))).toEqual([
      'Export…  CmdOrCtrl+Shift+E (disabled)',
      'Renew all  CmdOrCtrl+Shift+R (disabled)',
      'Verify all (disabled)',
    ])
    const locked = appMenuTemplate(options({ state: { locked: true, profiles: 3 } }))
    expect(outline(menu(locked, 'File')).filter((line) => !line.endsWith('(disabled)'))).toEqual([
      '---',
      '---',
      '---',
      '---',
      '[quit]',
    ])
    expect(outline(menu(locked, 'View'))[0]).toBe('Quick switcher  CmdOrCtrl+K (disabled)')
  })

  it('gives no two commands the same keys, and none of the keys the window or text fields use', () => {
    const taken = [
      'CmdOrCtrl+A',
      'CmdOrCtrl+C',
      'CmdOrCtrl+V',
      'CmdOrCtrl+X',
      'CmdOrCtrl+Z',
      'CmdOrCtrl+Shift+Z',
      'CmdOrCtrl+Y',
      'CmdOrCtrl+F',
      'CmdOrCtrl+Enter',
      'CmdOrCtrl+Q',
      'CmdOrCtrl+W',
      'CmdOrCtrl+H',
      'CmdOrCtrl+M',
      'CmdOrCtrl+R',
      'CmdOrCtrl+0',
    ]
    const keys = Object.values(commandKeys).filter((key) => key !== null)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.filter((k) => taken.includes(k))).toEqual([])
    // The window's own Ctrl+K stays the window's on Linux and Windows: shown, not taken.
    const view = menu(appMenuTemplate(options()), 'View')
    expect(view[0]).toMatchObject({ label: 'Quick switcher', registerAccelerator: false })
  })

  it('Help items run the given actions', () => {
    const openDocs = vi.fn()
    const showLogFile = vi.fn()
    const help = menu(appMenuTemplate(options({ openDocs, showLogFile })), 'Help')
    for (const item of help) if ('click' in item) item.click()
    expect(openDocs).toHaveBeenCalledTimes(1)
    expect(showLogFile).toHaveBeenCalledTimes(1)
  })
})

describe('context menu', () => {
  const params = (overrides: Partial<ContextMenuParams> = {}): ContextMenuParams => ({
    isEditable: false,
    selectionText: '',
    editFlags: { canCut: false, canCopy: false, canPaste: false, canSelectAll: false },
    ...overrides,
  })

  it('in a text field: Cut, Copy, Paste, Select all, each enabled as Chromium says', () => {
    const template = contextMenuTemplate(
      params({
        isEditable: true,
        editFlags: { canCut: false, canCopy: false, canPaste: true, canSelectAll: true },
      }),
    )
    expect(outline(template)).toEqual([
      '[cut] (disabled)',
      '[copy] (disabled)',
      '[paste]',
      '---',
      '[selectAll]',
    ])
  })

  it('in a text field with a selection: all enabled', () => {
    const template = contextMenuTemplate(
      params({
        isEditable: true,
        selectionText: 'acme',
        editFlags: { canCut: true, canCopy: true, canPaste: true, canSelectAll: true },
      }),
    )
    expect(outline(template)).toEqual(['[cut]', '[copy]', '[paste]', '---', '[selectAll]'])
  })

  it('on selected read-only text: Copy only', () => {
    const template = contextMenuTemplate(
      params({
        selectionText: 'ACME-001',
        editFlags: { canCut: false, canCopy: true, canPaste: false, canSelectAll: true },
      }),
    )
    expect(outline(template)).toEqual(['[copy]'])
  })

  it('anywhere else: no menu', () => {
    expect(contextMenuTemplate(params())).toEqual([])
    expect(contextMenuTemplate(params({ selectionText: '  \n ' }))).toEqual([])
  })
})

describe('external links', () => {
  it('allows only the fixed https documentation address', () => {
    expect(isAllowedExternal(DOCS_URL)).toBe(true)
    expect(DOCS_URL.startsWith('https://')).toBe(true)
    for (const url of [
      'https://evil.example/',
      DOCS_URL.replace('https:', 'http:'),
      `${DOCS_URL}x`,
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      '',
    ]) {
      expect(isAllowedExternal(url)).toBe(false)
    }
  })
})
