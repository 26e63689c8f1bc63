import type { MenuItem } from './menuItem'

/** The part of Electron's `context-menu` params the menu depends on. */
export interface ContextMenuParams {
  isEditable: boolean
  selectionText: string
  editFlags: {
    canCut: boolean
    canCopy: boolean
    canPaste: boolean
    canSelectAll: boolean
  }
}

/**
 * The right-click menu: Cut/Copy/Paste/Select all in a text field (each
 * enabled as Chromium says; a password field allows no cut or copy), Copy on
 * selected text, and nothing anywhere else (an empty template: no menu).
 */
export function contextMenuTemplate(params: ContextMenuParams): MenuItem[] {
  const { editFlags } = params
  if (params.isEditable) {
    return [
      { role: 'cut', enabled: editFlags.canCut },
      { role: 'copy', enabled: editFlags.canCopy },
      { role: 'paste', enabled: editFlags.canPaste },
      { type: 'separator' },
      { role: 'selectAll', enabled: editFlags.canSelectAll },
    ]
  }
  if (params.selectionText.trim() !== '') return [{ role: 'copy', enabled: editFlags.canCopy }]
  return []
}
