import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentLocale, i18n } from '../../src/renderer/src/i18n'
import { clockTime, formatNumber, readyFirstScreenFormats } from '../../src/renderer/src/lib/format'

afterEach(async () => {
  vi.restoreAllMocks()
  await i18n.changeLanguage('en')
})

describe('the window’s Intl formats', () => {
  it('makes the first screen’s number format ahead, alone, and each format once per locale', async () => {
    // German: no other test in this file has made its formats yet.
    await i18n.changeLanguage('de')
    const numbers = vi.spyOn(Intl, 'NumberFormat')
    const dates = vi.spyOn(Intl, 'DateTimeFormat')
    readyFirstScreenFormats()
    expect(numbers).toHaveBeenCalledTimes(1)
    expect(numbers).toHaveBeenCalledWith(currentLocale())
    // The date formats' data is not loaded for a screen that shows no date.
    expect(dates).not.toHaveBeenCalled()

    expect(formatNumber(1234)).toBe(new Intl.NumberFormat(currentLocale()).format(1234))
    expect(numbers).toHaveBeenCalledTimes(2) // the line above's own
    expect(clockTime(0)).toBe(clockTime(0))
    expect(dates).toHaveBeenCalledTimes(1)

    await i18n.changeLanguage('en')
    expect(formatNumber(1234)).toBe(new Intl.NumberFormat(currentLocale()).format(1234))
    expect(numbers).toHaveBeenCalledTimes(4)
  })
})
