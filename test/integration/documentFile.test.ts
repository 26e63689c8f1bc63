import {
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cachedStore } from '../../src/main/core/storage/cachedStore'
import { documentFile } from '../../src/main/core/storage/documentFile'
import { useTempDirs } from '../helpers/tempDir'

const newDir = useTempDirs()

describe('profiles.json written by documentFile', () => {
  it('writes the whole document as conf did (tab-indented JSON), owner-only, read back as written', () => {
    const dir = newDir()
    const path = join(dir, 'profiles.json')
    const store = cachedStore(path, () => documentFile(path))
    store.set('profiles', { a: { id: 'a', name: 'Acme' } })
    store.set('settings', { theme: 'dark' })
    expect(readFileSync(path, 'utf8')).toBe(
      JSON.stringify(
        { profiles: { a: { id: 'a', name: 'Acme' } }, settings: { theme: 'dark' } },
        undefined,
        '\t',
      ),
    )
    if (process.platform !== 'win32') expect(statSync(path).mode & 0o777).toBe(0o600)
    // A new start reads what was written.
    expect(cachedStore(path, () => documentFile(path)).get('settings')).toEqual({ theme: 'dark' })
  })

  it('does not read the file before a write: a change made behind its back is replaced, not merged', () => {
    // This process is the file's only writer; the cache, not the disk, is the truth it writes.
    const dir = newDir()
    const path = join(dir, 'profiles.json')
    const store = cachedStore(path, () => documentFile(path))
    store.set('a', 1)
    const other = cachedStore(path, () => documentFile(path))
    other.set('b', 2)
    store.set('c', 3)
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ a: 1, c: 3 })
  })

  it.skipIf(process.platform === 'win32')(
    'writes through a link at the path, and the link stays',
    () => {
      const dir = newDir()
      mkdirSync(join(dir, 'real'))
      const target = join(dir, 'real', 'profiles.json')
      const path = join(dir, 'profiles.json')
      const store = cachedStore(target, () => documentFile(target))
      store.set('a', 1)
      symlinkSync(target, path)
      const linked = cachedStore(path, () => documentFile(path))
      linked.set('b', 2)
      expect(lstatSync(path).isSymbolicLink()).toBe(true)
      expect(readlinkSync(path)).toBe(target)
      expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual({ a: 1, b: 2 })
    },
  )

  it('makes the folder again if it was removed while the app ran', () => {
    const dir = newDir()
    const folder = join(dir, 'data')
    const path = join(folder, 'profiles.json')
    mkdirSync(folder)
    const store = cachedStore(path, () => documentFile(path))
    rmSync(folder, { recursive: true })
    store.set('a', 1)
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ a: 1 })
    if (process.platform !== 'win32') expect(statSync(folder).mode & 0o777).toBe(0o700)
  })

  it('a disk that refuses the write changes nothing in memory, and says which file', () => {
    const dir = newDir()
    const path = join(dir, 'profiles.json')
    const store = cachedStore(path, () => documentFile(path))
    store.set('a', 1)
    // A folder where the file goes: the rename cannot replace it.
    rmSync(path)
    mkdirSync(path)
    expect(() => store.set('a', 2)).toThrow(/profiles\.json/)
    expect(store.get('a')).toBe(1)
  })
})
