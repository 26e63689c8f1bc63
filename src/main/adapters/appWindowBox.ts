import { BrowserWindow, dialog, type MessageBoxOptions } from 'electron'

/**
 * A native message box over the app's window (a sheet on macOS), or on its
 * own when no window is shown; its answer's button, or undefined when it was
 * closed without one. Never over a hidden window (started at login, closed
 * to the tray): macOS would attach the sheet to it, out of sight, and the
 * answer would never come (shell/browser/ui/message_box_mac.mm: only the
 * synchronous box checks the parent's visibility, see electron#22671).
 */
export async function boxOnAppWindow(options: MessageBoxOptions): Promise<number | undefined> {
  const window = BrowserWindow.getAllWindows().find((w) => w.isVisible())
  const { response } = window
    ? await dialog.showMessageBox(window, options)
    : await dialog.showMessageBox(options)
  return response
}
