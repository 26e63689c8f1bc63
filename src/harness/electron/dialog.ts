import { pageLink, type PendingDialog } from './pageLink'
import { config, lifecycle, onReset, records } from './state'

export interface MessageBoxOptions {
  type?: string
  title?: string
  message: string
  detail?: string
  buttons?: string[]
  defaultId?: number
  cancelId?: number
  checkboxLabel?: string
  checkboxChecked?: boolean
  /** Closes the box as if cancelled by the user (Electron 22+). */
  signal?: AbortSignal
}

export interface MessageBoxAnswer {
  response: number
  checkboxChecked: boolean
}

let nextId = 1
const pending = new Map<number, { dialog: PendingDialog; answer: (a: MessageBoxAnswer) => void }>()

/**
 * Electron's dialog module. A message box waits for an answer from the page
 * (the harness draws it over the app, where a person or a test answers it),
 * as a native dialog waits for the user.
 */
export const dialog = {
  showErrorBox(title: string, content: string): void {
    records.errorBoxes.push({ title, content })
    console.error(`[dialog] ${title}\n${content}`)
  },

  showMessageBox(...args: unknown[]): Promise<MessageBoxAnswer> {
    // Thrown, not a rejection: checkAppInitialized (lib/browser/api/dialog.ts). showErrorBox has none.
    if (!lifecycle.ready) throw new Error('dialog module can only be used after app is ready')
    // (window, options) or (options), as in Electron.
    const hasParent = args.length > 1 && args[0] != null
    const options = (args.length > 1 ? args[1] : args[0]) as MessageBoxOptions
    const buttons = options.buttons?.length ? options.buttons : ['OK']
    const dialog: PendingDialog = {
      id: nextId++,
      type: options.type ?? 'none',
      title: options.title ?? '',
      message: options.message,
      detail: options.detail ?? '',
      buttons,
      defaultId: options.defaultId ?? 0,
      cancelId: options.cancelId ?? (buttons.length > 1 ? buttons.length - 1 : 0),
      checkboxLabel: options.checkboxLabel ?? '',
    }
    return new Promise((resolve) => {
      pending.set(dialog.id, {
        dialog,
        answer: (answer) => {
          records.messageBoxes.push({ options, response: answer.response })
          resolve(answer)
        },
      })
      pageLink()?.showDialog(dialog)
      // As Electron does: an aborted signal closes the box, answered with its cancelId.
      // Except on macOS without a parent window: shell/browser/ui/message_box_mac.mm runs
      // that box app-modal ([NSAlert runModal]) and no signal reaches it (docs/api/dialog.md,
      // `signal`). Only the user closes it. (Real runModal also blocks the main process
      // until then; the stand-in cannot, since the box is answered from this process.)
      if (config.platform === 'darwin' && !hasParent) return
      const close = () => answerDialog(dialog.id, dialog.cancelId)
      if (options.signal?.aborted) close()
      else options.signal?.addEventListener('abort', close, { once: true })
    })
  },
}

/** Dialogs waiting for an answer, oldest first. */
export function pendingDialogs(): PendingDialog[] {
  return [...pending.values()].map((entry) => entry.dialog)
}

/** Answers a waiting dialog; false when there is none with that id or the button does not exist. */
export function answerDialog(id: number, response: number, checkboxChecked = false): boolean {
  const entry = pending.get(id)
  if (
    !entry ||
    !Number.isInteger(response) ||
    response < 0 ||
    response >= entry.dialog.buttons.length
  ) {
    return false
  }
  pending.delete(id)
  entry.answer({ response, checkboxChecked })
  pageLink()?.closeDialog(id)
  return true
}

onReset(() => {
  for (const [id, entry] of pending) {
    pending.delete(id)
    entry.answer({ response: entry.dialog.cancelId, checkboxChecked: false })
  }
})
