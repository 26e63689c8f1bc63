import { create } from 'zustand'

export interface StatusAction {
  label: string
  run: () => void
}

export interface StatusMessage {
  /** New for every message, so a repeated text is still a change. */
  id: number
  text: string
  tone: 'ok' | 'error'
  /** One thing the message offers (Undo); gone with the message. */
  action: StatusAction | null
}

interface StatusState {
  message: StatusMessage | null
  /**
   * Shows a message in the app's status line, replacing the one before.
   * It goes at `until` (epoch ms) if given, else after a few seconds.
   */
  show(
    text: string,
    options?: { tone?: 'ok' | 'error'; action?: StatusAction; until?: number },
  ): void
  clear(): void
}

const DEFAULT_MS = 8000
let seq = 0
let timer: ReturnType<typeof setTimeout> | null = null

/** The app-wide status line: what an export, an import or a deletion just did. */
export const useStatus = create<StatusState>()((set) => ({
  message: null,

  show(text, options = {}) {
    if (timer !== null) clearTimeout(timer)
    const id = ++seq
    set({ message: { id, text, tone: options.tone ?? 'ok', action: options.action ?? null } })
    const ms = options.until === undefined ? DEFAULT_MS : options.until - Date.now()
    timer = setTimeout(
      () => set((s) => (s.message?.id === id ? { message: null } : {})),
      Math.max(0, ms),
    )
  },

  clear() {
    if (timer !== null) clearTimeout(timer)
    timer = null
    set({ message: null })
  },
}))
