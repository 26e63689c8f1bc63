import { nameCollator } from '../../../shared/search/nameCollator'
import { readyFirstScreenFormats } from '../lib/format'
import { startEvents } from './events'
import { useLock } from './lock'
import { useOutages } from './outages'
import { useProfileList } from './profileList'
import { useSettings } from './settings'

/**
 * What the window asks main for as it opens: pushes first, so no change made
 * meanwhile is missed, then the lock, the settings and the list side by side.
 * Called before React's first render: at 10,000 profiles the list is on its
 * way while the shell renders instead of after it. Main answers in the order
 * asked: the lock (a locked window shows nothing else) and the settings (the
 * language the rows speak) come before the first rows, and the outages, which
 * read every profile's last error, after them.
 */
export function startWindow(): void {
  startEvents()
  void useLock.getState().load()
  void useSettings.getState().load()
  void useProfileList.getState().init()
  void useOutages.getState().load()
  // Then, once the shell is painted (it must not wait for them), what the first rows will need.
  requestAnimationFrame(() => setTimeout(readyFirstRows, 0))
}

/**
 * The Intl objects the first rows use, made while the list is on its way:
 * the first of them loads ICU's data, 20 to 50 ms in a fresh window here,
 * which the first row would otherwise wait for once the list is in.
 */
function readyFirstRows(): void {
  // The sidebar sorts the first screen's rows by name.
  nameCollator.compare('', '')
  readyFirstScreenFormats()
}
