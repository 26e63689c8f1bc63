import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { standingToken } from '../../src/shared/model/token'
import { demoProfile } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

type Host = 'portal' | 'alternate' | 'apiHost'
const portalOf = { portal: 'customer', alternate: 'alternate', apiHost: 'api-host' } as const

// [host, customer-portal envelope, username, password, expected outcome]
const cases: [Host, 'A' | 'B', string, string, string][] = []
for (const envelope of ['A', 'B'] as const) {
  cases.push(
    ['portal', envelope, 'demo', 'demo-password', `token ${envelope}`],
    [
      'portal',
      envelope,
      'demo',
      'wrong',
      envelope === 'A' ? '401 Missing Authentication Token' : '401 Unauthorized',
    ],
    [
      'portal',
      envelope,
      'sms-only',
      'sms-password',
      envelope === 'A' ? '401 Missing Authentication Token' : '401 Unauthorized',
    ],
    [
      'portal',
      envelope,
      'no-access',
      'no-access-password',
      envelope === 'A' ? '401 Missing Authentication Token' : '401 Unauthorized',
    ],
  )
}
for (const host of ['alternate', 'apiHost'] as const) {
  cases.push(
    [host, 'A', 'demo', 'demo-password', 'token B'],
    [host, 'A', 'sms-only', 'sms-password', 'token B'],
    [host, 'A', 'demo', 'wrong', '401 Unauthorized'],
    [host, 'A', 'no-access', 'no-access-password', '401 Unauthorized'],
    [host, 'A', 'nobody', 'x', '401 Unauthorized'],
  )
}

describe('every endpoint variant × envelope × outcome', () => {
  it.each(cases)(
    '%s (customer envelope %s), %s / %s → %s',
    async (host, envelope, username, password, expected) => {
      sandbox.setCustomerEnvelope(envelope)
      const core = coreIn(newDir())
      const created = await demoProfile(core.api, sandbox, {
        name: 'Matrix',
        portal: portalOf[host],
        baseUrl: sandbox.urls[host],
        username,
        password,
      })
      const result = await core.api.getToken({ profileId: created.id })
      const outcome = result.ok
        ? `token ${standingToken(result.value.token)?.envelope}`
        : result.error.code === 'auth-rejected'
          ? `${result.error.status} ${result.error.serverMessage}`
          : `${result.error.code}: ${result.error.message}`
      expect(outcome).toBe(expected)
    },
  )
})
