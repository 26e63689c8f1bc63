import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginKey, secretKindOf } from '../../src/main/core/secrets/secretKeys'
import { replayJournal } from '../../src/main/core/storage/journal'
import { JournalTables } from '../../src/main/core/storage/journalTables'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { InputOf } from '../../src/shared/ipc/contract'
import { loginOf } from '../../src/shared/model/login'
import { cipherOnKeyring, coreIn, vaultOnDisk } from '../helpers/core'
import { demoLogin } from '../helpers/demoLogin'
import { demoProfile, expectError, unwrap, view, views } from '../helpers/api'
import { loopbackServer } from '../helpers/loopbackServer'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
type JournalRow = { t: string; k: string; v: unknown }
const START = Date.UTC(2026, 10, 21, 9)
let now = START
const clock = () => now
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ clock })
})
afterAll(() => sandbox.close())
// Tests that let time pass put it back.
afterEach(() => {
  now = START
})

type Core = ReturnType<typeof coreIn>

/** A profile of the sandbox's `demo` login (customer portal) for one more account, no password. */
const member = (name: string, accountId: string, extra: Partial<InputOf<'createProfile'>> = {}) =>
  demoLogin(sandbox, { name, accountId, password: undefined, ...extra })

/** The password keys in the data folder's journal, once what is queued is on disk. */
async function passwordKeys(core: Core, dir: string): Promise<string[]> {
  await core.flush()
  return Object.keys(vaultOnDisk(dir)['token-desk'] ?? {}).filter(
    (key) => secretKindOf(key) === 'password',
  )
}

describe('profiles with the same base URL and username share one password', () => {
  it('one password typed serves every profile of the login: a token for each', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    const eu = await unwrap(core.api.createProfile(member('Acme EU', 'ACME-EU')))
    const us = await unwrap(core.api.createProfile(member('Acme US', 'ACME-US')))
    const uk = await unwrap(core.api.createProfile(member('Acme UK', 'ACME-UK')))
    expect(await view(core.api, eu.id)).toMatchObject({
      password: 'none',
      sharedLogin: { others: 2 },
    })

    // Typed once, in the prompt of one of them …
    expect(
      (await unwrap(core.api.getToken({ profileId: eu.id, password: 'demo-password' }))).token.kind,
    ).toBe('issued')
    // … it is kept for the login: the others get their tokens from the sandbox without asking.
    for (const id of [us.id, uk.id]) {
      expect((await view(core.api, id)).password).toBe('stored')
      expect((await unwrap(core.api.getToken({ profileId: id }))).token).toMatchObject({
        kind: 'issued',
      })
    }
    expect(await view(core.api, us.id)).toMatchObject({
      sharedLogin: { others: 2, names: ['Acme EU', 'Acme UK'] },
      // Spec 1.4: one token cannot serve three accounts. The detail says so from this.
      loginAccounts: [
        { accountId: 'ACME-EU', profiles: 1, names: ['Acme EU'] },
        { accountId: 'ACME-UK', profiles: 1, names: ['Acme UK'] },
      ],
    })
    // One key, named by a digest: no username or host in the store's keys.
    expect(await passwordKeys(core, dir)).toEqual([loginKey(loginOf(eu))])
    expect(JSON.stringify(vaultOnDisk(dir))).not.toContain('demo')
  })

  it("names the login's other accounts in each view, and follows the edits", async () => {
    const core = coreIn(newDir(), { clock })
    const a = await unwrap(core.api.createProfile(member('Acme prod', 'ACME-001')))
    const b = await unwrap(
      core.api.createProfile(member('Acme test', 'acme-001', { allowDuplicate: true })),
    )
    const i = await unwrap(core.api.createProfile(member('Initech', 'INITECH-003')))
    const initech = [{ accountId: 'INITECH-003', profiles: 1, names: ['Initech'] }]
    // The same account (case aside) is no warning; another is, from either side.
    expect((await view(core.api, a.id)).loginAccounts).toEqual(initech)
    expect((await view(core.api, b.id)).loginAccounts).toEqual(initech)
    expect((await view(core.api, i.id)).loginAccounts).toEqual([
      { accountId: 'ACME-001', profiles: 2, names: ['Acme prod', 'Acme test'] },
    ])
    // The list marks every profile of the login, without a view asked for.
    const marked = async () =>
      (await unwrap(core.api.listProfiles()))
        .filter((row) => row.mixedLogin === true)
        .map((row) => row.name)
        .sort()
    expect(await marked()).toEqual(['Acme prod', 'Acme test', 'Initech'])
    // Initech's profile given its own API user: nothing left to warn of.
    await unwrap(core.api.updateProfile({ id: i.id, fields: { username: 'initech-api' } }))
    expect((await views(core.api)).map((p) => p.loginAccounts)).toEqual([[], [], []])
    expect(await marked()).toEqual([])
    // Put back on the shared user: the warning is back.
    await unwrap(core.api.updateProfile({ id: i.id, fields: { username: 'demo' } }))
    expect((await view(core.api, a.id)).loginAccounts).toEqual(initech)
    expect(await marked()).toEqual(['Acme prod', 'Acme test', 'Initech'])
    // A token remakes its row alone: the marks stay, on the new row too.
    await unwrap(core.api.getToken({ profileId: i.id, password: 'demo-password' }))
    const rows = await unwrap(core.api.listProfiles())
    expect(rows.find((row) => row.id === i.id)).toMatchObject({
      mixedLogin: true,
      token: { kind: 'issued' },
    })
    expect(await marked()).toEqual(['Acme prod', 'Acme test', 'Initech'])
    // Deleting the other account's last profile leaves one account on the login.
    await unwrap(core.api.deleteProfile({ profileId: i.id }))
    expect(await marked()).toEqual([])
  })

  it('Renew all renews every profile of the login once one password is kept', async () => {
    const core = coreIn(newDir(), { clock })
    const ids: string[] = []
    for (const name of ['A', 'B', 'C'])
      ids.push((await unwrap(core.api.createProfile(member(name, name)))).id)
    for (const id of ids)
      await unwrap(core.api.getToken({ profileId: id, password: 'demo-password' }))
    now += 24 * 3_600_000 // every token expired
    const summary = await unwrap(core.api.renewAll({ scope: 'due' }))
    expect(summary.outcomes.map((o) => o.kind)).toEqual(['renewed', 'renewed', 'renewed'])
  })

  it('changing it for one changes it for all', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    const a = await demoProfile(core.api, sandbox, { name: 'A', accountId: 'A' })
    const b = await unwrap(core.api.createProfile(member('B', 'B')))
    expect(b.password).toBe('stored')
    // Changed in B's form: A now sends the new (here wrong) one too.
    await unwrap(core.api.updateProfile({ id: b.id, fields: {}, password: 'changed-password' }))
    expect(await expectError(core.api.getToken({ profileId: a.id }))).toMatchObject({
      code: 'auth-rejected',
    })
    // Set right in A's prompt: B gets its token with it.
    await unwrap(core.api.getToken({ profileId: a.id, password: 'demo-password' }))
    expect((await unwrap(core.api.getToken({ profileId: b.id }))).token.kind).toBe('issued')
    // A new profile created with a password changes it for the login as well.
    await demoProfile(core.api, sandbox, { name: 'C', accountId: 'C', password: 'x-password' })
    expect(await expectError(core.api.getToken({ profileId: b.id }))).toMatchObject({
      code: 'auth-rejected',
    })
    expect(await passwordKeys(core, dir)).toHaveLength(1)
  })

  it('another username, host or path prefix is another login; case and a trailing slash are not', async () => {
    const core = coreIn(newDir(), { clock })
    const a = await demoProfile(core.api, sandbox, { name: 'A' })
    const others = [
      await unwrap(
        core.api.createProfile(member('Globex', 'GLOBEX-002', { username: 'globex-api' })),
      ),
      await unwrap(core.api.createProfile(member('Demo ', 'X', { username: 'Demo' }))),
      await unwrap(
        core.api.createProfile(member('Alternate', 'Y', { baseUrl: sandbox.urls.alternate })),
      ),
      await unwrap(
        core.api.createProfile(
          member('Prefixed', 'Z', { baseUrl: `${sandbox.urls.portal}/tenant` }),
        ),
      ),
    ]
    for (const p of others)
      expect(p).toMatchObject({ password: 'none', sharedLogin: { others: 0 } })
    const same = await unwrap(
      core.api.createProfile(
        member('Same', 'S', { baseUrl: `${sandbox.urls.portal.replace('http', 'HTTP')}/` }),
      ),
    )
    expect(same).toMatchObject({ password: 'stored', sharedLogin: { others: 1, names: ['A'] } })
    expect((await unwrap(core.api.getToken({ profileId: same.id }))).token.kind).toBe('issued')
    expect((await view(core.api, a.id)).sharedLogin).toEqual({ others: 1, names: ['Same'] })
  })
})

describe('a refused shared password is not tried once per profile (no lock-out)', () => {
  it('Renew all sends it once per login and skips the others of that login', async () => {
    const core = coreIn(newDir(), { clock })
    const [a, b, c] = [
      await unwrap(core.api.createProfile(member('A', 'A'))),
      await unwrap(core.api.createProfile(member('B', 'B'))),
      await unwrap(core.api.createProfile(member('C', 'C'))),
    ]
    for (const { id } of [a, b, c])
      await unwrap(core.api.getToken({ profileId: id, password: 'demo-password' }))
    await unwrap(core.api.updateProfile({ id: a.id, fields: {}, password: 'wrong-password' }))
    now += 24 * 3_600_000
    const before = sandbox.authCount()
    const { outcomes } = await unwrap(core.api.renewAll({ scope: 'due' }))
    expect(sandbox.authCount() - before).toBe(1)
    expect(outcomes.map((o) => [o.name, o.kind])).toEqual([
      ['A', 'failed'],
      ['B', 'skipped'],
      ['C', 'skipped'],
    ])
    expect(outcomes[1]).toMatchObject({ why: 'login-refused', refusedFor: 'A' })
  })

  it('offers the refused login for a new password, which gets every profile of it a token', async () => {
    const core = coreIn(newDir(), { clock })
    const [a, b] = [
      await unwrap(core.api.createProfile(member('A', 'A'))),
      await unwrap(core.api.createProfile(member('B', 'B'))),
    ]
    const other = await unwrap(core.api.createProfile(member('G', 'G', { username: 'globex-api' })))
    await unwrap(core.api.updateProfile({ id: a.id, fields: {}, password: 'wrong-password' }))
    await unwrap(core.api.updateProfile({ id: other.id, fields: {}, password: 'globex-password' }))
    const ids = [a.id, b.id, other.id]
    const { outcomes } = await unwrap(core.api.renewProfiles({ profileIds: ids }))
    expect(outcomes.map((o) => o.kind)).toEqual(['failed', 'skipped', 'renewed'])
    const refused = [a.id, b.id]
    // A password is kept for them: only asked for as refused.
    expect(await unwrap(core.api.passwordLogins({ profileIds: refused }))).toEqual([])
    const logins = await unwrap(core.api.passwordLogins({ profileIds: refused, refused: true }))
    expect(logins).toEqual([
      {
        baseUrl: sandbox.urls.portal,
        username: 'demo',
        profiles: [
          { id: a.id, name: 'A' },
          { id: b.id, name: 'B' },
        ],
      },
    ])
    const before = sandbox.authCount()
    const entered = await unwrap(
      core.api.enterLoginPassword({ profileIds: refused, password: 'demo-password' }),
    )
    expect(entered.outcomes.map((o) => [o.name, o.kind])).toEqual([
      ['A', 'renewed'],
      ['B', 'renewed'],
    ])
    expect(sandbox.authCount() - before).toBe(2)
    for (const id of refused) expect((await view(core.api, id)).lastError).toBeNull()
  })

  it('a later run never sends a refused password again, until a new one is given', async () => {
    const core = coreIn(newDir(), { clock })
    const [a, b] = [
      await unwrap(core.api.createProfile(member('A', 'A'))),
      await unwrap(core.api.createProfile(member('B', 'B'))),
    ]
    await unwrap(core.api.updateProfile({ id: a.id, fields: {}, password: 'wrong-password' }))
    const ids = [a.id, b.id]
    const before = sandbox.authCount()
    const first = await unwrap(core.api.renewProfiles({ profileIds: ids }))
    expect(first.outcomes.map((o) => o.kind)).toEqual(['failed', 'skipped'])
    expect(sandbox.authCount() - before).toBe(1)

    // The Board's Get tokens, a Verify result's "Get tokens for…", Renew all: nothing is sent.
    const again = await unwrap(core.api.renewProfiles({ profileIds: ids }))
    const missing = await unwrap(core.api.renewAll({ scope: 'without-token' }))
    expect(sandbox.authCount() - before).toBe(1)
    for (const outcomes of [again.outcomes, missing.outcomes]) {
      expect(outcomes).toEqual([
        expect.objectContaining({
          name: 'A',
          kind: 'skipped',
          why: 'login-refused',
          refusedFor: 'A',
        }),
        expect.objectContaining({
          name: 'B',
          kind: 'skipped',
          why: 'login-refused',
          refusedFor: 'A',
        }),
      ])
    }
    // Get token pressed for the one profile is the user's own choice: it is sent.
    await expectError(core.api.getToken({ profileId: b.id }))
    expect(sandbox.authCount() - before).toBe(2)

    // A new password (here typed in B's form) is tried by the next run, for the whole login.
    await unwrap(core.api.updateProfile({ id: b.id, fields: {}, password: 'demo-password' }))
    const fixed = await unwrap(core.api.renewProfiles({ profileIds: ids }))
    expect(fixed.outcomes.map((o) => o.kind)).toEqual(['renewed', 'renewed'])
  })

  it('auto-renew stops for the whole login after one 401, until a password is typed', async () => {
    const core = coreIn(newDir(), { clock })
    const [a, b, c] = [
      await unwrap(core.api.createProfile(member('A', 'A', { autoRenew: true }))),
      await unwrap(core.api.createProfile(member('B', 'B', { autoRenew: true }))),
      await unwrap(core.api.createProfile(member('C', 'C', { autoRenew: true }))),
    ]
    const ids = [a.id, b.id, c.id]
    for (const id of ids)
      await unwrap(core.api.getToken({ profileId: id, password: 'demo-password' }))
    await unwrap(core.api.updateProfile({ id: b.id, fields: {}, password: 'wrong-password' }))
    now += 23.9 * 3_600_000 // within the lead time of every token
    const before = sandbox.authCount()
    await core.autoRenewer.tick()
    await core.autoRenewer.tick()
    expect(sandbox.authCount() - before).toBe(1)
    // Typed right (here in C's form): the login's refusal goes, and every profile renews.
    await unwrap(core.api.updateProfile({ id: c.id, fields: {}, password: 'demo-password' }))
    now += 31_000 // past the refused one's first back-off
    await core.autoRenewer.tick()
    expect(sandbox.authCount() - before).toBe(4)
    for (const id of ids) expect((await view(core.api, id)).lastError).toBeNull()
  })
})

describe('deleting profiles of a login', () => {
  it('keeps the password while a profile uses it, deletes it with the last one; undo restores access', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    const a = await demoProfile(core.api, sandbox, { name: 'A', accountId: 'A' })
    const b = await unwrap(core.api.createProfile(member('B', 'B')))
    const key = loginKey(loginOf(a))

    const first = await unwrap(core.api.deleteProfile({ profileId: a.id }))
    expect(await passwordKeys(core, dir)).toEqual([key])
    expect((await unwrap(core.api.getToken({ profileId: b.id }))).token.kind).toBe('issued')

    const last = await unwrap(core.api.deleteProfile({ profileId: b.id }))
    expect(await passwordKeys(core, dir)).toEqual([])
    expect(readFileSync(join(dir, 'state.journal'), 'utf8')).not.toContain(key)

    // Undo brings the password back with the profile, and it signs in again.
    const restored = await unwrap(core.api.undoDelete({ undoId: last.undoId }))
    expect(restored.password).toBe('stored')
    expect(await passwordKeys(core, dir)).toEqual([key])
    expect((await unwrap(core.api.getToken({ profileId: b.id }))).token.kind).toBe('issued')
    // The other undo: the login's password is there already and stays.
    expect(await unwrap(core.api.undoDelete({ undoId: first.undoId }))).toMatchObject({
      password: 'stored',
      sharedLogin: { others: 1 },
    })
    expect((await unwrap(core.api.getToken({ profileId: a.id }))).token.kind).toBe('issued')
  })

  it('an undo does not put back an older password over one typed since', async () => {
    const core = coreIn(newDir(), { clock })
    const a = await demoProfile(core.api, sandbox, { name: 'A', password: 'old-password' })
    const { undoId } = await unwrap(core.api.deleteProfile({ profileId: a.id }))
    const b = await demoProfile(core.api, sandbox, { name: 'B', accountId: 'B' })
    await unwrap(core.api.undoDelete({ undoId }))
    expect((await unwrap(core.api.getToken({ profileId: a.id }))).token.kind).toBe('issued')
    expect((await unwrap(core.api.getToken({ profileId: b.id }))).token.kind).toBe('issued')
  })

  it('an undo does not lift a host move’s restriction (delete and undo are no way around it)', async () => {
    const core = coreIn(newDir(), { clock })
    const a = await demoProfile(core.api, sandbox, { name: 'A', accountId: 'A' })
    await unwrap(core.api.createProfile(member('B', 'B')))
    await unwrap(core.api.updateProfile({ id: a.id, fields: { apiHostUrl: 'http://127.0.0.1:9' } }))
    const { undoId } = await unwrap(core.api.deleteProfile({ profileId: a.id }))
    expect(await unwrap(core.api.undoDelete({ undoId }))).toMatchObject({
      password: 'none',
      passwordDropped: { reason: 'host-changed' },
    })
  })
})

describe('a profile that moves to another login', () => {
  it('to another origin: its password does not follow; the others keep it', async () => {
    const elsewhere = await loopbackServer((_req, res) => res.writeHead(401).end('{}'))
    try {
      const dir = newDir()
      const core = coreIn(dir, { clock })
      const a = await demoProfile(core.api, sandbox, { name: 'A', accountId: 'A' })
      const b = await unwrap(core.api.createProfile(member('B', 'B')))
      const moved = await unwrap(
        core.api.updateProfile({ id: b.id, fields: { baseUrl: elsewhere.url } }),
      )
      expect(moved).toMatchObject({
        password: 'none',
        sharedLogin: { others: 0 },
        passwordDropped: { reason: 'host-changed' },
      })
      expect(await expectError(core.api.getToken({ profileId: b.id }))).toMatchObject({
        code: 'no-password',
      })
      expect(elsewhere.hits).toEqual([])
      expect(await view(core.api, a.id)).toMatchObject({
        password: 'stored',
        sharedLogin: { others: 0 },
      })
      expect(await passwordKeys(core, dir)).toEqual([loginKey(loginOf(a))])

      // The last one of the login to leave takes nothing along and leaves nothing behind.
      await unwrap(core.api.updateProfile({ id: a.id, fields: { baseUrl: elsewhere.url } }))
      expect(await passwordKeys(core, dir)).toEqual([])
      expect(elsewhere.hits).toEqual([])
    } finally {
      await elsewhere.close()
    }
  })

  it('onto an origin whose login has a password: still none until typed for it', async () => {
    const core = coreIn(newDir(), { clock })
    await demoProfile(core.api, sandbox, { name: 'Kept', accountId: 'K' })
    const typo = await demoProfile(core.api, sandbox, {
      name: 'Typo',
      baseUrl: 'http://127.0.0.1:9',
    })
    const fixed = await unwrap(
      core.api.updateProfile({ id: typo.id, fields: { baseUrl: sandbox.urls.portal } }),
    )
    expect(fixed).toMatchObject({ password: 'none', sharedLogin: { others: 1 } })
    expect(fixed.passwordDropped).toMatchObject({ reason: 'host-changed' })
    expect(
      (await unwrap(core.api.getToken({ profileId: typo.id, password: 'demo-password' })))
        .passwordDropped,
    ).toBeNull()
  })

  it('a corrected username on the same host keeps its password (a login of its own)', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await demoProfile(core.api, sandbox, { username: 'demo@acme.example' })
    const fixed = await unwrap(core.api.updateProfile({ id: p.id, fields: { username: 'demo' } }))
    expect(fixed).toMatchObject({ password: 'stored', passwordDropped: null })
    expect((await unwrap(core.api.getToken({ profileId: p.id }))).token.kind).toBe('issued')
  })

  it('a corrected username joining a login with a password uses that one', async () => {
    const core = coreIn(newDir(), { clock })
    await demoProfile(core.api, sandbox, { name: 'Right', accountId: 'R' })
    const p = await demoProfile(core.api, sandbox, {
      username: 'demo@acme.example',
      password: 'typed-for-the-e-mail',
    })
    await unwrap(core.api.updateProfile({ id: p.id, fields: { username: 'demo' } }))
    expect((await unwrap(core.api.getToken({ profileId: p.id }))).token.kind).toBe('issued')
  })
})

describe('a new profile of a login that sends its tokens to a new API host', () => {
  it('does not get the login’s password until it is typed for it', async () => {
    const core = coreIn(newDir(), { clock })
    await demoProfile(core.api, sandbox, { apiHostUrl: sandbox.urls.apiHost })
    // Same API host as the login's other profile, or none: the password serves it.
    const same = await unwrap(
      core.api.createProfile(member('Same API', 'S', { apiHostUrl: sandbox.urls.apiHost })),
    )
    const none = await unwrap(core.api.createProfile(member('No API host', 'N')))
    expect([same.password, none.password]).toEqual(['stored', 'stored'])
    // An API host no profile of the login sends tokens to: not without the user.
    const other = await unwrap(
      core.api.createProfile(member('Other API', 'O', { apiHostUrl: 'http://127.0.0.1:9' })),
    )
    expect(other).toMatchObject({
      password: 'none',
      passwordDropped: { reason: 'new-api-host', host: 'http://127.0.0.1:9', at: now },
    })
    expect(await expectError(core.api.getToken({ profileId: other.id }))).toMatchObject({
      code: 'no-password',
    })
    expect(
      await unwrap(core.api.getToken({ profileId: other.id, password: 'demo-password' })),
    ).toMatchObject({
      password: 'stored',
      passwordDropped: null,
      token: { kind: 'issued' },
    })
  })
})

describe('session-only passwords (weak keyring) are shared too', () => {
  it('kept in memory for the login, forgotten together, typed once again', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock, protection: 'weak' })
    const a = await demoProfile(core.api, sandbox, { name: 'A', accountId: 'A' })
    const b = await unwrap(core.api.createProfile(member('B', 'B')))
    expect([a.password, b.password]).toEqual(['session', 'session'])
    expect((await unwrap(core.api.getToken({ profileId: b.id }))).token.kind).toBe('issued')
    expect(await passwordKeys(core, dir)).toEqual([])

    await core.lock.secure('screen-locked')
    expect((await views(core.api)).map((p) => p.password)).toEqual(['none', 'none'])
    await unwrap(core.api.getToken({ profileId: b.id, password: 'demo-password' }))
    expect((await view(core.api, a.id)).password).toBe('session')
    expect((await unwrap(core.api.getToken({ profileId: a.id }))).token.kind).toBe('issued')

    // Deleting the last profile that uses it forgets it from memory too.
    await unwrap(core.api.deleteProfile({ profileId: a.id }))
    await unwrap(core.api.deleteProfile({ profileId: b.id }))
    const c = await unwrap(core.api.createProfile(member('C', 'C')))
    expect(c.password).toBe('none')
  })
})

describe('Enter passwords after an import: once per login', () => {
  const csv = (s: Sandbox) =>
    [
      'name,account id,portal,base url,username',
      `Acme EU,ACME-EU,customer,${s.urls.portal},demo`,
      `Acme US,ACME-US,customer,${s.urls.portal},demo`,
      `Acme UK,ACME-UK,customer,${s.urls.portal},demo`,
      `Globex,GLOBEX-002,customer,${s.urls.portal},globex-api`,
    ].join('\n')

  it('groups the new profiles by login, asks once each, and gets a token for every profile', async () => {
    const core = coreIn(newDir(), { clock })
    await unwrap(core.api.applyImport({ format: 'csv', text: csv(sandbox) }))
    const imported = await views(core.api)
    const ids = imported.map((p) => p.id)
    const logins = await unwrap(core.api.passwordLogins({ profileIds: ids }))
    const byName = new Map(imported.map((p) => [p.name, p.id]))
    expect(logins).toEqual([
      {
        baseUrl: sandbox.urls.portal,
        username: 'demo',
        profiles: ['Acme EU', 'Acme US', 'Acme UK'].map((name) => ({ id: byName.get(name), name })),
      },
      {
        baseUrl: sandbox.urls.portal,
        username: 'globex-api',
        profiles: [{ id: byName.get('Globex'), name: 'Globex' }],
      },
    ])

    const demo = logins[0]!.profiles.map((p) => p.id)
    const { outcomes } = await unwrap(
      core.api.enterLoginPassword({ profileIds: demo, password: 'demo-password' }),
    )
    expect(outcomes.map((o) => [o.name, o.kind])).toEqual([
      ['Acme EU', 'renewed'],
      ['Acme US', 'renewed'],
      ['Acme UK', 'renewed'],
    ])
    for (const id of demo) expect((await view(core.api, id)).token.kind).toBe('issued')
    // Only Globex's login is left to ask for.
    expect(await unwrap(core.api.passwordLogins({ profileIds: ids }))).toEqual([logins[1]])
  })

  it('counts as a use of the profile it was typed for only, though every profile gets a token', async () => {
    const core = coreIn(newDir(), { clock })
    await unwrap(core.api.applyImport({ format: 'csv', text: csv(sandbox) }))
    const [login] = await unwrap(
      core.api.passwordLogins({ profileIds: (await views(core.api)).map((p) => p.id) }),
    )
    const [first, ...others] = login!.profiles.map((p) => p.id)
    now += 60_000
    await unwrap(
      core.api.enterLoginPassword({ profileIds: [first!, ...others], password: 'demo-password' }),
    )
    // The prompt names the first: that one was used, as when a password is typed in its prompt.
    expect(await view(core.api, first!)).toMatchObject({
      lastUsedAt: now,
      token: { kind: 'issued' },
    })
    for (const id of others) {
      // The others got their tokens with it (and their activity says so), but nobody used them:
      // "Last used" and the expiry notices for recently used profiles leave them alone.
      expect(await view(core.api, id)).toMatchObject({
        lastUsedAt: null,
        token: { kind: 'issued' },
      })
      expect(await unwrap(core.api.listActivity({ profileId: id }))).toMatchObject([
        { kind: 'obtained', trigger: 'manual' },
      ])
    }
    const rows = await unwrap(core.api.listProfiles())
    expect(rows.filter((r) => r.lastUsedAt !== null).map((r) => r.id)).toEqual([first])
  })

  it('a refused password ends at the first profile: the others are not tried with it', async () => {
    const core = coreIn(newDir(), { clock })
    await unwrap(core.api.applyImport({ format: 'csv', text: csv(sandbox) }))
    const [login] = await unwrap(
      core.api.passwordLogins({ profileIds: (await views(core.api)).map((p) => p.id) }),
    )
    const ids = login!.profiles.map((p) => p.id)
    expect(
      await expectError(
        core.api.enterLoginPassword({ profileIds: ids, password: 'wrong-password' }),
      ),
    ).toMatchObject({ code: 'auth-rejected' })
    for (const id of ids.slice(1))
      expect(await unwrap(core.api.listActivity({ profileId: id }))).toEqual([])
  })

  it('refuses profiles of different logins in one call', async () => {
    const core = coreIn(newDir(), { clock })
    await unwrap(core.api.applyImport({ format: 'csv', text: csv(sandbox) }))
    const ids = (await views(core.api)).map((p) => p.id)
    expect(
      await expectError(
        core.api.enterLoginPassword({ profileIds: ids, password: 'demo-password' }),
      ),
    ).toMatchObject({ code: 'invalid-input', message: expect.stringMatching(/one login/) })
  })

  it('imported profiles with a new API host do not get a password kept for their login', async () => {
    const core = coreIn(newDir(), { clock })
    await demoProfile(core.api, sandbox)
    const text = [
      'name,account id,portal,base url,api host url,username',
      `Plain,P,customer,${sandbox.urls.portal},,demo`,
      `Elsewhere,E,customer,${sandbox.urls.portal},http://127.0.0.1:9,demo`,
    ].join('\n')
    await unwrap(core.api.applyImport({ format: 'csv', text }))
    const byName = new Map((await views(core.api)).map((p) => [p.name, p]))
    expect(byName.get('Plain')).toMatchObject({ password: 'stored', passwordDropped: null })
    expect(byName.get('Elsewhere')).toMatchObject({
      password: 'none',
      passwordDropped: { reason: 'new-api-host' },
    })
  })
})

describe('passwords kept per profile by the previous version (fixture data-v4-passwords)', () => {
  const fixture = resolve(import.meta.dirname, '../fixtures/data-v4-passwords')

  /** A copy of the fixture with its base URLs pointed at this run's sandbox. */
  function folder(): string {
    const dir = newDir()
    cpSync(fixture, dir, { recursive: true })
    const path = join(dir, 'profiles.json')
    writeFileSync(
      path,
      readFileSync(path, 'utf8')
        .replaceAll('http://127.0.0.1:39481', sandbox.urls.portal)
        .replaceAll('http://127.0.0.1:39482', sandbox.urls.alternate),
    )
    return dir
  }

  it('moves each to its login, keeps the most recently used one, and says which were replaced', async () => {
    const dir = folder()
    const core = coreIn(dir, { clock, demoHost: null })
    const { notices } = await unwrap(core.api.appInfo())
    expect(notices).toEqual([
      { kind: 'passwords-shared', logins: [{ kept: 'Acme EU', replaced: ['Acme US'] }] },
    ])
    const profiles = await views(core.api)
    expect(profiles).toHaveLength(6)
    // Every profile signs in: Acme US and UK with Acme EU's password, Globex two with its
    // own (the same as Globex one's), SMS sender on the alternate portal with its own.
    for (const p of profiles) {
      expect(p.password).toBe('stored')
      expect((await unwrap(core.api.getToken({ profileId: p.id }))).token.kind).toBe('issued')
    }
    // Nothing per profile is left; one key per login.
    const keys = await passwordKeys(core, dir)
    expect(keys.filter((key) => key.startsWith('password:'))).toEqual([])
    expect(keys.sort()).toEqual([...new Set(profiles.map((p) => loginKey(loginOf(p))))].sort())
    expect(keys).toHaveLength(3)
    await core.close()

    // Said once: the next start has nothing to move or report.
    const again = coreIn(dir, { clock, demoHost: null })
    expect((await unwrap(again.api.appInfo())).notices).toEqual([])
    await again.close()
  })

  it('are moved before the first password is read, when that comes before the window asks for notices', async () => {
    const dir = folder()
    const core = coreIn(dir, { clock, demoHost: null })
    // The list does not need the stored secrets; the first token does, and finds its login's.
    const rows = await unwrap(core.api.listProfiles())
    const acmeUs = rows.find((p) => p.name === 'Acme US')!
    expect((await unwrap(core.api.getToken({ profileId: acmeUs.id }))).token.kind).toBe('issued')
    expect((await unwrap(core.api.appInfo())).notices).toEqual([
      { kind: 'passwords-shared', logins: [{ kept: 'Acme EU', replaced: ['Acme US'] }] },
    ])
    await core.close()
  })

  it('are moved just after start() though nothing asks for a password', async () => {
    const dir = folder()
    const legacy = () =>
      Object.keys(vaultOnDisk(dir)['token-desk'] ?? {}).filter((key) => key.startsWith('password:'))
    expect(legacy().length).toBeGreaterThan(0)
    const core = coreIn(dir, { clock, demoHost: null })
    const stop = core.start()
    // Looked at on disk, without a call that would check the secrets itself.
    await expect.poll(legacy, { timeout: 2_000 }).toEqual([])
    await stop()
  })

  it('under another keyring: moved at once, compared (and reported) at a start that can read them', async () => {
    const dir = folder()
    const elsewhere = coreIn(dir, {
      clock,
      demoHost: null,
      cipher: cipherOnKeyring('gnome_libsecret'),
    })
    // One password per login is counted, not the old rows still waiting to be compared.
    expect((await unwrap(elsewhere.api.appInfo())).notices).toEqual([
      expect.objectContaining({ kind: 'keyring-changed', passwords: 3, tokens: 2 }),
    ])
    expect((await views(elsewhere.api)).every((p) => p.password === 'stored')).toBe(true)
    await elsewhere.close()

    const back = coreIn(dir, { clock, demoHost: null })
    expect((await unwrap(back.api.appInfo())).notices).toEqual([
      { kind: 'passwords-shared', logins: [{ kept: 'Acme EU', replaced: ['Acme US'] }] },
    ])
    expect((await passwordKeys(back, dir)).filter((k) => k.startsWith('password:'))).toEqual([])
    await back.close()
  })

  it('a conversion cut short (old rows still there) finishes at the next start', async () => {
    const dir = folder()
    const first = coreIn(dir, { clock, demoHost: null })
    await unwrap(first.api.appInfo())
    await first.close()
    // As if the process died after the moves but before the old rows were removed.
    const old = replayJournal(join(fixture, 'state.journal'), (v) => v as JournalRow).records
    const { tables } = JournalTables.open({ path: join(dir, 'state.journal') })
    for (const row of old)
      if (row.t === 'secret' && row.k.includes('\u0000password:')) tables.set(row.t, row.k, row.v)
    await tables.close()

    const second = coreIn(dir, { clock, demoHost: null })
    expect((await unwrap(second.api.appInfo())).notices).toEqual([
      { kind: 'passwords-shared', logins: [{ kept: 'Acme EU', replaced: ['Acme US'] }] },
    ])
    expect((await passwordKeys(second, dir)).filter((k) => k.startsWith('password:'))).toEqual([])
    for (const p of await views(second.api))
      expect((await unwrap(second.api.getToken({ profileId: p.id }))).token.kind).toBe('issued')
    await second.close()
  })
})
