import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvRecord, neutralize, unneutralize } from '../../src/shared/text/csv'

const separators = [',', ';', '\t'] as const

/**
 * The cells a spreadsheet could see in one exported line, at its most
 * careless: split on a separator the file was not written with, quotes
 * honoured only at a cell's start (or not at all).
 */
const carelessCells = (line: string, separator: string): string[] =>
  line
    .replace(/\r\n$/, '')
    .split(separator)
    .map((cell) => cell.replace(/^"/, ''))

const formulaStart = /^[=+\-@\t\r]/

describe('an exported CSV cell', () => {
  // The audit's attack: a name that gives a formula cell where ";" separates cells.
  const hostile = [
    "x;=cmd|' /C calc'!A0;",
    'x\t=HYPERLINK("http://example.invalid")',
    'a,@SUM(1+1)',
    'tag; +1; -2',
    'x;"=1+1',
    "x; ' =1+1",
    '=1+2";=1+2',
  ]

  it.each(separators)('never starts a formula when a spreadsheet splits on %j', (separator) => {
    for (const value of hostile) {
      const line = csvRecord(['Acme', value, 'ACME-001'])
      const cells = carelessCells(line, separator)
      expect(
        cells.filter((c) => formulaStart.test(c.trimStart())),
        line,
      ).toEqual([])
    }
  })

  it('holds every separator inside quotes', () => {
    expect(csvRecord(['a;b'])).toBe('"a;b"\r\n')
    expect(csvRecord(['a\tb'])).toBe('"a\tb"\r\n')
    expect(csvRecord(['a,b'])).toBe('"a,b"\r\n')
  })

  it('reads back exactly as written, on every separator the importer reads', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('=', '+', '-', '@', ' ', "'", '"', ';', ',', '\t', 'a'),
          maxLength: 12,
        }),
        fc.constantFrom(...separators),
        (value, separator) => {
          const line = [neutralize('Acme'), neutralize(value)]
            .map((v) => `"${v.replace(/"/g, '""')}"`)
            .join(separator)
          const [row] = parse(line, { delimiter: separator }) as string[][]
          expect(unneutralize(row?.[1] ?? '')).toBe(value)
        },
      ),
    )
  })

  it('leaves a value with no formula start as it is', () => {
    expect(neutralize('@ops; quoted; eu')).toBe("'@ops; quoted; eu")
    expect(neutralize("tags; 'quoted")).toBe("tags; 'quoted")
    expect(neutralize('Acme; production')).toBe('Acme; production')
  })
})
