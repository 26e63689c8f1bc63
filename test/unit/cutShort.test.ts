import { describe, expect, it } from 'vitest'
import { cutShort } from '../../src/shared/text/cutShort'

describe('cutShort', () => {
  it('keeps text that fits, and cuts longer text to the limit, "…" included', () => {
    expect(cutShort('abc', 3)).toBe('abc')
    expect(cutShort('abcd', 3)).toBe('ab…')
    expect(cutShort('x'.repeat(100), 60)).toHaveLength(60)
  })

  it('puts "…" right after the last word kept, never after a space', () => {
    expect(cutShort('Acme prod and more', 11)).toBe('Acme prod…')
    expect(cutShort('Acme prod \t and more', 13)).toBe('Acme prod…')
    expect(cutShort('Acme production', 11)).toBe('Acme produ…')
  })
})
