import { describe, expect, it } from 'vitest'
import { decodeFile } from '../../src/renderer/src/lib/importFile'

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
})
