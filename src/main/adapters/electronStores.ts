import { app } from 'electron'
import type { Clock } from '../core/clock'
import { openData, type OpenedData } from '../core/data/openData'

/** The app's data in Electron's userData folder. Call after `ready`. */
export const openElectronData = (clock: Clock): OpenedData =>
  openData(app.getPath('userData'), clock)
