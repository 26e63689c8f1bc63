import { ipcMain, type IpcMainInvokeEvent } from 'electron'
import { channelOf, methods } from '../../shared/ipc/methods'
import { saying } from '../../shared/i18n/sayMessage'
import type { Dispatch } from '../core/ipc/dispatch'
import { describeUrl } from '../security'

/**
 * Registers one handler per contract method. Each call is accepted only from
 * the app's own top-level page (Electron security checklist: validate the
 * sender of every IPC message); every refusal is logged with its reason.
 */
export function registerIpc(
  dispatch: Dispatch,
  isTrustedUrl: (url: string) => boolean,
  log: (line: string) => void,
): void {
  for (const method of methods) {
    ipcMain.handle(channelOf(method), (event: IpcMainInvokeEvent, input: unknown) => {
      const refusal = refuse(event)
      if (refusal) {
        log(`refused ${method}: ${refusal}`)
        return {
          ok: false,
          error: { code: 'forbidden-sender', ...saying('app.forbiddenSender') },
        }
      }
      return dispatch(method, input)
    })
  }

  function refuse(event: IpcMainInvokeEvent): string | null {
    const frame = event.senderFrame
    if (!frame) return 'the sending frame is gone'
    if (frame.parent !== null) return `a subframe (${describeUrl(frame.url)}) sent it`
    if (!isTrustedUrl(frame.url)) return `${describeUrl(frame.url)} is not the app`
    return null
  }
}
