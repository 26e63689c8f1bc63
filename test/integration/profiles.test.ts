import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import { coreIn, vaultOnDisk } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { demoProfile, expectError, unwrap, views } from '../helpers/api'
import { allText } from '../helpers/harness'
import { useTempDirs } from '../helpers/tempDir'
import type { AppEvent } from '../../src/shared/ipc/events'

const newDir = useTempDirs()
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

let now = Date.UTC(2026, 10, 21)
const clock = () => now

describe('the list and the detail', () => {
  it('lists rows with only what the sidebar shows; the detail comes with getProfile', async () => {
    const core = coreIn(newDir(), { clock })
    const made = await demoProfile(core.api, sandbox, {
      notes: 'call Jo first',
      tags: ['eu'],
      password: 'pw-kept',
    })
    const rows = await unwrap(core.api.listProfiles())
    expect(rows).toEqual([
      {
        id: made.id,
        name: 'Acme',
        account: made.account,
        portal: 'customer',
        baseUrl: sandbox.urls.portal,
        username: 'demo',
        tags: ['eu'],
        colour: 'none',
        favourite: false,
        lastUsedAt: null,
        token: { kind: 'none' },
        failing: false,
      },
    ])
    // The full view: where the password is, notes, hosts, the last error.
    expect(await unwrap(core.api.getProfile({ profileId: made.id }))).toEqual(made)
  })

  it('says which profile is missing, and refuses an id that is not one', async () => {
    const core = coreIn(newDir(), { clock })
    expect(
      await expectError(core.api.getProfile({ profileId: '0b5e3c58-3d7a-4d0c-9a8e-1f2a3b4c5d6e' })),
    ).toMatchObject({ code: 'not-found' })
    expect(await expectError(core.api.getProfile({ profileId: '__proto__' }))).toMatchObject({
      code: 'invalid-input',
    })
  })
})

describe('duplicates', () => {
  it('refuses a second profile for the same login and names the existing one', async () => {
    const core = coreIn(newDir())
    const first = await demoProfile(core.api, sandbox)
    expect(
      await expectError(
        core.api.createProfile(
          demoLogin(sandbox, { name: 'Again', baseUrl: `${sandbox.urls.portal}/` }),
        ),
      ),
    ).toEqual({
      code: 'duplicate',
      existingProfileId: first.id,
      existingName: 'Acme',
      message: '“Acme” already uses this base URL, username and account.',
      said: { key: 'requests.profiles.duplicate', values: { name: 'Acme' } },
    })
    // Another account is another login; asking explicitly also works.
    await demoProfile(core.api, sandbox, { accountId: 'OTHER' })
    await demoProfile(core.api, sandbox, { allowDuplicate: true })
    expect(await views(core.api)).toHaveLength(3)
  })

  it('refuses an edit that would make a duplicate', async () => {
    const core = coreIn(newDir())
    const a = await demoProfile(core.api, sandbox)
    const b = await demoProfile(core.api, sandbox, { accountId: 'B' })
    expect(
      await expectError(core.api.updateProfile({ id: b.id, fields: { accountId: 'ACME-001' } })),
    ).toMatchObject({
      code: 'duplicate',
      existingProfileId: a.id,
    })
  })
})

describe('edit, move, copy, delete and undo', () => {
  it('edits only the fields given, and moving to another account drops the token', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await demoProfile(core.api, sandbox, { tags: ['eu'], notes: 'n' })
    await unwrap(core.api.getToken({ profileId: p.id }))
    const renamed = await unwrap(core.api.updateProfile({ id: p.id, fields: { name: 'Acme EU' } }))
    expect(renamed).toMatchObject({
      name: 'Acme EU',
      tags: ['eu'],
      notes: 'n',
      token: { kind: 'issued' },
    })
    const moved = await unwrap(
      core.api.updateProfile({
        id: p.id,
        fields: { accountId: 'ACME-EU', accountName: 'Acme Europe' },
      }),
    )
    expect(moved).toMatchObject({
      account: { id: 'ACME-EU', name: 'Acme Europe' },
      token: { kind: 'none' },
    })
  })

  it('writes nothing for a Save that changes nothing: the profile keeps when it was last changed', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    const p = await demoProfile(core.api, sandbox, { tags: ['eu', 'gold'], notes: 'n' })
    now += 60_000
    const before = readFileSync(join(dir, 'profiles.json'), 'utf8')
    const same = await unwrap(
      core.api.updateProfile({ id: p.id, fields: { name: p.name, tags: ['eu', 'gold'] } }),
    )
    const none = await unwrap(core.api.updateProfile({ id: p.id, fields: {} }))
    expect(same.updatedAt).toBe(p.updatedAt)
    expect(none.updatedAt).toBe(p.updatedAt)
    expect(readFileSync(join(dir, 'profiles.json'), 'utf8')).toBe(before)
    // One changed field is an edit as before.
    const edited = await unwrap(
      core.api.updateProfile({ id: p.id, fields: { name: p.name, tags: ['eu'] } }),
    )
    expect(edited).toMatchObject({ tags: ['eu'], updatedAt: now })
  })

  it('copies a profile, which shares its login’s password, but not its token', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await demoProfile(core.api, sandbox, { favourite: true })
    await unwrap(core.api.getToken({ profileId: p.id }))
    const copy = await unwrap(core.api.copyProfile({ profileId: p.id }))
    expect(copy).toMatchObject({
      name: 'Acme (copy)',
      password: 'stored',
      favourite: false,
      token: { kind: 'none' },
    })
    expect((await unwrap(core.api.getToken({ profileId: copy.id }))).token.kind).toBe('issued')
  })

  it('deletes the profile and its secrets at once, and undo brings all back', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    const p = await demoProfile(core.api, sandbox)
    const withToken = await unwrap(core.api.getToken({ profileId: p.id }))
    await unwrap(core.api.copy({ profileId: p.id, format: 'header' }))
    const header = await core.clipboard.readText()

    const { undoId } = await unwrap(core.api.deleteProfile({ profileId: p.id }))
    await core.flush()
    expect(vaultOnDisk(dir)['token-desk'] ?? {}).toEqual({})
    expect(await views(core.api)).toEqual([])

    const restored = await unwrap(core.api.undoDelete({ undoId }))
    expect(restored).toMatchObject({ id: p.id, password: 'stored', token: withToken.token })
    await core.clipboard.writeText('')
    await unwrap(core.api.copy({ profileId: p.id, format: 'header' }))
    expect(await core.clipboard.readText()).toBe(header)
    expect(await expectError(core.api.undoDelete({ undoId }))).toMatchObject({ code: 'not-found' })
  })

  it('brings back a profile that failed as failed: its last error, before and after a restart', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    const p = await demoProfile(core.api, sandbox, { password: 'not-the-password' })
    const refused = await expectError(core.api.getToken({ profileId: p.id }))
    const failed = (await views(core.api)).find((v) => v.id === p.id)
    expect(failed?.lastError).toMatchObject({ code: refused.code })

    const { undoId } = await unwrap(core.api.deleteProfile({ profileId: p.id }))
    const restored = await unwrap(core.api.undoDelete({ undoId }))
    expect(restored.lastError).toEqual(failed?.lastError)
    expect((await unwrap(core.api.listProfiles())).find((r) => r.id === p.id)?.failing).toBe(true)
    await core.flush()
    await core.close()

    const again = coreIn(dir, { clock })
    expect((await views(again.api)).find((v) => v.id === p.id)?.lastError).toEqual(
      failed?.lastError,
    )
  })

  it('lets an undo expire after a minute', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await demoProfile(core.api, sandbox)
    const { undoId } = await unwrap(core.api.deleteProfile({ profileId: p.id }))
    now += 61_000
    expect((await expectError(core.api.undoDelete({ undoId }))).message).toMatch(/one minute/)
  })

  it('records when a profile was last used', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await demoProfile(core.api, sandbox)
    expect(p.lastUsedAt).toBeNull()
    now += 5_000
    expect((await unwrap(core.api.getToken({ profileId: p.id }))).lastUsedAt).toBe(now)
    const gotAt = now

    // A copy is a use, and the window hears of it (it shows "Last used").
    const events: AppEvent[] = []
    const listening = coreIn(newDir(), { clock, events: { emit: (event) => events.push(event) } })
    const q = await demoProfile(listening.api, sandbox)
    await unwrap(listening.api.getToken({ profileId: q.id }))
    now += 5_000
    events.length = 0
    await unwrap(listening.api.copy({ profileId: q.id, format: 'header' }))
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'profile-changed',
        profile: expect.objectContaining({ id: q.id, lastUsedAt: now }),
      }),
    )

    // Renewals on their own are no use: a morning's Renew all (or auto-renew) leaves it.
    now += 25 * 60 * 60 * 1000
    const summary = await unwrap(core.api.renewAll({ scope: 'due' }))
    expect(summary.outcomes.map((o) => o.kind)).toEqual(['renewed'])
    expect((await unwrap(core.api.getProfile({ profileId: p.id }))).lastUsedAt).toBe(gotAt)
  })
})

describe('secret storage policy', () => {
  it('keeps passwords in memory only when the keyring is weak, until the user opts in', async () => {
    const dir = newDir()
    const core = coreIn(dir, { protection: 'weak' })
    const p = await demoProfile(core.api, sandbox)
    expect(p.password).toBe('session')
    expect(allText(dir)).not.toContain('demo-password')
    // It works for this session …
    expect((await unwrap(core.api.getToken({ profileId: p.id }))).token.kind).toBe('issued')
    // … and after a restart the app asks for it.
    const later = coreIn(dir, { protection: 'weak' })
    expect((await views(later.api))[0]?.password).toBe('none')
    await unwrap(later.api.forgetToken({ profileId: p.id }))
    expect(await expectError(later.api.getToken({ profileId: p.id }))).toMatchObject({
      code: 'no-password',
    })
    // A refused password is kept, as one typed in the form is: a 401 does not say it was wrong
    // (spec 7). Typing another one replaces it.
    expect(
      await expectError(later.api.getToken({ profileId: p.id, password: 'typo' })),
    ).toMatchObject({
      code: 'auth-rejected',
    })
    expect((await views(later.api))[0]?.password).toBe('session')
    const got = await unwrap(later.api.getToken({ profileId: p.id, password: 'demo-password' }))
    expect(got).toMatchObject({ password: 'session', token: { kind: 'issued' } })

    await unwrap(later.api.updateSettings({ keepPasswordsInWeakStorage: true }))
    expect((await views(later.api))[0]?.password).toBe('stored')
  })

  it('keeps tokens in memory only when the OS cannot encrypt at all', async () => {
    const dir = newDir()
    const core = coreIn(dir, { protection: 'unavailable' })
    const p = await demoProfile(core.api, sandbox)
    await unwrap(core.api.getToken({ profileId: p.id }))
    await unwrap(core.api.copy({ profileId: p.id, format: 'header' }))
    const token = (await core.clipboard.readText()).split(' ').at(-1)!
    expect(allText(dir)).not.toContain(token)
    expect(allText(dir)).not.toContain('demo-password')
    expect((await unwrap(core.api.appInfo())).protection.kind).toBe('unavailable')
  })
})
