import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { expectError, unwrap } from '../helpers/api'
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
    const token = await core.clipboard.readText()
    await core.tokens.markRejected(p.id, token)
    await unwrap(core.api.forgetToken({ profileId: p.id }))
    await core.flush()

    const activity = await unwrap(coreIn(dir, { clock }).api.listActivity({ profileId: p.id }))
    expect(activity.map((a) => [a.kind, a.trigger])).toEqual([
      ['forgotten', 'manual'],
      ['rejected', 'request'],
      ['renewed', 'auto'],
      ['failed', 'manual'],
      ['renewed', 'manual'],
      ['obtained', 'manual'],
    ])
    expect(activity[3]?.detail).toBe(
      'Refused (401): wrong password, or this user has no API access — the service does not say which. The server said: "Missing Authentication Token".',
    )
    expect(activity[2]?.expiresAt).toBe(now + 24 * 3_600_000)
    const text = JSON.stringify(activity)
    expect(text).not.toContain(token)
    expect(text).not.toContain('demo-password')
    expect(text).not.toContain('wrong-password')
  })
})
