import { lstatSync, readlinkSync, realpathSync } from 'node:fs'
import { resolve, dirname } from 'node:path'
import type { Said } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'

/**
 * A store (profiles.json, state.journal) may be a link to a file elsewhere,
 * as a dotfile setup makes it; writes go through it to that file and the
 * link stays. This is where a write of `path` belongs.
 */
export function linkTarget(path: string): string {
  if (!lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) return path
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}

/**
 * A store that is a link to nothing: its drive or share not mounted yet, or
 * its file moved. Read as missing, the start would show no profiles and the
 * first write would put an empty store in the link's place; the start stops
 * instead, saying where the link points (`said`: the message as data).
 */
export class DanglingLinkError extends Error {
  readonly said: Said
  constructor(
    readonly path: string,
    readonly target: string,
  ) {
    const { message, said } = saying('app.storage.danglingLink', { path, target })
    super(message)
    this.name = 'DanglingLinkError'
    this.said = said
  }
}

/** Throws DanglingLinkError when `path` is a link whose file is not there; called where a store reads ENOENT. */
export function refuseDanglingLink(path: string): void {
  if (!lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) return
  throw new DanglingLinkError(path, resolve(dirname(path), readlinkSync(path)))
}
