import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from 'node:fs'
import { chmod, lstat, readdir } from 'node:fs/promises'
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
/** The app's own folders, every file in them its own (makeFilesPrivate): activity, runs, exchanges, main's log. */
const storeFolder = /^(activity|runs|exchanges|logs)$/

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
  for (const name of listed(folder)) {
    if (storeFile.test(name)) notices.push(tighten(join(folder, name), STORE_FILE_MODE))
    if (storeFolder.test(name)) notices.push(tighten(join(folder, name), DATA_FOLDER_MODE))
  }
  return notices.filter((n): n is Notice => n !== null)
}

/**
 * The files in the app's own folders (activity/, runs/, logs/), made 0600
 * as makePrivate does the rest: an earlier version, a restored backup or a
 * umask of 000 may have left them readable by others. After the start, not
 * in it: a file per profile in two folders is 20,000 lstat calls at 10,000
 * profiles, several times a start's budget, while the folders themselves
 * (0700 by then) already keep other users from opening them.
 */
export async function makeFilesPrivate(
  folder: string,
  platform = process.platform,
  /** Awaited between slices: the app paces the pass while nothing waits for it. */
  between: () => Promise<void> = () => Promise.resolve(),
): Promise<Notice[]> {
  if (platform === 'win32') return []
  const notices: (Notice | null)[] = []
  for (const name of ['activity', 'runs', 'exchanges', 'logs']) {
    const inner = join(folder, name)
    const files = await readdir(inner).catch(() => [])
    // In slices: a slice at a time waits on the file system's threads, never a list of 10,000.
    for (let i = 0; i < files.length; i += 64) {
      if (i > 0) await between()
      const slice = files.slice(i, i + 64)
      notices.push(
        ...(await Promise.all(
          slice.map((file) => tightenAsync(join(inner, file), STORE_FILE_MODE)),
        )),
      )
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

async function tightenAsync(path: string, allowed: number): Promise<Notice | null> {
  const mode = await lstat(path).then(modeToTighten, () => null)
  const next = mode === null ? null : mode & allowed
  if (mode === null || next === mode) return null
  return chmod(path, next as number).then(
    () => null,
    (error: unknown) => leftOpen(path, mode, error),
  )
}

/** A file's or folder's permission bits; null for a link or anything odd (chmod would follow a link). */
function modeToTighten(stat: Stats): number | null {
  return stat.isFile() || stat.isDirectory() ? stat.mode & 0o777 : null
}

function leftOpen(path: string, mode: number, error: unknown): Notice {
  return {
    kind: 'permissions-left-open',
    path,
    mode: mode.toString(8),
    errno: errnoOf(error)?.code ?? 'unknown',
  }
}

function tighten(path: string, allowed: number): Notice | null {
  let mode: number | null
  try {
    mode = modeToTighten(lstatSync(path))
  } catch {
    return null
  }
  if (mode === null || (mode & allowed) === mode) return null
  try {
    chmodSync(path, mode & allowed)
    return null
  } catch (error) {
    return leftOpen(path, mode, error)
  }
}
