import { lstatSync, mkdirSync, unlinkSync } from 'node:fs'
import { Server, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { machinePlatform, type StandInPlatform } from './electron/state'

/**
 * Plays `platform` to the app: `process.platform` reads it, as it would in
 * Electron's main process on that OS, so the app's own platform branches
 * (menus, the clipboard's markers, window-all-closed, the command line's
 * endpoint) take that OS's path. Node itself stays the machine's: `path`,
 * `os` and the file system keep their POSIX behaviour, which is why only the
 * one OS facility the app reaches through Node and Linux lacks is played
 * below (Windows named pipes).
 */
export function playPlatform(platform: StandInPlatform): void {
  Object.defineProperty(process, 'platform', {
    value: platform,
    configurable: true,
    enumerable: true,
    writable: false,
  })
  if (platform === 'win32' && machinePlatform() !== 'win32') playNamedPipes()
}

const PIPE_PREFIX = '\\\\.\\pipe\\'
let pipesPlayed = false

/**
 * On Windows the command line's endpoint is a named pipe (`\\.\pipe\<name>`,
 * one machine-wide namespace). Linux has none: Node would make a socket file
 * with that literal name in the working folder. Playing Windows on another
 * OS, every pipe name given to `net` (a server's listen, a client's connect)
 * becomes a Unix socket of the same name in one private folder, so a server
 * and a client in any process of this user meet there as they would on the
 * pipe.
 */
export function playNamedPipes(): void {
  if (pipesPlayed) return
  pipesPlayed = true
  const listen = Server.prototype.listen
  Server.prototype.listen = function (this: Server, ...args: unknown[]) {
    const socket = mapPipeArgs(args)
    // A pipe goes with the process that made it; a socket file outlives a killed one.
    if (socket) removeSocket(socket)
    return listen.apply(this, args as Parameters<typeof listen>)
  } as typeof listen
  const connect = Socket.prototype.connect
  Socket.prototype.connect = function (this: Socket, ...args: unknown[]) {
    mapPipeArgs(args)
    return connect.apply(this, args as Parameters<typeof connect>)
  } as typeof connect
}

/** Where the played pipes are: one folder per user, as the pipe namespace is one per machine. */
export const pipeFolder = (): string =>
  join(tmpdir(), `token-desk-pipes-${process.getuid?.() ?? 'user'}`)

/** The Unix socket standing in for a named pipe: in pipeFolder(), made 0700. */
export function pipeSocket(pipe: string): string {
  const dir = pipeFolder()
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  return join(dir, pipe.slice(PIPE_PREFIX.length).replace(/[^A-Za-z0-9._-]/g, '_'))
}

function removeSocket(path: string): void {
  try {
    if (lstatSync(path).isSocket()) unlinkSync(path)
  } catch {
    // Nothing there.
  }
}

const isPipe = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PIPE_PREFIX)

/**
 * Replaces a pipe name in the arguments (our own rest array) with its socket:
 * `(path, …)`, `({ path }, …)` or net.connect's normalized `[[{ path }, cb]]`,
 * whose options object is changed in place (the array carries Node's marker).
 * The socket's path, or null when no pipe is named.
 */
function mapPipeArgs(args: unknown[]): string | null {
  const [first] = args
  if (isPipe(first)) return (args[0] = pipeSocket(first))
  const options: unknown = Array.isArray(first) ? first[0] : first
  if (typeof options !== 'object' || options === null) return null
  const { path } = options as { path?: unknown }
  if (!isPipe(path)) return null
  return ((options as { path: string }).path = pipeSocket(path))
}
