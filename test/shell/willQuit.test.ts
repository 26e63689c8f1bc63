import { existsSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { pressShortcut } from '../../src/harness/electron/desktop'
import { records } from '../../src/harness/electron/state'
import { cliEndpoint } from '../../src/main/core/cli/endpoint'
import { testHost } from '../helpers/cli'
import { unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()

/** Whether something accepts a connection there (a TCP port on loopback, or a socket path). */
function accepts(target: { port: number } | { path: string }): Promise<boolean> {
  return new Promise((answer) => {
    const socket = connect(
      'port' in target ? { host: '127.0.0.1', port: target.port } : { path: target.path },
    )
    socket.once('connect', () => {
      socket.destroy()
      answer(true)
    })
    socket.once('error', () => answer(false))
  })
}

describe('will-quit in the real entry (src/main/index.ts)', () => {
  const runtime = process.env['XDG_RUNTIME_DIR']
  afterEach(async () => {
    await quitApp()
    if (runtime === undefined) delete process.env['XDG_RUNTIME_DIR']
    else process.env['XDG_RUNTIME_DIR'] = runtime
  })

  it('lets go of everything outside the process: shortcut, tray, demo ports, CLI socket', async () => {
    const dir = newDir()
    const host = testHost(dir)
    process.env['XDG_RUNTIME_DIR'] = host.env['XDG_RUNTIME_DIR']
    const dataDir = join(dir, 'data')
    const { api, quit } = await bootApp(dataDir)

    await unwrap(api.updateSettings({ globalShortcut: 'CommandOrControl+Alt+K' }))
    await unwrap(api.updateSettings({ cliAccess: true }))
    const demo = await unwrap(api.startDemo())
    const ports = Object.values(demo.urls).map((url) => Number(new URL(url).port))
    expect(ports.length).toBeGreaterThan(0)
    const endpoint = cliEndpoint(dataDir, host)
    await expect.poll(() => existsSync(endpoint)).toBe(true)

    // Everything is really held before quitting, so the checks below can tell.
    expect(records.shortcuts).toEqual(['CommandOrControl+Alt+K'])
    expect(records.tray).not.toBeNull()
    for (const port of ports) expect(await accepts({ port })).toBe(true)
    expect(await accepts({ path: endpoint })).toBe(true)

    await quit()
    expect(records.exits).toEqual([0])
    expect(records.shortcuts).toEqual([])
    expect(pressShortcut('CommandOrControl+Alt+K')).toBe(false)
    expect(records.tray).toBeNull()
    for (const port of ports) expect(await accepts({ port })).toBe(false)
    expect(await accepts({ path: endpoint })).toBe(false)
    expect(existsSync(endpoint)).toBe(false)
  })
})
