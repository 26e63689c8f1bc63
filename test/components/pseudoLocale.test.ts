import { describe, expect, it } from 'vitest'
import { pseudoCatalog, pseudoMessage } from '../../src/renderer/src/i18n/pseudo'

describe('the pseudo-locale', () => {
  it('accents, lengthens by a third and wraps every message', () => {
    expect(pseudoMessage('Renew all')).toBe('⟦Réñéw áll···⟧')
    expect(pseudoMessage('Board')).toBe('⟦Bóárd··⟧')
  })

  it('keeps placeholders, tags and nested messages as they are', () => {
    expect(pseudoMessage('{{count, number}} selected')).toBe('⟦{{count, number}} séléçtéd···⟧')
    expect(pseudoMessage('Press <kbd>Ctrl+K</kbd> to $t(common:close)')).toBe(
      '⟦Préss <kbd>Çtrl+K</kbd> tó $t(common:close)······⟧',
    )
  })

  it('turns a whole catalog, nested keys too', () => {
    expect(pseudoCatalog({ a: 'No', b: { c: 'Yes' } })).toEqual({
      a: '⟦Ñó·⟧',
      b: { c: '⟦Ýés·⟧' },
    })
  })
})
