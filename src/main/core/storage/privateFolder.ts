import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Notice } from '../../../shared/model/notice'
import { errnoOf } from './storeErrors'

/** The store files hold account names, URLs and ciphertext: the owner's only. */
export const STORE_FILE_MODE = 0o600
export const DATA_FOLDER_MODE = 0o700

/**
 * The app's own files: the stores, the copies set aside or backed up, the
 * window's state, the state journal, its copies and its temporary files.
 */
const storeFile =
  /^((profiles|secrets|window-state)(\..+)?\.json|state(\..+)?\.journal(\.(compacting|writing))?)$/
/** The app's own folders, every file in them its own: token activity, run history, main's log. */
const storeFolder = /^(activity|runs|logs)$/

/**
 * Makes the data folder and the store files in it private to their owner:
 * creates the folder 0700, and takes group and other access away from an
 * existing folder and files (it never adds access the user took away, so a
 * file made unreadable stays unreadable and is reported as such). New files
 * get 0600 from the stores' `configFileMode` and every other writer's
 * explicit mode (`open(…, 0o600)`, `mkdir(…, 0o700)`), which a umask can only
 * narrow. Returns a notice for each one that could not be changed (another
 * user owns it).
 *
 * POSIX only: on Windows, modes are not access control; the per-user AppData
 * folder's ACL already keeps other users out, so nothing is done there (the
 * app sets no ACLs of its own).
 */
export function makePrivate(folder: string, platform = process.platform): Notice[] {
  if (platform === 'win32') return []
  mkdirSync(folder, { recursive: true, mode: DATA_FOLDER_MODE })
  const notices = [tighten(folder, DATA_FOLDER_MODE)]
  const names = listed(folder)
  for (const name of names) {
    if (storeFile.test(name)) notices.push(tighten(join(folder, name), STORE_FILE_MODE))
    if (storeFolder.test(name)) {
      const inner = join(folder, name)
      notices.push(tighten(inner, DATA_FOLDER_MODE))
      // An earlier version (or a umask of 000) left their files readable by others.
      for (const file of listed(inner)) notices.push(tighten(join(inner, file), STORE_FILE_MODE))
    }
  }
  return notices.filter((n): n is Notice => n !== null)
}

/** A folder's names; none when it cannot be listed (opening what is in it reports that). */
function listed(folder: string): string[] {
  try {
    return readdirSync(folder)
  } catch {
    return []
  }
}

function tighten(path: string, allowed: number): Notice | null {
  let mode: number
  try {
    const stat = lstatSync(path)
    // A link or anything odd is left alone: chmod would change what it points at.
    if (!stat.isFile() && !stat.isDirectory()) return null
    mode = stat.mode & 0o777
  } catch {
    return null
  }
  const next = mode & allowed
  if (next === mode) return null
  try {
    chmodSync(path, next)
    return null
  } catch (error) {
    const errno = errnoOf(error)
    return {
      kind: 'permissions-left-open',
      path,
      mode: mode.toString(8),
      errno: errno?.code ?? 'unknown',
    }
  }
}
