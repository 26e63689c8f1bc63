import Store from 'electron-store'
import type { JsonStore } from '../core/storage/jsonStore'
import { storeOptions } from '../core/storage/storeOptions'

/** The app's stores, in Electron's userData folder. */
export const openElectronStore = (name: 'profiles' | 'secrets'): JsonStore =>
  new Store<Record<string, unknown>>(storeOptions(name))
