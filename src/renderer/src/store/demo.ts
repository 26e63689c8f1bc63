import { create } from 'zustand'
import type { AppError } from '../../../shared/ipc/errors'
import type { DemoFault, DemoStatus } from '../../../shared/model/demo'
import { t } from '../i18n'
import { call } from '../lib/api'
import { useNavigation } from './navigation'
import { useProfileList } from './profileList'
import { useStatus } from './status'

interface DemoState {
  /** null until main has answered. */
  status: DemoStatus | null
  busy: 'start' | 'fault' | 'remove' | null
  error: AppError | null

  load(): Promise<void>
  /** From main's demo-changed push (a start at launch, another window). */
  changed(status: DemoStatus): void
  /** Starts the sandbox and adds any missing demo profile. */
  start(): Promise<void>
  setFault(fault: DemoFault, latencyMs: number): Promise<boolean>
  remove(): Promise<boolean>
  dismissError(): void
}

/** The demo sandbox as the demo panel shows it. */
export const useDemo = create<DemoState>()((set, get) => ({
  status: null,
  busy: null,
  error: null,

  async load() {
    const result = await call((api) => api.demoStatus())
    if (result.ok) set({ status: result.value })
    else set({ error: result.error })
  },

  changed(status) {
    set({ status })
  },

  async start() {
    if (get().busy !== null) return
    set({ busy: 'start', error: null })
    const result = await call((api) => api.startDemo())
    set({ busy: null, error: result.ok ? null : result.error })
    // Missing profiles may be back.
    if (result.ok) await useProfileList.getState().reload()
    await get().load()
  },

  async setFault(fault, latencyMs) {
    if (get().busy !== null) return false
    set({ busy: 'fault', error: null })
    const result = await call((api) => api.setDemoFault({ fault, latencyMs }))
    set(result.ok ? { busy: null, status: result.value } : { busy: null, error: result.error })
    return result.ok
  },

  async remove() {
    if (get().busy !== null) return false
    set({ busy: 'remove', error: null })
    const result = await call((api) => api.removeDemo())
    set({ busy: null, error: result.ok ? null : result.error })
    await useProfileList.getState().reload()
    if (result.ok) {
      const { removed } = result.value
      useStatus.getState().show(t('demo:remove.done', { count: removed }))
      // The panel went with the profile it was in: focus goes to the one selected now.
      useNavigation.getState().focus()
    }
    await get().load()
    return result.ok
  },

  dismissError() {
    set({ error: null })
  },
}))
