import type { Stats } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { describeJson, jsonKind } from '../../src/main/core/storage/cachedStore'
import { entryKind, NotAFileError } from '../../src/main/core/storage/regularFile'
import {
  DamagedStoreError,
  describeErrno,
  describeWriteError,
  refusedWriteError,
} from '../../src/main/core/storage/storeErrors'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { english } from '../../src/shared/i18n/sayMessage'

/** The words the app said before its messages were data: each must read the same in English. */
const errnoWords: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'a folder is where the file should be',
  ENOTDIR: 'part of the path is a file, not a folder',
  EIO: 'input/output error; the disk may be failing',
  ELOOP: 'too many symbolic links',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  ENOSPC: 'no space left on the disk',
  EROFS: 'the disk is read-only',
  EBUSY: 'the file is in use',
}

/** Stats that are one kind of entry only. */
const statsOf = (kind: string): Stats =>
  ({
    isFIFO: () => kind === 'fifo',
    isSocket: () => kind === 'socket',
    isCharacterDevice: () => kind === 'char',
    isBlockDevice: () => kind === 'block',
    isDirectory: () => kind === 'dir',
    isSymbolicLink: () => kind === 'link',
  }) as unknown as Stats

describe("main's storage messages as data (the app area)", () => {
  it('words every errno as before in English, and in German for the window', () => {
    for (const [code, words] of Object.entries(errnoWords))
      expect(describeErrno({ code, syscall: 'open' })).toBe(`${code}: ${words}`)
    expect(describeErrno({ code: 'EXDEV', syscall: 'open' })).toBe('EXDEV: the system refused')

    const refused = refusedWriteError(Object.assign(new Error('full'), { code: 'ENOSPC' }))
    expect(refused).toMatchObject({
      code: 'storage',
      message:
        "Could not save to disk (ENOSPC: no space left on the disk). The change is in effect and kept in memory; it is saved as soon as the disk allows it, but would be lost if Token Desk quit before that. Free some space or check the data folder's permissions.",
    })
    expect(sayIn('de', refused!.said!)).toBe(
      'Speichern auf der Festplatte nicht möglich (ENOSPC: kein Speicherplatz mehr auf der Festplatte). Die Änderung gilt und bleibt im Arbeitsspeicher; sie wird gespeichert, sobald die Festplatte es zulässt, ginge aber verloren, wenn Token Desk vorher beendet würde. Geben Sie Speicherplatz frei, oder prüfen Sie die Berechtigungen des Datenordners.',
    )
    // An errno the app has no words for is left to the dispatcher's "unexpected".
    expect(refusedWriteError(Object.assign(new Error('x'), { code: 'EXDEV' }))).toBeNull()
  })

  it('says a refused background write with or without an errno', () => {
    expect(describeWriteError(new Error('odd'), '/data/state.journal').message).toBe(
      "Could not save to /data/state.journal (the system refused). Nothing stored before is lost; your latest changes are kept in memory and saved as soon as the disk allows it. Free some space or check the folder's permissions.",
    )
    const readOnly = describeWriteError(Object.assign(new Error('ro'), { code: 'EROFS' }), '/d/f')
    expect(readOnly.message).toMatch(/^Could not save to \/d\/f \(EROFS: the disk is read-only\)\./)
    expect(sayIn('de', readOnly.said!)).toMatch(
      /^Speichern in \/d\/f nicht möglich \(EROFS: die Festplatte ist schreibgeschützt\)\./,
    )
  })

  it('names what a JSON value is, as before', () => {
    const values: [unknown, string][] = [
      [null, 'null'],
      [[1], 'a list'],
      ['x', 'text'],
      [3, 'a number'],
      [false, 'true or false'],
      [{}, 'an object'],
    ]
    for (const [value, words] of values) expect(describeJson(value)).toBe(words)
    expect(sayIn('de', jsonKind([]))).toBe('eine Liste')
  })

  it('names what is where a file should be, as before', () => {
    const kinds: [string, string][] = [
      ['fifo', 'a FIFO (named pipe)'],
      ['socket', 'a socket'],
      ['char', 'a character device'],
      ['block', 'a block device'],
      ['dir', 'a folder'],
      ['link', 'a symbolic link'],
      ['other', 'not a file'],
    ]
    for (const [kind, words] of kinds) {
      expect(english(entryKind(statsOf(kind)))).toBe(words)
      const error = new NotAFileError('/d/x', entryKind(statsOf(kind)))
      expect(error.found).toBe(words)
      expect(error.message).toBe(
        `Token Desk cannot open /d/x: it is ${words}, not a regular file. Nothing was changed. Move it out of the folder, then try again.`,
      )
      expect(english(error.said)).toBe(error.message)
    }
  })

  it('keeps a damaged store’s reason in English, and as data when it was given as one', () => {
    const plain = new DamagedStoreError('its format version is 9, which no version writes')
    expect(plain.said).toBeUndefined()
    expect(plain.message).toBe(
      'The store file cannot be used: its format version is 9, which no version writes',
    )
  })
})
