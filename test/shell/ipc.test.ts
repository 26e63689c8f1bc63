import { afterEach, describe, expect, it, vi } from 'vitest'
import { ipcMain } from '../../src/harness/electron/ipcMain'
import { methods, channelOf } from '../../src/shared/ipc/methods'
import { senderRefused } from '../helpers/harness'
import { useTempDirs } from '../helpers/tempDir'
import { appPage, bootApp, quitApp, topFrame } from './boot'

const newDir = useTempDirs()

describe("IPC accepts calls only from the app's own top-level page (src/main/adapters/ipc.ts)", () => {
  afterEach(async () => {
    await quitApp()
    vi.restoreAllMocks()
  })

  it('registers exactly one handler per contract method', async () => {
    await bootApp(newDir())
    expect(ipcMain.channels().sort()).toEqual(methods.map(channelOf).sort())
  })

  it('answers our page', async () => {
    const { invoke } = await bootApp(newDir())
    expect(await invoke('token-desk:listProfiles', undefined)).toEqual({ ok: true, value: [] })
    expect(
      await invoke('token-desk:listProfiles', undefined, topFrame(`${appPage}?x=1#y`)),
    ).toEqual({
      ok: true,
      value: [],
    })
  })

  it.each([
    ['another site', topFrame('https://evil.example/')],
    ['a look-alike host', topFrame('app://token-desk.evil/index.html')],
    ['credentials before our host', topFrame('app://evil@token-desk/index.html')],
    ['plain http with our name', topFrame('http://token-desk/index.html')],
    ['a file URL', topFrame('file:///tmp/index.html')],
    ['no URL at all', topFrame('')],
    ['a subframe of our own page', { url: appPage, parent: topFrame() }],
    ['a frame that is gone', null],
  ])('refuses %s and logs why', async (_kind, frame) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { invoke } = await bootApp(newDir())
    expect(await invoke('token-desk:listProfiles', undefined, frame)).toEqual(senderRefused)
    expect(logged.mock.calls.flat().join('\n')).toMatch(/refused listProfiles: /)
  })

  it('never logs the refused URL beyond its scheme and host', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { invoke } = await bootApp(newDir())
    await invoke(
      'token-desk:listProfiles',
      undefined,
      topFrame('https://evil.example/x?token=s3cret'),
    )
    const lines = logged.mock.calls.flat().join('\n')
    expect(lines).toContain('https://evil.example is not the app')
    expect(lines).not.toContain('s3cret')
  })

  it('rejects an unknown channel as Electron does, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { invoke } = await bootApp(newDir())
    await expect(invoke('token-desk:exfiltrate', {})).rejects.toThrow(
      "No handler registered for 'token-desk:exfiltrate'",
    )
    expect(logged.mock.calls.flat().join('\n')).toContain(
      "No handler registered for 'token-desk:exfiltrate'",
    )
  })
})
