import { Message, MessageType, sessionBus, type MessageBus } from '@jellybrick/dbus-next'
import type { ScreenLockListener, ScreenLockSignals } from '../core/lock/screenLockSignals'
import { said, type Said } from '../../shared/i18n/said'
import { english } from '../../shared/i18n/sayMessage'

/** A reason in English (diagnostics quote it) and as data for the window. */
const reasonOf = (why: Said) => ({ reason: english(why), said: why })

/**
 * Linux's screen lock, heard from the desktop itself: Electron's powerMonitor
 * emits `lock-screen` only on macOS and Windows (docs/api/power-monitor.md),
 * so on Linux the app listens over D-Bus to
 * - logind (system bus): the session's `Lock` signal and its `LockedHint`
 *   property (org.freedesktop.login1.Session), the session found through
 *   XDG_SESSION_ID, the process, or logind's "auto";
 * - the screen savers (session bus): `ActiveChanged` of
 *   org.freedesktop.ScreenSaver (KDE, others) and org.gnome.ScreenSaver.
 * Without either bus nothing breaks: the status says why the lock cannot be
 * heard.
 */
export interface DbusScreenLockOptions {
  /** The system bus (logind); default DBUS_SYSTEM_BUS_ADDRESS, else the standard socket. */
  systemBus?: string
  /** The session bus (screen savers); default DBUS_SESSION_BUS_ADDRESS or $XDG_RUNTIME_DIR/bus. */
  sessionBus?: string
  /** XDG_SESSION_ID, when the login set it. */
  sessionId?: string
  /** This process, for logind's GetSessionByPID. */
  pid: number
}

const LOGIN1 = 'org.freedesktop.login1'
const SESSION = 'org.freedesktop.login1.Session'
const PROPERTIES = 'org.freedesktop.DBus.Properties'
const SCREEN_SAVERS = ['org.freedesktop.ScreenSaver', 'org.gnome.ScreenSaver'] as const

export function dbusScreenLockSignals(options: DbusScreenLockOptions): ScreenLockSignals {
  return {
    async watch(listener) {
      const [logind, savers] = await Promise.all([
        watchLogind(options, listener),
        watchScreenSavers(options, listener),
      ])
      const via = [...logind.via, ...savers.via]
      const stop = () => {
        logind.stop()
        savers.stop()
      }
      if (via.length > 0) return { status: { kind: 'watching', via }, stop }
      stop()
      return {
        status: {
          kind: 'unobservable',
          ...reasonOf(
            said('app.screenLock.notHeard', { logind: logind.problem, savers: savers.problem }),
          ),
        },
        stop,
      }
    },
  }
}

interface Watched {
  via: string[]
  problem: string
  stop(): void
}

async function watchLogind(
  options: DbusScreenLockOptions,
  listener: ScreenLockListener,
): Promise<Watched> {
  const address = options.systemBus ?? process.env['DBUS_SYSTEM_BUS_ADDRESS']
  const connected = await connect(address ?? 'unix:path=/var/run/dbus/system_bus_socket')
  if ('problem' in connected) return { via: [], problem: connected.problem, stop: () => undefined }
  const { bus, call } = connected
  const stop = () => bus.disconnect()
  try {
    const found = await findSession(call, options)
    if (found === null) {
      stop()
      return { via: [], problem: 'no login session for this process', stop }
    }
    const { path, id } = found
    // Only logind's own connection: anyone may send a signal that looks like its.
    const owner = (await call(busMessage('GetNameOwner', 's', [LOGIN1])))[0] as string
    await call(busMessage('AddMatch', 's', [`type='signal',sender='${LOGIN1}',path='${path}',interface='${SESSION}'`])) // prettier-ignore
    await call(busMessage('AddMatch', 's', [`type='signal',sender='${LOGIN1}',path='${path}',interface='${PROPERTIES}',member='PropertiesChanged',arg0='${SESSION}'`])) // prettier-ignore
    bus.on('message', (message) => {
      if (message.type !== MessageType.SIGNAL || message.sender !== owner || message.path !== path)
        return
      if (message.interface === SESSION && message.member === 'Lock') listener.lockEvent()
      if (message.interface === PROPERTIES && message.member === 'PropertiesChanged') {
        const changed = message.body[1] as Record<string, { value: unknown }> | undefined
        const hint = changed?.['LockedHint']?.value
        if (typeof hint === 'boolean') listener.lockState('logind LockedHint', hint)
      }
    })
    const hint = await call(
      new Message({
        destination: LOGIN1,
        path,
        interface: PROPERTIES,
        member: 'Get',
        signature: 'ss',
        body: [SESSION, 'LockedHint'],
      }),
    ).catch(() => null)
    const initial = (hint?.[0] as { value?: unknown } | undefined)?.value
    if (typeof initial === 'boolean') listener.lockState('logind LockedHint', initial, true)
    return { via: [`logind session ${id}`], problem: '', stop }
  } catch (error) {
    stop()
    return { via: [], problem: `logind: ${messageOf(error)}`, stop }
  }
}

/**
 * The session this app runs in: XDG_SESSION_ID when the login set it, else
 * the session of this process, else logind's "auto" (the caller's or the
 * user's graphical session: GNOME starts apps in their own scopes, outside
 * the session).
 */
async function findSession(
  call: (message: Message) => Promise<unknown[]>,
  options: DbusScreenLockOptions,
): Promise<{ path: string; id: string } | null> {
  const attempts = [
    ...(options.sessionId ? [managerCall('GetSession', 's', [options.sessionId])] : []),
    managerCall('GetSessionByPID', 'u', [options.pid]),
    managerCall('GetSession', 's', ['auto']),
  ]
  for (const attempt of attempts) {
    const path = await call(attempt).then(
      (body) => body[0] as string,
      () => null,
    )
    if (path) return { path, id: sessionIdOf(path) }
  }
  return null
}

/** logind escapes ids in object paths as _XX (session "2" is …/session/_32). */
const sessionIdOf = (path: string) =>
  (path.split('/').at(-1) ?? '').replace(/_([0-9a-f]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  )

async function watchScreenSavers(
  options: DbusScreenLockOptions,
  listener: ScreenLockListener,
): Promise<Watched> {
  const runtimeDir = process.env['XDG_RUNTIME_DIR']
  const connected = await connect(
    options.sessionBus ??
      process.env['DBUS_SESSION_BUS_ADDRESS'] ??
      (runtimeDir ? `unix:path=${runtimeDir}/bus` : undefined),
  )
  if ('problem' in connected) return { via: [], problem: connected.problem, stop: () => undefined }
  const { bus, call } = connected
  const stop = () => bus.disconnect()
  try {
    for (const name of SCREEN_SAVERS) {
      await call(busMessage('AddMatch', 's', [`type='signal',sender='${name}',interface='${name}',member='ActiveChanged'`])) // prettier-ignore
    }
    bus.on('message', (message) => {
      if (message.type !== MessageType.SIGNAL || message.member !== 'ActiveChanged') return
      const name = SCREEN_SAVERS.find((n) => n === message.interface)
      const active = message.body[0]
      if (name && typeof active === 'boolean') listener.lockState(name, active)
    })
    // The match rules follow the names, so a screen saver that starts later is heard too;
    // the status names those present now.
    const present: string[] = []
    for (const name of SCREEN_SAVERS) {
      if ((await call(busMessage('NameHasOwner', 's', [name])))[0] === true) present.push(name)
    }
    if (present.length === 0) {
      return { via: [], problem: 'no screen saver on the session bus', stop }
    }
    return { via: present, problem: '', stop }
  } catch (error) {
    stop()
    return { via: [], problem: `session bus: ${messageOf(error)}`, stop }
  }
}

type Connected =
  { bus: MessageBus; call: (message: Message) => Promise<unknown[]> } | { problem: string }

/** A connection, or why there is none (no address, no socket, refused); errors never escape. */
async function connect(address: string | undefined): Promise<Connected> {
  if (!address) return { problem: 'no bus address' }
  let bus: MessageBus
  try {
    bus = sessionBus({ busAddress: address })
  } catch (error) {
    return { problem: messageOf(error) }
  }
  // A connection that fails (or ends) later must not become an uncaught 'error'.
  let failed: (error: unknown) => void = () => undefined
  const failure = new Promise<never>((_resolve, reject) => (failed = reject))
  failure.catch(() => undefined)
  ;(bus as unknown as NodeJS.EventEmitter).on('error', (error: unknown) => failed(error))
  const call = async (message: Message) => {
    const reply = await Promise.race([bus.call(message), failure])
    return reply?.body ?? []
  }
  try {
    await call(busMessage('GetId', '', []))
    return { bus, call }
  } catch (error) {
    bus.disconnect()
    return { problem: `${address.split(',')[0]}: ${messageOf(error)}` }
  }
}

const busMessage = (member: string, signature: string, body: unknown[]) =>
  new Message({
    destination: 'org.freedesktop.DBus',
    path: '/org/freedesktop/DBus',
    interface: 'org.freedesktop.DBus',
    member,
    signature,
    body,
  })

const managerCall = (member: string, signature: string, body: unknown[]) =>
  new Message({
    destination: LOGIN1,
    path: '/org/freedesktop/login1',
    interface: 'org.freedesktop.login1.Manager',
    member,
    signature,
    body,
  })

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
