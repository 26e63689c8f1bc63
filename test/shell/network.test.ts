import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { session } from '../../src/harness/electron/system'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { makeTestPki, type TestPki } from '../helpers/certificates'
import { demoProfile, expectError, unwrap } from '../helpers/api'
import { startForwardProxy } from '../helpers/forwardProxy'
import { useTempDirs } from '../helpers/tempDir'
import { startTlsFront } from '../helpers/tlsFront'
import { bootApp, quitApp } from './boot'

const newDir = useTempDirs()
let sandbox: Sandbox
let pki: TestPki
beforeAll(async () => {
  sandbox = await startSandbox()
  pki = makeTestPki()
})
afterAll(async () => {
  await sandbox.close()
  pki.remove()
})
afterEach(() => quitApp())

describe("the app's transport asks Electron's session for the proxy (src/main/adapters/electronNetwork.ts)", () => {
  it('says so, and reads the OS trust store', async () => {
    const { api } = await bootApp(newDir())
    expect(await api.networkInfo()).toEqual({
      ok: true,
      value: { proxyPassword: { kind: 'none' }, trustStore: 'system', systemProxy: 'chromium' },
    })
  })

  it('goes through the proxy Chromium names for the URL (system settings, PAC)', async () => {
    const proxy = await startForwardProxy({ names: { 'portal.corp.example': '127.0.0.1' } })
    const front = await startTlsFront(sandbox.urls.portal, pki.server)
    try {
      const { api } = await bootApp(newDir())
      session.defaultSession.proxyAnswer = `PROXY 127.0.0.1:${proxy.port}`
      await unwrap(api.updateSettings({ extraCaFiles: [pki.caFile] }))
      const base = `https://portal.corp.example:${new URL(front.url).port}`
      const created = await demoProfile(api, sandbox, { baseUrl: base })
      await unwrap(api.getToken({ profileId: created.id }))
      expect(session.defaultSession.proxyQueries).toEqual([`${base}/_rest/v4/authenticate`])
      expect(proxy.tunnels).toEqual([new URL(base).host])
    } finally {
      await front.close()
      await proxy.close()
    }
  })

  it('refuses an empty answer (a failed lookup) instead of going straight past the proxy', async () => {
    // Electron resolves "" when Chromium's lookup fails; it never rejects. Going straight would
    // have ended in a DNS failure for this name, not in the proxy settings' error.
    const { api } = await bootApp(newDir())
    session.defaultSession.proxyAnswer = ''
    const created = await demoProfile(api, sandbox, { baseUrl: 'https://portal.corp.example' })
    const error = await expectError(api.getToken({ profileId: created.id }), 'network')
    expect(error.cause).toBe('pac')
    expect(error.message).toMatch(
      /gave no answer for portal\.corp\.example: the proxy lookup failed/,
    )
    expect(session.defaultSession.proxyQueries).toEqual([
      'https://portal.corp.example/_rest/v4/authenticate',
    ])
  })
})
