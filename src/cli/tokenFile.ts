import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import type { EndpointHost } from '../main/core/cli/endpoint'
import { writeAtomically } from './atomicFile'

/** TOKEN_DESK_TOKEN_FILE: the token alone, no newline, kept current while exec runs. */
export interface TokenFile {
  readonly path: string
  write(token: string): void
  /** Removes the file and its folder (also done at the process's exit, whatever ends it). */
  remove(): void
}

/**
 * A private folder (mkdtemp: 0700, a name nobody can guess) in the user's
 * runtime folder, else the temporary one, holding one 0600 file. Its removal
 * is tied to the process's `exit` too, which Node emits on a normal end, on
 * `process.exit` and after an uncaught error; a signal that ends token-desk
 * reaches the command first (exec forwards it) and exec returns normally.
 */
export function createTokenFile(host: Pick<EndpointHost, 'env' | 'tmpdir'>): TokenFile {
  const runtime = host.env['XDG_RUNTIME_DIR']
  const base = runtime && isAbsolute(runtime) && existsSync(runtime) ? runtime : host.tmpdir
  const dir = mkdtempSync(join(base, 'token-desk-exec-'))
  const path = join(dir, 'token')
  const remove = (): void => {
    process.off('exit', remove)
    rmSync(dir, { recursive: true, force: true })
  }
  process.on('exit', remove)
  return { path, write: (token) => writeAtomically(path, token), remove }
}
