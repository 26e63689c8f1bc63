import { app } from 'electron'
import Store from 'electron-store'
import type { Clock } from '../core/clock'
import { openData, type OpenedData } from '../core/data/openData'
import { storeOptions } from '../core/storage/storeOptions'

/** The app's data in Electron's userData folder; profiles.json written by electron-store. Call after `ready`. */
export const openElectronData = (clock: Clock): OpenedData =>
  openData(
    () => new Store<Record<string, unknown>>(storeOptions('profiles')),
    app.getPath('userData'),
    clock,
  )
