import { create } from 'zustand'
import type { AppError, Result } from '../../../shared/ipc/errors'
import { defaultSettings, type Settings } from '../../../shared/model/settings'
import { call } from '../lib/api'

interface SettingsState {
  /** The defaults until main has answered; every countdown and badge reads `warningMs` here. */
  settings: Settings
  status: 'loading' | 'ready' | 'failed'
  loadError: AppError | null

  load(): Promise<void>
  /** Sends the changed fields; on success the new values apply everywhere at once. */
  save(patch: Partial<Settings>): Promise<Result<Settings>>
  /** Main announced settings changed (maybe by another window): show them. */
  received(settings: Settings): void
}

let loadStarted = false

export const useSettings = create<SettingsState>()((set) => ({
  settings: defaultSettings,
  status: 'loading',
  loadError: null,

  async load() {
    if (loadStarted) return
    loadStarted = true
    const result = await call((api) => api.getSettings())
    if (result.ok) set({ settings: result.value, status: 'ready', loadError: null })
    else set({ status: 'failed', loadError: result.error })
    loadStarted = result.ok
  },

  async save(patch) {
    const result = await call((api) => api.updateSettings(patch))
    if (result.ok) set({ settings: result.value, status: 'ready', loadError: null })
    return result
  },

  received(settings) {
    set({ settings, status: 'ready', loadError: null })
  },
}))

/** How long before expiry a token counts as "expiring". */
export const useWarningMs = (): number => useSettings((s) => s.settings.warningMs)
