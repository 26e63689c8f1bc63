import type { EditCommand, PendingDialog } from './electron/pageLink'

/** What the harness sends down its event stream to the page. */
export type WireMessage =
  | { kind: 'ipc'; channel: string; args: unknown[] }
  | { kind: 'dialog'; dialog: PendingDialog }
  | { kind: 'dialog-closed'; id: number }
  /** The machine clock's offset from real time (the harness moved it): the page follows. */
  | { kind: 'clock'; offsetMs: number }
  /** `webContents.copy()` and kin (an Edit role's keys on a Mac): the page runs the command. */
  | { kind: 'edit'; command: EditCommand }

/** The app's window as `GET /__harness/window` tells it. */
export interface WindowState {
  visible: boolean
  minimized: boolean
  focused: boolean
}
