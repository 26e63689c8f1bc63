/**
 * How the stand-in reaches the browser page that plays the window: the
 * harness boundary sets it. Without a page (unit tests) messages are kept
 * for inspection instead.
 */
export interface PageLink {
  /** `webContents.send(channel, ...args)`: to the page's ipcRenderer listeners. */
  deliver(contentsId: number, channel: string, args: unknown[]): void
  /** A native dialog the page must show over the app (the harness draws it). */
  showDialog(dialog: PendingDialog): void
  /** It was answered, or closed by the app (its AbortSignal): the page takes it away. */
  closeDialog(id: number): void
  /** `webContents.copy()` and kin: the page runs the editing command where its focus is. */
  edit(command: EditCommand): void
}

/** The page's editing commands a webContents method runs. */
export type EditCommand =
  'undo' | 'redo' | 'cut' | 'copy' | 'paste' | 'pasteAndMatchStyle' | 'selectAll' | 'delete'

export interface PendingDialog {
  id: number
  type: string
  title: string
  message: string
  detail: string
  buttons: string[]
  defaultId: number
  cancelId: number
  checkboxLabel: string
}

export const sent: { contentsId: number; channel: string; args: unknown[] }[] = []

let link: PageLink | null = null

export function setPageLink(next: PageLink | null): void {
  link = next
}

export function pageLink(): PageLink | null {
  return link
}
