import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Message, sessionBus, Variant } from '@jellybrick/dbus-next'

/**
 * A Linux desktop's screen lock on private D-Bus buses, for the harness and
 * tests: a real dbus-daemon per bus, a stand-in logind on the "system" one
 * and GNOME's screen saver on the session one. The app's own adapter
 * (src/main/adapters/dbusScreenLock.ts) connects to them as it would to a
 * desktop's, so what it hears went through a real bus.
 *
 * What is played follows logind's D-Bus API (org.freedesktop.login1(5)):
 * `Lock` is the session's signal asking the screen locker to act
 * (`loginctl lock-session`), and a locker that reports its state sets
 * `LockedHint` (PropertiesChanged); GNOME Shell also emits
 * org.gnome.ScreenSaver's `ActiveChanged`.
 */

/** A dbus-daemon of our own, on a socket in a private folder. */
export interface PrivateBus {
  address: string
  close(): void
}

/**
 * The daemon runs under a shell that also waits on our pipe (fd 3): when
 * this process ends, however (a SIGKILL too), the pipe closes and the shell
 * stops the daemon and removes its folder, so no bus outlives its harness.
 * A daemon that cannot start ends the shell, and the start fails.
 */
const keeper = [
  'command -v dbus-daemon >/dev/null || exit 127',
  'exec 3<&0',
  'dbus-daemon --session --nofork --print-address --address="unix:path=$1/bus" & pid=$!',
  '{ read _ <&3; kill $pid; } &',
  'wait $pid; code=$?; rm -rf "$1"; exit $code',
].join('\n')

export async function startPrivateBus(): Promise<PrivateBus> {
  const dir = mkdtempSync(join(tmpdir(), 'td-bus-'))
  const daemon: ChildProcess = spawn('sh', ['-c', keeper, 'sh', dir], {
    stdio: ['pipe', 'pipe', 'ignore'],
  })
  const close = () => {
    daemon.stdin?.end()
    daemon.stdout?.destroy()
  }
  try {
    const address = await new Promise<string>((resolve, reject) => {
      let printed = ''
      daemon.once('error', reject)
      daemon.once('exit', (code) => reject(new Error(`dbus-daemon exited (${code})`)))
      daemon.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
        printed += chunk
        if (printed.includes('\n')) resolve(printed.trim())
      })
    })
    return { address, close }
  } catch (error) {
    close()
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

const LOGIN1 = 'org.freedesktop.login1'
const SESSION = 'org.freedesktop.login1.Session'
const GNOME_SAVER = 'org.gnome.ScreenSaver'

export interface FakeDesktop {
  /** What the desktop's buses are: the app's DBUS_SYSTEM_BUS_ADDRESS and DBUS_SESSION_BUS_ADDRESS. */
  systemBus: string
  sessionBus: string
  /** The logind session's id (XDG_SESSION_ID) and object path. */
  sessionId: string
  sessionPath: string
  /** Super+L on GNOME: the shell locks, says so (ActiveChanged) and sets LockedHint. */
  lock(): Promise<void>
  /** The user unlocks: ActiveChanged and LockedHint back to false. */
  unlock(): Promise<void>
  /** `loginctl lock-session` where xss-lock runs the locker: logind's Lock signal alone. */
  lockSignal(): Promise<void>
  close(): void
}

export interface FakeDesktopOptions {
  /** Processes logind knows as in the session (GetSessionByPID). */
  pids: number[]
  /** Leave out GNOME's screen saver: logind alone. */
  noScreenSaver?: boolean
}

/** Two private buses with logind and GNOME's screen saver on them. */
export async function startFakeDesktop(options: FakeDesktopOptions): Promise<FakeDesktop> {
  const system = await startPrivateBus()
  const session = await startPrivateBus().catch((error: unknown) => {
    system.close()
    throw error
  })
  const sessionId = 'c1'
  const sessionPath = `/org/freedesktop/login1/session/${sessionId}`
  let lockedHint = false
  let active = false

  const logind = sessionBus({ busAddress: system.address })
  const saver = options.noScreenSaver ? null : sessionBus({ busAddress: session.address })
  const buses = [logind, ...(saver ? [saver] : [])]
  for (const bus of buses) (bus as unknown as NodeJS.EventEmitter).on('error', () => undefined)

  logind.addMethodHandler((message) => {
    const reply = (signature: string, body: unknown[]) =>
      logind.send(Message.newMethodReturn(message, signature, body))
    const fail = (name: string, text: string) => logind.send(Message.newError(message, name, text))
    if (message.interface === 'org.freedesktop.login1.Manager') {
      if (message.member === 'GetSession') {
        const [id] = message.body as [string]
        if (id === sessionId || id === 'auto') reply('o', [sessionPath])
        else fail('org.freedesktop.login1.NoSuchSession', `No session '${id}' known`)
        return true
      }
      if (message.member === 'GetSessionByPID') {
        const [pid] = message.body as [number]
        if (options.pids.includes(pid)) reply('o', [sessionPath])
        else fail('org.freedesktop.login1.NoSessionForPID', `PID ${pid} does not belong to any known session`) // prettier-ignore
        return true
      }
    }
    if (message.interface === 'org.freedesktop.DBus.Properties' && message.member === 'Get') {
      const [iface, name] = message.body as [string, string]
      if (message.path === sessionPath && iface === SESSION && name === 'LockedHint') {
        reply('v', [new Variant('b', lockedHint)])
      } else fail('org.freedesktop.DBus.Error.UnknownProperty', `No property ${iface}.${name}`)
      return true
    }
    return false
  })
  saver?.addMethodHandler((message) => {
    if (message.interface === GNOME_SAVER && message.member === 'GetActive') {
      saver.send(Message.newMethodReturn(message, 'b', [active]))
      return true
    }
    return false
  })
  await logind.requestName(LOGIN1, 4)
  if (saver) await saver.requestName(GNOME_SAVER, 4)

  const hint = (value: boolean) => {
    lockedHint = value
    logind.send(
      Message.newSignal(
        sessionPath,
        'org.freedesktop.DBus.Properties',
        'PropertiesChanged',
        'sa{sv}as',
        [SESSION, { LockedHint: new Variant('b', value) }, []],
      ),
    )
  }
  const screenSaver = (value: boolean) => {
    active = value
    saver?.send(
      Message.newSignal('/org/gnome/ScreenSaver', GNOME_SAVER, 'ActiveChanged', 'b', [value]),
    )
  }
  /** A round trip to each bus, so every signal sent so far has been routed. */
  const settle = () =>
    Promise.all(
      buses.map((bus) =>
        bus.call(
          new Message({
            destination: 'org.freedesktop.DBus',
            path: '/org/freedesktop/DBus',
            interface: 'org.freedesktop.DBus',
            member: 'GetId',
          }),
        ),
      ),
    ).then(() => undefined)

  return {
    systemBus: system.address,
    sessionBus: session.address,
    sessionId,
    sessionPath,
    lock: async () => {
      screenSaver(true)
      hint(true)
      await settle()
    },
    unlock: async () => {
      screenSaver(false)
      hint(false)
      await settle()
    },
    lockSignal: async () => {
      logind.send(Message.newSignal(sessionPath, SESSION, 'Lock'))
      await settle()
    },
    close: () => {
      for (const bus of buses) bus.disconnect()
      system.close()
      session.close()
    },
  }
}

/**
 * The harness's Linux desktop: on `--platform linux` the app's adapter is
 * pointed at private buses with logind and GNOME's screen saver, which
 * `/__harness/session/lock` drives. Without dbus-daemon the app is pointed
 * at no bus at all (never the machine's own desktop), and says the lock
 * cannot be observed.
 */
export async function harnessDesktop(
  platform: string,
  env: NodeJS.ProcessEnv,
): Promise<FakeDesktop | { unavailable: string }> {
  delete env['XDG_SESSION_ID']
  const nowhere = () => {
    env['DBUS_SYSTEM_BUS_ADDRESS'] = 'unix:path=/nonexistent/harness-system-bus'
    env['DBUS_SESSION_BUS_ADDRESS'] = 'unix:path=/nonexistent/harness-session-bus'
  }
  if (platform !== 'linux') {
    nowhere()
    return { unavailable: `there is no D-Bus desktop on ${platform}` }
  }
  try {
    const desktop = await startFakeDesktop({ pids: [process.pid] })
    env['DBUS_SYSTEM_BUS_ADDRESS'] = desktop.systemBus
    env['DBUS_SESSION_BUS_ADDRESS'] = desktop.sessionBus
    return desktop
  } catch (error) {
    nowhere()
    return { unavailable: `the private buses could not start (${String(error)})` }
  }
}
