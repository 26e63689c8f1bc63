import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { app } from '../../src/harness/electron/app'
import { resetStandIn } from '../../src/harness/electron/state'
import { useTempDirs } from '../helpers/tempDir'
import { allPlatforms, bootApp, quitApp } from './boot'

const newDir = useTempDirs()

describe('the log file lives under the data folder on every platform', () => {
  afterEach(quitApp)

  it("the stand-in's logs folder follows Electron: ~/Library/Logs/<name> on macOS, <userData>/logs elsewhere", () => {
    const appData = newDir()
    resetStandIn({ appData, platform: 'darwin' })
    expect(app.getPath('logs')).toBe(join(app.getPath('home'), 'Library', 'Logs', 'Token Desk'))
    resetStandIn({ appData, platform: 'linux' })
    const userData = app.getPath('userData')
    expect(app.getPath('logs')).toBe(join(userData, 'logs'))
    // Asked once, it stays where it was, even if userData moves afterwards.
    app.setPath('userData', newDir())
    expect(app.getPath('logs')).toBe(join(userData, 'logs'))
  })

  it.each(allPlatforms)(
    'on %s, main.log is in <userData>/logs, where diagnostics and Help › Show log file look',
    async (platform) => {
      const userData = newDir()
      const { invoke, quit } = await bootApp(userData, { platform })
      expect(app.getPath('logs')).toBe(join(userData, 'logs'))
      // Something worth a line: a call from a page that is not the app's.
      await invoke('token-desk:listProfiles', undefined, {
        url: 'https://evil.example/',
        parent: null,
      })
      await quit()
      const log = join(userData, 'logs', 'main.log')
      expect(existsSync(log)).toBe(true)
      expect(readFileSync(log, 'utf8')).toContain('refused listProfiles: https://evil.example')
      expect(existsSync(join(app.getPath('home'), 'Library'))).toBe(false)
    },
  )
})
