import { describe, expect, it } from 'vitest'
import { createProfileInput, updateProfileInput } from '../../src/shared/model/profile'
import { showDirectionControls } from '../../src/shared/text/controlCharacters'

const valid = {
  name: 'Acme',
  accountId: 'ACME-001',
  portal: 'customer',
  baseUrl: 'https://portal.example.test',
  username: 'acme-api',
}

const issues = (input: unknown): string[] => {
  const parsed = createProfileInput.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('names and identifiers at the contract', () => {
  // The audit's attack: an account id whose line break became a line of its own in .env output.
  const attacks = [
    'ACME-001\nLD_PRELOAD=/tmp/evil.so',
    'ACME\r001',
    'ACME\u001b]52;c;ZXZpbA==\u0007',
    'ACME\u009b2J',
    'ACME\u2028001',
    'ACME\u0000',
    'ACME\t001',
    // Trojan Source: shown as "ACME PROD-01", read as "ACME \u202e10-DORP".
    'ACME \u202e10-DORP',
    'ACME \u2067evil\u2069',
    'ACME \u202aembedded\u202c',
  ]

  it.each(['name', 'accountId', 'accountName', 'username'])(
    '%s refuses control characters',
    (field) => {
      for (const value of attacks) {
        expect(issues({ ...valid, [field]: value })).toEqual([
          expect.stringMatching(new RegExp(`^${field}: .* cannot hold control characters`)),
        ])
      }
    },
  )

  it('a tag refuses them too, and an edit is checked the same way', () => {
    expect(issues({ ...valid, tags: ['ok', 'x\ny'] })).toEqual([
      expect.stringMatching(/^tags\.1: A tag cannot hold control characters/),
    ])
    const edit = updateProfileInput.safeParse({
      profileId: 'p1',
      fields: { accountId: attacks[0] },
    })
    expect(edit.success).toBe(false)
  })

  it('notes keep line breaks and tabs, and nothing else', () => {
    expect(issues({ ...valid, notes: 'line one\nline two\ttabbed\r\n' })).toEqual([])
    expect(issues({ ...valid, notes: 'bell\u0007' })).toEqual([
      expect.stringMatching(/^notes: Notes cannot hold control characters/),
    ])
  })

  it('ordinary text, accents and emoji pass', () => {
    expect(issues({ ...valid, name: 'Müller & Söhne · prod 😀', accountName: 'Zürich' })).toEqual(
      [],
    )
  })

  it('right-to-left names pass, direction marks too; notes refuse an override', () => {
    expect(issues({ ...valid, name: 'שלום · prod \u200f(EU)', accountName: 'شركة' })).toEqual([])
    expect(issues({ ...valid, notes: 'see \u202eticket' })).toEqual([
      expect.stringMatching(/^notes: Notes cannot hold control characters/),
    ])
  })
})

describe('showDirectionControls (text stored before they were refused)', () => {
  it('writes every embedding, override and isolate as its escape, and nothing else', () => {
    const all = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069'
    expect(showDirectionControls(`a${all}b`)).toBe(
      'a\\u202a\\u202b\\u202c\\u202d\\u202e\\u2066\\u2067\\u2068\\u2069b',
    )
    const kept = 'שלום \u200f(EU) \u200e Müller\n\t😀 \\u202e'
    expect(showDirectionControls(kept)).toBe(kept)
  })
})
