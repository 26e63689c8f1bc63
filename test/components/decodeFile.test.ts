import { describe, expect, it } from 'vitest'
import { decodeFile, notTextProblem } from '../../src/renderer/src/lib/importFile'

const csv = 'Name,Account ID\nDemo · “prod” café,ACME-001\n'

describe('reading an import file', () => {
  it('UTF-8, with or without a BOM', () => {
    const bytes = new TextEncoder().encode(csv)
    expect(decodeFile(bytes)).toEqual({ text: csv, encoding: 'utf-8' })
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes])
    expect(decodeFile(withBom).text.replace(/^\uFEFF/, '')).toBe(csv)
  })

  it('UTF-16 by its BOM (Excel\u2019s "Unicode text")', () => {
    const le = new Uint8Array([
      0xff,
      0xfe,
      ...[...csv].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]),
    ])
    expect(decodeFile(le)).toEqual({ text: csv, encoding: 'utf-16le' })
  })

  it('Windows-1252 (Excel\u2019s "CSV") when the bytes are not UTF-8: no "�" in the names', () => {
    // "·" B7, "“" 93, "”" 94, "é" E9 in Windows-1252.
    const table: Record<string, number> = { '·': 0xb7, '“': 0x93, '”': 0x94, é: 0xe9 }
    const bytes = new Uint8Array([...csv].map((c) => table[c] ?? c.charCodeAt(0)))
    expect(decodeFile(bytes)).toEqual({ text: csv, encoding: 'windows-1252' })
  })

  it('says a workbook, a PDF or an image is not a CSV, before reading it as one', () => {
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])
    expect(notTextProblem('profiles.xlsx', xlsx)).toBe(
      '“profiles.xlsx” is a spreadsheet workbook, not a CSV file. Open it in your spreadsheet program, save it as “CSV UTF-8”, and import that file.',
    )
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])
    expect(notTextProblem('old.xls', xls)).toContain('is a spreadsheet workbook')
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
    expect(notTextProblem('shot.csv', png)).toBe(
      '“shot.csv” is not a text file. Import a CSV file, or a JSON file exported by Token Desk.',
    )
    // Text, UTF-16 (whose ASCII has NUL bytes) included, is text.
    expect(notTextProblem('a.csv', new TextEncoder().encode(csv))).toBeNull()
    const le = new Uint8Array([0xff, 0xfe, 0x4e, 0x00, 0x61, 0x00])
    expect(notTextProblem('unicode.txt', le)).toBeNull()
  })
})
