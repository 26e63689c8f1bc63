import { pageLink, type PendingDialog } from './pageLink'
import { config, lifecycle, onReset, records } from './state'

export interface MessageBoxOptions {
  type?: string
  title?: string
  message?: string
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

const messageBoxTypes = ['none', 'info', 'warning', 'error', 'question']

/**
 * What Electron's messageBox checks and defaults before it shows anything
 * (lib/browser/api/dialog.ts): the TypeErrors it throws, a defaultId of -1
 * (no default button), and a cancelId that is, when not given, the first
 * button named "Cancel" or "No", else 1 when defaultId is 0 and there are
 * two buttons or more, else 0.
 */
function checkedBox(options: MessageBoxOptions): {
  buttons: string[]
  defaultId: number
  cancelId: number
} {
  const { buttons = [], defaultId = -1, title = '', message = '', detail = '' } = options
  const { checkboxLabel = '', type = 'none' } = options
  if (!messageBoxTypes.includes(type)) throw new TypeError('Invalid message box type')
  if (!Array.isArray(buttons)) throw new TypeError('Buttons must be an array')
  if (typeof title !== 'string') throw new TypeError('Title must be a string')
  if (typeof message !== 'string') throw new TypeError('Message must be a string')
  if (typeof detail !== 'string') throw new TypeError('Detail must be a string')
  if (typeof checkboxLabel !== 'string') throw new TypeError('checkboxLabel must be a string')
  if (options.checkboxChecked && !checkboxLabel)
    throw new Error('checkboxChecked requires that checkboxLabel also be passed')
  let cancelId = options.cancelId
  if (cancelId == null) {
    cancelId = defaultId === 0 && buttons.length > 1 ? 1 : 0
    const named = buttons.findIndex((b) => ['cancel', 'no'].includes(b.toLowerCase()))
    if (named >= 0) cancelId = named
  }
  return { buttons, defaultId, cancelId }
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
    const parent = hasParent ? (args[0] as { isVisible?: () => boolean }) : null
    const options = ((args.length > 1 ? args[1] : args[0]) ?? {
      type: 'none',
      message: '',
    }) as MessageBoxOptions
    const { buttons, defaultId, cancelId } = checkedBox(options)
    // An already aborted signal: Electron shows nothing and resolves at once, with cancelId and
    // no response (lib/browser/api/dialog.ts, messageBox).
    if (options.signal?.aborted)
      return Promise.resolve({
        cancelId,
        checkboxChecked: options.checkboxChecked === true,
      } as unknown as MessageBoxAnswer)
    const dialog: PendingDialog = {
      id: nextId++,
      type: options.type ?? 'none',
      title: options.title ?? '',
      message: options.message ?? '',
      detail: options.detail ?? '',
      // The page needs a button to answer with; Electron's own box shows "OK" for none.
      buttons: buttons.length > 0 ? buttons : ['OK'],
      defaultId,
      cancelId,
      checkboxLabel: options.checkboxLabel ?? '',
    }
    // macOS, a hidden parent: the asynchronous box is a sheet on that window
    // (shell/browser/ui/message_box_mac.mm, ShowMessageBox: beginSheetModalForWindow for any
    // parent; only the synchronous box falls back to runModal for one not visible, #22671).
    // Nobody sees it, so nobody answers it: it never settles. Elsewhere the box is a window
    // of its own and shows whatever its parent's state: on Linux a GTK dialog made transient
    // for the parent (message_box_gtk.cc, gtk::SetGtkTransientForAura), on Windows a task
    // dialog owned by the parent only while that is enabled (message_box_win.cc, hwndParent).
    if (config.platform === 'darwin' && parent?.isVisible?.() === false) {
      records.messageBoxes.push({ options, response: null })
      return new Promise(() => undefined)
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
      options.signal?.addEventListener('abort', close, { once: true })
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
