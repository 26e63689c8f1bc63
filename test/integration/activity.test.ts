import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { expectError, refusedByBareRequest, unwrap } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
let now = Date.UTC(2026, 10, 21)
const clock = () => now
beforeAll(async () => {
  sandbox = await startSandbox({ clock })
})
afterAll(() => sandbox.close())

describe('token activity per profile', () => {
  it('records obtained, renewed, failed (with why), auto-renewed, rejected and forgotten; never secrets', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    const input = demoLogin(sandbox, { autoRenew: true })
    const p = await unwrap(core.api.createProfile(input))
    await unwrap(core.api.getToken({ profileId: p.id }))
    now += 1000
    await unwrap(core.api.getToken({ profileId: p.id }))
    const { password: _pw, ...fields } = input
    await unwrap(core.api.updateProfile({ id: p.id, fields, password: 'wrong-password' }))
    await expectError(core.api.getToken({ profileId: p.id }))
    await unwrap(core.api.updateProfile({ id: p.id, fields, password: 'demo-password' }))
    now += 24 * 3_600_000
    await core.autoRenewer.tick()
    await unwrap(core.api.copy({ profileId: p.id, format: 'token' }))
    // A request answered 401 with the token (sent bare where the API wants Bearer).
    await refusedByBareRequest(core.api, p.id)
    await unwrap(core.api.copy({ profileId: p.id, format: 'token' }))
    const token = await core.clipboard.readText()
    await unwrap(core.api.forgetToken({ profileId: p.id }))
    await core.flush()

    const activity = await unwrap(coreIn(dir, { clock }).api.listActivity({ profileId: p.id }))
    expect(activity.map((a) => [a.kind, a.trigger])).toEqual([
      ['forgotten', 'manual'],
      // Refused, then renewed once to try again (the retry-on-401 setting).
      ['renewed', 'request'],
      ['rejected', 'request'],
      ['renewed', 'auto'],
      ['failed', 'manual'],
      ['renewed', 'manual'],
      ['obtained', 'manual'],
    ])
    expect(activity[4]?.detail).toBe(
      'Refused (401): wrong password, or this user has no API access — the service does not say which. The server said: "Missing Authentication Token".',
    )
    expect(activity[3]?.expiresAt).toBe(now + 24 * 3_600_000)
    // The refusals keep the status they were answered with, and a failure its code, for exports.
    expect(activity.map((a) => [a.status, a.code])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
      [401, undefined],
      [undefined, undefined],
      [401, 'auth-rejected'],
      [undefined, undefined],
      [undefined, undefined],
    ])
    const text = JSON.stringify(activity)
    expect(text).not.toContain(token)
    expect(text).not.toContain('demo-password')
    expect(text).not.toContain('wrong-password')
  })
})
