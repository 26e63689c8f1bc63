import { chmodSync, lstatSync, mkdirSync, realpathSync, unlinkSync } from 'node:fs'
import { homedir, tmpdir, userInfo } from 'node:os'
import { isAbsolute, join, resolve } from 'node:path'
import { sha256Hex } from '../../../shared/cli/sha256'

/**
 * Where the running app listens for `token-desk`, derived from its data
 * folder so that each instance (the app, a harness, a test) has its own, and
 * computable by the command line without reading any of the app's files.
 * Used by both sides: the app's server and the CLI client.
 */

/** What the path depends on; the current process's values by default. */
export interface EndpointHost {
  platform: NodeJS.Platform
  env: Record<string, string | undefined>
  home: string
  tmpdir: string
  /** POSIX user id; -1 on Windows. */
  uid: number
  username: string
}

export const currentHost = (): EndpointHost => ({
  platform: process.platform,
  env: process.env,
  home: homedir(),
  tmpdir: tmpdir(),
  uid: process.getuid?.() ?? -1,
  username: safeUsername(),
})

function safeUsername(): string {
  try {
    return userInfo().username
  } catch {
    return process.env['USER'] ?? process.env['USERNAME'] ?? 'user'
  }
}

/** sun_path holds 104 bytes on macOS and 108 on Linux, the terminating NUL included. */
const MAX_SOCKET_PATH_BYTES = 103

/**
 * The data folder's name under the OS's application data folder. It is the
 * package name, which Electron used before package.json had a productName;
 * the app now sets it explicitly (src/main/userData.ts), so that the name
 * menus show ("Token Desk") does not move anyone's data.
 */
export const DATA_FOLDER_NAME = 'token-desk'

/** The app's default data folder, as Electron's `appData` is found on each OS, + DATA_FOLDER_NAME. */
export function defaultDataDir(host: EndpointHost = currentHost()): string {
  const { platform, env, home } = host
  if (platform === 'win32')
    return join(env['APPDATA'] ?? join(home, 'AppData', 'Roaming'), DATA_FOLDER_NAME)
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', DATA_FOLDER_NAME)
  const config = env['XDG_CONFIG_HOME']
  return join(config && isAbsolute(config) ? config : join(home, '.config'), DATA_FOLDER_NAME)
}

/** 16 hex digits of SHA-256 over the folder's real path: one endpoint per data folder. */
export function endpointKey(dataDir: string, platform: NodeJS.Platform = process.platform): string {
  let path = resolve(dataDir)
  try {
    path = realpathSync.native(path)
  } catch {
    // Not there (yet): the resolved path stands; no app can be using it anyway.
  }
  if (platform === 'win32' || platform === 'darwin') path = path.toLowerCase()
  return sha256Hex(path).slice(0, 16)
}

/**
 * A Unix socket in a per-user directory only the user may open
 * ($XDG_RUNTIME_DIR/token-desk, ~/.token-desk on macOS, else
 * <tmp>/token-desk-<uid>), or on Windows a named pipe carrying the user's name.
 */
export function cliEndpoint(dataDir: string, host: EndpointHost = currentHost()): string {
  const key = endpointKey(dataDir, host.platform)
  if (host.platform === 'win32') {
    const user = host.username.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 40)
    return `\\\\.\\pipe\\token-desk-${user}-${key}`
  }
  const runtime = host.env['XDG_RUNTIME_DIR']
  const preferred =
    host.platform === 'darwin'
      ? join(host.home, '.token-desk')
      : runtime && isAbsolute(runtime)
        ? join(runtime, 'token-desk')
        : fallbackDir(host)
  const path = join(preferred, `${key}.sock`)
  if (Buffer.byteLength(path) <= MAX_SOCKET_PATH_BYTES) return path
  // A long home or runtime path: the temporary folder is short on every system.
  return join(fallbackDir(host), `${key}.sock`)
}

const fallbackDir = (host: EndpointHost): string => join(host.tmpdir, `token-desk-${host.uid}`)

export const isNamedPipe = (path: string): boolean => path.startsWith('\\\\.\\pipe\\')

/** The endpoint's directory, for the checks below. */
const dirOf = (socketPath: string): string => resolve(socketPath, '..')

/**
 * Makes the socket's directory (0700) and checks that it is a real directory
 * owned by this user that nobody else may enter; in a shared temporary folder
 * another user could have made it first. Removes a socket left by a crash:
 * the single-instance lock makes this process the data folder's only app.
 */
export function prepareEndpoint(socketPath: string, uid = process.getuid?.() ?? -1): void {
  if (isNamedPipe(socketPath)) return
  const dir = dirOf(socketPath)
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const stat = lstatSync(dir)
  if (!stat.isDirectory() || stat.uid !== uid) {
    throw new Error(`${dir} is not a directory of this user: refusing to listen there.`)
  }
  if ((stat.mode & 0o077) !== 0) chmodSync(dir, 0o700)
  try {
    if (lstatSync(socketPath).isSocket()) unlinkSync(socketPath)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}
