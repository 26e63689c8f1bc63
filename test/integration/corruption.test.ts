import {
  chmodSync,
  chownSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openData } from '../../src/main/core/data/openData'
import { PROFILE_FORMAT } from '../../src/main/core/profiles/profileDocument'
import { defaultSettings } from '../../src/shared/model/settings'
import { said, type SaidKey } from '../../src/shared/i18n/said'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { english } from '../../src/shared/i18n/sayMessage'
import { openJournal, replayJournal } from '../../src/main/core/storage/journal'
import { JournalTables } from '../../src/main/core/storage/journalTables'
import { coreIn, vaultOnDisk } from '../helpers/core'
import { acmeProfile, unwrap, views } from '../helpers/api'
import { OTHER_UID, runTs } from '../helpers/runAsOtherUser'
import { useTempDirs } from '../helpers/tempDir'
import { profileFixture } from '../fixtures/profile'

const newDir = useTempDirs()
const now = Date.UTC(2026, 10, 21, 9)
const clock = () => now
type Store = 'profiles' | 'secrets'

/** What must happen to a damaged file: set aside and reported, refused untouched, or read. */
type Outcome =
  | { kind: 'moved'; reason: RegExp }
  | { kind: 'refused'; errno: string }
  /** A newer version's file: no damage, so nothing moves; the start stops. */
  | { kind: 'newer' }
  | { kind: 'read' }

interface Damage {
  name: string
  /** The bytes to put in place of the store file, from the good file's bytes. */
  bytes?: (good: Buffer, store: Store) => Buffer | null
  /** Or something done to the path itself (a folder in its place, a mode). */
  apply?: (path: string, dir: string) => void
  outcome: Outcome
  /** Runs in a child process (as another user when the tests run as root). */
  child?: boolean
}

const text = (s: string) => Buffer.from(s, 'utf8')
const moved = (reason: RegExp): Outcome => ({ kind: 'moved', reason })
const invalidJson = /not valid JSON/
/** A table of the given store of the wrong type: profiles' "profiles", secrets' "secrets". */
const table = (store: Store) => (store === 'profiles' ? 'profiles' : 'secrets')
const versioned = (store: Store, version: unknown) =>
  store === 'profiles' ? text(JSON.stringify({ schemaVersion: version, profiles: {} })) : null
const deep = 100_000
/** `levels` lists, each inside the one before. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`
/**
 * profiles.json (format `version`) with one good profile and a field added
 * after its others, as written (JSON.stringify would overflow on the
 * deepest); a field it already has is replaced (JSON.parse keeps the last).
 */
const profileWith = (store: Store, field: string, json: string, version = PROFILE_FORMAT) =>
  store === 'profiles'
    ? text(
        `{"schemaVersion":${version},"profiles":{"p1":${JSON.stringify(goodProfile).slice(0, -1)},${JSON.stringify(field)}:${json}}}}`,
      )
    : null
const goodProfile = profileFixture({
  name: 'Acme',
  username: 'acme-api',
  createdAt: 1,
  updatedAt: 2,
})

const damages: Damage[] = [
  { name: 'truncated', bytes: (g) => g.subarray(0, g.length >> 1), outcome: moved(invalidJson) },
  { name: 'empty (zero bytes)', bytes: () => text(''), outcome: moved(/the file is empty/) },
  { name: 'white space only', bytes: () => text(' \n\t\r\n '), outcome: moved(/white space/) },
  { name: 'invalid JSON', bytes: () => text("{profiles: 'x'}"), outcome: moved(invalidJson) },
  { name: 'a JSON array', bytes: () => text('[1, 2]'), outcome: moved(/holds a list, not/) },
  { name: 'a JSON string', bytes: () => text('"hello"'), outcome: moved(/holds text, not/) },
  { name: 'a JSON number', bytes: () => text('42'), outcome: moved(/holds a number, not/) },
  { name: 'JSON null', bytes: () => text('null'), outcome: moved(/holds null, not/) },
  {
    name: 'a table of the wrong type',
    bytes: (_g, s) => text(`{"${table(s)}": "abc"}`),
    outcome: moved(/entry is text, not a table/),
  },
  {
    name: 'rows of the wrong type inside a table',
    bytes: (_g, s) =>
      text(
        s === 'profiles'
          ? `{"schemaVersion": ${PROFILE_FORMAT}, "requests": {"p1": "abc"}}`
          : '{"secrets": {"token-desk": {"password:p1": 42}}}',
      ),
    outcome: moved(/is text, not a list|holds a number where a secret belongs/),
  },
  {
    name: 'NUL bytes (as a power cut leaves them)',
    bytes: (g) => Buffer.concat([g.subarray(0, 10), Buffer.alloc(4096), g.subarray(10)]),
    outcome: moved(invalidJson),
  },
  { name: 'only NUL bytes', bytes: () => Buffer.alloc(8192), outcome: moved(invalidJson) },
  {
    name: 'a newer version',
    bytes: (_g, s) => versioned(s, PROFILE_FORMAT + 1),
    outcome: { kind: 'newer' },
  },
  {
    name: 'a fractional version',
    bytes: (_g, s) => versioned(s, 2.5),
    outcome: moved(/format version is 2\.5/),
  },
  {
    name: 'a negative version',
    bytes: (_g, s) => versioned(s, -1),
    outcome: moved(/format version is -1/),
  },
  {
    name: 'a version given as text',
    bytes: (_g, s) => versioned(s, String(PROFILE_FORMAT)),
    outcome: moved(/format version is text/),
  },
  {
    name: 'huge nesting',
    bytes: () => text(`{"quarantine": {"x": ${'['.repeat(deep)}${']'.repeat(deep)}}}`),
    outcome: moved(/nested deeper than 100 levels/),
  },
  {
    name: 'huge nesting in a field a profile does not have',
    bytes: (_g, s) => profileWith(s, 'extra', nested(deep)),
    outcome: moved(/nested deeper than 100 levels/),
  },
  {
    name: 'huge nesting in a profile field (a record that would be set aside)',
    bytes: (_g, s) => profileWith(s, 'tags', nested(deep)),
    outcome: moved(/nested deeper than 100 levels/),
  },
  {
    name: 'huge nesting in a profile of format 3',
    bytes: (_g, s) => profileWith(s, 'extra', nested(deep), 3),
    outcome: moved(/nested deeper than 100 levels/),
  },
  {
    name: 'a byte order mark before good JSON',
    bytes: (g) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), g]),
    outcome: { kind: 'read' },
  },
  {
    name: 'a folder in place of the file',
    apply: (path) => {
      rmSync(path)
      mkdirSync(path)
      writeFileSync(join(path, 'inside.txt'), 'kept')
    },
    outcome: { kind: 'refused', errno: 'EISDIR' },
  },
  {
    name: 'a file the app may not read (EACCES)',
    apply: (path, dir) => {
      if (process.getuid?.() === 0) {
        // Root reads any file: the child drops to nobody, who owns the folder
        // (so a wrong fix could rename the file) but may not read this file.
        chownSync(dir, OTHER_UID, OTHER_UID)
        for (const name of readdirSync(dir)) chownSync(join(dir, name), OTHER_UID, OTHER_UID)
        chownSync(path, 0, 0)
      }
      chmodSync(path, 0o000)
    },
    child: true,
    outcome: { kind: 'refused', errno: 'EACCES' },
  },
]

/**
 * For profiles.json, a data folder with one profile whose password is
 * stored. For secrets.json, which only a folder of format 3 still has (it
 * is read once, when the folder is converted), a copy of such a folder.
 */
async function seeded(store: Store): Promise<{ dir: string; ids: string[] }> {
  const dir = newDir()
  if (store === 'secrets') {
    cpSync(resolve(import.meta.dirname, '../fixtures/data-v3'), dir, { recursive: true })
    return { dir, ids: v3Ids }
  }
  const core = coreIn(dir, { clock })
  const profile = await unwrap(
    core.api.createProfile(acmeProfile({ password: 'pw-before-damage' })),
  )
  await core.flush()
  return { dir, ids: [profile.id] }
}

/** The profiles of test/fixtures/data-v3 (see its README). */
const v3Ids = [
  '2a7f1ba4-c99d-440a-8301-be521eca6544',
  '88fafcfd-1e17-4860-9d00-4801b0ed024e',
  'faec272f-986e-4def-9be5-be8c30abafa3',
]

/** Every entry of the folder with its bytes (folders by their listing), to prove nothing changed. */
function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    const stat = statSync(path)
    entries[name] = stat.isDirectory()
      ? `dir:${readdirSync(path).join(',')}`
      : `${stat.mode.toString(8)}:${readFileSync(path).toString('base64')}`
  }
  return entries
}

/** Each kind on each file that can have it (secrets.json has no format version). */
const cases = (['profiles', 'secrets'] as const).flatMap((store) =>
  damages
    .filter((damage) => damage.bytes?.(Buffer.alloc(0), store) !== null)
    .map((damage) => ({ store, damage })),
)
const figures = { tried: 0, moved: 0, refused: 0, read: 0 }

describe('damaged store files', () => {
  it.each(cases.map((c) => [c.store, c.damage.name, c] as const))(
    '%s.json: %s',
    async (store, _name, { damage }) => {
      const { dir, ids } = await seeded(store)
      const path = join(dir, `${store}.json`)
      const good = readFileSync(path)
      const bytes = damage.bytes?.(good, store)
      if (bytes === null) throw new Error('a kind this file cannot have is filtered out above')
      if (bytes !== undefined) writeFileSync(path, bytes)
      const original = bytes ?? good
      figures.tried++

      if (damage.outcome.kind === 'newer') {
        const before = snapshot(dir)
        const result = startOrError(dir)
        expect(result).toMatchObject({ started: false, name: 'NewerStoreError' })
        expect(result.message).toContain(path)
        expect(result.message).toMatch(
          /written by a newer version of Token Desk \(profiles\.json has format \d+; this version reads up to \d+\)\. Nothing was changed\. Start that newer version instead/,
        )
        // That version finds its file where it left it: not a byte or a name changed.
        expect(snapshot(dir)).toEqual(before)
        figures.refused++
        return
      }

      if (damage.outcome.kind === 'refused') {
        damage.apply?.(path, dir)
        const before = snapshot(dir)
        const result = damage.child
          ? (JSON.parse(
              await runTs(resolve(import.meta.dirname, '../fixtures/openStoresChild.ts'), [dir]),
            ) as { started: boolean; name?: string; errno?: string; message?: string })
          : startOrError(dir)
        expect(result).toMatchObject({
          started: false,
          name: 'StoreAccessError',
          errno: damage.outcome.errno,
        })
        expect(result.message).toContain(path)
        expect(result.message).toContain(damage.outcome.errno)
        expect(result.message).toMatch(/Nothing was changed/)
        // Not a byte, a mode or a name in the folder changed.
        expect(snapshot(dir)).toEqual(before)
        figures.refused++
        return
      }

      damage.apply?.(path, dir)
      const core = coreIn(dir, { clock })
      const { notices } = await unwrap(core.api.appInfo())
      const profiles = await views(core.api)

      // Converting a folder of format 3 says so too; that is not about the damage.
      const aboutDamage = notices.filter((n) => n.kind !== 'store-upgraded')
      if (damage.outcome.kind === 'read') {
        expect(aboutDamage).toEqual([])
        expect(profiles.map((p) => [p.id, p.password]).sort()).toEqual(
          ids.map((id) => [id, 'stored']).sort(),
        )
        figures.read++
      } else {
        expect(aboutDamage).toHaveLength(1)
        const [recovered] = aboutDamage
        if (recovered?.kind !== 'store-recovered') throw new Error('no store-recovered notice')
        const { said: reasonSaid, ...notice } = recovered
        expect(notice).toEqual({
          kind: 'store-recovered',
          store,
          movedTo: join(dir, `${store}.unreadable-2026-11-21T09-00-00-000Z.json`),
          reason: expect.stringMatching(damage.outcome.reason) as string,
        })
        // The reason as data too, for the window's language (the format version's is the
        // profiles module's words, English only so far).
        if (!/format version/.test(recovered.reason)) expect(reasonSaid).toBeDefined()
        if (reasonSaid) expect(english(reasonSaid)).toBe(recovered.reason)
        const { movedTo } = recovered
        // No byte of the original is lost: the file set aside is the file as it was.
        expect(readFileSync(movedTo).equals(original)).toBe(true)
        // The other store is untouched: the profile is there without it, or its password is gone with it.
        expect(profiles.map((p) => [p.id, p.password]).sort()).toEqual(
          store === 'profiles' ? [] : ids.map((id) => [id, 'none']).sort(),
        )
        figures.moved++
      }

      // The app works on: both files take writes, and a restart reads them.
      const made = await unwrap(
        core.api.createProfile({
          name: 'After',
          accountId: 'ACME-002',
          portal: 'customer',
          baseUrl: 'https://portal.example.test',
          username: 'after',
          password: 'pw-after',
        }),
      )
      expect(made.password).toBe('stored')
      await core.flush()
      const again = await views(coreIn(dir, { clock }).api)
      expect(again.map((p) => p.name)).toContain('After')
    },
  )

  it('tried every kind on both files', () => {
    // 23 kinds on profiles.json, 16 on secrets.json (it has no format version or profiles).
    expect(figures).toEqual({ tried: 39, moved: 32, refused: 5, read: 2 })
  })
})

function startOrError(dir: string): {
  started: boolean
  name?: string
  errno?: string
  message?: string
} {
  try {
    coreIn(dir, { clock })
    return { started: true }
  } catch (error) {
    const { name, message, errno } = error as { name: string; message: string; errno?: string }
    return { started: false, name, message, errno }
  }
}

describe('nesting in profiles.json, judged record by record as the profiles are validated', () => {
  // Document, profile table, profile: 3 levels; a field of n lists reaches 3 + n.
  it.each([
    ['a field a profile does not have', 'extra', 'p1'],
    ['a profile field (the record is set aside)', 'tags', null],
  ])('in %s: 100 levels are read, 101 are not', async (_where, field, listed) => {
    const atLimit = newDir()
    writeFileSync(join(atLimit, 'profiles.json'), profileWith('profiles', field, nested(97))!)
    const core = coreIn(atLimit, { clock })
    // No journal beside it: that is said too, and not what this is about.
    const notices = (await unwrap(core.api.appInfo())).notices.filter(
      (n) => n.kind !== 'state-missing',
    )
    expect((await unwrap(core.api.listProfiles())).map((p) => p.id)).toEqual(listed ? [listed] : [])
    expect(notices.map((n) => n.kind)).toEqual(listed ? [] : ['records-quarantined'])

    const over = newDir()
    writeFileSync(join(over, 'profiles.json'), profileWith('profiles', field, nested(98))!)
    expect((await unwrap(coreIn(over, { clock }).api.appInfo())).notices).toEqual([
      expect.objectContaining({
        kind: 'store-recovered',
        reason: 'the file is nested deeper than 100 levels',
      }),
    ])
  })
})

describe('a table of the wrong type beside readable profiles: only that table is set aside', () => {
  const copy = (dir: string) => join(dir, 'profiles.unreadable-2026-11-21T09-00-00-000Z.json')
  const kinds: Record<string, SaidKey> = {
    text: 'app.json.text',
    'a number': 'app.json.number',
    'true or false': 'app.json.boolean',
    'a list': 'app.json.list',
  }
  const wrongType = (key: string, what: string) => ({
    name: key,
    reason: `its "${key}" entry is ${what}, not a table`,
    said: said('app.damaged.notTable', { key, kind: said(kinds[what]!) }),
  })

  /** A folder whose profiles.json holds a profile (password stored), a saved request and a setting. */
  async function seeded() {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    const profile = await unwrap(core.api.createProfile(acmeProfile({ password: 'pw-kept' })))
    await unwrap(
      core.api.saveRequest({
        profileId: profile.id,
        request: {
          name: 'Who am I',
          method: 'GET',
          url: '/whoami',
          relativeTo: 'api',
          headers: [],
          body: '',
        },
      }),
    )
    await unwrap(core.api.updateSettings({ warningMs: 2 * 3_600_000 }))
    await core.close()
    return { dir, id: profile.id, file: join(dir, 'profiles.json') }
  }

  /** profiles.json with `tables` replaced by what they hold (JSON); returns the bytes written. */
  function rewrite(file: string, tables: Record<string, unknown>): Buffer {
    const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    writeFileSync(file, JSON.stringify({ ...doc, ...tables }))
    return readFileSync(file)
  }
  const without = (doc: Record<string, unknown>, keys: string[]) =>
    Object.fromEntries(Object.entries(doc).filter(([key]) => !keys.includes(key)))

  it.each([
    ['settings', 'x', 'text'],
    ['requests', 5, 'a number'],
    ['approvedOrigins', true, 'true or false'],
    ['probe', 'p', 'text'],
    ['profileNetwork', [], 'a list'],
    ['quarantine', 1, 'a number'],
  ])('"%s" holding %j', async (key, value, what) => {
    const { dir, id, file } = await seeded()
    const original = rewrite(file, { [key]: value })
    const before = JSON.parse(original.toString('utf8')) as Record<string, unknown>

    const core = coreIn(dir, { clock })
    expect((await unwrap(core.api.appInfo())).notices).toEqual([
      { kind: 'tables-set-aside', file, copy: copy(dir), tables: [wrongType(key, what)] },
    ])
    // Nothing is lost: the copy is the file as it was, that table's value included.
    expect(readFileSync(copy(dir)).equals(original)).toBe(true)
    // The profiles are there, with their password; the table starts at its default.
    expect(await views(core.api)).toMatchObject([{ id, password: 'stored' }])
    const after = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    expect(after).toEqual(without(before, [key]))
    const requests = await unwrap(core.api.listRequests({ profileId: id }))
    expect(requests.requests.map((r) => r.name)).toEqual(key === 'requests' ? [] : ['Who am I'])
    expect((await unwrap(core.api.getSettings())).warningMs).toBe(
      key === 'settings' ? defaultSettings.warningMs : 2 * 3_600_000,
    )
    await core.close()

    // The next start finds nothing to say, and keeps no second copy.
    const next = coreIn(dir, { clock })
    expect((await unwrap(next.api.appInfo())).notices).toEqual([])
    expect(await views(next.api)).toMatchObject([{ id, password: 'stored' }])
    expect(readdirSync(dir).filter((name) => name.startsWith('profiles.unreadable'))).toEqual([
      'profiles.unreadable-2026-11-21T09-00-00-000Z.json',
    ])
  })

  it('several at once: each named, one copy', async () => {
    const { dir, id, file } = await seeded()
    const original = rewrite(file, { settings: 'x', probe: [1], profileNetwork: 7 })
    const core = coreIn(dir, { clock })
    const { notices } = await unwrap(core.api.appInfo())
    expect(notices).toEqual([
      {
        kind: 'tables-set-aside',
        file,
        copy: copy(dir),
        tables: [
          wrongType('settings', 'text'),
          wrongType('probe', 'a list'),
          wrongType('profileNetwork', 'a number'),
        ],
      },
    ])
    // The German window says why in German.
    const [setAside] = notices
    if (setAside?.kind !== 'tables-set-aside') throw new Error('no tables-set-aside notice')
    expect(setAside.tables.map((table) => sayIn('de', table.said!))).toEqual([
      'ihr Eintrag „settings“ ist Text, keine Tabelle',
      'ihr Eintrag „probe“ ist eine Liste, keine Tabelle',
      'ihr Eintrag „profileNetwork“ ist eine Zahl, keine Tabelle',
    ])
    expect(readFileSync(copy(dir)).equals(original)).toBe(true)
    expect(await views(core.api)).toMatchObject([{ id, password: 'stored' }])
  })

  it('when the disk refuses the file without it, the start goes on without it all the same', async () => {
    const { dir, file } = await seeded()
    const original = rewrite(file, { settings: 'x' })
    const readOnly = () => {
      throw Object.assign(new Error('EROFS: read-only file system'), {
        code: 'EROFS',
        syscall: 'open',
      })
    }
    const opened = openData(dir, clock, readOnly)
    expect(opened.notices).toContainEqual({
      kind: 'tables-set-aside',
      file,
      copy: copy(dir),
      tables: [wrongType('settings', 'text')],
    })
    expect(opened.profileStore.get('settings')).toBeUndefined()
    // Unchanged: the next start finds it again and says so again.
    expect(readFileSync(file).equals(original)).toBe(true)
    await opened.close()
  })

  it.each([
    // The profiles themselves: nothing to start with but an empty list.
    ['profiles', 'x', 'text'],
    // Which profiles may not use their login's password: read as empty, it would hand it on.
    ['passwordDropped', 'x', 'text'],
  ])('"%s" of the wrong type still moves the whole file aside', async (key, value, what) => {
    const { dir, file } = await seeded()
    const original = rewrite(file, { [key]: value })
    const core = coreIn(dir, { clock })
    const movedTo = copy(dir)
    expect((await unwrap(core.api.appInfo())).notices).toEqual([
      {
        kind: 'store-recovered',
        store: 'profiles',
        movedTo,
        reason: wrongType(key, what).reason,
        said: wrongType(key, what).said,
      },
    ])
    expect(readFileSync(movedTo).equals(original)).toBe(true)
    expect(await views(core.api)).toEqual([])
  })

  it('a key no version writes is left as it is, whatever it holds', async () => {
    const { dir, id, file } = await seeded()
    const original = rewrite(file, { requestCollections: 5 })
    const core = coreIn(dir, { clock })
    expect((await unwrap(core.api.appInfo())).notices).toEqual([])
    expect(await views(core.api)).toMatchObject([{ id, password: 'stored' }])
    expect(readFileSync(file).equals(original)).toBe(true)
  })
})

describe('a damaged state journal (token state and sealed secrets)', () => {
  /** A folder whose journal holds a stored password. */
  async function seededJournal() {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    const profile = await unwrap(
      core.api.createProfile(acmeProfile({ password: 'pw-before-damage' })),
    )
    await unwrap(core.api.updateProfile({ id: profile.id, fields: { notes: 'n' } }))
    await core.flush()
    return { dir, id: profile.id, path: join(dir, 'state.journal') }
  }

  it('says so when profiles.json is gone but its passwords are kept, and they come back with it', async () => {
    const { dir, id } = await seededJournal()
    const profilesFile = join(dir, 'profiles.json')
    const saved = readFileSync(profilesFile)
    rmSync(profilesFile)
    const core = coreIn(dir, { clock })
    expect((await unwrap(core.api.appInfo())).notices).toEqual([
      { kind: 'profiles-missing', file: profilesFile, tokens: 0, passwords: 1 },
    ])
    expect(await views(core.api)).toEqual([])
    await core.close()
    // The copy put back: the profile and its password, and no notice.
    writeFileSync(profilesFile, saved)
    const restored = coreIn(dir, { clock })
    expect((await unwrap(restored.api.appInfo())).notices).toEqual([])
    expect(await views(restored.api)).toMatchObject([{ id, password: 'stored' }])
  })

  it('drops a last line cut short by a crash and reads the rest, without a notice', async () => {
    const { dir, id, path } = await seededJournal()
    const good = readFileSync(path)
    // A second line, cut halfway: what a crash during a write leaves.
    writeFileSync(path, Buffer.concat([good, Buffer.from('0badc0de\t[{"t":"used","k":"')]))
    const core = coreIn(dir, { clock })
    expect((await unwrap(core.api.appInfo())).notices).toEqual([])
    expect(await views(core.api)).toMatchObject([{ id, password: 'stored' }])
    // The torn text is cut off, so the next line starts clean.
    expect(readFileSync(path).equals(good)).toBe(true)
  })

  it.each([
    [
      'a flipped bit in a line',
      (b: Buffer) =>
        Buffer.from(b.toString('latin1').replace('"t":"secret"', '"t":"secreT"'), 'latin1'),
    ],
    [
      'NUL bytes in place of a line',
      (b: Buffer) => Buffer.concat([Buffer.alloc(64), Buffer.from('\n'), b]),
    ],
    ['a line of garbage', (b: Buffer) => Buffer.concat([Buffer.from('not a journal line\n'), b])],
  ])('reports %s, keeps the file as it was, and reads every other line', async (_kind, damage) => {
    const { dir, id, path } = await seededJournal()
    const damaged = damage(readFileSync(path))
    writeFileSync(path, damaged)
    const core = coreIn(dir, { clock })
    const { notices } = await unwrap(core.api.appInfo())
    expect(notices).toEqual([
      {
        kind: 'state-damaged',
        file: path,
        lines: 1,
        copy: join(dir, 'state.damaged-2026-11-21T09-00-00-000Z.journal'),
      },
    ])
    expect(
      readFileSync(join(dir, 'state.damaged-2026-11-21T09-00-00-000Z.journal')).equals(damaged),
    ).toBe(true)
    const [profile] = await views(core.api)
    expect(profile?.id).toBe(id)
    // The app works on: a new password is written and read back after a restart.
    await unwrap(core.api.updateProfile({ id, fields: {}, password: 'pw-after' }))
    await core.flush()
    await core.close()
    const next = coreIn(dir, { clock })
    const [again] = await views(next.api)
    expect(again?.password).toBe('stored')
    // The journal was rewritten without the damaged line: the next start finds nothing to
    // report and keeps no second copy.
    expect((await unwrap(next.api.appInfo())).notices).toEqual([])
    expect(readdirSync(dir).filter((name) => name.startsWith('state.damaged'))).toHaveLength(1)
  })

  it('reports rows whose line is whole but whose value is not (token, error, last use), reads them as absent and keeps them', async () => {
    const { dir, id, path } = await seededJournal()
    const bad = [
      { t: 'token', k: id, v: { kind: 'issued', issuedAt: 'yesterday' } },
      { t: 'used', k: id, v: 'soon' },
      { t: 'error', k: id, v: 42 },
    ]
    const { tables } = JournalTables.open({ path })
    for (const row of bad) tables.set(row.t, row.k, row.v)
    // A profile that is not there: its row is no damage, and nothing of it shows.
    tables.set('error', 'ghost', { code: 'network', message: 'Gone.' })
    await tables.close()

    const core = coreIn(dir, { clock })
    expect((await unwrap(core.api.appInfo())).notices).toEqual([
      { kind: 'state-damaged', file: path, lines: 3 },
    ])
    expect(await unwrap(core.api.listProfiles())).toMatchObject([
      { id, token: { kind: 'none' }, failing: false, lastUsedAt: null },
    ])
    // Removing what the app does not see writes nothing; the rows stay as they were.
    await unwrap(core.api.deleteProfile({ profileId: id }))
    await core.flush()
    const rows = replayJournal(path, (v) => v as { t: string; k: string; v: unknown }).records
    for (const row of [
      ...bad,
      { t: 'error', k: 'ghost', v: { code: 'network', message: 'Gone.' } },
    ])
      expect(rows).toContainEqual(row)
  })

  it('keeps what a newer version wrote (rows of a kind it does not know), says nothing of damage, and writes it back as it was', async () => {
    const { dir, id, path } = await seededJournal()
    // A line whose checksum passes, holding records this version has no table for.
    const newer = [
      { op: 'merge', t: 'token', k: id, patch: { boundTo: 'device-7' } },
      ['passkey', id, { created: 1 }],
    ]
    const journal = openJournal(
      { path, parse: (v) => v },
      replayJournal(path, (v) => v),
    )
    await journal.atomically(async () => newer.forEach((record) => journal.append(record)))
    await journal.close()

    const core = coreIn(dir, { clock })
    expect((await unwrap(core.api.appInfo())).notices).toEqual([])
    expect(core.logs).toContainEqual(
      expect.stringContaining(
        `${path} holds 2 records a newer version of Token Desk wrote; this version keeps them as they are but does not use them`,
      ),
    )
    expect(await views(core.api)).toMatchObject([{ id, password: 'stored' }])
    // Its password goes with it, and the compaction that follows rewrites the journal.
    const [sealed] = Object.values(vaultOnDisk(dir)['token-desk'] ?? {})
    expect(sealed).toBeDefined()
    await unwrap(core.api.deleteProfile({ profileId: id }))
    await core.close()
    expect(readFileSync(path, 'utf8')).not.toContain(sealed)
    expect(readFileSync(path, 'utf8')).toContain(JSON.stringify(newer).slice(1, -1))
    const next = coreIn(dir, { clock })
    expect((await unwrap(next.api.appInfo())).notices).toEqual([])
    await next.close()
    expect(readFileSync(path, 'utf8')).toContain(JSON.stringify(newer).slice(1, -1))
  })

  it('reads a last error with what it carries beyond its code and message', async () => {
    const { dir, id, path } = await seededJournal()
    const { tables } = JournalTables.open({ path })
    tables.set('error', id, { code: 'network', message: 'Unreachable.', extra: { kept: true } })
    await tables.close()
    const core = coreIn(dir, { clock })
    expect((await unwrap(core.api.appInfo())).notices).toEqual([])
    expect(await unwrap(core.api.listProfiles())).toMatchObject([{ id, failing: true }])
    expect((await unwrap(core.api.getProfile({ profileId: id }))).lastError).toEqual({
      code: 'network',
      message: 'Unreachable.',
      extra: { kept: true },
    })
  })

  it('refuses a folder in place of the journal, with its errno, and changes nothing', async () => {
    const { dir, path } = await seededJournal()
    rmSync(path)
    mkdirSync(path)
    const before = snapshot(dir)
    expect(startOrError(dir)).toMatchObject({
      started: false,
      name: 'StoreAccessError',
      errno: 'EISDIR',
    })
    expect(startOrError(dir).message).toContain(path)
    expect(snapshot(dir)).toEqual(before)
  })

  it('refuses a journal the app may not read (EACCES), with its errno, and changes nothing', async () => {
    const { dir, path } = await seededJournal()
    if (process.getuid?.() === 0) {
      chownSync(dir, OTHER_UID, OTHER_UID)
      for (const name of readdirSync(dir)) chownSync(join(dir, name), OTHER_UID, OTHER_UID)
      chownSync(path, 0, 0)
    }
    chmodSync(path, 0o000)
    const before = snapshot(dir)
    const result = JSON.parse(
      await runTs(resolve(import.meta.dirname, '../fixtures/openStoresChild.ts'), [dir]),
    ) as { started: boolean; name?: string; errno?: string; message?: string }
    expect(result).toMatchObject({ started: false, name: 'StoreAccessError', errno: 'EACCES' })
    expect(result.message).toContain(path)
    expect(snapshot(dir)).toEqual(before)
  })
})
