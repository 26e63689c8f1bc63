import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { app } from '../../src/harness/electron/app'
import { records, type StandInConfig, type StandInPlatform } from '../../src/harness/electron/state'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { deskLinkOf, LINK_SCHEME } from '../../src/shared/model/deskLink'
import { unwrap } from '../helpers/api'
import { demoLogin } from '../helpers/demoLogin'
import { useTempDirs } from '../helpers/tempDir'
import { allPlatforms, bootApp, quitApp } from './boot'

/** Issue 37: tokendesk:// links reach the app as each OS hands them over (src/main/index.ts). */
const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

it('the installers declare the scheme the app registers (electron-builder.yml protocols)', () => {
  const builder = parse(readFileSync('electron-builder.yml', 'utf8')) as {
    protocols?: { name: string; schemes: string[] }[]
  }
  expect(builder.protocols?.flatMap((p) => p.schemes)).toEqual([LINK_SCHEME])
})

describe('when the OS does not take the scheme', () => {
  afterEach(quitApp)

  it.each<[StandInPlatform, Partial<StandInConfig>, string]>([
    ['linux', { desktopFile: false }, 'a run without its .desktop file installed'],
    [
      'darwin',
      { macBundle: { signed: true, notificationAlertStyle: 'banner', urlSchemes: [] } },
      'a bundle whose Info.plist declares no scheme',
    ],
  ])('on %s (%s), the app says so in its log', async (platform, config) => {
    const { quit } = await bootApp(newDir(), { platform, ...config })
    expect(records.protocolClients).toEqual([])
    const logs = app.getPath('logs')
    await quit()
    expect(readFileSync(join(logs, 'main.log'), 'utf8')).toContain(
      'the OS did not take Token Desk as the handler of tokendesk:// links',
    )
  })
})

describe.each(allPlatforms)('tokendesk:// links on %s', (platform) => {
  afterEach(quitApp)

  it('registers the scheme, and a link clicked elsewhere brings the window forward on its profile', async () => {
    const { window, api } = await bootApp(newDir(), { platform })
    // The command the OS runs for a link: Windows is given one (the executable by default).
    expect(records.protocolClients).toEqual([
      { protocol: 'tokendesk', path: platform === 'win32' ? process.execPath : null, args: [] },
    ])
    const profile = await unwrap(api.createProfile(demoLogin(sandbox)))
    window!.pageLoaded()
    window!.minimize()
    app.deliverLink(deskLinkOf({ kind: 'profile', profileId: profile.id, accountId: null }))
    await expect.poll(() => window!.isFocused()).toBe(true)
    expect(window!.isMinimized()).toBe(false)
    await expect
      .poll(async () => (await unwrap(api.takeLinkCommands())).map((c) => c.kind))
      .toEqual(['open-profile'])
  })

  it('a second launch without a link only focuses; a malformed link is told, nothing else', async () => {
    const { window, api } = await bootApp(newDir(), { platform })
    window!.pageLoaded()
    app.emit(
      'second-instance',
      { preventDefault() {}, defaultPrevented: false },
      ['token-desk'],
      '/',
    )
    expect(await unwrap(api.takeLinkCommands())).toEqual([])
    app.deliverLink('tokendesk://profile/../../etc/passwd')
    await expect
      .poll(async () => unwrap(api.takeLinkCommands()))
      .toMatchObject([
        {
          kind: 'notice',
          text: 'This link was not opened: It names no profile, or more than one.',
          said: { key: 'requests.links.notOpened' },
          tone: 'error',
        },
      ])
  })

  it('the link that launched the app waits for the window', async () => {
    const link = 'tokendesk://search?q=acme'
    const argv = process.argv
    // Windows and Linux: in the command line; macOS: open-url before ready.
    if (platform !== 'darwin') process.argv = [...argv, link]
    try {
      const { api } = await bootApp(newDir(), { platform }, () => {
        if (platform === 'darwin') app.deliverLink(link)
      })
      expect(await unwrap(api.takeLinkCommands())).toEqual([{ kind: 'search', query: 'acme' }])
    } finally {
      process.argv = argv
    }
  })
})
