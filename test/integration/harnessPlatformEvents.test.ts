import { hasDbusDaemon } from '../helpers/dbus'
import { afterEach, describe, expect, it } from 'vitest'
import { startBoundary, type Boundary } from '../../src/harness/boundary'
import { startFakeDesktop, type FakeDesktop } from '../../src/harness/desktopBus'
import { resetStandIn, type StandInPlatform } from '../../src/harness/electron/state'
import { powerEventPlatforms, powerMonitor } from '../../src/harness/electron/system'
import { dbusScreenLockSignals } from '../../src/main/adapters/dbusScreenLock'

const hasDbus = hasDbusDaemon

/**
 * The harness plays only what Electron emits on the platform it plays
 * (docs/api/power-monitor.md), and a Linux session's lock as the desktop
 * says it, over D-Bus.
 */
describe('power and session events in the harness, per platform', () => {
  const open: { close(): unknown }[] = []
  afterEach(async () => {
    for (const item of open.splice(0).reverse()) await item.close()
    resetStandIn()
  })

  async function harnessOn(platform: StandInPlatform, desktop?: FakeDesktop) {
    resetStandIn({ platform })
    const boundary: Boundary = await startBoundary({
      port: 0,
      preloadFile: '/nonexistent/preload.cjs',
      pageElectronFile: '/nonexistent/electron-renderer.cjs',
      ...(desktop ? { desktop } : {}),
    })
    open.push(boundary)
    const heard: string[] = []
    for (const event of Object.keys(powerEventPlatforms)) {
      powerMonitor.on(event, () => heard.push(event))
    }
    const post = async (path: string) => {
      const response = await fetch(`${boundary.url}${path}`, {
        method: 'POST',
        headers: { 'X-Harness-Key': boundary.key },
        body: '{}',
      })
      return { status: response.status, text: await response.text() }
    }
    return { post, heard }
  }

  it('on Linux, refuses lock-screen and the macOS/Windows-only events with the reason, plays suspend and shutdown', async () => {
    const { post, heard } = await harnessOn('linux')
    expect(await post('__harness/power/lock-screen')).toEqual({
      status: 409,
      text: "Electron does not emit powerMonitor 'lock-screen' on linux (only on darwin, win32; docs/api/power-monitor.md). On Linux the desktop says it over D-Bus: POST /__harness/session/lock.",
    })
    expect((await post('__harness/power/unlock-screen')).status).toBe(409)
    expect((await post('__harness/power/on-battery')).status).toBe(409)
    expect((await post('__harness/power/suspend')).status).toBe(200)
    expect((await post('__harness/power/shutdown')).status).toBe(200)
    expect(heard).toEqual(['suspend', 'shutdown'])
    expect(await post('__harness/power/toString')).toEqual({
      status: 404,
      text: 'Unknown power event: toString',
    })
  })

  it.each(['darwin', 'win32'] as const)(
    'on %s, plays lock-screen and refuses a session lock, naming the route to use',
    async (platform) => {
      const { post, heard } = await harnessOn(platform)
      expect((await post('__harness/power/lock-screen')).status).toBe(200)
      expect((await post('__harness/power/shutdown')).status).toBe(platform === 'darwin' ? 200 : 409) // prettier-ignore
      expect(heard).toEqual(platform === 'darwin' ? ['lock-screen', 'shutdown'] : ['lock-screen'])
      expect(await post('__harness/session/lock')).toEqual({
        status: 409,
        text: `There is no logind session to lock on ${platform}: Electron's powerMonitor says it there (POST /__harness/power/lock-screen).`,
      })
    },
  )

  it.skipIf(!hasDbus && process.env['CI'] !== 'true')(
    'on Linux, a session lock goes over the desktop’s bus, where the app’s adapter hears it',
    async () => {
      const desktop = await startFakeDesktop({ pids: [process.pid] })
      open.push(desktop)
      const { post } = await harnessOn('linux', desktop)
      const said: string[] = []
      const watching = await dbusScreenLockSignals({
        systemBus: desktop.systemBus,
        sessionBus: desktop.sessionBus,
        pid: process.pid,
      }).watch({
        lockEvent: () => said.push('Lock'),
        lockState: (source, locked, initial) => said.push(`${source} ${locked}${initial ? ' (at start)' : ''}`), // prettier-ignore
      })
      open.push({ close: watching.stop })
      expect(await post('__harness/session/lock')).toEqual({
        status: 200,
        text: '{"played":"lock"}',
      })
      await expect.poll(() => said.length).toBe(3)
      // logind (system bus) and the screen saver (session bus) each say it: the two buses
      // deliver in either order, so each source's own sequence is what is checked.
      expect(said.slice(1).sort()).toEqual(['logind LockedHint true', 'org.gnome.ScreenSaver true'])
      expect(await post('__harness/session/unlock')).toEqual({ status: 200, text: '{"played":"unlock"}' }) // prettier-ignore
      await expect.poll(() => said.length).toBe(5)
      const from = (source: string) => said.filter((line) => line.startsWith(source))
      expect(said[0]).toBe('logind LockedHint false (at start)')
      expect(from('logind')).toEqual([
        'logind LockedHint false (at start)',
        'logind LockedHint true',
        'logind LockedHint false',
      ])
      expect(from('org.gnome.ScreenSaver')).toEqual([
        'org.gnome.ScreenSaver true',
        'org.gnome.ScreenSaver false',
      ])
      expect((await post('__harness/session/sleep')).status).toBe(404)
    },
  )

  it('on Linux without private buses, a session lock says why it cannot be played', async () => {
    resetStandIn({ platform: 'linux' })
    const boundary = await startBoundary({
      port: 0,
      preloadFile: '/nonexistent/preload.cjs',
      pageElectronFile: '/nonexistent/electron-renderer.cjs',
      desktop: { unavailable: 'the private buses could not start (dbus-daemon not found)' },
    })
    open.push(boundary)
    const response = await fetch(`${boundary.url}__harness/session/lock`, {
      method: 'POST',
      headers: { 'X-Harness-Key': boundary.key },
    })
    expect(response.status).toBe(503)
    expect(await response.text()).toBe(
      'No D-Bus desktop to play: the private buses could not start (dbus-daemon not found).',
    )
  })
})
