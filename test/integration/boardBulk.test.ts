import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renewSummarySpeech } from '../../src/main/core/desktop/renewSummarySpeech'
import { english } from '../../src/main/core/i18n/speech'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { InputOf } from '../../src/shared/ipc/contract'
import { DEMO_TAG } from '../../src/shared/model/demo'
import { countOutcomes } from '../../src/shared/renew/outcomeCounts'
import { expectError, profileWithToken, unwrap, view } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { useTempDirs } from '../helpers/tempDir'

const HOUR = 3_600_000
const newDir = useTempDirs()
let sandbox: Sandbox
let now = 0
const clock = () => now

beforeAll(async () => {
  sandbox = await startSandbox({ clock })
})
afterEach(() => {
  sandbox.setFault(null)
  sandbox.setLatency(0)
})
afterAll(() => sandbox.close())

const profileInput = (overrides: Partial<InputOf<'createProfile'>> = {}) =>
  demoLogin(sandbox, { allowDuplicate: true, ...overrides })

const ghost = '00000000-0000-4000-8000-000000000000'

describe('Renew all counts what happened', () => {
  it('a failed renewal whose token still works is not "failed"; a cancelled one is "cancelled"', async () => {
    now = Date.UTC(2026, 10, 21)
    const core = coreIn(newDir(), { clock })
    const expiring = await profileWithToken(core.api, profileInput({ name: 'Expiring' }))
    now += 2 * HOUR
    const expired = await profileWithToken(core.api, profileInput({ name: 'Expired' }))
    // 23.5 h after the first token: it is inside the 1 h warning window, still valid; the other
    // (issued 2 h later) is valid beyond the window. 2 h more and the first one is expired.
    now += 21.5 * HOUR
    sandbox.setFault({ fault: { kind: 'status', status: 503 } })
    const run = await unwrap(core.api.renewAll({ scope: 'due' }))
    expect(run.outcomes).toEqual([
      expect.objectContaining({
        profileId: expiring.id,
        kind: 'failed-still-valid',
        validUntil: (expiring.token.kind === 'issued' && expiring.token.expiresAt) || -1,
      }),
    ])
    expect(countOutcomes(run.outcomes)).toMatchObject({ failed: 0, stillValid: 1 })
    expect(renewSummarySpeech(run, english)).toMatch(
      /^1 due: 0 tokens renewed, 1 renewal failed with the current token still valid\./,
    )

    // Two hours on, the same failure leaves no working token: that one is failed.
    now += 2 * HOUR
    const later = await unwrap(core.api.renewAll({ scope: 'due' }))
    expect(later.outcomes.map((o) => [o.name, o.kind])).toEqual([
      ['Expired', 'failed-still-valid'],
      ['Expiring', 'failed'],
    ])
    sandbox.setFault(null)

    // The user cancels a renewal while the run waits for it.
    sandbox.setLatency(400, 'portal')
    const cancelling = core.api.renewAll({ scope: 'due' })
    while ((await view(core.api, expired.id)).token.kind !== 'renewing') {
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    // One of each login goes first ("Expired", by name): that is the one in flight now.
    expect(await unwrap(core.api.cancelRenewal({ profileId: expired.id }))).toEqual({
      cancelled: true,
    })
    const cancelled = await unwrap(cancelling)
    expect(cancelled.outcomes.find((o) => o.profileId === expired.id)?.kind).toBe('cancelled')
    expect(cancelled.outcomes.find((o) => o.profileId === expiring.id)?.kind).toBe('renewed')
    expect(countOutcomes(cancelled.outcomes)).toMatchObject({ failed: 0, cancelled: 1, renewed: 1 })
  })
})

describe("the Board's bulk calls", () => {
  it('get tokens, verify, copy .env, export, tag, favourite, delete and undo, one call for N', async () => {
    now = Date.now()
    const core = coreIn(newDir(), { clock })
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      const p = await unwrap(
        core.api.createProfile(
          profileInput({ name: i < 2 ? 'Acme – prod' : `Acme ${i}`, tags: [DEMO_TAG] }),
        ),
      )
      ids.push(p.id)
    }
    const noPassword = await unwrap(
      core.api.createProfile(
        profileInput({ name: 'Nobody', username: 'nobody', password: undefined }),
      ),
    )

    // Get tokens: every chosen profile, unknown ids reported by id, not failing the batch.
    const got = await unwrap(core.api.renewProfiles({ profileIds: [...ids, noPassword.id, ghost] }))
    expect(got.scope).toBe('selected')
    expect(got.missing).toEqual([ghost])
    expect(countOutcomes(got.outcomes)).toMatchObject({ renewed: 5, skipped: 1, failed: 0 })

    const verified = await unwrap(
      core.api.verifyProfiles({ profileIds: [ids[0] as string, noPassword.id, ghost] }),
    )
    expect(verified.missing).toEqual([ghost])
    expect(verified.outcomes).toEqual([
      expect.objectContaining({ profileId: ids[0], kind: 'accepted', status: 200 }),
      expect.objectContaining({ profileId: noPassword.id, kind: 'failed', code: 'no-token' }),
    ])

    // .env: through main's clipboard guard; the page gets counts and names, never a token.
    const env = await unwrap(core.api.copyEnv({ profileIds: [...ids, noPassword.id] }))
    expect(env).toMatchObject({
      lines: 5,
      withoutToken: [{ profileId: noPassword.id }],
      missing: [],
    })
    expect(JSON.stringify(env)).not.toMatch(/eyJ/)
    const text = await core.clipboard.readText()
    expect(text.split('\n').map((line) => line.split('=')[0])).toEqual([
      'ACME_PROD_TOKEN',
      'ACME_PROD_2_TOKEN',
      'ACME_2_TOKEN',
      'ACME_3_TOKEN',
      'ACME_4_TOKEN',
      '',
    ])
    expect(await expectError(core.api.copyEnv({ profileIds: [noPassword.id] }))).toMatchObject({
      code: 'no-token',
    })
    // Expired tokens would only fail where the block is pasted: none is copied.
    now += 25 * HOUR
    expect(await expectError(core.api.copyEnv({ profileIds: ids }))).toMatchObject({
      code: 'no-token',
    })
    now -= 25 * HOUR

    const exported = await unwrap(
      core.api.exportProfiles({ format: 'csv', profileIds: [ids[0] as string, ids[1] as string] }),
    )
    expect(exported.count).toBe(2)

    const tagged = await unwrap(
      core.api.editProfiles({
        profileIds: [...ids, ghost],
        change: { kind: 'add-tag', tag: 'retired' },
      }),
    )
    expect(tagged).toEqual({ changed: 5, unchanged: 0, full: [], missing: [ghost] })
    expect((await view(core.api, ids[3] as string)).tags).toEqual([DEMO_TAG, 'retired'])
    const again = await unwrap(
      core.api.editProfiles({ profileIds: ids, change: { kind: 'add-tag', tag: 'RETIRED' } }),
    )
    expect(again).toMatchObject({ changed: 0, unchanged: 5 })
    // Typed as the window writes tags ("#retired"): the same tag, not "#retired".
    const hashed = await unwrap(
      core.api.editProfiles({ profileIds: ids, change: { kind: 'add-tag', tag: '#retired' } }),
    )
    expect(hashed).toMatchObject({ changed: 0, unchanged: 5 })
    await unwrap(
      core.api.editProfiles({
        profileIds: ids.slice(0, 2),
        change: { kind: 'remove-tag', tag: '#retired' },
      }),
    )
    expect((await view(core.api, ids[0] as string)).tags).toEqual([DEMO_TAG])
    expect(
      await expectError(
        core.api.editProfiles({ profileIds: ids, change: { kind: 'add-tag', tag: '#' } }),
      ),
    ).toMatchObject({ code: 'invalid-input' })
    await unwrap(
      core.api.editProfiles({
        profileIds: ids.slice(0, 2),
        change: { kind: 'favourite', favourite: true },
      }),
    )
    expect((await view(core.api, ids[1] as string)).favourite).toBe(true)
    expect(
      await expectError(
        core.api.editProfiles({ profileIds: ids, change: { kind: 'add-tag', tag: ' ' } }),
      ),
    ).toMatchObject({ code: 'invalid-input' })

    // Delete three, and bring them back with one undo, token and all.
    const before = await view(core.api, ids[2] as string)
    const deleted = await unwrap(core.api.deleteProfiles({ profileIds: [...ids.slice(2), ghost] }))
    expect(deleted).toMatchObject({ deleted: 3, missing: [ghost] })
    expect((await unwrap(core.api.listProfiles())).map((p) => p.id).sort()).toEqual(
      [ids[0], ids[1], noPassword.id].sort(),
    )
    expect(await unwrap(core.api.undoDeleteProfiles({ undoId: deleted.undoId }))).toEqual({
      restored: 3,
    })
    const back = await view(core.api, ids[2] as string)
    expect(back.token).toEqual(before.token)
    expect(back.tags).toEqual(before.tags)
    expect(
      await expectError(core.api.undoDeleteProfiles({ undoId: deleted.undoId })),
    ).toMatchObject({
      code: 'not-found',
    })
    expect(await expectError(core.api.deleteProfiles({ profileIds: [] }))).toMatchObject({
      code: 'invalid-input',
    })
  })
})
