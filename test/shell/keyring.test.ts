import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { writeDataFolder } from '../../bench/dataFolder'
import { clipboard } from '../../src/harness/electron/clipboard'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { demoProfile, expectError, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()

/**
 * The keyring a secret was sealed with, as the real safeStorage adapter
 * records it: safeStorage names its backend on Linux only (elsewhere the app
 * records the OS, which does not change between starts).
 */
describe.runIf(process.platform === 'linux')(
  'a keyring change between two starts of the real entry (safeStorage backend)',
  () => {
    let sandbox: Sandbox
    beforeAll(async () => {
      sandbox = await startSandbox()
    })
    afterAll(() => sandbox.close())
    afterEach(quitApp)

    it('tells the user at start which keyring wrote the passwords it cannot read now', async () => {
      const userData = newDir()
      const first = await bootApp(userData, { protection: 'test-only' })
      const created = await demoProfile(first.api, sandbox, { name: 'Acme' })
      expect(created.password).toBe('stored')
      expect((await unwrap(first.api.appInfo())).notices).toEqual([])
      // Diagnostics name the backend in words, not only by safeStorage's name for it.
      await unwrap(first.api.copyDiagnostics({}))
      expect(await clipboard.readText()).toContain(
        'Backend: harness_test_key (the test harness key)',
      )
      await first.quit()

      // The same data folder on a desktop without a keyring (safeStorage's basic_text).
      const second = await bootApp(userData, { protection: 'weak' })
      expect((await unwrap(second.api.appInfo())).notices).toEqual([
        {
          kind: 'keyring-changed',
          storedWith: ['harness_test_key'],
          current: 'basic_text',
          passwords: 1,
          tokens: 0,
        },
      ])
      const refused = await expectError(second.api.getToken({ profileId: created.id }), 'storage')
      expect(refused.message).toContain(
        'stored with the test harness key, but this session uses a fixed key (no keyring found)',
      )
    })

    it("opens a benchmark's data folder as its own: no keyring notice, and its secrets read", async () => {
      const userData = newDir()
      writeDataFolder(userData, 3, Date.now(), { history: false })
      const { api } = await bootApp(userData)
      expect((await unwrap(api.appInfo())).notices).toEqual([])
      // The token the benchmark sealed opens under the harness's key.
      await unwrap(api.copy({ profileId: 'id-1', format: 'header' }))
      expect(await clipboard.readText()).toBe('Authorization: Bearer token-id-1')
    })
  },
)
