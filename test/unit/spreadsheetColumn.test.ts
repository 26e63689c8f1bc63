import { describe, expect, it } from 'vitest'
import { spreadsheetColumn } from '../../src/shared/text/spreadsheetColumn'

describe('spreadsheetColumn', () => {
  it.each([
    [1, 'A'],
    [8, 'H'],
    [26, 'Z'],
    [27, 'AA'],
    [52, 'AZ'],
    [53, 'BA'],
    [702, 'ZZ'],
    [703, 'AAA'],
    [16384, 'XFD'], // Excel's last column
  ])('column %i is %s', (position, letters) => {
    expect(spreadsheetColumn(position)).toBe(letters)
  })
})
