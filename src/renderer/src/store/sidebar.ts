import { create } from 'zustand'
import { sortKeys, type SortKey } from '../../../shared/search/profileQuery'
import { DEFAULT_SIDEBAR_WIDTH, isSidebarWidth } from '../lib/sidebarWidth'

/** How tall the sidebar's rows are: with the portal and tags, or without (more profiles in view). */
export type Density = 'comfortable' | 'compact'

const SORT_STORAGE_KEY = 'token-desk:sort'
const DENSITY_STORAGE_KEY = 'token-desk:density'
const WIDTH_STORAGE_KEY = 'token-desk:sidebar-width'

/** A preference kept in this window's storage (as text, read by `parse`); the default without it. */
function remembered<T>(
  key: string,
  valid: (value: unknown) => value is T,
  fallback: T,
  parse: (saved: string) => unknown = (saved) => saved,
): T {
  try {
    const saved = localStorage.getItem(key)
    const value = saved === null ? null : parse(saved)
    return valid(value) ? value : fallback
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
  /**
   * The width chosen with the splitter, in CSS px. The window shows it within
   * what its own width allows (lib/sidebarWidth.ts), so a window made narrow
   * and wide again gets it back.
   */
  width: number
  setSortKey(key: SortKey): void
  setDensity(density: Density): void
  setWidth(width: number): void
}

/** The sidebar's order, row height and width, remembered on this machine. */
export const useSidebar = create<SidebarState>()((set) => ({
  // The order, row height and width chosen last time on this machine.
  sortKey: remembered(SORT_STORAGE_KEY, isSortKey, 'name'),
  density: remembered(DENSITY_STORAGE_KEY, isDensity, 'comfortable'),
  width: remembered(WIDTH_STORAGE_KEY, isSidebarWidth, DEFAULT_SIDEBAR_WIDTH, Number),
  setSortKey(key) {
    set({ sortKey: key })
    remember(SORT_STORAGE_KEY, key)
  },
  setDensity(density) {
    set({ density })
    remember(DENSITY_STORAGE_KEY, density)
  },
  setWidth(width) {
    if (!isSidebarWidth(width)) return
    set({ width })
    remember(WIDTH_STORAGE_KEY, String(width))
  },
}))
