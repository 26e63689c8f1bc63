import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** The file naming a folder's default profile, looked for from the working folder up. */
export const PROJECT_FILE = '.token-desk.json'
export const PROFILE_VARIABLE = 'TOKEN_DESK_PROFILE'

/** Far more than `{"profile": "…"}` needs: a bigger file is not one of ours. */
const MAX_FILE_BYTES = 16 * 1024
/** The protocol's longest profile selector. */
const MAX_PROFILE_CHARS = 300

export type DefaultProfile =
  | { kind: 'env'; profile: string }
  | { kind: 'file'; profile: string; path: string }
  | { kind: 'none' }
  /** A file was found but cannot be used: malformed, or not trusted. */
  | { kind: 'error'; message: string }

export interface ProjectPlace {
  env: Record<string, string | undefined>
  /** The working folder. */
  cwd: string
  /** The search stops after this folder when it is on the way up. */
  home: string
  /** Who runs this (-1 on Windows: no owner check). */
  uid: number
}

/**
 * The profile to use when none is named: TOKEN_DESK_PROFILE, else the
 * nearest .token-desk.json in the working folder or a parent, up to and
 * including the home folder (a ~/.token-desk.json is the user's own default),
 * else up to the root. The nearest file decides: a bad one is an error, never
 * skipped for one further up.
 */
export function defaultProfile(place: ProjectPlace): DefaultProfile {
  const fromEnv = place.env[PROFILE_VARIABLE]
  if (fromEnv) return { kind: 'env', profile: fromEnv }
  const home = resolve(place.home)
  for (let dir = resolve(place.cwd); ; dir = dirname(dir)) {
    const found = readProjectFile(join(dir, PROJECT_FILE), place.uid)
    if (found) return found
    if (dir === home || dirname(dir) === dir) return { kind: 'none' }
  }
}

/** The file's profile; null when there is no file here; an error naming the path otherwise. */
function readProjectFile(path: string, uid: number): DefaultProfile | null {
  const fail = (why: string): DefaultProfile => ({ kind: 'error', message: `${path}: ${why}` })
  let link
  try {
    link = lstatSync(path)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return null
    return fail(`cannot be read (${code ?? String(error)}).`)
  }
  // A link planted by someone else could point at any file: its owner counts as the file's.
  if (link.isSymbolicLink() && !trustedOwner(link.uid, uid)) return fail(untrusted(link.uid))
  let fd: number
  try {
    // Non-blocking: a FIFO put there must not hang the command.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0))
  } catch (error) {
    return fail(`cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`)
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) return fail('is not a regular file; not used.')
    if (!trustedOwner(stat.uid, uid)) return fail(untrusted(stat.uid))
    // World-writable: anyone could have put another account's profile in it.
    if (uid !== -1 && (stat.mode & 0o002) !== 0)
      return fail(
        'is writable by every user, so anyone could have chosen its profile; not used. Run chmod o-w on it.',
      )
    if (stat.size > MAX_FILE_BYTES)
      return fail(`is larger than ${MAX_FILE_BYTES / 1024} KiB; not used.`)
    const buffer = Buffer.alloc(MAX_FILE_BYTES + 1)
    const length = readSync(fd, buffer, 0, buffer.length, 0)
    return parseProjectFile(buffer.subarray(0, length).toString('utf8'), path)
  } finally {
    closeSync(fd)
  }
}

const trustedOwner = (owner: number, uid: number): boolean =>
  uid === -1 || owner === uid || owner === 0

const untrusted = (owner: number): string =>
  `belongs to another user (uid ${owner}), not to you or root, so it may name another account's profile; not used. Remove it, or name the profile.`

/** Strict: one JSON object with a "profile" string and nothing else. */
export function parseProjectFile(text: string, path: string): DefaultProfile {
  const fail = (why: string): DefaultProfile => ({ kind: 'error', message: `${path}: ${why}` })
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return fail(`is not valid JSON (${error instanceof Error ? error.message : String(error)}).`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('must be a JSON object like {"profile": "Acme production"}.')
  const unknown = Object.keys(value).filter((key) => key !== 'profile')
  if (unknown.length)
    return fail(
      `has unknown keys (${unknown.map((k) => JSON.stringify(k)).join(', ')}); only "profile" is read.`,
    )
  const profile = (value as { profile?: unknown }).profile
  if (typeof profile !== 'string' || profile.trim() === '')
    return fail('needs "profile": a profile\'s name, id or account:<id>.')
  if (profile.length > MAX_PROFILE_CHARS)
    return fail(`"profile" is longer than ${MAX_PROFILE_CHARS} characters.`)
  return { kind: 'file', profile, path }
}

/** The named profile, else the default, else why there is none (a usage error). */
export function chosenProfile(
  named: string | null,
  command: string,
  place: ProjectPlace,
): { profile: string; from: string | null } | { message: string; usage: boolean } {
  if (named !== null) return { profile: named, from: null }
  const found = defaultProfile(place)
  switch (found.kind) {
    case 'env':
    case 'file':
      return { profile: found.profile, from: sourceOf(found) }
    case 'error':
      return { message: found.message, usage: false }
    case 'none':
      return {
        message: `${command} needs a profile: a name, an id or account:<id>; or set ${PROFILE_VARIABLE}, or put {"profile": "<name>"} in a ${PROJECT_FILE} in this folder or a parent.`,
        usage: true,
      }
  }
}

/** Where a default came from, as status and messages say it. */
export const sourceOf = (found: { kind: 'env' } | { kind: 'file'; path: string }): string =>
  found.kind === 'env' ? PROFILE_VARIABLE : found.path
