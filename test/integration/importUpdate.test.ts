import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/sandbox/server'
import type { InputOf } from '../../src/shared/ipc/contract'
import type { ProfileView } from '../../src/shared/model/profile'
import type { ImportRow } from '../../src/shared/model/transfer'
import { coreIn, dataFiles, vaultOnDisk } from '../helpers/core'
import { demoProfile, expectError, unwrap, views } from '../helpers/api'
import { loginKey } from '../../src/main/core/secrets/secretKeys'
import { loginOf } from '../../src/shared/model/login'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const now = Date.UTC(2026, 10, 21, 9)
const clock = () => now
let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ clock })
})
afterAll(() => sandbox.close())

type Core = ReturnType<typeof coreIn>

const header = 'Name,Account ID,Portal,Base URL,Username,Tags,Colour'
const csvOf = (...rows: string[]) => [header, ...rows].join('\n')
const preview = (core: Core, text: string, format: 'csv' | 'json' = 'csv') =>
  unwrap(core.api.previewImport({ format, text }))
const apply = (
  core: Core,
  text: string,
  mode?: 'add-and-update' | 'add-only',
  format: 'csv' | 'json' = 'csv',
) => unwrap(core.api.applyImport({ format, text, ...(mode ? { mode } : {}) }))
const exported = async (core: Core, format: 'csv' | 'json') =>
  (await unwrap(core.api.exportProfiles({ format }))).text
const byName = async (core: Core, name: string) => {
  const found = (await views(core.api)).find((p) => p.name === name)
  if (!found) throw new Error(`no profile named ${name}`)
  return found
}
/** What a row says, without the ids that differ from run to run. */
const summary = (row: ImportRow) =>
  row.kind === 'invalid'
    ? [row.row, row.kind, row.errors.map((e) => e.message)]
    : row.kind === 'changed'
      ? [row.row, row.kind, row.changes]
      : [row.row, row.kind]

/** Two profiles on the sandbox with passwords and tokens, and one more without either. */
async function seeded(core: Core) {
  const acme = await demoProfile(core.api, sandbox, {
    tags: ['eu'],
    colour: 'teal',
    notes: 'Keep me',
    favourite: true,
  })
  await unwrap(core.api.getToken({ profileId: acme.id }))
  const globex = await unwrap(
    core.api.createProfile({
      name: 'Globex',
      accountId: 'GLOBEX-002',
      portal: 'customer',
      baseUrl: sandbox.urls.portal,
      username: 'globex-api',
      password: 'globex-password',
    }),
  )
  await unwrap(core.api.getToken({ profileId: globex.id }))
  const initech = await unwrap(
    core.api.createProfile({
      name: 'Initech',
      accountId: 'INI-3',
      portal: 'alternate',
      baseUrl: 'https://alt.initech.test',
      username: 'peter',
    }),
  )
  return { acme, globex, initech }
}

describe('re-importing a CSV updates the profiles it matches', () => {
  it('previews added, changed (field by field), unchanged and invalid rows', async () => {
    const core = coreIn(newDir(), { clock })
    const { acme, globex } = await seeded(core)
    const text = csvOf(
      // Acme: the same account, portal and username; a new name, tags and colour.
      `Acme production,ACME-001,customer,${sandbox.urls.portal},demo,eu;gold,blue`,
      // Globex as it is (the portal by its label).
      `Globex,GLOBEX-002,Customer portal,${sandbox.urls.portal},globex-api,,`,
      // Initech: the account ID matches without case, and its new case is a change.
      'Initech,ini-3,alternate,https://alt.initech.test,peter,,',
      // New: nobody has this account, portal and username.
      'Hooli,HOOLI-9,api-host,https://api.hooli.test,gavin,,',
      // Invalid: the reasons, per field.
      'Broken,,moon,ftp://x.test,,,mauve',
    )
    const seen = await preview(core, text)
    expect(seen.counts).toEqual({
      added: 1,
      changed: 2,
      moved: 0,
      unchanged: 1,
      repeated: 0,
      invalid: 1,
    })
    expect(seen.rows.map(summary)).toEqual([
      [
        2,
        'changed',
        [
          { field: 'name', from: 'Acme', to: 'Acme production' },
          { field: 'tags', from: ['eu'], to: ['eu', 'gold'] },
          { field: 'colour', from: 'teal', to: 'blue' },
        ],
      ],
      [3, 'unchanged'],
      [4, 'changed', [{ field: 'accountId', from: 'INI-3', to: 'ini-3' }]],
      [5, 'added'],
      [
        6,
        'invalid',
        [
          'Account ID is required',
          '“moon” is not one of customer, alternate, api-host',
          'Use http:// or https://, not ftp://',
          'Username is required',
          expect.stringMatching(/^“mauve” is not one of none, red, /) as string,
        ],
      ],
    ])
    expect(seen.rows[0]).toMatchObject({
      profileId: acme.id,
      currentName: 'Acme',
      moves: [],
      removes: { password: false, token: false },
    })
    expect(seen.rows[1]).toMatchObject({ profileId: globex.id })
    expect(seen.rows[4]).toMatchObject({
      errors: [
        { field: 'accountId' },
        { field: 'portal' },
        { field: 'baseUrl' },
        { field: 'username' },
        { field: 'colour' },
      ],
    })
  })

  it('applies: adds, updates only the fields the file has, keeps passwords and tokens', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    const { acme } = await seeded(core)
    const text = csvOf(
      `Acme production,ACME-001,customer,${sandbox.urls.portal},demo,eu;gold,blue`,
      'Hooli,HOOLI-9,api-host,https://api.hooli.test,gavin,,',
    )
    expect(await apply(core, text)).toEqual({
      added: 1,
      updated: 1,
      unchanged: 0,
      skippedChanged: 0,
      moved: 0,
      skippedMoves: 0,
      skippedInvalid: 0,
      passwordsRemoved: 0,
    })
    await core.flush()
    const after = coreIn(dir, { clock })
    const updated = await byName(after, 'Acme production')
    expect(updated).toMatchObject({
      id: acme.id,
      tags: ['eu', 'gold'],
      colour: 'blue',
      // Not in the file: as it was.
      notes: 'Keep me',
      favourite: true,
      account: { id: 'ACME-001', name: 'Acme Corp' },
      // No host moved: the password and the token stay.
      password: 'stored',
      passwordDropped: null,
      token: { kind: 'issued', issuedAt: now },
      updatedAt: now,
    })
    expect(await byName(after, 'Hooli')).toMatchObject({ portal: 'api-host', password: 'none' })
    // Nothing left to do: the same file again is all unchanged.
    expect((await preview(after, text)).counts).toEqual({
      added: 0,
      changed: 0,
      moved: 0,
      unchanged: 2,
      repeated: 0,
      invalid: 0,
    })
  })

  it('"Add new only" leaves the changed profiles as they are', async () => {
    const core = coreIn(newDir(), { clock })
    await seeded(core)
    const text = csvOf(
      `Acme production,ACME-001,customer,${sandbox.urls.portal},demo,,`,
      'Hooli,HOOLI-9,api-host,https://api.hooli.test,gavin,,',
    )
    // An empty tags cell clears the tags; an empty colour cell leaves the colour as it is.
    expect((await preview(core, text)).rows[0]).toMatchObject({
      changes: [
        { field: 'name', from: 'Acme', to: 'Acme production' },
        { field: 'tags', from: ['eu'], to: [] },
      ],
    })
    expect(await apply(core, text, 'add-only')).toMatchObject({
      added: 1,
      updated: 0,
      skippedChanged: 1,
      moved: 0,
      skippedMoves: 0,
    })
    expect((await views(core.api)).map((p) => p.name).sort()).toEqual([
      'Acme',
      'Globex',
      'Hooli',
      'Initech',
    ])
  })

  it('a short row leaves the fields of its missing cells as they are; an empty cell clears', async () => {
    // "Acme,ACME-001,…,demo" under a header with Tags and Colour cleared Acme's tags: the cells
    // a row lacks were read as empty ones.
    const core = coreIn(newDir(), { clock })
    await seeded(core)
    const text = csvOf(
      `Acme production,ACME-001,customer,${sandbox.urls.portal},demo`,
      `Globex,GLOBEX-002,customer,${sandbox.urls.portal},globex-api,,`,
    )
    const seen = await preview(core, text)
    expect(seen.rows.map(summary)).toEqual([
      [2, 'changed', [{ field: 'name', from: 'Acme', to: 'Acme production' }]],
      [3, 'unchanged'],
    ])
    await apply(core, text)
    expect(await byName(core, 'Acme production')).toMatchObject({ tags: ['eu'], colour: 'teal' })
    // A new profile from a short row gets the defaults, as from empty cells.
    await apply(core, csvOf('Hooli,HOOLI-9,api-host,https://api.hooli.test,gavin'))
    expect(await byName(core, 'Hooli')).toMatchObject({ tags: [], colour: 'none' })
  })
})

describe('a password never follows an import to another origin', () => {
  it('a new base URL origin is a host move, left alone by default; moved when chosen, without the password', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    const { acme, globex } = await seeded(core)
    const elsewhere = 'https://portal.elsewhere.test'
    const text = csvOf(
      `Acme,ACME-001,customer,${elsewhere},demo,eu,teal`,
      // The same origin under another path: another tenant beside Globex, never an edit of it.
      `Globex tenant,GLOBEX-002,customer,${sandbox.urls.portal}/tenant,globex-api,,`,
    )
    const seen = await preview(core, text)
    expect(seen.rows).toMatchObject([
      {
        kind: 'moved',
        profileId: acme.id,
        changes: [{ field: 'baseUrl', from: sandbox.urls.portal, to: elsewhere }],
        moves: [{ field: 'baseUrl', from: sandbox.urls.portal, to: elsewhere }],
        removes: { password: true, token: true },
      },
      { kind: 'added', name: 'Globex tenant' },
    ])
    expect(seen.counts).toMatchObject({ added: 1, changed: 0, moved: 1 })
    // The default ("Add new and update changed") does not move a profile to another host.
    expect(await apply(core, text)).toMatchObject({
      added: 1,
      updated: 0,
      moved: 0,
      skippedMoves: 1,
    })
    expect(await unwrap(core.api.getProfile({ profileId: acme.id }))).toMatchObject({
      baseUrl: sandbox.urls.portal,
      password: 'stored',
      token: { kind: 'issued' },
    })
    expect(
      await unwrap(core.api.applyImport({ format: 'csv', text, hostMoves: 'move' })),
    ).toMatchObject({ updated: 1, moved: 1, passwordsRemoved: 1 })
    expect(await unwrap(core.api.getProfile({ profileId: acme.id }))).toMatchObject({
      baseUrl: elsewhere,
      password: 'none',
      token: { kind: 'none' },
      passwordDropped: {
        reason: 'host-changed',
        moves: [{ field: 'baseUrl', from: sandbox.urls.portal, to: elsewhere }],
        at: now,
      },
    })
    // Globex is as it was, at its own base URL, with its password and token.
    expect(await unwrap(core.api.getProfile({ profileId: globex.id }))).toMatchObject({
      baseUrl: sandbox.urls.portal,
      password: 'stored',
      passwordDropped: null,
      token: { kind: 'issued' },
    })
    // The next Get token asks for the password rather than sending the old one elsewhere.
    expect(await expectError(core.api.getToken({ profileId: acme.id }))).toMatchObject({
      code: 'no-password',
    })
    await core.flush()
    // Acme was alone on its login: the login's password went with it. Globex kept its own.
    const globexNow = await unwrap(core.api.getProfile({ profileId: globex.id }))
    expect(vaultOnDisk(dir)['token-desk']?.[loginKey(loginOf(acme))]).toBeUndefined()
    expect(vaultOnDisk(dir)['token-desk']?.[loginKey(loginOf(globexNow))]).toBeDefined()
  })
})

describe('an import is written all or nothing', () => {
  it('a profiles.json write refused midway changes nothing: secrets already removed come back', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    const { acme } = await seeded(core)
    await core.flush()
    const before = await views(core.api)
    const vaultBefore = vaultOnDisk(dir)
    const text = csvOf(
      `Acme,ACME-001,customer,https://portal.elsewhere.test,demo,eu,teal`,
      `Globex renamed,GLOBEX-002,customer,${sandbox.urls.portal},globex-api,,`,
      'Hooli,HOOLI-9,api-host,https://api.hooli.test,gavin,,',
    )
    // The token of Acme is removed first; then profiles.json cannot be
    // written (a folder stands where the file is renamed to), so all of it is undone.
    const file = join(dir, 'profiles.json')
    const saved = readFileSync(file)
    rmSync(file)
    mkdirSync(file)
    try {
      expect(
        await expectError(core.api.applyImport({ format: 'csv', text, hostMoves: 'move' })),
      ).toMatchObject({
        code: 'storage',
        message: expect.stringMatching(/^Could not save to .*profiles\.json .*Nothing was changed/),
      })
      expect(await views(core.api)).toEqual(before)
      await unwrap(core.api.copy({ profileId: acme.id, format: 'header' }))
      await core.flush()
      expect(vaultOnDisk(dir)['token-desk']?.[loginKey(loginOf(acme))]).toBeDefined()
    } finally {
      rmSync(file, { recursive: true })
      writeFileSync(file, saved)
    }
    // After a restart too: the journal holds the removals and their undoing, or neither.
    const restarted = coreIn(dir, { clock })
    expect(await views(restarted.api)).toEqual(before)
    expect(Object.keys(vaultOnDisk(dir)['token-desk'] ?? {}).sort()).toEqual(
      Object.keys(vaultBefore['token-desk'] ?? {}).sort(),
    )
  })

  it('a file that cannot be read writes nothing at all', async () => {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    await seeded(core)
    const before = await dataFiles(core, dir)
    const error = await expectError(
      core.api.applyImport({ format: 'csv', text: 'Name,Account ID\nA,B\n' }),
    )
    expect(error.message).toMatch(/lacks Portal, Base URL, Username/)
    expect(await dataFiles(core, dir)).toEqual(before)
  })
})

describe('unclear matches are invalid rows, never guesses', () => {
  it('two tenants on one host: a row updates the one at its base URL; a third path is another profile', async () => {
    const core = coreIn(newDir(), { clock })
    for (const [name, baseUrl] of [
      ['Acme EU', 'https://eu.acme.test/a'],
      ['Acme EU b', 'https://eu.acme.test/b'],
      ['Acme US', 'https://us.acme.test'],
    ] as const) {
      await unwrap(
        core.api.createProfile({
          name,
          accountId: 'ACME-001',
          portal: 'customer',
          baseUrl,
          username: 'demo',
        }),
      )
    }
    // A row for /b renames the profile at /b; Acme EU at /a is left as it is.
    const renamed = csvOf('Acme EU beta,ACME-001,customer,https://eu.acme.test/b,demo,,')
    const seen = await preview(core, renamed)
    expect(seen.rows).toMatchObject([
      {
        kind: 'changed',
        currentName: 'Acme EU b',
        changes: [{ field: 'name', to: 'Acme EU beta' }],
      },
    ])
    // A third path on that host: another tenant, beside the two.
    const row = csvOf('Acme,ACME-001,customer,https://eu.acme.test/c,demo,,')
    expect((await preview(core, row)).rows.map(summary)).toEqual([[2, 'added']])
    expect(await apply(core, row)).toEqual(
      expect.objectContaining({ added: 1, updated: 0, skippedInvalid: 0 }),
    )
    // A third host, when the account has several already: nothing says which would move, so
    // it is another profile.
    expect(
      (
        await preview(core, csvOf('Acme ZA,ACME-001,customer,https://za.acme.test,demo,,'))
      ).rows.map(summary),
    ).toEqual([[2, 'added']])
  })

  it('two rows for the same profile, or for the same new one', async () => {
    const core = coreIn(newDir(), { clock })
    await seeded(core)
    const seen = await preview(
      core,
      csvOf(
        `Acme one,ACME-001,customer,${sandbox.urls.portal},demo,,`,
        'Hooli,HOOLI-9,api-host,https://api.hooli.test,gavin,,',
        `Acme two,ACME-001,customer,${sandbox.urls.portal},demo,,`,
        'Hooli again,hooli-9,api-host,https://api.hooli.test/v2,gavin,,',
        'Hooli twice,HOOLI-9,api-host,https://API.hooli.test/,gavin,,',
      ),
    )
    const same = (rows: string) =>
      `Rows ${rows} have the same account, portal, username and base URL, so it is not clear which one to use. Keep one of them.`
    expect(seen.rows.map(summary)).toEqual([
      [2, 'invalid', [same('2 and 4')]],
      // The same base URL written otherwise (host case, a trailing slash): the same row.
      [3, 'invalid', [same('3 and 6')]],
      [4, 'invalid', [same('2 and 4')]],
      // Another path on Hooli's host: another tenant, not the same row.
      [5, 'added'],
      [6, 'invalid', [same('3 and 6')]],
    ])
  })

  it('a file of one row copied 20,000 times is answered at once, each row naming a few of its copies', async () => {
    // Each row's message listed every copy, and grouping copied the list for each row: 24,000
    // copies (1 MB) took the process past 4 GB of heap and killed it. Each copy renamed, so
    // that they disagree (copies that agree in every field are read once, below).
    const core = coreIn(newDir(), { clock })
    const rows = Array.from(
      { length: 20_000 },
      (_, i) => `Acme ${i},ACME-001,customer,https://a.test,demo,,`,
    )
    const seen = await preview(core, csvOf(...rows))
    expect(seen.counts.invalid).toBe(20_000)
    expect(seen.rows.at(-1)).toEqual(expect.objectContaining({ row: 20_001 }))
    expect(
      new Set(seen.rows.map((r) => (r.kind === 'invalid' ? r.errors[0]?.message : r.kind))),
    ).toEqual(
      new Set([
        'Rows 2, 3, 4, 5 and 19,996 more have the same account, portal, username and base URL, so it is not clear which one to use. Keep one of them.',
      ]),
    )
    // Fewer than six are named whole.
    const three = await preview(core, csvOf(rows[0]!, rows[1]!, rows[2]!))
    expect(three.rows.map(summary)[0]).toEqual([
      2,
      'invalid',
      [
        'Rows 2, 3, 4 have the same account, portal, username and base URL, so it is not clear which one to use. Keep one of them.',
      ],
    ])
  })

  it('rows that agree in every field (a row pasted twice) are read once, from the first', async () => {
    const core = coreIn(newDir(), { clock })
    const { acme } = await seeded(core)
    const rows = [
      `Acme renamed,ACME-001,customer,${sandbox.urls.portal},demo,eu,`,
      'Globex,GLOBEX-2,customer,https://globex.test,g,,',
      `Acme renamed,ACME-001,customer,${sandbox.urls.portal},demo,eu,`,
      'Globex,GLOBEX-2,customer,https://GLOBEX.test/,g,,',
      'Globex,GLOBEX-2,customer,https://globex.test,g,,',
    ]
    const seen = await preview(core, csvOf(...rows))
    expect(seen.rows.map((r) => [r.row, r.kind, r.kind === 'repeated' ? r.sameAs : null])).toEqual([
      [2, 'changed', null],
      [3, 'added', null],
      [4, 'repeated', 2],
      // The same base URL written otherwise is the same row.
      [5, 'repeated', 3],
      [6, 'repeated', 3],
    ])
    expect(seen.counts).toMatchObject({ changed: 1, added: 1, repeated: 3, invalid: 0 })
    const before = (await views(core.api)).length
    expect(await apply(core, csvOf(...rows))).toEqual(
      expect.objectContaining({ added: 1, updated: 1, skippedInvalid: 0 }),
    )
    const after = await views(core.api)
    expect(after).toHaveLength(before + 1)
    expect(after.filter((p) => p.account.id === 'GLOBEX-2')).toHaveLength(1)
    expect(after.find((p) => p.id === acme.id)?.name).toBe('Acme renamed')
    // One field apart, and nothing says which row is meant: both are refused, as before.
    const apart = await preview(
      core,
      csvOf(rows[1]!, 'Globex,GLOBEX-2,customer,https://globex.test,g,gold,'),
    )
    expect(apart.rows.map((r) => r.kind)).toEqual(['invalid', 'invalid'])
  })

  it('a row that would make a second profile for the same login (base URL, username, account)', async () => {
    const core = coreIn(newDir(), { clock })
    await seeded(core)
    // Another portal at Acme's base URL with Acme's login: a new profile by the match key,
    // but the same login as Acme.
    const seen = await preview(
      core,
      csvOf(`Acme alt,ACME-001,alternate,${sandbox.urls.portal},demo,,`),
    )
    expect(seen.rows.map(summary)).toEqual([
      [
        2,
        'invalid',
        [
          'Same base URL, username and account as “Acme”: that would be a second profile for the same login.',
        ],
      ],
    ])
  })

  it('two new rows that would be profiles of one login name each other by row', async () => {
    const core = coreIn(newDir(), { clock })
    await seeded(core)
    const url = sandbox.urls.portal
    const seen = await preview(
      core,
      csvOf(`New one,NEW-9,customer,${url},newbie,,`, `New two,NEW-9,alternate,${url},newbie,,`),
    )
    expect(seen.rows.map(summary)).toEqual([
      [
        2,
        'invalid',
        [
          'Same base URL, username and account as row 3: that would be a second profile for the same login.',
        ],
      ],
      [
        3,
        'invalid',
        [
          'Same base URL, username and account as row 2: that would be a second profile for the same login.',
        ],
      ],
    ])
  })
})

describe('CSV export', () => {
  const hostile: InputOf<'createProfile'> = {
    name: '=HYPERLINK("https://evil.test","click")',
    accountId: '+ACME-001',
    accountName: 'Acme, "the" Corp',
    portal: 'alternate',
    baseUrl: 'https://alt.example.test/tenant',
    apiHostUrl: 'https://api.example.test',
    username: '-demo',
    tags: ['@ops', "'quoted", 'eu'],
    colour: 'purple',
    notes: 'Line one, with a comma\nline "two"\r\n\t=cmd|\' /C calc\'!A0\n  ',
    favourite: true,
    headerStyle: 'bare',
    smsMethod: 'GET',
    autoRenew: true,
  }

  it('has every field in the columns import reads, formulas neutralized, and no secret', async () => {
    const core = coreIn(newDir(), { clock })
    const p = await demoProfile(core.api, sandbox)
    await unwrap(core.api.getToken({ profileId: p.id }))
    await unwrap(core.api.createProfile(hostile))
    await unwrap(core.api.copy({ profileId: p.id, format: 'token' }))
    const token = await core.clipboard.readText()
    const file = await unwrap(core.api.exportProfiles({ format: 'csv' }))
    expect(file).toMatchObject({
      fileName: 'token-desk-profiles-2026-11-21.csv',
      count: 2,
    })
    for (const secret of ['demo-password', token]) {
      expect(file.text).not.toContain(secret)
      expect(await exported(core, 'json')).not.toContain(secret)
    }
    expect(file.text.startsWith('\uFEFFName,Account ID,Account name,Portal,Base URL,')).toBe(true)
    // Read as a spreadsheet would: no cell starts a formula.
    const cells = (parse(file.text.slice(1), { relax_quotes: false }) as string[][]).flat()
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([])
    expect(cells).toContain(`'${hostile.name}`)
    expect(cells).toContain("'@ops; 'quoted; eu")
  })

  it('round-trips: importing the export back is all unchanged, and a new app gets the same fields', async () => {
    const core = coreIn(newDir(), { clock })
    await unwrap(core.api.createProfile(hostile))
    await demoProfile(core.api, sandbox, { tags: [] })
    const text = await exported(core, 'csv')
    expect((await preview(core, text)).counts).toEqual({
      added: 0,
      changed: 0,
      moved: 0,
      unchanged: 2,
      repeated: 0,
      invalid: 0,
    })
    const other = coreIn(newDir(), { clock })
    expect(await apply(other, text)).toMatchObject({ added: 2 })
    const fields = ({ id: _i, createdAt: _c, updatedAt: _u, password: _p, ...rest }: ProfileView) =>
      rest
    expect((await views(other.api)).map(fields)).toEqual((await views(core.api)).map(fields))
  })

  it('round-trips any text a field can hold', async () => {
    const textOf = fc.string({ unit: 'grapheme', maxLength: 30 })
    const nonEmpty = textOf.filter((s) => s.trim() !== '')
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: nonEmpty,
          accountId: nonEmpty,
          accountName: textOf,
          username: nonEmpty,
          notes: fc.string({ unit: 'binary', maxLength: 60 }),
          // The CSV separates tags with ";" (or "|"): a tag cannot hold them.
          tags: fc.array(
            nonEmpty.filter((t) => !/[;|]/.test(t)),
            { maxLength: 4 },
          ),
        }),
        async (fields) => {
          const core = coreIn(newDir(), { clock })
          try {
            const created = await core.api.createProfile({
              ...fields,
              portal: 'customer',
              baseUrl: 'https://portal.example.test',
            })
            if (!created.ok) return
            const text = await exported(core, 'csv')
            expect((await preview(core, text)).rows.map(summary)).toEqual([[2, 'unchanged']])
          } finally {
            await core.close()
          }
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('JSON re-import', () => {
  it('updates too, with every field of the export compared', async () => {
    const core = coreIn(newDir(), { clock })
    const { acme } = await seeded(core)
    const file = JSON.parse(await exported(core, 'json')) as {
      profiles: Record<string, unknown>[]
    }
    const entry = file.profiles.find((p) => p.name === 'Acme')
    if (!entry) throw new Error('Acme is not in the export')
    Object.assign(entry, { notes: 'Changed in JSON', favourite: false, headerStyle: 'bare' })
    const text = JSON.stringify(file)
    const seen = await preview(core, text, 'json')
    expect(seen.counts).toEqual({
      added: 0,
      changed: 1,
      moved: 0,
      unchanged: 2,
      repeated: 0,
      invalid: 0,
    })
    expect(seen.rows.find((r) => r.kind === 'changed')).toMatchObject({
      profileId: acme.id,
      changes: [
        { field: 'favourite', from: true, to: false },
        { field: 'headerStyle', from: 'bearer', to: 'bare' },
        { field: 'notes', from: 'Keep me', to: 'Changed in JSON' },
      ],
    })
    await apply(core, text, undefined, 'json')
    expect(await unwrap(core.api.getProfile({ profileId: acme.id }))).toMatchObject({
      notes: 'Changed in JSON',
      favourite: false,
      headerStyle: 'bare',
      password: 'stored',
      token: { kind: 'issued' },
    })
  })
})
