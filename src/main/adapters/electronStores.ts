import { app } from 'electron'
import Store from 'electron-store'
import { join } from 'node:path'
import type { Clock } from '../core/clock'
import { openStores, type OpenedStores } from '../core/storage/openStores'
import { storeOptions } from '../core/storage/storeOptions'

/** The app's stores in Electron's userData folder, opened with recovery. Call after `ready`. */
export const openElectronStores = (clock: Clock): OpenedStores =>
  openStores(
    (name) => new Store<Record<string, unknown>>(storeOptions(name)),
    (name) => join(app.getPath('userData'), `${name}.json`),
    clock,
  )
