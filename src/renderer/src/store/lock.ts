import { create } from 'zustand'
import type { LockState, SecureReason } from '../../../shared/model/lock'
import { call } from '../lib/api'

interface LockStore {
  lock: LockState
  /**
   * Counts the times main put secrets away: a revealed token hides whenever
   * it changes. `last` says why, for the notice after a screen lock.
   */
  secured: number
  last: { reason: SecureReason; passwordsForgotten: number } | null
  /** Main is being asked to lock or unlock. */
  busy: boolean

  load(): Promise<void>
  lockNow(): Promise<void>
  unlock(): Promise<void>
  /** Pushed by main: secrets put away, perhaps locked. */
  received(reason: SecureReason, passwordsForgotten: number, lock: LockState): void
  unlocked(): void
}

export const useLock = create<LockStore>()((set, get) => ({
  lock: { locked: false },
  secured: 0,
  last: null,
  busy: false,

  async load() {
    const result = await call((api) => api.lockState())
    if (result.ok) set({ lock: result.value })
  },

  async lockNow() {
    if (get().busy) return
    set({ busy: true })
    await call((api) => api.lock())
    // The 'secured' event carries the new state.
    set({ busy: false })
  },

  async unlock() {
    if (get().busy) return
    set({ busy: true })
    const result = await call((api) => api.unlock())
    set({ busy: false, ...(result.ok ? { lock: result.value } : {}) })
  },

  received(reason, passwordsForgotten, lock) {
    set((s) => ({ lock, secured: s.secured + 1, last: { reason, passwordsForgotten } }))
  },

  unlocked() {
    set({ lock: { locked: false } })
  },
}))
