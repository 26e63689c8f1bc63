import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { writeFileSync as writeAtomically } from 'atomically'
import type { DocumentFile } from './cachedStore'
import { DATA_FOLDER_MODE, STORE_FILE_MODE } from './privateFolder'
import { linkTarget } from './storeLink'

/**
 * profiles.json's writer: the whole document as conf writes it (tab-indented
 * JSON, owner-only, atomically: a temporary file, fsync, rename), without
 * what conf does around a write. conf reads and parses the whole file again
 * before every write (to keep bookkeeping it would merge from another
 * process) and walks every value for one JSON cannot hold: at 10,000
 * profiles that was some 200 ms of each write, a catalog re-sync's most. This
 * process is the file's only writer (single-instance lock), cachedStore
 * holds the document, and JSON.stringify throws on a cycle or a bigint, so
 * neither is needed. Kept from conf: a link at the path is written through
 * (the link stays), and EXDEV, which Windows sometimes gives a rename in one
 * folder, falls back to writing the file in place.
 */
export function documentFile(path: string): DocumentFile {
  return {
    set store(value: Record<string, unknown>) {
      const text = JSON.stringify(value, undefined, '\t')
      // The folder is made private at start; made again if it was removed since.
      mkdirSync(dirname(path), { recursive: true, mode: DATA_FOLDER_MODE })
      const target = linkTarget(path)
      try {
        writeAtomically(target, text, { mode: STORE_FILE_MODE })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
        writeFileSync(target, text, { mode: STORE_FILE_MODE })
      }
    },
  }
}
