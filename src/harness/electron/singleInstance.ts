import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeSync,
} from 'node:fs'
import { createConnection, createServer, type Server } from 'node:net'
import { basename, join } from 'node:path'

/**
 * Chromium's single-instance lock, as Electron exposes it: one lock per
 * userData folder. The holder writes its pid to `SingletonLock` and listens
 * on `SingletonSocket`; a second process finds a live holder, hands it its
 * argv over the socket and is told no. A lock whose holder is not this app
 * is stale and taken over (a killed process cannot clean up), as Chromium's
 * chrome/browser/process_singleton_posix.cc decides with IsChromeProcess:
 * the pid must run an executable of the same name as ours, which a gone pid,
 * a zombie (no executable any more) or a reused pid of another program does
 * not. (Windows uses a named mutex, which the OS frees with its process: the
 * same outcome, so the stand-in plays one lock for all three platforms.)
 */
export class SingleInstanceLock {
  private server: Server | null = null
  private held: string | null = null

  constructor(private readonly onSecondInstance: (argv: string[], cwd: string) => void) {}

  acquire(userData: string): boolean {
    mkdirSync(userData, { recursive: true, mode: 0o700 })
    const lockPath = join(userData, 'SingletonLock')
    const socketPath = join(userData, 'SingletonSocket')
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(lockPath, 'wx', 0o600)
        writeSync(fd, String(process.pid))
        closeSync(fd)
        this.held = userData
        this.listen(socketPath)
        return true
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        const holder = Number(readFileSync(lockPath, 'utf8'))
        if (holder !== process.pid && isThisApp(holder)) {
          notify(socketPath, { argv: process.argv, cwd: process.cwd() })
          return false
        }
        rmSync(lockPath, { force: true })
        rmSync(socketPath, { force: true })
      }
    }
    return false
  }

  get isHeld(): boolean {
    return this.held !== null
  }

  release(): void {
    if (!this.held) return
    this.server?.close()
    this.server = null
    rmSync(join(this.held, 'SingletonLock'), { force: true })
    rmSync(join(this.held, 'SingletonSocket'), { force: true })
    this.held = null
  }

  private listen(socketPath: string): void {
    rmSync(socketPath, { force: true })
    this.server = createServer((socket) => {
      let text = ''
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => {
        text += chunk
        if (text.length > 64 * 1024) socket.destroy()
      })
      socket.on('end', () => {
        try {
          const { argv, cwd } = JSON.parse(text) as { argv: string[]; cwd: string }
          this.onSecondInstance(argv, cwd)
        } catch {
          // Not a second instance of ours: ignore it, like Chromium does.
        }
      })
      socket.on('error', () => undefined)
    })
    this.server.on('error', () => undefined)
    this.server.unref()
    this.server.listen(socketPath)
  }
}

/**
 * IsChromeProcess: the basename of the pid's executable (`/proc/<pid>/exe`)
 * is our own executable's. A zombie's link cannot be read, and neither can a
 * gone pid's. Where /proc is missing (not Linux), only whether the pid lives.
 */
function isThisApp(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  if (!existsSync('/proc/self/exe')) return isAlive(pid)
  try {
    return basename(readlinkSync(`/proc/${pid}/exe`)) === basename(process.execPath)
  } catch {
    return false
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function notify(socketPath: string, message: { argv: string[]; cwd: string }): void {
  const socket = createConnection(socketPath)
  socket.on('error', () => undefined)
  socket.end(JSON.stringify(message))
}
