import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn } from '../helpers/core'
import { copied, demoProfile, expectError, profileWithToken, unwrap } from '../helpers/api'
import { demoLogin } from '../helpers/demoLogin'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

describe('exporting activity', () => {
  it('holds what happened to each profile, filtered as in view, and never a password or token', async () => {
    const core = coreIn(newDir())
    const good = await profileWithToken(core.api, demoLogin(sandbox, { name: 'Good' }))
    const token = await copied(core, good.id, 'token')
    const wrongPassword = 'Wr0ng-pa55word-for-the-export'
    const wrong = await demoProfile(core.api, sandbox, {
      name: 'Wrong',
      accountId: 'ACME-002',
      password: wrongPassword,
    })
    await expectError(core.api.getToken({ profileId: wrong.id }), 'auth-rejected')
    sandbox.setFault({ fault: { kind: 'status', status: 503 }, times: 1 })
    await expectError(core.api.getToken({ profileId: good.id }), 'unexpected-response')

    const all = await unwrap(core.api.exportActivity({ format: 'jsonl' }))
    const lines = all.text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.map((l) => [l.profile, l.kind, l.status, l.code])).toEqual([
      ['Good', 'failed', 503, 'unexpected-response'],
      ['Wrong', 'failed', 401, 'auth-rejected'],
      ['Good', 'obtained', null, null],
    ])
    expect(lines[1].detail).toMatch(/Refused \(401\)/)
    // The spreadsheet has them as columns of their own, to sort and count by.
    const csv = (await unwrap(core.api.exportActivity({ format: 'csv' }))).text.split('\r\n')
    const header = (csv[0] as string).replace('\uFEFF', '').split(',')
    const wrongRow = csv.find((line) => line.includes(',Wrong,')) as string
    expect(header.indexOf('HTTP status')).toBeGreaterThan(header.indexOf('Detail'))
    expect(wrongRow).toMatch(/,401,auth-rejected,/)
    for (const format of ['csv', 'jsonl'] as const) {
      const { text } = await unwrap(core.api.exportActivity({ format }))
      for (const secret of [token, wrongPassword, 'demo-password']) {
        expect(text).not.toContain(secret)
        expect(text).not.toContain(Buffer.from(secret).toString('base64'))
      }
    }

    const failures = await unwrap(
      core.api.exportActivity({
        format: 'csv',
        filter: { span: '24h', kinds: 'failures', trigger: 'all' },
      }),
    )
    expect(failures.count).toBe(2)
    expect(failures.text).toContain('ACME-002')
    const oneProfile = await unwrap(
      core.api.exportActivity({ format: 'jsonl', profileIds: [good.id] }),
    )
    expect(oneProfile.count).toBe(2)
    expect(oneProfile.text).toContain('"profile":"Good"')
  })

  it('refuses an unknown format or filter with a message, and writes nothing', async () => {
    const core = coreIn(newDir())
    const bad = await expectError(
      core.api.exportActivity({ format: 'xml' } as never),
      'invalid-input',
    )
    expect(bad.message).toMatch(/Choose CSV or JSON Lines/)
    const badFilter = await expectError(
      core.api.exportActivity({ format: 'csv', filter: { span: 'forever' } } as never),
      'invalid-input',
    )
    expect(badFilter.message).toMatch(/Choose a time range/)
  })
})
