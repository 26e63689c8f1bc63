import { BrowserWindow, dialog, type MessageBoxOptions } from 'electron'

/**
 * A native message box over the app's window (a sheet on macOS), or on its
 * own when no window is open; its answer's button, or undefined when it was
 * closed without one.
 */
export async function boxOnAppWindow(options: MessageBoxOptions): Promise<number | undefined> {
  const [window] = BrowserWindow.getAllWindows()
  const { response } = window
    ? await dialog.showMessageBox(window, options)
    : await dialog.showMessageBox(options)
  return response
}
