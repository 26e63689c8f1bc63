import { create } from 'zustand'
import type { AppError } from '../../../shared/ipc/errors'
import type { LockState, SecureReason } from '../../../shared/model/lock'
import type { UnlockProof, UnlockRequirementState } from '../../../shared/model/unlock'
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
  /** Whether unlocking asks for the passphrase (or Touch ID); null until main said. */
  requirement: UnlockRequirementState | null
  /** Why the last Unlock did not open the window (a wrong passphrase, the wait after several). */
  unlockError: AppError | null

  load(): Promise<void>
  loadRequirement(): Promise<void>
  /** Settings turned the requirement on or off, or changed the passphrase. */
  requirementChanged(requirement: UnlockRequirementState): void
  lockNow(): Promise<void>
  /** `proof` only when the requirement is on; main checks it and decides. */
  unlock(proof?: UnlockProof): Promise<void>
  /** Pushed by main: secrets put away, perhaps locked. */
  received(reason: SecureReason, passwordsForgotten: number, lock: LockState): void
  unlocked(): void
}

export const useLock = create<LockStore>()((set, get) => ({
  lock: { locked: false },
  secured: 0,
  last: null,
  busy: false,
  requirement: null,
  unlockError: null,

  async load() {
    const [result] = await Promise.all([call((api) => api.lockState()), get().loadRequirement()])
    if (result.ok) set({ lock: result.value })
  },

  async loadRequirement() {
    const result = await call((api) => api.unlockRequirement())
    if (result.ok) set({ requirement: result.value })
  },

  requirementChanged(requirement) {
    set({ requirement })
  },

  async lockNow() {
    if (get().busy) return
    set({ busy: true })
    await call((api) => api.lock())
    // The 'secured' event carries the new state.
    set({ busy: false })
  },

  async unlock(proof) {
    if (get().busy) return
    set({ busy: true, unlockError: null })
    const result = await call((api) => api.unlock(proof ? { proof } : undefined))
    set({ busy: false, ...(result.ok ? { lock: result.value } : { unlockError: result.error }) })
    // Main asked for a proof the window did not know it needed: ask again what it needs.
    if (!result.ok && result.error.code === 'unlock-required') await get().loadRequirement()
  },

  received(reason, passwordsForgotten, lock) {
    set((s) => ({
      lock,
      secured: s.secured + 1,
      last: { reason, passwordsForgotten },
      unlockError: lock.locked ? null : s.unlockError,
    }))
    // What the lock screen offers (Touch ID may have become available or gone).
    if (lock.locked) void get().loadRequirement()
  },

  unlocked() {
    set({ lock: { locked: false }, unlockError: null })
  },
}))
