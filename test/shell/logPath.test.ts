import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { app } from '../../src/harness/electron/app'
import { resetStandIn } from '../../src/harness/electron/state'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()
const realPlatform = process.platform

/** Plays another OS for Electron's path rules (the stand-in reads process.platform as Electron does). */
function playPlatform(platform: NodeJS.Platform): void {
  Object.defineProperty(process, 'platform', { value: platform, configurable: true })
}

describe('the log file lives under the data folder on every platform', () => {
  afterEach(async () => {
    playPlatform(realPlatform)
    await quitApp()
  })

  it("the stand-in's logs folder follows Electron: ~/Library/Logs/<name> on macOS, <userData>/logs elsewhere", () => {
    const userData = newDir()
    playPlatform('darwin')
    resetStandIn({ userData })
    expect(app.getPath('logs')).toBe(join(app.getPath('home'), 'Library', 'Logs', 'Token Desk'))
    playPlatform('linux')
    resetStandIn({ userData })
    expect(app.getPath('logs')).toBe(join(userData, 'logs'))
    // Asked once, it stays where it was, even if userData moves afterwards.
    app.setPath('userData', newDir())
    expect(app.getPath('logs')).toBe(join(userData, 'logs'))
  })

  it.each(['darwin', 'win32', 'linux'] as const)(
    'on %s, main.log is in <userData>/logs, where diagnostics and Help › Show log file look',
    async (platform) => {
      const userData = newDir()
      playPlatform(platform)
      const { invoke, quit } = await bootApp(userData)
      expect(app.getPath('logs')).toBe(join(userData, 'logs'))
      // Something worth a line: a call from a page that is not the app's.
      await invoke('token-desk:listProfiles', undefined, {
        url: 'https://evil.example/',
        parent: null,
      })
      await quit()
      playPlatform(realPlatform)
      const log = join(userData, 'logs', 'main.log')
      expect(existsSync(log)).toBe(true)
      expect(readFileSync(log, 'utf8')).toContain('refused listProfiles: https://evil.example')
      expect(existsSync(join(app.getPath('home'), 'Library'))).toBe(false)
    },
  )
})
