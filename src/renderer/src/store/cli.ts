import { create } from 'zustand'
import type { AppError } from '../../../shared/ipc/errors'
import type { CliAccessInfo } from '../../../shared/model/cli'
import type { UnlockProof } from '../../../shared/model/unlock'
import { call } from '../lib/api'
import { useSettings } from './settings'

interface CliState {
  info: CliAccessInfo | null
  error: AppError | null
  /** The switch or a revoke waiting for main. */
  busy: boolean

  load(): Promise<void>
  /** Command line access on or off (Settings' Save for the section). */
  setEnabled(enabled: boolean): Promise<void>
  revoke(clientId: string): Promise<void>
  /**
   * An 8-hour approval made standing; `proof` while the unlock requirement
   * is on. Main's refusal comes back for the passphrase prompt to show.
   */
  allowAlways(clientId: string, proof?: UnlockProof): Promise<AppError | null>
  /** Pushed by main when a client is approved or revoked. */
  received(info: CliAccessInfo): void
}

/** Settings → Command line: the switch, where the app listens, approved clients. */
export const useCli = create<CliState>()((set, get) => ({
  info: null,
  error: null,
  busy: false,

  async load() {
    const result = await call((api) => api.cliAccess())
    set(result.ok ? { info: result.value, error: null } : { error: result.error })
  },

  async setEnabled(enabled) {
    if (get().busy) return
    set({ busy: true })
    const result = await useSettings.getState().save({ cliAccess: enabled })
    set({ busy: false, error: result.ok ? null : result.error })
  },

  async revoke(clientId) {
    if (get().busy) return
    set({ busy: true })
    const result = await call((api) => api.revokeCliClient({ clientId }))
    set(
      result.ok
        ? { busy: false, info: result.value, error: null }
        : { busy: false, error: result.error },
    )
  },

  async allowAlways(clientId, proof) {
    if (get().busy) return null
    set({ busy: true })
    const result = await call((api) =>
      api.allowCliClientAlways({ clientId, ...(proof === undefined ? {} : { proof }) }),
    )
    set(result.ok ? { busy: false, info: result.value, error: null } : { busy: false })
    return result.ok ? null : result.error
  },

  received(info) {
    set({ info })
  },
}))
