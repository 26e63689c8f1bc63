import { describe, expect, it, vi } from 'vitest'
import { appMenuTemplate, type AppMenuOptions } from '../../src/main/core/menu/appMenu'
import { contextMenuTemplate, type ContextMenuParams } from '../../src/main/core/menu/contextMenu'
import { DOCS_URL, isAllowedExternal } from '../../src/main/core/menu/externalLinks'
import type { MenuItem } from '../../src/main/core/menu/menuItem'

const options = (overrides: Partial<AppMenuOptions> = {}): AppMenuOptions => ({
  platform: 'linux',
  appName: 'Token Desk',
  isDev: false,
  openDocs: vi.fn(),
  showLogFile: vi.fn(),
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
    if ('click' in item) return [`${pad}${item.label}`]
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
      '  [services]',
      '  ---',
      '  [hide]',
      '  [hideOthers]',
      '  [unhide]',
      '  ---',
      '  [quit]',
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

  it.each(['linux', 'win32'] as const)('on %s: File › Quit, About under Help', (platform) => {
    const template = appMenuTemplate(options({ platform }))
    expect(outline(template).filter((line) => !line.startsWith(' '))).toEqual([
      'File',
      'Edit',
      'View',
      'Window [window]',
      'Help [help]',
    ])
    expect(outline(menu(template, 'File'))).toEqual(['[quit]'])
    expect(outline(menu(template, 'Edit'))).not.toContain('[pasteAndMatchStyle]')
    expect(outline(menu(template, 'Window'))).toEqual(['[minimize]', '[close]'])
    expect(outline(menu(template, 'Help'))).toEqual([
      'Token Desk documentation',
      'Show log file',
      '---',
      '[about]',
    ])
  })

  it('offers reload and developer tools only in development', () => {
    const released = outline(menu(appMenuTemplate(options()), 'View'))
    expect(released).not.toContain('[reload]')
    expect(released).not.toContain('[toggleDevTools]')
    const dev = outline(menu(appMenuTemplate(options({ isDev: true })), 'View'))
    expect(dev.slice(0, 4)).toEqual(['[reload]', '[forceReload]', '[toggleDevTools]', '---'])
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
