import { create } from 'zustand'
import type { AppError } from '../../../shared/ipc/errors'
import type { CliAccessInfo } from '../../../shared/model/cli'
import { call } from '../lib/api'
import { useSettings } from './settings'

interface CliState {
  info: CliAccessInfo | null
  error: AppError | null
  /** The switch or a revoke waiting for main. */
  busy: boolean
  /** Where the switch is going while main saves it: shown at once. */
  switching: boolean | null

  load(): Promise<void>
  /** Command line access on or off, at once (no Save needed). */
  setEnabled(enabled: boolean): Promise<void>
  revoke(clientId: string): Promise<void>
  /** Pushed by main when a client is approved or revoked. */
  received(info: CliAccessInfo): void
}

/** Settings → Command line: the switch, where the app listens, approved clients. */
export const useCli = create<CliState>()((set, get) => ({
  info: null,
  error: null,
  busy: false,
  switching: null,

  async load() {
    const result = await call((api) => api.cliAccess())
    set(result.ok ? { info: result.value, error: null } : { error: result.error })
  },

  async setEnabled(enabled) {
    if (get().busy) return
    set({ busy: true, switching: enabled })
    const result = await useSettings.getState().save({ cliAccess: enabled })
    set({ busy: false, switching: null, error: result.ok ? null : result.error })
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

  received(info) {
    set({ info })
  },
}))
