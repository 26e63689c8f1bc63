import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  openSync,
  statSync,
  type Stats,
} from 'node:fs'
import { connect, type Socket } from 'node:net'
import { basename, dirname } from 'node:path'
import { isNamedPipe } from '../main/core/cli/endpoint'

/**
 * Connecting to the app's socket through the very directory that was checked.
 *
 * The endpoint's directory may sit in a shared temporary folder
 * (<tmp>/token-desk-<uid>), where another user can create that name while it
 * is absent, or rename a folder of theirs in and out of place. Checking the
 * path and then connecting by the path again would check one folder and use
 * another. So the directory is opened once (O_DIRECTORY | O_NOFOLLOW: never a
 * link), its owner and mode are read from that descriptor, and the socket is
 * reached relative to the descriptor: on Linux through /proc/self/fd/<fd>/,
 * elsewhere (macOS) by changing into the directory and checking that the
 * working directory is the same inode as the descriptor before connecting by
 * the socket's bare name. The descriptor keeps the inode alive meanwhile.
 */

export type Dial =
  | { kind: 'socket'; socket: Socket }
  /** No directory: no app ever listened here. Nothing was connected. */
  | { kind: 'absent' }
  /** The directory is not this user's private one: nothing was connected. */
  | { kind: 'unsafe'; message: string }

/** How the socket is reached relative to the checked directory. */
export type Pinning = 'proc' | 'cwd'

export const defaultPinning = (): Pinning =>
  process.platform === 'linux' && existsSync('/proc/self/fd') ? 'proc' : 'cwd'

/** Why a directory (as fstat sees it) may not hold the app's socket; null when it may. */
export function directoryProblem(stat: Pick<Stats, 'mode' | 'uid' | 'isDirectory'>, uid: number) {
  if (!stat.isDirectory()) return 'is not a directory'
  if (stat.uid !== uid) return `belongs to another user (uid ${stat.uid})`
  const mode = stat.mode & 0o777
  if ((mode & 0o077) !== 0)
    return `is open to other users (mode 0${mode.toString(8)}; expected 0700)`
  return null
}

const unsafe = (dir: string, why: string): Dial => ({
  kind: 'unsafe',
  message: `${dir} ${why}: not connecting.`,
})

/** Opens a connection to the socket at `socketPath`, only through a directory private to `uid`. */
export function dialEndpoint(
  socketPath: string,
  uid: number,
  pinning: Pinning = defaultPinning(),
): Dial {
  // Windows' named pipes have no directory (docs/cli.md says what protects them).
  if (isNamedPipe(socketPath)) return { kind: 'socket', socket: connect(socketPath) }
  const dir = dirname(socketPath)
  let fd: number
  try {
    fd = openSync(dir, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return { kind: 'absent' }
    if (code === 'ELOOP' || code === 'ENOTDIR') return unsafe(dir, 'is a link or not a directory')
    return unsafe(dir, `cannot be opened (${code ?? 'error'})`)
  }
  try {
    const stat = fstatSync(fd, { bigint: true })
    const problem = directoryProblem(
      { mode: Number(stat.mode), uid: Number(stat.uid), isDirectory: () => stat.isDirectory() },
      uid,
    )
    if (problem) return unsafe(dir, problem)
    const name = basename(socketPath)
    if (pinning === 'proc')
      return { kind: 'socket', socket: connect(`/proc/self/fd/${fd}/${name}`) }
    return connectInside(dir, stat, name)
  } finally {
    // The connect(2) call has been made by now: libuv makes it synchronously for a Unix socket.
    closeSync(fd)
  }
}

/** Changes into `dir`, connects by `name` if it is the checked inode, and changes back. */
function connectInside(dir: string, pinned: { dev: bigint; ino: bigint }, name: string): Dial {
  let back: string
  try {
    back = process.cwd()
    process.chdir(dir)
  } catch (error) {
    // No working directory to come back to (removed), or the directory cannot be entered.
    return unsafe(dir, `cannot be entered from here (${(error as NodeJS.ErrnoException).code})`)
  }
  let socket: Socket | null = null
  try {
    const here = statSync('.', { bigint: true })
    if (here.dev !== pinned.dev || here.ino !== pinned.ino)
      return unsafe(dir, 'was replaced while connecting')
    socket = connect(name)
  } finally {
    try {
      process.chdir(back)
    } catch {
      socket?.destroy()
      socket = null
    }
  }
  if (!socket) return unsafe(dir, `was entered, but the working directory ${back} is gone`)
  return { kind: 'socket', socket }
}
