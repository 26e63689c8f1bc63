import { create } from 'zustand'
import type { AppError, Result } from '../../../shared/ipc/errors'
import { defaultSettings, type Settings } from '../../../shared/model/settings'
import { applyLanguage } from '../i18n'
import { call } from '../lib/api'

interface SettingsState {
  /** The defaults until main has answered; every countdown and badge reads `warningMs` here. */
  settings: Settings
  status: 'loading' | 'ready' | 'failed'
  loadError: AppError | null
  /** A load is under way or has succeeded: a second call asks main nothing. */
  loadStarted: boolean

  load(): Promise<void>
  /** Sends the changed fields; on success the new values apply everywhere at once. */
  save(patch: Partial<Settings>): Promise<Result<Settings>>
  /** Main announced settings changed (maybe by another window): show them. */
  received(settings: Settings): void
}

export const useSettings = create<SettingsState>()((set, get) => ({
  settings: defaultSettings,
  status: 'loading',
  loadError: null,
  loadStarted: false,

  async load() {
    if (get().loadStarted) return
    set({ loadStarted: true })
    const result = await call((api) => api.getSettings())
    // A failed load may be tried again.
    if (result.ok) set({ settings: result.value, status: 'ready', loadError: null })
    else set({ status: 'failed', loadError: result.error, loadStarted: false })
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

// The window speaks the language main's settings name (the defaults shown before main answers
// name none: the language saved on this machine speaks until then).
useSettings.subscribe((state, before) => {
  if (state.status !== 'ready') return
  if (before.status !== 'ready' || state.settings.language !== before.settings.language)
    applyLanguage(state.settings.language)
})
