import { hasDbusDaemon } from '../helpers/dbus'
import { defaultKeyring } from '../../src/harness/electron/keySources'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { clipboard } from '../../src/harness/electron/clipboard'
import type { StandInPlatform } from '../../src/harness/electron/state'
import { powerMonitor } from '../../src/harness/electron/system'
import { startFakeDesktop, type FakeDesktop } from '../../src/harness/desktopBus'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { demoProfile, unwrap, view, type Api } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()
const realPlatform = process.platform
const busVariables = ['DBUS_SYSTEM_BUS_ADDRESS', 'DBUS_SESSION_BUS_ADDRESS', 'XDG_SESSION_ID']
const savedEnv = Object.fromEntries(busVariables.map((name) => [name, process.env[name]]))
const hasDbus = hasDbusDaemon

/** Plays another OS: the stand-in follows config.platform, the app's adapters process.platform. */
function playPlatform(platform: NodeJS.Platform): void {
  Object.defineProperty(process, 'platform', { value: platform, configurable: true })
}

/** Where the app looks for the desktop's buses (nowhere by default: never this machine's). */
function pointBuses(system: string, session: string): void {
  process.env['DBUS_SYSTEM_BUS_ADDRESS'] = system
  process.env['DBUS_SESSION_BUS_ADDRESS'] = session
  delete process.env['XDG_SESSION_ID']
}

/**
 * A screen lock clears the app's clipboard copy and forgets session-only
 * passwords, on every OS, each told the way that OS tells it: Electron's
 * powerMonitor on macOS and Windows, logind and the screen savers over
 * D-Bus on Linux (where powerMonitor never emits lock-screen).
 */
describe('a screen lock puts secrets away (src/main/index.ts)', () => {
  let sandbox: Sandbox
  let desktop: FakeDesktop | null = null
  beforeAll(async () => {
    sandbox = await startSandbox()
  })
  afterAll(() => sandbox.close())
  afterEach(async () => {
    await quitApp()
    playPlatform(realPlatform)
    desktop?.close()
    desktop = null
    for (const name of busVariables) Reflect.deleteProperty(process.env, name)
    Object.assign(process.env, Object.fromEntries(Object.entries(savedEnv).filter(([, v]) => v)))
  })

  /** Boots with a session-only password (no encryption) and our header on the clipboard. */
  async function copiedWithSessionPassword(platform: StandInPlatform) {
    playPlatform(platform)
    // No keyring's key (Linux: the fixed key, weak; macOS/Windows: sealing refused).
    const { api } = await bootApp(newDir(), {
      platform,
      keyring: { ...defaultKeyring, store: platform === 'linux' ? 'absent' : 'rejecting' },
    })
    const created = await demoProfile(api, sandbox, {
      portal: 'alternate',
      baseUrl: sandbox.urls.alternate,
    })
    await unwrap(api.getToken({ profileId: created.id }))
    await unwrap(api.copy({ profileId: created.id, format: 'header' }))
    expect(await clipboard.readText()).toMatch(/^Authorization: Bearer /)
    expect((await view(api, created.id)).password).toBe('session')
    return { api, id: created.id }
  }

  const putAway = async (api: Api, id: string) => {
    await expect.poll(() => clipboard.readText()).toBe('')
    await expect.poll(async () => (await view(api, id)).password).toBe('none')
  }

  it.each(['darwin', 'win32'] as const)(
    'on %s, powerMonitor’s lock-screen clears our copy and the session passwords',
    async (platform) => {
      pointBuses('unix:path=/nonexistent/system', 'unix:path=/nonexistent/session')
      const { api, id } = await copiedWithSessionPassword(platform)
      powerMonitor.play('lock-screen')
      await putAway(api, id)
    },
    20_000,
  )

  it.skipIf(!hasDbus && process.env['CI'] !== 'true')(
    'on Linux, the desktop’s lock over D-Bus clears our copy and the session passwords',
    async () => {
      desktop = await startFakeDesktop({ pids: [process.pid] })
      pointBuses(desktop.systemBus, desktop.sessionBus)
      const { api, id } = await copiedWithSessionPassword('linux')
      // Electron never says it on Linux: the stand-in refuses to pretend otherwise.
      expect(() => powerMonitor.play('lock-screen')).toThrow(
        "Electron does not emit powerMonitor 'lock-screen' on linux (only on darwin, win32",
      )
      // The adapter connects after the window opens: a lock before it listens is not heard.
      await expect
        .poll(async () => {
          await unwrap(api.copyDiagnostics({}))
          return clipboard.readText()
        })
        .toMatch(/^Screen lock: heard through logind session c1, org\.gnome\.ScreenSaver$/m)
      await unwrap(api.copy({ profileId: id, format: 'header' }))
      await desktop.lock()
      await putAway(api, id)
    },
    20_000,
  )

  it('on Linux without D-Bus, starts as usual and diagnostics say the lock cannot be observed', async () => {
    pointBuses('unix:path=/nonexistent/system', 'unix:path=/nonexistent/session')
    playPlatform('linux')
    const { api } = await bootApp(newDir(), { platform: 'linux' })
    await expect
      .poll(async () => {
        await unwrap(api.copyDiagnostics({}))
        return clipboard.readText()
      })
      .toMatch(
        /^Screen lock: cannot be observed \(neither logind \(unix:path=\/nonexistent\/system: .*\) nor a screen saver \(unix:path=\/nonexistent\/session: .*\) can be heard over D-Bus\): locking the screen does not clear the clipboard or session passwords$/m,
      )
    // Settings asks the same, and says a screen lock clears nothing here.
    expect(await unwrap(api.screenLockWatch())).toMatchObject({
      kind: 'unobservable',
      reason: expect.stringMatching(/^neither logind/) as string,
    })
    expect((await unwrap(api.listProfiles())).length).toBe(0)
  })
})
