import { dialog, type BrowserWindow } from 'electron'
import { cliApprovalAnswers } from '../../shared/model/cli'
import type { CliPromptHost } from '../core/cli/approvalDialog'
import type { CliHost } from '../core/cli/cliService'

/** The app's window (made again if it was closed), restored and in front. */
function inFront(mainWindow: () => BrowserWindow): BrowserWindow {
  const window = mainWindow()
  if (window.isMinimized()) window.restore()
  window.show()
  window.focus()
  return window
}

/**
 * "Allow `token-desk` access?" as a native message box with the four answers,
 * in that order, always on the app's window, in the words the core gives
 * (core/cli/approvalDialog.ts: the language the desktop speaks). Without a
 * parent, macOS runs the box app-modal and its `signal` cannot close it
 * (docs/api/dialog.md), so a command that stopped waiting would leave it on
 * screen, ready to record a late "Always allow"; with no window open (macOS
 * keeps the app running), the window opens first.
 */
const approvalPrompt = (mainWindow: () => BrowserWindow): CliPromptHost => ({
  async ask({ dialog: words }, close) {
    const window = inFront(mainWindow)
    const { response } = await dialog.showMessageBox(window, {
      type: 'question',
      title: words.title,
      message: words.message,
      detail: words.detail,
      buttons: [...words.buttons],
      // The box takes focus while the user may be typing elsewhere: a stray Enter or Escape denies.
      defaultId: 3,
      cancelId: 3,
      noLink: true,
      // Closes the box when the command stops waiting (Electron answers with cancelId).
      signal: close,
    })
    return cliApprovalAnswers[response] ?? 'deny'
  },
})

/** How the app serves `token-desk` for the data folder at `dataDir` on `endpoint`. */
export const electronCliHost = (
  endpoint: string,
  dataDir: string,
  mainWindow: () => BrowserWindow,
): CliHost => ({
  endpoint,
  dataDir,
  prompt: approvalPrompt(mainWindow),
  // A prompt for the command line (a password) waits in the window: show it, opening it if closed.
  attention: () => void inFront(mainWindow),
})
