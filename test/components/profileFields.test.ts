import { describe, expect, it } from 'vitest'
import {
  listedFields,
  profileFields,
  textOf,
  type FieldContext,
  type FieldSpec,
} from '../../src/renderer/src/lib/profileFields'
import { emptyValues, fieldOrder, valuesOf } from '../../src/renderer/src/lib/profileForm'
import { profileViewFixture } from '../fixtures/profile'

const context = (overrides: Partial<FieldContext> = {}): FieldContext => ({
  values: emptyValues,
  profile: null,
  password: '',
  notes: { passwordCleared: null, sharedLogin: null, loginAccounts: null },
  ...overrides,
})

const spec = (field: string): FieldSpec => {
  const found = [...profileFields.login, ...profileFields.organise].find((s) => s.field === field)
  if (found === undefined) throw new Error(`no field ${field}`)
  return found
}

const warningOf = (field: string, c: FieldContext) => {
  const { warning } = spec(field)
  return warning === undefined ? null : textOf(warning, c)
}
const hintOf = (field: string, c: FieldContext) => {
  const { hint } = spec(field)
  return hint === undefined ? undefined : textOf(hint, c)
}

describe('the profile form as a field list (src/renderer/src/lib/profileFields.ts)', () => {
  it('lists every field of the form once, in the order focus takes after a failed submit', () => {
    expect(listedFields).toEqual([...fieldOrder])
  })

  it('shows the SMS method only for the SMS API host', () => {
    const sms = spec('smsMethod')
    expect(sms.shownWhen?.(emptyValues)).toBe(false)
    expect(sms.shownWhen?.({ ...emptyValues, portal: 'api-host' })).toBe(true)
  })

  it('sets a chosen option typed, and ignores a value that is not one of them', () => {
    const portal = spec('portal')
    if (portal.control !== 'select') throw new Error('portal is a select')
    const set: string[] = []
    portal.choose('api-host', (key, value) => set.push(`${key}=${String(value)}`))
    portal.choose('nonsense', (key, value) => set.push(`${key}=${String(value)}`))
    expect(set).toEqual(['portal=api-host'])
  })

  it('moves the username hint aside for the e-mail warning', () => {
    const typed = context({ values: { ...emptyValues, username: 'jo@example.com' } })
    expect(warningOf('username', typed)).toEqual([expect.stringMatching(/e-mail/), ''])
    expect(hintOf('username', typed)).toBeUndefined()
    expect(hintOf('username', context())).toMatch(/not the e-mail address/)
  })

  it('says under the password what happens to it, per kept password and host move', () => {
    expect(hintOf('password', context())).toMatch(/^Optional\. Without it/)
    const stored = profileViewFixture()
    expect(hintOf('password', context({ profile: stored }))).toMatch(
      /^Leave empty to keep the stored/,
    )
    const moved = context({
      profile: stored,
      values: { ...valuesOf(stored), baseUrl: 'https://elsewhere.example.test' },
      notes: { passwordCleared: null, sharedLogin: 'Shared with “B”.', loginAccounts: null },
    })
    expect(warningOf('password', moved)).toEqual([
      '',
      expect.stringMatching(/^Saving points the base URL to https:\/\/elsewhere\.example\.test\./),
      'Shared with “B”.',
    ])
  })

  it('warns that auto-renew cannot run without a password', () => {
    const on = { ...emptyValues, autoRenew: true }
    expect(warningOf('autoRenew', context({ values: on }))).toMatch(/auto-renew cannot run/)
    expect(warningOf('autoRenew', context({ values: on, password: 'secret' }))).toBeNull()
    const kept = context({ values: on, profile: profileViewFixture({ password: 'stored' }) })
    expect(warningOf('autoRenew', kept)).toBeNull()
  })
})
