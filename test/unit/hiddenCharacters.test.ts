import { describe, expect, it } from 'vitest'
import { firstHiddenCharacter } from '../../src/shared/text/hiddenCharacters'

describe('a character no one can see in an identifier', () => {
  it.each([
    ['acme\u200b-api', { kind: 'invisible', code: 'U+200B', before: 'acme' }],
    ['\ufeffACME-001', { kind: 'invisible', code: 'U+FEFF', before: '' }],
    ['acme\u00adapi', { kind: 'invisible', code: 'U+00AD', before: 'acme' }],
    ['acme\u2060api', { kind: 'invisible', code: 'U+2060', before: 'acme' }],
    ['ACME\u200e-001', { kind: 'invisible', code: 'U+200E', before: 'ACME' }],
    ['support\u00a0team', { kind: 'space', code: 'U+00A0', before: 'support' }],
    ['a\u202fb', { kind: 'space', code: 'U+202F', before: 'a' }],
    ['a\u3000b', { kind: 'space', code: 'U+3000', before: 'a' }],
  ])('is found in %j, with what comes before it', (text, found) => {
    expect(firstHiddenCharacter(text)).toEqual(found)
  })

  it('names at most the 20 characters before it, whole (an emoji is one)', () => {
    const text = `${'x'.repeat(30)}😀\u200b`
    expect(firstHiddenCharacter(text)?.before).toBe(`${'x'.repeat(19)}😀`)
  })

  it.each(['acme-api', 'support team', 'müller@example.de', 'ユーザー', 'ACME-001', ''])(
    'leaves %j alone: plain spaces and every visible script are text',
    (text) => {
      expect(firstHiddenCharacter(text)).toBeNull()
    },
  )
})
