import { lstatSync, mkdirSync, readFileSync, readlinkSync, renameSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DanglingLinkError } from '../../src/main/core/storage/storeLink'
import { unwrap, views } from '../helpers/api'
import { coreIn } from '../helpers/core'
import { useTempDirs } from '../helpers/tempDir'

/*
 * profiles.json and state.journal as links to files elsewhere (a dotfile
 * setup, a synced folder): writes go to the file, the link stays; a link to
 * nothing (a drive not mounted yet) stops the start instead of being
 * replaced by an empty store.
 */

const newDir = useTempDirs()
const login = {
  accountId: 'ACME-001',
  portal: 'customer',
  baseUrl: 'https://portal.example.test',
} as const

/** A data folder with two profiles with passwords, its `file` moved to `elsewhere` and linked back. */
async function linkedFolder(file: 'profiles.json' | 'state.journal') {
  const dir = newDir()
  const core = coreIn(dir)
  const a = await unwrap(
    core.api.createProfile({ ...login, name: 'A', username: 'a', password: 'pw-a' }),
  )
  const b = await unwrap(
    core.api.createProfile({ ...login, name: 'B', username: 'b', password: 'pw-b' }),
  )
  await core.flush()
  await core.close()
  const elsewhere = join(newDir(), 'dotfiles')
  mkdirSync(elsewhere)
  renameSync(join(dir, file), join(elsewhere, file))
  symlinkSync(join(elsewhere, file), join(dir, file))
  return { dir, a, b, target: join(elsewhere, file), elsewhere }
}

describe('a store that is a link', () => {
  it('state.journal: a compaction replaces the file it points at, and the link stays', async () => {
    // The compaction renamed its new journal over the link: the link became a file, and the
    // file it pointed at kept the deleted profile's sealed password.
    const { dir, b, target } = await linkedFolder('state.journal')
    const core = coreIn(dir)
    expect((await views(core.api)).map((p) => [p.name, p.password])).toEqual([
      ['A', 'stored'],
      ['B', 'stored'],
    ])
    await unwrap(core.api.deleteProfile({ profileId: b.id }))
    await core.flush()
    await core.close()
    expect(lstatSync(join(dir, 'state.journal')).isSymbolicLink()).toBe(true)
    expect(readlinkSync(join(dir, 'state.journal'))).toBe(target)
    expect(readFileSync(target, 'utf8')).not.toContain(b.id)
    expect((await views(coreIn(dir).api)).map((p) => [p.name, p.password])).toEqual([
      ['A', 'stored'],
    ])
  })

  it.each(['profiles.json', 'state.journal'] as const)(
    '%s linked to nothing (a drive not mounted): the start stops, saying where it points, and the link stays',
    async (file) => {
      const { dir, elsewhere, target } = await linkedFolder(file)
      renameSync(elsewhere, `${elsewhere}-unmounted`)
      const started = () => coreIn(dir)
      expect(started).toThrow(DanglingLinkError)
      expect(started).toThrow(
        `${join(dir, file)} is a link to ${target}, which is not there (a drive or share not mounted yet, or the file moved).`,
      )
      expect(lstatSync(join(dir, file)).isSymbolicLink()).toBe(true)
      // Mounted again: everything is there.
      renameSync(`${elsewhere}-unmounted`, elsewhere)
      expect((await views(coreIn(dir).api)).map((p) => [p.name, p.password])).toEqual([
        ['A', 'stored'],
        ['B', 'stored'],
      ])
    },
  )
})
