import { existsSync, renameSync } from 'node:fs'
import type { Notice } from '../../../shared/model/notice'
import type { Clock } from '../clock'
import type { JsonStore } from './jsonStore'

export type StoreName = 'profiles' | 'secrets'

/**
 * Opens a store; when its file cannot be read (not JSON, damaged), moves the
 * file aside with a timestamp and starts empty, and says so. Never wipes.
 */
export function openRecovering(
  name: StoreName,
  filePath: string,
  open: () => JsonStore,
  clock: Clock,
): { store: JsonStore; notice: Notice | null } {
  try {
    return { store: open(), notice: null }
  } catch (error) {
    if (!existsSync(filePath)) throw error
    const movedTo = moveAside(filePath, clock, 'unreadable')
    return {
      store: open(),
      notice: {
        kind: 'store-recovered',
        store: name,
        movedTo,
        reason:
          error instanceof SyntaxError
            ? 'the file is not valid JSON (it may have been damaged)'
            : error instanceof Error && error.name === 'NewerFormatError'
              ? `it was written by a newer version of Token Desk (${error.message})`
              : `it could not be read (${error instanceof Error ? error.name : 'unknown error'})`,
      },
    }
  }
}

/** `<file>.<label>-<timestamp>.json` beside the original; returns the new path. */
export function moveAside(filePath: string, clock: Clock, label: string): string {
  const stamp = new Date(clock()).toISOString().replace(/[:.]/g, '-')
  const movedTo = filePath.replace(/\.json$/, '') + `.${label}-${stamp}.json`
  renameSync(filePath, movedTo)
  return movedTo
}
