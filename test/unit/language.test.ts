import { describe, expect, it } from 'vitest'
import { languageFor, localeFor } from '../../src/shared/i18n/language'

describe('the language the app speaks', () => {
  it('is the one chosen, whatever the system says', () => {
    expect(languageFor('de', ['en-US'])).toBe('de')
    expect(languageFor('en', ['de-DE'])).toBe('en')
  })

  it('follows the system’s first language it has', () => {
    expect(languageFor('system', ['de-AT', 'en-US'])).toBe('de')
    expect(languageFor('system', ['fr-FR', 'de-CH', 'en'])).toBe('de')
    expect(languageFor('system', ['fr-FR', 'it'])).toBe('en')
    expect(languageFor('system', [])).toBe('en')
    // As POSIX environments write it, and nonsense.
    expect(languageFor('system', ['de_DE.UTF-8'])).toBe('de')
    expect(languageFor('system', ['', 'C', '***', 'DE'])).toBe('de')
  })

  it('writes numbers and dates in the system’s own variant of that language', () => {
    expect(localeFor('de', ['de-AT', 'en-US'])).toBe('de-AT')
    expect(localeFor('en', ['de-AT', 'en-GB'])).toBe('en-GB')
    expect(localeFor('de', ['fr-FR'])).toBe('de')
    expect(localeFor('de', ['de_CH.UTF-8'])).toBe('de-CH')
  })

  it('answers the same when asked again, for good locales, bad ones and many of them', () => {
    for (let round = 0; round < 2; round++) {
      expect(localeFor('de', ['***', 'de_AT.UTF-8'])).toBe('de-AT')
      expect(languageFor('system', ['', 'C', '***', 'DE'])).toBe('de')
    }
    // More locales than are remembered: the memory starts again, the answers stay.
    const many = Array.from({ length: 100 }, (_, i) => `x${i}-ZZ`)
    expect(localeFor('de', [...many, 'de-CH'])).toBe('de-CH')
    expect(localeFor('de', ['de_AT.UTF-8'])).toBe('de-AT')
  })
})
