import { hasDbusDaemon } from '../helpers/dbus'
import { execFileSync } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { startFakeDesktop, type FakeDesktop } from '../../src/harness/desktopBus'
import { dbusScreenLockSignals } from '../../src/main/adapters/dbusScreenLock'
import { ScreenLockWatcher } from '../../src/main/core/lock/screenLockWatcher'

const hasDbus = hasDbusDaemon

/**
 * Linux's screen lock over real private buses (dbus-daemon): the adapter
 * hears logind and GNOME's screen saver as the app would on a desktop.
 */
describe.skipIf(!hasDbus && process.env['CI'] !== 'true')('the screen lock over D-Bus', () => {
  const open: { close(): void }[] = []
  afterEach(() => {
    for (const item of open.splice(0).reverse()) item.close()
  })

  async function desktop(options: { noScreenSaver?: boolean; pids?: number[] } = {}) {
    const fake = await startFakeDesktop({ pids: options.pids ?? [process.pid], ...options })
    open.push(fake)
    return fake
  }

  async function watching(
    fake: Pick<FakeDesktop, 'systemBus' | 'sessionBus'>,
    extra: { sessionId?: string; pid?: number } = {},
  ) {
    const lines: string[] = []
    let secured = 0
    const watcher = new ScreenLockWatcher(
      dbusScreenLockSignals({
        systemBus: fake.systemBus,
        sessionBus: fake.sessionBus,
        pid: process.pid,
        ...extra,
      }),
      () => void secured++,
      { info: (line) => lines.push(line), warn: (line) => lines.push(line) },
    )
    const stop = watcher.start()
    open.push({ close: stop })
    await expect.poll(() => watcher.status().kind).not.toBe('starting')
    return { watcher, lines, secured: () => secured }
  }

  it('hears a GNOME lock once (ActiveChanged and LockedHint are one lock), and the next after an unlock', async () => {
    const fake = await desktop()
    const { watcher, secured, lines } = await watching(fake)
    expect(watcher.status()).toEqual({
      kind: 'watching',
      via: ['logind session c1', 'org.gnome.ScreenSaver'],
    })
    expect(lines).toEqual(['screen lock: listening to logind session c1, org.gnome.ScreenSaver'])

    await fake.lock()
    await expect.poll(secured).toBe(1)
    await fake.unlock()
    await fake.lock()
    await expect.poll(secured).toBe(2)
    // Still locked: repeated word of the same lock changes nothing.
    await fake.lock()
    await fake.unlock()
    expect(secured()).toBe(2)
  })

  it('hears each of logind’s Lock signals where no locker reports the lock’s state (xss-lock)', async () => {
    const fake = await desktop({ noScreenSaver: true })
    const { watcher, secured } = await watching(fake)
    expect(watcher.status()).toEqual({ kind: 'watching', via: ['logind session c1'] })
    await fake.lockSignal()
    await expect.poll(secured).toBe(1)
    await fake.lockSignal()
    await expect.poll(secured).toBe(2)
  })

  it('finds the session by XDG_SESSION_ID, by its process, or as logind’s "auto" (GNOME starts apps outside the session)', async () => {
    const fake = await desktop({ pids: [] })
    for (const extra of [{ sessionId: 'c1' }, {}]) {
      const { watcher, secured } = await watching(fake, extra)
      expect(watcher.status()).toMatchObject({ kind: 'watching', via: ['logind session c1', 'org.gnome.ScreenSaver'] }) // prettier-ignore
      expect(secured()).toBe(0)
    }
    const { secured } = await watching(fake, { sessionId: 'c1' })
    await fake.lock()
    await expect.poll(secured).toBe(1)
  })

  it('ignores a Lock or ActiveChanged that another program sends in logind’s or the screen saver’s name', async () => {
    const fake = await desktop()
    const { secured } = await watching(fake)
    execFileSync('dbus-send', [`--bus=${fake.systemBus}`, '--type=signal', fake.sessionPath, 'org.freedesktop.login1.Session.Lock']) // prettier-ignore
    execFileSync('dbus-send', [`--bus=${fake.sessionBus}`, '--type=signal', '/org/gnome/ScreenSaver', 'org.gnome.ScreenSaver.ActiveChanged', 'boolean:true']) // prettier-ignore
    // The genuine lock that follows is heard, so the forged ones had their chance to arrive first.
    await fake.lock()
    await expect.poll(secured).toBe(1)
  })

  it('without D-Bus, says the lock cannot be observed, in one log line, and nothing breaks', async () => {
    const { watcher, lines, secured } = await watching({
      systemBus: 'unix:path=/nonexistent/system_bus_socket',
      sessionBus: 'unix:path=/nonexistent/bus',
    })
    const status = watcher.status()
    expect(status.kind).toBe('unobservable')
    expect(status.kind === 'unobservable' && status.reason).toMatch(
      /^neither logind \(unix:path=\/nonexistent\/system_bus_socket: .*ENOENT.*\) nor a screen saver \(unix:path=\/nonexistent\/bus: .*ENOENT.*\) can be heard over D-Bus$/,
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^screen lock cannot be observed: neither logind/)
    expect(secured()).toBe(0)
  })

  it('with a bus but no logind session and no screen saver, says so', async () => {
    const fake = await desktop({ pids: [], noScreenSaver: true })
    // A logind that knows no session for this process and no "auto" one: a bus without a desktop.
    const { watcher } = await watching({ systemBus: fake.sessionBus, sessionBus: fake.sessionBus })
    expect(watcher.status()).toEqual({
      kind: 'unobservable',
      reason:
        'neither logind (no login session for this process) nor a screen saver (no screen saver on the session bus) can be heard over D-Bus',
      said: {
        key: 'app.screenLock.notHeard',
        values: {
          logind: 'no login session for this process',
          savers: 'no screen saver on the session bus',
        },
      },
    })
  })
})
