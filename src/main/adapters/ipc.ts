import { ipcMain, type IpcMainInvokeEvent } from 'electron'
import { channelOf, methods } from '../../shared/ipc/methods'
import type { Dispatch } from '../core/ipc/dispatch'

/**
 * Registers one handler per contract method. Each call is accepted only from
 * the app's own top-level page (Electron security checklist: validate the
 * sender of every IPC message).
 */
export function registerIpc(dispatch: Dispatch, isTrustedUrl: (url: string) => boolean): void {
  for (const method of methods) {
    ipcMain.handle(channelOf(method), (event: IpcMainInvokeEvent, input: unknown) => {
      const frame = event.senderFrame
      if (!frame || frame.parent !== null || !isTrustedUrl(frame.url)) {
        return {
          ok: false,
          error: {
            code: 'forbidden-sender',
            message: 'Calls are accepted only from the app window.',
          },
        }
      }
      return dispatch(method, input)
    })
  }
}
