import { create } from 'zustand'
import type { AppInfo } from '../../../shared/ipc/contract'
import { setSystemLanguages } from '../i18n'
import { call } from '../lib/api'

interface AppInfoState {
  /** Version, protection, start-up notices: null until main has answered. */
  info: AppInfo | null
  load(): Promise<void>
}

/** What main says about the app once at start (asked before the first list). */
export const useAppInfo = create<AppInfoState>()((set) => ({
  info: null,
  async load() {
    const result = await call((api) => api.appInfo())
    if (!result.ok) return
    set({ info: result.value })
    setSystemLanguages(result.value.systemLanguages)
  },
}))
