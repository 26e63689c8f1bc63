import { create } from 'zustand'

export interface StatusAction {
  label: string
  run: () => void
  /** It undoes what the message says was done: Ctrl+Z (Cmd+Z) runs it too, from anywhere but a field. */
  undoes?: true
}

export interface StatusMessage {
  /** New for every message, so a repeated text is still a change. */
  id: number
  text: string
  tone: 'ok' | 'error'
  /** One thing the message offers (Undo); gone with the message. */
  action: StatusAction | null
  /** What it is about, so it can be withdrawn when that ends (e.g. a command's wait). */
  topic: string | null
}

interface StatusState {
  message: StatusMessage | null
  /** How many messages were shown: the next one's id. */
  shown: number
  /**
   * Shows a message in the app's status line, replacing the one before.
   * It goes at `until` (epoch ms) if given, else after a few seconds.
   */
  show(
    text: string,
    options?: { tone?: 'ok' | 'error'; action?: StatusAction; until?: number; topic?: string },
  ): void
  clear(): void
  /** Takes the message away if it is about `topic`: what it said no longer holds. */
  withdraw(topic: string): void
}

const DEFAULT_MS = 8000

/** The app-wide status line: what an export, an import or a deletion just did. */
export const useStatus = create<StatusState>()((set, get) => ({
  message: null,
  shown: 0,

  show(text, options = {}) {
    const id = get().shown + 1
    const message: StatusMessage = {
      id,
      text,
      tone: options.tone ?? 'ok',
      action: options.action ?? null,
      topic: options.topic ?? null,
    }
    set({ message, shown: id })
    const ms = options.until === undefined ? DEFAULT_MS : options.until - Date.now()
    // Goes at its time unless another message replaced it (that one has its own time).
    setTimeout(() => set((s) => (s.message === message ? { message: null } : {})), Math.max(0, ms))
  },

  clear() {
    set({ message: null })
  },

  withdraw(topic) {
    set((s) => (s.message?.topic === topic ? { message: null } : {}))
  },
}))
