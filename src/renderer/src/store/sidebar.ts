import { create } from 'zustand'
import { sortKeys, type SortKey } from '../../../shared/search/profileQuery'

/** How tall the sidebar's rows are: two lines, or one (more profiles in view). */
export type Density = 'comfortable' | 'compact'

const SORT_STORAGE_KEY = 'token-desk:sort'
const DENSITY_STORAGE_KEY = 'token-desk:density'

/** A preference kept in this window's storage; the default without it. */
function remembered<T extends string>(
  key: string,
  valid: (value: unknown) => value is T,
  fallback: T,
): T {
  try {
    const saved = localStorage.getItem(key)
    return valid(saved) ? saved : fallback
  } catch {
    return fallback
  }
}

function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // A preference only: without storage it lasts until the window closes.
  }
}

export const isDensity = (value: unknown): value is Density =>
  value === 'comfortable' || value === 'compact'

export const isSortKey = (value: unknown): value is SortKey =>
  (sortKeys as readonly unknown[]).includes(value)

interface SidebarState {
  /** The sidebar's order; a delete selects the next in it, a first load the first. */
  sortKey: SortKey
  density: Density
  setSortKey(key: SortKey): void
  setDensity(density: Density): void
}

/** The sidebar's order and row height, remembered on this machine. */
export const useSidebar = create<SidebarState>()((set) => ({
  // The order and row height chosen last time on this machine.
  sortKey: remembered(SORT_STORAGE_KEY, isSortKey, 'name'),
  density: remembered(DENSITY_STORAGE_KEY, isDensity, 'comfortable'),
  setSortKey(key) {
    set({ sortKey: key })
    remember(SORT_STORAGE_KEY, key)
  },
  setDensity(density) {
    set({ density })
    remember(DENSITY_STORAGE_KEY, density)
  },
}))
