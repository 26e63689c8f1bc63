import { english, type Speech } from '../i18n/speech'
import { roleItem } from './appMenu'
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
 * In the language `speech` speaks (English: Electron's own labels).
 */
export function contextMenuTemplate(
  params: ContextMenuParams,
  speech: Speech = english,
  platform: NodeJS.Platform = process.platform,
): MenuItem[] {
  const { editFlags } = params
  // The app's name appears in no role used here.
  const role = (name: 'cut' | 'copy' | 'paste' | 'selectAll', enabled: boolean) =>
    roleItem(name, platform, '', speech, enabled)
  if (params.isEditable) {
    return [
      role('cut', editFlags.canCut),
      role('copy', editFlags.canCopy),
      role('paste', editFlags.canPaste),
      { type: 'separator' },
      role('selectAll', editFlags.canSelectAll),
    ]
  }
  if (params.selectionText.trim() !== '') return [role('copy', editFlags.canCopy)]
  return []
}
