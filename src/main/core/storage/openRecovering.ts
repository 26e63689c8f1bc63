import { existsSync, renameSync } from 'node:fs'
import type { Notice } from '../../../shared/model/notice'
import type { Clock } from '../clock'
import type { JsonStore } from './jsonStore'
import { DamagedStoreError, errnoOf, NewerStoreError, StoreAccessError } from './storeErrors'

export type StoreName = 'profiles' | 'secrets' | 'state'
/** The JSON stores, which a damaged file of is moved aside. */
type JsonStoreName = Exclude<StoreName, 'state'>

/**
 * Opens a store. A file that is damaged (empty, not JSON, the wrong shape) is
 * moved aside with a timestamp, the app starts with a fresh one and says so;
 * nothing is wiped. One from a newer version stops the start untouched
 * (NewerStoreError): a downgrade is no damage. A file that cannot be read at all
 * (permission denied, a folder in its place, an I/O error) is left exactly as
 * it is and StoreAccessError, naming the errno and the path, stops the start:
 * that is not damage, and moving it would hide a problem the user can fix.
 */
export function openRecovering(
  name: JsonStoreName,
  filePath: string,
  open: () => JsonStore,
  clock: Clock,
): { store: JsonStore; notice: Notice | null } {
  try {
    return { store: open(), notice: null }
  } catch (error) {
    const errno = errnoOf(error)
    if (errno !== null) throw new StoreAccessError(name, filePath, errno)
    if (!(error instanceof DamagedStoreError) || !existsSync(filePath)) throw error
    if (error.newer) throw new NewerStoreError(name, filePath, error.reason)
    let movedTo: string
    try {
      movedTo = moveAside(filePath, clock, 'unreadable')
    } catch (moveError) {
      const moveErrno = errnoOf(moveError)
      throw moveErrno === null ? moveError : new StoreAccessError(name, filePath, moveErrno)
    }
    return {
      store: open(),
      notice: { kind: 'store-recovered', store: name, movedTo, reason: error.reason },
    }
  }
}

/**
 * `<file>.<label>-<timestamp>.json` beside the original (`-2`, `-3`… if that
 * is taken: a rename would replace it); returns the new path.
 */
export function moveAside(filePath: string, clock: Clock, label: string): string {
  const stamp = new Date(clock()).toISOString().replace(/[:.]/g, '-')
  const stem = filePath.replace(/\.json$/, '') + `.${label}-${stamp}`
  let movedTo = `${stem}.json`
  for (let n = 2; existsSync(movedTo); n++) movedTo = `${stem}-${n}.json`
  renameSync(filePath, movedTo)
  return movedTo
}
