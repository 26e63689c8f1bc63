import { create } from 'zustand'
import type { Outage } from '../../../shared/model/outage'
import { call } from '../lib/api'

interface OutagesState {
  /** Hosts where many profiles fail the same way, as main last said. */
  outages: readonly Outage[]
  load(): Promise<void>
}

/** Main's outages: asked once as the window opens, then pushed on each change. */
export const useOutages = create<OutagesState>()((set) => ({
  outages: [],
  async load() {
    const result = await call((api) => api.listOutages())
    if (result.ok) set({ outages: result.value })
  },
}))
