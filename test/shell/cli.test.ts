import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { app } from '../../src/harness/electron/app'
import { answerDialog, pendingDialogs } from '../../src/harness/electron/dialog'
import { records } from '../../src/harness/electron/state'
import { BrowserWindow } from '../../src/harness/electron/windows'
import { cliEndpoint, currentHost, isNamedPipe } from '../../src/main/core/cli/endpoint'
import { pipeSocket } from '../../src/harness/platform'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { runIn, testHost } from '../helpers/cli'
import { demoProfile, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { allPlatforms, bootApp, quitApp } from './boot'

const newDir = useTempDirs()

describe('the app serves token-desk (src/main/index.ts)', () => {
  let sandbox: Sandbox
  const runtime = process.env['XDG_RUNTIME_DIR']
  const argv = process.argv
  beforeAll(async () => {
    sandbox = await startSandbox()
  })
  afterAll(() => sandbox.close())
  afterEach(async () => {
    await quitApp()
    process.argv = argv
    if (runtime === undefined) delete process.env['XDG_RUNTIME_DIR']
    else process.env['XDG_RUNTIME_DIR'] = runtime
    vi.restoreAllMocks()
  })

  // On every platform: the prompt's `signal` and the endpoint (a named pipe on Windows) differ.
  it.each(allPlatforms)(
    'on %s, listens for its data folder, asks with a four-button message box, brings the window forward',
    async (platform) => {
      const dir = newDir()
      // On Windows the pipe's name carries the user's name, as the app finds it.
      const host = { ...testHost(dir), platform, username: currentHost().username }
      process.env['XDG_RUNTIME_DIR'] = host.env['XDG_RUNTIME_DIR']
      const dataDir = join(dir, 'data')
      const { api, window, quit } = await bootApp(dataDir, { platform })
      window!.pageLoaded()
      window!.minimize()
      await unwrap(api.updateSettings({ cliAccess: true }))
      await demoProfile(api, sandbox)
      const endpoint = cliEndpoint(dataDir, host)
      // A Windows pipe is played as a Unix socket in the harness's pipe folder (src/harness/platform.ts).
      const socketFile = isNamedPipe(endpoint) ? pipeSocket(endpoint) : endpoint
      await expect.poll(async () => (await api.cliAccess()).ok && existsSync(socketFile)).toBe(true)
      expect(await api.cliAccess()).toMatchObject({
        ok: true,
        value: { endpoint: { kind: 'listening', path: endpoint }, clients: [] },
      })

      const header = runIn(host, dataDir, ['header', 'Acme'])
      await expect.poll(() => pendingDialogs().length).toBe(1)
      const [dialog] = pendingDialogs()
      expect(dialog).toMatchObject({
        type: 'question',
        message: 'Allow `token-desk` access?',
        buttons: ['Allow once', 'Allow for 8 hours', 'Always allow', 'Deny'],
        defaultId: 3,
        cancelId: 3,
      })
      expect(dialog!.detail).toContain('asks for a token for “Acme”')
      expect(window!.isMinimized()).toBe(false)
      expect(window!.isFocused()).toBe(true)
      answerDialog(dialog!.id, 2)
      const result = await header
      expect(result.code).toBe(0)
      expect(result.stdout).toBe(`Authorization: Bearer ${sandbox.issued.at(-1)!.token}\n`)
      expect(await api.cliAccess()).toMatchObject({
        ok: true,
        value: { clients: [{ until: null, name: expect.stringMatching(/@/) }] },
      })

      // Deny: the command learns nothing more.
      const [client] = (await unwrap(api.cliAccess())).clients
      await unwrap(api.revokeCliClient({ clientId: client!.id }))
      // First, a command that stops waiting: its prompt leaves the screen (Electron's `signal`),
      // so no late "Always allow" can look recorded when it is not.
      const gaveUp = runIn(host, dataDir, ['list', '--timeout', '1s'])
      await expect.poll(() => pendingDialogs().length).toBe(1)
      expect((await gaveUp).code).toBe(7)
      await expect.poll(() => pendingDialogs().length).toBe(0)
      const denied = runIn(host, dataDir, ['list'])
      await expect.poll(() => pendingDialogs().length).toBe(1)
      answerDialog(pendingDialogs()[0]!.id, 3)
      expect(await denied).toEqual({
        code: 4,
        stdout: '',
        stderr: 'token-desk: Token Desk denied this request.\n',
      })

      // On quit the socket goes: the next command says the app is not running.
      await quit()
      expect(existsSync(socketFile)).toBe(false)
      expect((await runIn(host, dataDir, ['status'])).code).toBe(3)
    },
    // Three boots and a dozen commands: beyond the 5 s default on a loaded machine.
    15_000,
  )

  it('on macOS with no window open, shows its prompt on a window again, which a command that stops waiting closes', async () => {
    const dir = newDir()
    const host = { ...testHost(dir), platform: 'darwin' as const }
    process.env['XDG_RUNTIME_DIR'] = host.env['XDG_RUNTIME_DIR']
    const dataDir = join(dir, 'data')
    const { api, window } = await bootApp(dataDir, { platform: 'darwin' })
    await unwrap(api.updateSettings({ cliAccess: true }))
    await demoProfile(api, sandbox)
    await expect.poll(async () => existsSync(cliEndpoint(dataDir, host))).toBe(true)
    // The user closed the window; on macOS the app keeps running (menu bar, Dock).
    window!.close()
    expect(BrowserWindow.getAllWindows()).toEqual([])
    expect(records.exits).toEqual([])

    const gaveUp = runIn(host, dataDir, ['list', '--timeout', '1s'])
    await expect.poll(() => pendingDialogs().length).toBe(1)
    expect((await gaveUp).code).toBe(7)
    // A parentless box would be app-modal on macOS, beyond the signal's reach, and stay.
    await expect.poll(() => pendingDialogs().length).toBe(0)
    // It was a sheet on the window, which opened again for it.
    expect(BrowserWindow.getAllWindows()[0]?.isVisible()).toBe(true)
  })

  it('run as `--cli <command>`, it answers as token-desk and exits with its code, no window, no lock', async () => {
    let printed = ''
    vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string, ...rest: unknown[]) => {
      printed += String(chunk)
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined
      done?.()
      return true
    }) as typeof process.stdout.write)
    const dir = newDir()
    process.env['XDG_RUNTIME_DIR'] = testHost(dir).env['XDG_RUNTIME_DIR']
    process.argv = ['/opt/token-desk/electron', '.', '--cli', 'status', '--json']
    await bootApp(join(dir, 'data'))
    await expect.poll(() => records.exits).toEqual([3])
    expect(BrowserWindow.getAllWindows()).toEqual([])
    expect(app.hasSingleInstanceLock()).toBe(false)
    expect(JSON.parse(printed)).toMatchObject({ running: false, dataDir: join(dir, 'data') })
  })
})
