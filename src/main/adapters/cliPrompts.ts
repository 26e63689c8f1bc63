import { BrowserWindow, dialog } from 'electron'
import { cliApprovalAnswers } from '../../shared/model/cli'
import type { CliApprovalPrompt } from '../core/cli/approvalGate'
import type { CliHost } from '../core/cli/cliService'

/** The app's window, restored and in front: a prompt for the command line is waiting there. */
function bringToFront(): void {
  const [window] = BrowserWindow.getAllWindows()
  if (!window) return
  if (window.isMinimized()) window.restore()
  window.show()
  window.focus()
}

/** "Allow `token-desk` access?" as a native message box with the four answers, in that order. */
const approvalPrompt: CliApprovalPrompt = {
  async ask({ client, what }, close) {
    bringToFront()
    const [window] = BrowserWindow.getAllWindows()
    const options = {
      type: 'question' as const,
      title: 'Command line access',
      message: 'Allow `token-desk` access?',
      detail:
        `${client.name} asks for ${what}.\n\nClient ${client.id}\n\n` +
        'Approvals for 8 hours or always are listed in Settings → Command line, where you can revoke them.',
      buttons: ['Allow once', 'Allow for 8 hours', 'Always allow', 'Deny'],
      // The box takes focus while the user may be typing elsewhere: a stray Enter or Escape denies.
      defaultId: 3,
      cancelId: 3,
      noLink: true,
      // Closes the box when the command stops waiting (Electron answers with cancelId).
      signal: close,
    }
    const { response } = window
      ? await dialog.showMessageBox(window, options)
      : await dialog.showMessageBox(options)
    return cliApprovalAnswers[response] ?? 'deny'
  },
}

/** How the app serves `token-desk` for the data folder at `dataDir` on `endpoint`. */
export const electronCliHost = (endpoint: string, dataDir: string): CliHost => ({
  endpoint,
  dataDir,
  prompt: approvalPrompt,
  attention: bringToFront,
})
