import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { coreIn } from '../helpers/core'
import { acmeProfile, expectError, unwrap, view, views, type Api } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

/** Issue 35: a team catalog followed by every desk, through the import's own rules. */
const newDir = useTempDirs()
let now = Date.UTC(2026, 10, 29, 9)
const clock = () => now

const header = 'Name,Account ID,Portal,Base URL,Username,Tags,Notes,Favourite'
const csvOf = (...rows: string[]) => [header, ...rows].join('\n') + '\n'
const acme = 'Acme,ACME-001,customer,https://acme.example.test,support,gold,From the lead,no'
const globex = 'Globex,GLOBEX-7,customer,https://globex.example.test,support,,,no'
const initech = 'Initech,INI-3,customer,https://initech.example.test,support,silver,,no'

/** The user's answer to the preview as it stands (named by its sha256, as the window sends it). */
async function applyPreview(
  api: Api,
  sourceId: string,
  hostMoves: 'leave' | 'move',
  retire: boolean,
) {
  const { sha256 } = await unwrap(api.catalogPreview({ sourceId }))
  return api.applyCatalog({ sourceId, sha256, hostMoves, retire })
}

async function following(rows: string[]) {
  const dir = newDir()
  const file = join(dir, 'team.csv')
  writeFileSync(file, csvOf(...rows))
  const core = coreIn(dir, { clock })
  const source = await unwrap(
    core.api.addCatalogSource({
      name: 'Support',
      location: file,
      trust: { kind: 'none' },
      refreshMinutes: 30,
    }),
  )
  return { core, file, source, api: core.api }
}

async function appliedFirst(rows: string[]) {
  const setup = await following(rows)
  await unwrap(setup.api.syncCatalog({ sourceId: setup.source.id }))
  await unwrap(applyPreview(setup.api, setup.source.id, 'leave', false))
  const byName = async (name: string) => {
    const found = (await views(setup.api)).find((p) => p.name === name)
    if (!found) throw new Error(`no profile named ${name}`)
    return found
  }
  return { ...setup, byName }
}

describe('following a team catalog', () => {
  it('the first sync shows the preview and asks; nothing is written until applied', async () => {
    const { api, source } = await following([acme, globex])
    expect(await unwrap(api.syncCatalog({ sourceId: source.id }))).toEqual({
      kind: 'synced',
      added: 0,
      updated: 0,
      pending: 2,
      first: true,
    })
    expect(await views(api)).toEqual([])
    const preview = await unwrap(api.catalogPreview({ sourceId: source.id }))
    expect(preview).toMatchObject({ first: true, sourceName: 'Support', removed: [] })
    expect(preview.preview.counts).toMatchObject({ added: 2, changed: 0, invalid: 0 })
    const [status] = await unwrap(api.catalogSources())
    expect(status?.status).toMatchObject({ firstSync: true, pending: 2, error: null, profiles: 0 })

    expect(await unwrap(applyPreview(api, source.id, 'leave', false))).toEqual({
      added: 2,
      updated: 0,
      moved: 0,
      retired: 0,
      commands: 0,
    })
    const list = await views(api)
    expect(list.map((p) => p.name).sort()).toEqual(['Acme', 'Globex'])
    expect(list.find((p) => p.name === 'Acme')?.origin).toEqual({
      sourceId: source.id,
      sourceName: 'Support',
      tags: ['gold'],
      retiredAt: null,
    })
    const [after] = await unwrap(api.catalogSources())
    expect(after?.status).toMatchObject({ firstSync: false, pending: 0, profiles: 2 })
  })

  it('a later sync applies a rename and tags at once and keeps host moves and removals for review', async () => {
    const { api, source, file, byName } = await appliedFirst([acme, globex, initech])
    const globexId = (await byName('Globex')).id
    const initechId = (await byName('Initech')).id
    writeFileSync(
      file,
      csvOf(
        'Acme Corp,ACME-001,customer,https://acme.example.test,support,gold;vip,From the lead,no',
        'Globex,GLOBEX-7,customer,https://globex.moved.test,support,,,no',
      ),
    )
    now += 60_000
    expect(await unwrap(api.syncCatalog({ sourceId: source.id }))).toEqual({
      kind: 'synced',
      added: 0,
      updated: 1,
      pending: 2,
      first: false,
    })
    const renamed = await byName('Acme Corp')
    expect(renamed.tags).toEqual(['gold', 'vip'])
    expect(renamed.origin?.tags).toEqual(['gold', 'vip'])
    // Pending: nothing of Globex's host or Initech changed yet.
    expect((await view(api, globexId)).baseUrl).toBe('https://globex.example.test')
    expect((await view(api, initechId)).origin?.retiredAt).toBeNull()

    const preview = await unwrap(api.catalogPreview({ sourceId: source.id }))
    expect(preview.first).toBe(false)
    expect(preview.preview.counts).toMatchObject({ moved: 1, unchanged: 1, added: 0 })
    expect(preview.removed).toEqual([{ profileId: initechId, name: 'Initech' }])
    const [status] = await unwrap(api.catalogSources())
    expect(status?.status.pending).toBe(2)

    now += 60_000
    expect(await unwrap(applyPreview(api, source.id, 'move', true))).toEqual({
      added: 0,
      updated: 1,
      moved: 1,
      retired: 1,
      commands: 0,
    })
    expect((await view(api, globexId)).baseUrl).toBe('https://globex.moved.test')
    // Retired, never deleted; the row says which catalog retired it.
    const retired = await view(api, initechId)
    expect(retired.origin).toMatchObject({ sourceName: 'Support', retiredAt: now })
    const rows = await unwrap(api.listProfiles())
    expect(rows.find((r) => r.id === initechId)?.retiredFrom).toBe('Support')
    expect(rows.find((r) => r.id === globexId)?.retiredFrom).toBeUndefined()
    const [after] = await unwrap(api.catalogSources())
    expect(after?.status).toMatchObject({ pending: 0, profiles: 2 })
  })

  it('an answer to a preview the catalog has moved on from writes nothing', async () => {
    const { api, source, file } = await following([acme])
    await unwrap(api.syncCatalog({ sourceId: source.id }))
    const { sha256 } = await unwrap(api.catalogPreview({ sourceId: source.id }))
    writeFileSync(file, csvOf(acme, globex))
    await unwrap(api.syncCatalog({ sourceId: source.id }))
    const stale = await expectError(
      api.applyCatalog({ sourceId: source.id, sha256, hostMoves: 'leave', retire: false }),
      'invalid-input',
    )
    expect(stale.message).toBe(
      'The catalog “Support” changed since this preview: review it again. Nothing was written.',
    )
    expect(await views(api)).toEqual([])
  })

  it('a host move drops the stored password only when the user applies it', async () => {
    const { api, source, file, byName } = await appliedFirst([globex])
    const globexId = (await byName('Globex')).id
    await unwrap(api.updateProfile({ id: globexId, fields: {}, password: 'typed-once' }))
    expect((await view(api, globexId)).password).toBe('stored')
    writeFileSync(file, csvOf('Globex,GLOBEX-7,customer,https://globex.moved.test,support,,,no'))
    await unwrap(api.syncCatalog({ sourceId: source.id }))
    expect((await view(api, globexId)).password).toBe('stored')
    const preview = await unwrap(api.catalogPreview({ sourceId: source.id }))
    expect(preview.preview.rows[0]).toMatchObject({
      kind: 'moved',
      removes: { password: true },
    })
    await unwrap(applyPreview(api, source.id, 'move', false))
    expect((await view(api, globexId)).passwordDropped).toMatchObject({ reason: 'host-changed' })
  })

  it('a failing source keeps every profile as it is and says why', async () => {
    const { api, source, file, byName } = await appliedFirst([acme, globex])
    const before = await views(api)
    rmSync(file)
    now += 60_000
    const result = await unwrap(api.syncCatalog({ sourceId: source.id }))
    const unreadable = `Cannot read ${file}: there is no such file. Check the path, and that the shared drive or Git checkout is there (ENOENT). Nothing was synced.`
    expect(result).toEqual({
      kind: 'failed',
      message: unreadable,
      said: expect.objectContaining({ key: 'catalog.read.notSynced' }),
    })
    // The window says it in its own language, and so does the source's status.
    const german = `${file} kann nicht gelesen werden: Diese Datei gibt es nicht. Prüfen Sie den Pfad und ob das freigegebene Laufwerk oder der Git-Checkout vorhanden ist (ENOENT). Es wurde nichts synchronisiert.`
    expect(result.kind === 'failed' && result.said && sayIn('de', result.said)).toBe(german)
    expect(await views(api)).toEqual(before)
    expect((await byName('Acme')).origin?.retiredAt).toBeNull()
    const [status] = await unwrap(api.catalogSources())
    expect(status?.status).toMatchObject({
      error: unreadable,
      errorSaid: result.kind === 'failed' ? result.said : null,
      lastAttemptAt: now,
      profiles: 2,
    })
    // A file that is no catalog: the same, in the parser's words.
    writeFileSync(file, 'this is not a catalog')
    const garbled = await unwrap(api.syncCatalog({ sourceId: source.id }))
    expect(garbled).toMatchObject({ kind: 'failed', message: expect.stringMatching(/CSV header/) })
    expect(await views(api)).toEqual(before)
    // A read that works again clears the failure, its Said with it.
    writeFileSync(file, csvOf(acme, globex))
    now += 60_000
    expect((await unwrap(api.syncCatalog({ sourceId: source.id }))).kind).not.toBe('failed')
    const [cleared] = await unwrap(api.catalogSources())
    expect(cleared?.status.error).toBeNull()
    expect(cleared?.status).not.toHaveProperty('errorSaid')
  })
})

describe('what a sync writes', () => {
  it('a read that finds the catalog unchanged leaves profiles.json alone (its status is a journal row)', async () => {
    const { api, source, core, file } = await appliedFirst([acme, globex])
    await core.flush()
    const dir = join(file, '..')
    const before = readFileSync(join(dir, 'profiles.json'), 'utf8')
    now += 60 * 60_000
    expect(await unwrap(api.syncCatalog({ sourceId: source.id }))).toEqual({ kind: 'unchanged' })
    await core.flush()
    expect(readFileSync(join(dir, 'profiles.json'), 'utf8')).toBe(before)
    const [status] = await unwrap(api.catalogSources())
    expect(status?.status.lastSyncedAt).toBe(now)
  })
})

describe('who owns what', () => {
  it('main refuses an edit of a shared field over the IPC contract, and keeps personal ones', async () => {
    const { api, byName } = await appliedFirst([acme])
    const profile = await byName('Acme')
    const refused = await expectError(
      api.updateProfile({ id: profile.id, fields: { baseUrl: 'https://evil.example.test' } }),
      'invalid-input',
    )
    expect(refused.message).toBe(
      '“Acme” comes from the team catalog “Support”: its base URL is the catalog’s. Detach it to change it.',
    )
    expect(refused.said && sayIn('de', refused.said)).toBe(
      '„Acme“ stammt aus dem Teamkatalog „Support“: Das Feld Basis-URL gehört dem Katalog. Lösen Sie das Profil, um es zu ändern.',
    )
    expect(refused.issues).toEqual([
      { path: 'baseUrl', message: refused.message, said: refused.said },
    ])
    const tags = await expectError(
      api.updateProfile({ id: profile.id, fields: { tags: ['mine'] } }),
      'invalid-input',
    )
    expect(tags.message).toBe(
      'The tag “gold” comes from the team catalog “Support”; detach the profile to remove it.',
    )
    expect(tags.said && sayIn('de', tags.said)).toBe(
      'Der Tag „gold“ stammt aus dem Teamkatalog „Support“; lösen Sie das Profil, um ihn zu entfernen.',
    )
    expect((await view(api, profile.id)).baseUrl).toBe('https://acme.example.test')

    const personal = await unwrap(
      api.updateProfile({
        id: profile.id,
        fields: { favourite: true, colour: 'blue', notes: 'my notes', tags: ['gold', 'mine'] },
      }),
    )
    expect(personal).toMatchObject({ favourite: true, colour: 'blue', notes: 'my notes' })
  })

  it('personal fields and own tags survive a sync', async () => {
    const { api, source, file, byName } = await appliedFirst([acme])
    const profile = await byName('Acme')
    await unwrap(
      api.updateProfile({
        id: profile.id,
        fields: { favourite: true, notes: 'my notes', tags: ['gold', 'mine'] },
      }),
    )
    writeFileSync(
      file,
      csvOf('Acme,ACME-001,customer,https://acme.example.test,support,platinum,New notes,no'),
    )
    await unwrap(api.syncCatalog({ sourceId: source.id }))
    const after = await view(api, profile.id)
    expect(after).toMatchObject({ favourite: true, notes: 'my notes', tags: ['platinum', 'mine'] })
    expect(after.origin?.tags).toEqual(['platinum'])
  })

  it('detach makes a catalog profile personal, every value kept', async () => {
    const { api, source, file, byName } = await appliedFirst([acme])
    const profile = await byName('Acme')
    expect(await unwrap(api.detachProfiles({ profileIds: [profile.id, 'no-such-id'] }))).toEqual({
      detached: 1,
      missing: ['no-such-id'],
    })
    const detached = await view(api, profile.id)
    expect(detached).toMatchObject({ origin: null, name: 'Acme', tags: ['gold'] })
    const edited = await unwrap(
      api.updateProfile({ id: profile.id, fields: { name: 'Acme (mine)' } }),
    )
    expect(edited.name).toBe('Acme (mine)')
    // Exported, it is an ordinary profile.
    const exported = await unwrap(api.exportProfiles({ format: 'json' }))
    expect(exported.text).not.toMatch(/origin|catalog/i)
    // A later sync still lists it: the catalog does not take it back.
    writeFileSync(file, csvOf(acme.replace('gold', 'gold;new')))
    await unwrap(api.syncCatalog({ sourceId: source.id }))
    expect(await view(api, profile.id)).toMatchObject({
      origin: null,
      name: 'Acme (mine)',
      tags: ['gold'],
    })
    const preview = await unwrap(api.catalogPreview({ sourceId: source.id }))
    expect(preview.preview.rows[0]).toMatchObject({
      kind: 'invalid',
      errors: [{ message: 'You detached “Acme” from this catalog: it stays your own profile.' }],
    })
  })

  it('the Board cannot remove a tag the catalog gave', async () => {
    const { api, byName } = await appliedFirst([acme, globex])
    const ids = [(await byName('Acme')).id, (await byName('Globex')).id]
    const refused = await expectError(
      api.editProfiles({ profileIds: ids, change: { kind: 'remove-tag', tag: 'GOLD' } }),
      'invalid-input',
    )
    expect(refused.message).toBe(
      'The tag “GOLD” comes from the team catalog “Support” on 1 of the chosen profiles: detach it first, or choose only profiles of your own. Nothing was changed.',
    )
    expect((await byName('Acme')).tags).toEqual(['gold'])
    // Adding a tag of one's own is the user's.
    await unwrap(api.editProfiles({ profileIds: ids, change: { kind: 'add-tag', tag: 'mine' } }))
    expect((await byName('Acme')).tags).toEqual(['gold', 'mine'])
  })

  it('a plain import changes only the user’s own fields of a catalog profile', async () => {
    const { api, byName } = await appliedFirst([acme])
    const profile = await byName('Acme')
    const text = csvOf(
      'Acme (edited),ACME-001,customer,https://acme.example.test,support,mine,Imported notes,yes',
    )
    const preview = await unwrap(api.previewImport({ format: 'csv', text }))
    expect(preview.rows[0]).toMatchObject({ kind: 'changed', profileId: profile.id })
    const changed = preview.rows[0]?.kind === 'changed' ? preview.rows[0].changes : []
    expect(changed.map((c) => c.field).sort()).toEqual(['favourite', 'notes', 'tags'])
    await unwrap(api.applyImport({ format: 'csv', text }))
    expect(await view(api, profile.id)).toMatchObject({
      name: 'Acme',
      tags: ['gold', 'mine'],
      notes: 'Imported notes',
      favourite: true,
    })
  })

  it('deleting a catalog profile takes its origin along, and undo brings it back', async () => {
    const { api, byName } = await appliedFirst([acme])
    const profile = await byName('Acme')
    const { undoId } = await unwrap(api.deleteProfile({ profileId: profile.id }))
    const restored = await unwrap(api.undoDelete({ undoId }))
    expect(restored.origin?.sourceName).toBe('Support')
  })

  it('removing a source leaves its profiles as personal ones', async () => {
    const { api, source, byName } = await appliedFirst([acme])
    expect(await unwrap(api.removeCatalogSource({ sourceId: source.id }))).toEqual({
      removed: true,
      detached: 1,
    })
    expect((await byName('Acme')).origin).toBeNull()
    expect(await unwrap(api.catalogSources())).toEqual([])
  })
})

describe('sources in settings', () => {
  it('every bad input gets a specific message', async () => {
    const { api, file } = await following([acme])
    const relative = await expectError(
      api.addCatalogSource({
        name: 'Other',
        location: 'team.csv',
        trust: { kind: 'none' },
        refreshMinutes: 30,
      }),
      'invalid-input',
    )
    expect(relative.issues).toEqual([
      {
        path: 'location',
        message: 'Enter the full path of the file (e.g. /srv/team/catalog.json)',
        said: expect.objectContaining({ key: expect.any(String) }),
      },
    ])
    const twice = await expectError(
      api.addCatalogSource({
        name: 'Again',
        location: file,
        trust: { kind: 'none' },
        refreshMinutes: 30,
      }),
      'invalid-input',
    )
    expect(twice.message).toBe('The source “Support” already reads this location')
    expect(twice.said && sayIn('de', twice.said)).toBe(
      'Die Quelle „Support“ liest diesen Speicherort bereits',
    )
    const http = await expectError(
      api.addCatalogSource({
        name: 'Plain',
        location: 'http://catalog.example.test/team.json',
        trust: { kind: 'none' },
        refreshMinutes: 30,
      }),
      'invalid-input',
    )
    expect(http.issues[0]?.message).toMatch(/must use https/)
    const missing = await expectError(api.syncCatalog({ sourceId: 'no-such-source' }), 'not-found')
    expect(missing.message).toMatch(/no longer exists/)
  })

  it('an edited source keeps its status; another location is read afresh', async () => {
    const { api, source, file } = await following([acme])
    await unwrap(api.syncCatalog({ sourceId: source.id }))
    const renamed = await unwrap(
      api.updateCatalogSource({
        sourceId: source.id,
        name: 'Support team',
        location: file,
        trust: { kind: 'none' },
        refreshMinutes: 60,
      }),
    )
    expect(renamed).toMatchObject({ name: 'Support team', refreshMinutes: 60 })
    expect(renamed.status.lastSyncedAt).toBe(now)
  })

  it('a source added beside personal profiles adopts the ones it lists', async () => {
    const dir = newDir()
    const file = join(dir, 'team.csv')
    writeFileSync(file, csvOf(acme))
    const core = coreIn(dir, { clock })
    const mine = await unwrap(
      core.api.createProfile(
        acmeProfile({
          name: 'Acme',
          baseUrl: 'https://acme.example.test',
          username: 'support',
          tags: ['mine'],
        }),
      ),
    )
    const source = await unwrap(
      core.api.addCatalogSource({
        name: 'Support',
        location: file,
        trust: { kind: 'none' },
        refreshMinutes: 30,
      }),
    )
    await unwrap(core.api.syncCatalog({ sourceId: source.id }))
    const preview = await unwrap(core.api.catalogPreview({ sourceId: source.id }))
    expect(preview.preview.rows[0]).toMatchObject({ kind: 'changed', profileId: mine.id })
    await unwrap(applyPreview(core.api, source.id, 'leave', false))
    const adopted = await view(core.api, mine.id)
    expect(adopted.tags).toEqual(['gold', 'mine'])
    expect(adopted.origin?.tags).toEqual(['gold'])
  })
})
