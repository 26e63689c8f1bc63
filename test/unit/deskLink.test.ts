import { describe, expect, it } from 'vitest'
import { sayIn } from '../../src/shared/i18n/sayIn'
import { english } from '../../src/shared/i18n/sayMessage'
import { deskLinkOf, readDeskLink, type DeskLink } from '../../src/shared/model/deskLink'

const ID = '6f1c1a52-0a55-4d4e-8f7e-2f3a1b2c3d4e'

describe('tokendesk:// links', () => {
  it.each<[string, DeskLink]>([
    [`tokendesk://profile/${ID}`, { kind: 'profile', profileId: ID, accountId: null }],
    // Windows hands the link over with a slash added; the host is read without case.
    [`tokendesk://PROFILE/${ID}/`, { kind: 'profile', profileId: ID, accountId: null }],
    [
      `tokendesk://profile/${ID}?account=ACME-001`,
      { kind: 'profile', profileId: ID, accountId: 'ACME-001' },
    ],
    ['tokendesk://account/ACME-001', { kind: 'account', accountId: 'ACME-001' }],
    ['tokendesk://account/Globex%20EU%207', { kind: 'account', accountId: 'Globex EU 7' }],
    ['tokendesk://search?q=acme+is%3Aexpired', { kind: 'search', query: 'acme is:expired' }],
    [`tokendesk://copy-header?profile=${ID}`, { kind: 'copy-header', profileId: ID }],
  ])('reads %s', (text, link) => {
    expect(readDeskLink(text)).toEqual({ ok: true, link })
  })

  it.each<DeskLink>([
    { kind: 'profile', profileId: ID, accountId: null },
    { kind: 'profile', profileId: ID, accountId: 'Globex EU 7' },
    { kind: 'account', accountId: 'Globex EU/7 & “Co” ü' },
    { kind: 'search', query: 'account:"Globex EU 7" #gold 50%' },
    { kind: 'copy-header', profileId: ID },
  ])('writes a link that reads back the same: %o', (link) => {
    expect(readDeskLink(deskLinkOf(link))).toEqual({ ok: true, link })
  })

  it.each([
    [42, 'It is not text'],
    ['https://example.com/profile/x', 'It is not a tokendesk:// link'],
    ['tokendesk:profile/x', '“” is not something a link opens'],
    ['tokendesk://delete-all', '“delete-all” is not something a link opens'],
    [`tokendesk://profile/${ID}/extra`, 'It names no profile, or more than one'],
    ['tokendesk://profile/', 'It names no profile, or more than one'],
    ['tokendesk://profile/not%20an%20id', 'The profile ID is not a valid id'],
    ['tokendesk://profile/__proto__', 'The profile ID is not a valid id'],
    ['tokendesk://search?q=a%07b', 'The search holds control characters'],
    [`tokendesk://profile/${ID}?then=copy`, 'It takes “account” and nothing else'],
    [`tokendesk://profile/${ID}?account=`, 'The account ID is empty'],
    ['tokendesk://profile/a%20b?account=A', 'The profile ID is not a valid id'],
    ['tokendesk://account/A?x=1', 'An account link takes no parameters'],
    [`tokendesk://profile/${ID}#x`, 'It has parts no link of this app has'],
    [`tokendesk://user:pw@profile/${ID}`, 'It has parts no link of this app has'],
    ['tokendesk://account/%E0%A4%A', 'It names no account, or more than one'],
    ['tokendesk://account/%0aACME', 'The account ID holds control characters'],
    [`tokendesk://account/${'A'.repeat(121)}`, 'The account ID is longer than any profile’s'],
    ['tokendesk://search?q=', 'The search is empty'],
    ['tokendesk://search?q=a&q=b', 'It takes “q” and nothing else'],
    ['tokendesk://search?q=a&profile=b', 'It takes “q” and nothing else'],
    [`tokendesk://search?q=${'a'.repeat(201)}`, 'The search is longer than the list takes'],
    ['tokendesk://search/x?q=a', 'A search link has no path'],
    ['tokendesk://copy-header?profile=a%2Fb', 'The profile ID is not a valid id'],
    [`tokendesk://copy-header/${ID}`, 'A copy-header link has no path'],
    [`tokendesk://profile/${ID} `, 'It holds spaces or control characters'],
    [`tokendesk://search?q=${'a'.repeat(1100)}`, 'It is longer than any link of this app'],
  ])('refuses %s: %s', (text, reason) => {
    const read = readDeskLink(text)
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.reason.startsWith(reason)).toBe(true)
  })

  it('gives the reason as data too, for the window to say in its language', () => {
    const read = readDeskLink('tokendesk://search?q=a&q=b')
    expect(read).toEqual({
      ok: false,
      reason: 'It takes “q” and nothing else',
      said: { key: 'inputs.link.takesOnly', values: { name: 'q' } },
    })
    if (read.ok) return
    expect(sayIn('de', read.said)).toBe('Er nimmt „q“ und sonst nichts')
    const unknown = readDeskLink('tokendesk://open/x')
    expect(unknown.ok).toBe(false)
    if (unknown.ok) return
    expect(english(unknown.said)).toBe(unknown.reason)
    expect(sayIn('de', unknown.said)).toBe(
      '„open“ ist nichts, was ein Link öffnet (profile, account, search oder copy-header)',
    )
  })

  it('keeps a part check’s Said, in the English the check said', () => {
    const read = readDeskLink('tokendesk://account/%0aACME')
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.reason).toBe('The account ID holds control characters')
    expect(read.said).toEqual({ key: 'inputs.link.accountIdControl' })
    expect(sayIn('de', read.said)).toBe('Die Konto-ID enthält Steuerzeichen')
    const id = readDeskLink('tokendesk://profile/not%20an%20id')
    expect(id.ok).toBe(false)
    if (id.ok) return
    expect(id.reason).toBe('The profile ID is not a valid id')
    expect(id.said?.values?.label).toEqual({ key: 'inputs.label.linkProfileId' })
    expect(english(id.said)).toBe(id.reason)
  })
})
