import type { EditCommand } from '../electron/pageLink'
import type { SharedClipboard } from './pageClipboard'

/** Blink's names for them, as `document.execCommand` takes them. */
const execNames: Record<EditCommand, string> = {
  undo: 'undo',
  redo: 'redo',
  cut: 'cut',
  copy: 'copy',
  paste: 'paste',
  pasteAndMatchStyle: 'paste',
  selectAll: 'selectAll',
  delete: 'delete',
}

/**
 * `webContents.copy()` and kin, where the page's focus is, as Electron runs
 * them through the frame's editing commands (WebContentsImpl::Copy and its
 * kin, to the focused frame). A copy or cut fires the page's event, which the
 * shared clipboard (pageClipboard.ts) takes to the harness clipboard; Chromium
 * refuses a page's own paste command, so a paste comes from there too (plain
 * text: the same for Paste and Match Style in a text field).
 */
export function runEditCommand(command: EditCommand, clipboard: SharedClipboard): void {
  if (command === 'paste' || command === 'pasteAndMatchStyle') clipboard.paste()
  else document.execCommand(execNames[command])
}
