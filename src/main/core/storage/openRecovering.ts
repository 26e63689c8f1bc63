import { copyFileSync, existsSync, renameSync } from 'node:fs'
import { AppFailure } from '../../../shared/ipc/errors'
import type { Notice } from '../../../shared/model/notice'
import type { Clock } from '../clock'
import { WrongTableError } from './documentShape'
import type { JsonStore } from './jsonStore'
import { DamagedStoreError, errnoOf, NewerStoreError, StoreAccessError } from './storeErrors'

export type StoreName = 'profiles' | 'secrets' | 'state'
/** The JSON stores, which a damaged file of is moved aside. */
type JsonStoreName = Exclude<StoreName, 'state'>

/**
 * Opens a store. A file that is damaged (empty, not JSON, the wrong shape) is
 * moved aside with a timestamp, the app starts with a fresh one and says so;
 * nothing is wiped. A file whose only damage is tables of the wrong type that
 * their owners can start without (WrongTableError) keeps the rest: the file
 * is copied aside as it was, those tables are taken out of it and start at
 * their defaults, and the notice names them (`open` is given the tables to
 * read as absent). One from a newer version stops the start untouched
 * (NewerStoreError): a downgrade is no damage. A file that cannot be read at all
 * (permission denied, a folder in its place, an I/O error) is left exactly as
 * it is and StoreAccessError, naming the errno and the path, stops the start:
 * that is not damage, and moving it would hide a problem the user can fix.
 */
export function openRecovering(
  name: JsonStoreName,
  filePath: string,
  open: (setAside: readonly string[]) => JsonStore,
  clock: Clock,
): { store: JsonStore; notice: Notice | null } {
  const wrong: WrongTableError[] = []
  try {
    // Each try reads the file again without the tables found so far: a rare path, a few tables.
    for (;;) {
      try {
        const store = open(wrong.map((error) => error.table))
        return { store, notice: wrong.length > 0 ? setTablesAside(store, wrong, clock) : null }
      } catch (error) {
        if (!(error instanceof WrongTableError) || wrong.some((w) => w.table === error.table))
          throw error
        wrong.push(error)
      }
    }
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
      store: open([]),
      notice: {
        kind: 'store-recovered',
        store: name,
        movedTo,
        reason: error.reason,
        ...(error.said && { said: error.said }),
      },
    }
  }
}

/**
 * The file as it was goes to a copy beside it (so the tables' values are
 * kept), then is written without them: the next start finds nothing to say.
 */
function setTablesAside(store: JsonStore, wrong: readonly WrongTableError[], clock: Clock): Notice {
  const copy = besideFile(store.path, clock, 'unreadable')
  copyFileSync(store.path, copy)
  try {
    // The store reads them as absent already; this write leaves them out of the file.
    store.replaceAll(Object.fromEntries(store.keys().map((key) => [key, store.get(key)])))
  } catch (error) {
    // The disk refused (said at the next write too): this start goes on without them all the
    // same, and the next one finds them again.
    if (!(error instanceof AppFailure)) throw error
  }
  return {
    kind: 'tables-set-aside',
    file: store.path,
    copy,
    tables: wrong.map((error) => ({
      name: error.table,
      reason: error.reason,
      ...(error.said && { said: error.said }),
    })),
  }
}

/**
 * `<file>.<label>-<timestamp>.json` beside the original (`-2`, `-3`… if that
 * is taken: a rename would replace it); returns the new path.
 */
export function moveAside(filePath: string, clock: Clock, label: string): string {
  const movedTo = besideFile(filePath, clock, label)
  renameSync(filePath, movedTo)
  return movedTo
}

/** A free name `<file>.<label>-<timestamp>.json` (`-2`, `-3`… if taken) beside `filePath`. */
function besideFile(filePath: string, clock: Clock, label: string): string {
  const stamp = new Date(clock()).toISOString().replace(/[:.]/g, '-')
  const stem = filePath.replace(/\.json$/, '') + `.${label}-${stamp}`
  let path = `${stem}.json`
  for (let n = 2; existsSync(path); n++) path = `${stem}-${n}.json`
  return path
}
