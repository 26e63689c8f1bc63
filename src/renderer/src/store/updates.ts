import { create } from 'zustand'
import type { UpdateStatus } from '../../../shared/model/updates'
import type { AppError } from '../../../shared/ipc/errors'
import { call } from '../lib/api'

/** A check or an install that failed, as the panel shows it: main's words, and its Said. */
const failedWith = ({ message, said }: AppError): UpdateStatus => ({
  kind: 'failed',
  message,
  ...(said && { said }),
})

interface UpdatesState {
  /** The last answer of a check or a download; null until the user first checks. */
  status: UpdateStatus | null
  /** What the user just asked for and main has not answered yet. */
  busy: 'checking' | 'restarting' | null

  /** Only ever on the user's request: never on its own, in dev, in the harness or anywhere. */
  check(): Promise<void>
  install(): Promise<void>
  /** A download moved on (progress, ready, failed): pushed by main. */
  received(status: UpdateStatus): void
}

export const useUpdates = create<UpdatesState>()((set, get) => ({
  status: null,
  busy: null,

  async check() {
    if (get().busy !== null) return
    set({ busy: 'checking' })
    const result = await call((api) => api.checkForUpdates())
    set({
      busy: null,
      status: result.ok ? result.value : failedWith(result.error),
    })
  },

  async install() {
    if (get().busy !== null) return
    set({ busy: 'restarting' })
    const result = await call((api) => api.installUpdate())
    // On success the app quits; keep saying so until it does.
    if (!result.ok)
      set({
        busy: null,
        status: failedWith(result.error),
      })
  },

  received(status) {
    set({ status })
  },
}))
