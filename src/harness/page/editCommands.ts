import type { EditCommand } from '../electron/pageLink'

/** Blink's names for them, as `document.execCommand` takes them. */
const execNames: Record<EditCommand, string> = {
  undo: 'undo',
  redo: 'redo',
  cut: 'cut',
  copy: 'copy',
  paste: 'paste',
  // No command of execCommand's: a plain-text paste is what the role gives a text field.
  pasteAndMatchStyle: 'paste',
  selectAll: 'selectAll',
  delete: 'delete',
}

/**
 * `webContents.copy()` and kin, where the page's focus is, as Electron runs
 * them through the frame's editing commands (WebContentsImpl::Copy and its
 * kin, to the focused frame). The clipboard these use is the browser's, not
 * the harness's (`/__harness/clipboard` holds what the app's main process
 * writes), and Chromium refuses a page's paste: both as before this.
 */
export function runEditCommand(command: EditCommand): void {
  document.execCommand(execNames[command])
}
