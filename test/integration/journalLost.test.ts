import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { JOURNAL_MARK, JournalTables } from '../../src/main/core/storage/journalTables'
import type { InputOf } from '../../src/shared/ipc/contract'
import { profileFixture } from '../fixtures/profile'
import { coreIn } from '../helpers/core'
import { unwrap, views } from '../helpers/api'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()
const now = Date.UTC(2026, 10, 21, 9)
const clock = () => now

const acme: InputOf<'createProfile'> = {
  name: 'Acme',
  accountId: 'ACME-001',
  portal: 'customer',
  baseUrl: 'https://portal.example.test',
  username: 'acme-api',
}

const noticesOf = async (dir: string) => {
  const core = coreIn(dir, { clock })
  const { notices } = await unwrap(core.api.appInfo())
  await core.flush()
  return { core, notices }
}

/**
 * Tokens and stored passwords live in state.journal, profiles in
 * profiles.json. A journal that is missing or empty beside profiles was lost
 * (every journal the app writes holds its mark), and the start says so
 * (src/main/core/data/openData.ts); a journal that was never needed is not.
 */
describe('a lost state journal', () => {
  async function folderWithStoredPassword() {
    const dir = newDir()
    const core = coreIn(dir, { clock })
    const profile = await unwrap(
      core.api.createProfile({
        ...acme,
        password: 'pw-before-loss',
      }),
    )
    await core.close()
    return { dir, id: profile.id, path: join(dir, 'state.journal') }
  }

  it.each([
    ['empty (zero bytes)', 'empty', (path: string) => writeFileSync(path, '')],
    ['missing', 'missing', (path: string) => rmSync(path)],
  ] as const)(
    'reports a journal found %s, reads the profiles, and changes nothing else',
    async (_name, found, lose) => {
      const { dir, id, path } = await folderWithStoredPassword()
      const profilesBefore = readFileSync(join(dir, 'profiles.json'), 'utf8')
      lose(path)
      const { core, notices } = await noticesOf(dir)
      expect(notices).toEqual([{ kind: 'state-missing', file: path, found, profiles: 1 }])
      expect(await views(core.api)).toMatchObject([{ id, password: 'none' }])
      expect(readFileSync(join(dir, 'profiles.json'), 'utf8')).toBe(profilesBefore)
      await core.close()
      // Said once: the journal now holds its mark again.
      expect((await noticesOf(dir)).notices).toEqual([])
    },
  )

  it('is quiet for a new folder, and for profiles that never needed the journal', async () => {
    const dir = newDir()
    const first = await noticesOf(dir)
    expect(first.notices).toEqual([])
    // A profile without password, never used: nothing of it goes to the journal.
    await unwrap(first.core.api.createProfile(acme))
    await first.core.close()
    expect(statSync(join(dir, 'state.journal')).size).toBeGreaterThan(0)
    expect((await noticesOf(dir)).notices).toEqual([])
  })

  it('is quiet after a format-3 folder with profiles but no token state is converted', async () => {
    const dir = newDir()
    const profile = profileFixture({ name: 'Old' })
    writeFileSync(
      join(dir, 'profiles.json'),
      JSON.stringify({ schemaVersion: 3, profiles: { p1: profile } }),
    )
    const converted = await noticesOf(dir)
    expect(converted.notices.map((n) => n.kind)).toEqual(['store-upgraded'])
    await converted.core.close()
    expect((await noticesOf(dir)).notices).toEqual([])
  })

  it('compacts a journal whose last row went to its mark, not to nothing', async () => {
    const path = join(newDir(), 'state.journal')
    const { tables } = JournalTables.open({ path })
    tables.mark()
    tables.set('secret', 'k', 'sealed')
    tables.set('secret', 'k', null)
    await tables.compact()
    await tables.close()
    expect(readFileSync(path, 'utf8')).toContain(JSON.stringify(JOURNAL_MARK))
    expect(readFileSync(path, 'utf8')).not.toContain('sealed')
  })
})
