import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { writeDataFolder } from '../../bench/dataFolder'
import { clipboard } from '../../src/harness/electron/clipboard'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
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
      const created = await first.call('createProfile', {
        name: 'Acme',
        accountId: 'ACME-001',
        portal: 'customer',
        baseUrl: sandbox.urls.portal,
        username: 'demo',
        password: 'demo-password',
      })
      if (!created.ok) throw new Error(created.error.message)
      expect(created.value.password).toBe('stored')
      const info = await first.call('appInfo')
      if (!info.ok) throw new Error(info.error.message)
      expect(info.value.notices).toEqual([])
      // Diagnostics name the backend in words, not only by safeStorage's name for it.
      expect((await first.call('copyDiagnostics', {})).ok).toBe(true)
      expect(await clipboard.readText()).toContain(
        'Backend: harness_test_key (the test harness key)',
      )
      await first.quit()

      // The same data folder on a desktop without a keyring (safeStorage's basic_text).
      const second = await bootApp(userData, { protection: 'weak' })
      const again = await second.call('appInfo')
      if (!again.ok) throw new Error(again.error.message)
      expect(again.value.notices).toEqual([
        {
          kind: 'keyring-changed',
          storedWith: ['harness_test_key'],
          current: 'basic_text',
          passwords: 1,
          tokens: 0,
        },
      ])
      const refused = await second.call('getToken', { profileId: created.value.id })
      expect(refused).toMatchObject({
        ok: false,
        error: {
          code: 'storage',
          message: expect.stringContaining(
            'stored with the test harness key, but this session uses a fixed key (no keyring found)',
          ),
        },
      })
    })

    it("opens a benchmark's data folder as its own: no keyring notice, and its secrets read", async () => {
      const userData = newDir()
      writeDataFolder(userData, 3, Date.now(), { history: false })
      const { call } = await bootApp(userData)
      const info = await call('appInfo')
      if (!info.ok) throw new Error(info.error.message)
      expect(info.value.notices).toEqual([])
      // The token the benchmark sealed opens under the harness's key.
      expect((await call('copy', { profileId: 'id-1', format: 'header' })).ok).toBe(true)
      expect(await clipboard.readText()).toBe('Authorization: Bearer token-id-1')
    })
  },
)
