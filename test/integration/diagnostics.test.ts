import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { requestTemplates } from '../../src/shared/model/requestTemplates'
import { coreIn } from '../helpers/core'
import { demoProfile, expectError, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

const HEADER_VALUE = 'custom-header-value-4711'

describe('Copy diagnostics', () => {
  it('after a full journey, has every section and no password, token or header value', async () => {
    const core = coreIn(newDir())
    const profile = await demoProfile(core.api, sandbox)
    await unwrap(core.api.getToken({ profileId: profile.id }))
    core.confirmations.answer('reveal-token', true)
    const { token } = await unwrap(core.api.revealToken({ profileId: profile.id }))
    const analytics = structuredClone(requestTemplates.find((t) => t.id === 'analytics')!.fields)
    const request = { ...analytics, headers: [{ name: 'X-Api-Key', value: HEADER_VALUE }] }
    const saved = await unwrap(core.api.saveRequest({ profileId: profile.id, request }))
    // Sent as the saved request: copy commands then call it.
    await unwrap(
      core.api.sendRequest({ profileId: profile.id, runId: 'r1', request, requestId: saved.id }),
    )
    await unwrap(core.api.copy({ profileId: profile.id, format: 'curl' }))
    await expectError(core.api.getToken({ profileId: 'no-such-profile' }))
    // What careless code might log; the log redacts or withholds each.
    core.logger.error(`sent Authorization: Bearer ${token}`)
    core.logger.error(`body {"username":"demo","password":"demo-password"}`)
    core.logger.warn(`header X-Api-Key: ${HEADER_VALUE} and token ${token}`)

    const copied = await unwrap(
      core.api.copyDiagnostics({
        rendererError: {
          panel: 'Profile',
          name: 'TypeError',
          message: `x is undefined near Bearer ${token}`,
          stack: `TypeError: x is undefined\n    at Panel (app://token-desk/assets/index.js:1:2)`,
          componentStack: '\n    at ProfileDetail\n    at MainPane',
        },
      }),
    )
    const text = await core.clipboard.readText()
    expect(copied.lines).toBe(text.split('\n').length)

    for (const secret of ['demo-password', token, HEADER_VALUE]) expect(text).not.toContain(secret)
    for (const heading of [
      'App',
      'System',
      'Secret storage',
      'Counts',
      'Settings',
      'Start-up notices',
      'Panel error',
    ]) {
      expect(text).toContain(`\n== ${heading} ==\n`)
    }
    expect(text).toMatch(/\n== Recent log \(\d+ lines, newest last\) ==\n/)
    expect(text).toContain('Version: 0.0.0-test')
    expect(text).toContain(`Node: ${process.versions.node}`)
    expect(text).toContain('Protection: test-only')
    expect(text).toContain('Backend: test-only (the test harness key)')
    expect(text).toContain('Profiles: 1')
    expect(text).toContain('Tokens: none 0, valid 1, expiring 0, expired 0, rejected 0')
    expect(text).toContain('Saved requests: 1')
    expect(text).toContain('clipboardClearMs: 30000')
    expect(text).toContain('Panel: Profile')
    expect(text).toContain('  at ProfileDetail')
    expect(text).toContain('Authorization: ‹redacted›')
    expect(text).not.toContain('Electron:') // only in Electron
  })

  it('without a panel error, leaves that section out', async () => {
    const core = coreIn(newDir())
    await unwrap(core.api.copyDiagnostics())
    const text = await core.clipboard.readText()
    expect(text).not.toContain('== Panel error ==')
    expect(text).toContain('Profiles: 0')
  })

  it('refuses an oversized error report clearly', async () => {
    const core = coreIn(newDir())
    const error = await expectError(
      core.api.copyDiagnostics({
        rendererError: { panel: 'P', name: 'E', message: 'x'.repeat(5000) },
      }),
    )
    expect(error.code).toBe('invalid-input')
  })
})
