import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { DiagnosticsCopied } from '../../src/shared/ipc/contract'
import type { ProfileView } from '../../src/shared/model/profile'
import type { RunResult, SavedRequest } from '../../src/shared/model/request'
import { requestTemplates } from '../../src/shared/model/requestTemplates'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { fails, ok } from '../helpers/dispatch'
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
    const profile = await ok<ProfileView>(core, 'createProfile', demoLogin(sandbox))
    await ok(core, 'getToken', { profileId: profile.id })
    core.confirmations.answer('reveal-token', true)
    const { token } = await ok<{ token: string }>(core, 'revealToken', { profileId: profile.id })
    const analytics = structuredClone(requestTemplates.find((t) => t.id === 'analytics')!.fields)
    const request = { ...analytics, headers: [{ name: 'X-Api-Key', value: HEADER_VALUE }] }
    const saved = await ok<SavedRequest>(core, 'saveRequest', { profileId: profile.id, request })
    // Sent as the saved request: copy commands then call it.
    await ok<RunResult>(core, 'sendRequest', {
      profileId: profile.id,
      runId: 'r1',
      request,
      requestId: saved.id,
    })
    await ok(core, 'copy', { profileId: profile.id, format: 'curl' })
    await fails(core, 'getToken', { profileId: 'no-such-profile' })
    // What careless code might log; the log redacts or withholds each.
    core.logger.error(`sent Authorization: Bearer ${token}`)
    core.logger.error(`body {"username":"demo","password":"demo-password"}`)
    core.logger.warn(`header X-Api-Key: ${HEADER_VALUE} and token ${token}`)

    const copied = await ok<DiagnosticsCopied>(core, 'copyDiagnostics', {
      rendererError: {
        panel: 'Profile',
        name: 'TypeError',
        message: `x is undefined near Bearer ${token}`,
        stack: `TypeError: x is undefined\n    at Panel (app://token-desk/assets/index.js:1:2)`,
        componentStack: '\n    at ProfileDetail\n    at MainPane',
      },
    })
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
    await ok(core, 'copyDiagnostics')
    const text = await core.clipboard.readText()
    expect(text).not.toContain('== Panel error ==')
    expect(text).toContain('Profiles: 0')
  })

  it('refuses an oversized error report clearly', async () => {
    const core = coreIn(newDir())
    const error = await fails(core, 'copyDiagnostics', {
      rendererError: { panel: 'P', name: 'E', message: 'x'.repeat(5000) },
    })
    expect(error.code).toBe('invalid-input')
  })
})
