import { describe, expect, it } from 'vitest'
import {
  accountsBeside,
  loginAccountsWarning,
  otherAccountsOfLogin,
  sameAccount,
} from '../../src/shared/model/loginAccounts'

const member = (id: string, name: string, account: string) => ({
  id,
  name,
  account: { id: account },
})

const login = [
  member('a', 'Acme EU', 'ACME-001'),
  member('b', 'Acme US', 'acme-001'),
  member('i', 'Initech', 'INITECH-003'),
  member('h2', 'Hooli staging', 'HOOLI-004'),
  member('h1', 'Hooli', 'HOOLI-004'),
]

describe('otherAccountsOfLogin', () => {
  it('is empty when the login serves one account (case aside)', () => {
    expect(otherAccountsOfLogin(login.slice(0, 2), 'Acme-001', null)).toEqual([])
  })

  it('groups the other accounts, with names in order, leaving out the profile itself', () => {
    expect(otherAccountsOfLogin(login, 'ACME-001', 'a')).toEqual([
      { accountId: 'HOOLI-004', profiles: 2, names: ['Hooli', 'Hooli staging'] },
      { accountId: 'INITECH-003', profiles: 1, names: ['Initech'] },
    ])
    expect(otherAccountsOfLogin(login, 'INITECH-003', 'i').map((o) => o.accountId)).toEqual([
      'ACME-001',
      'HOOLI-004',
    ])
  })

  it('keeps the first names in order whatever order the profiles come in', () => {
    const reversed = ['E', 'D', 'C', 'B', 'A'].map((name) => member(name, name, 'ACME-001'))
    expect(otherAccountsOfLogin(reversed, 'INITECH-003', null)).toEqual([
      { accountId: 'ACME-001', profiles: 5, names: ['A', 'B', 'C'] },
    ])
  })

  it('a profile edited into another account is counted as that one, not as its old self', () => {
    expect(otherAccountsOfLogin(login, 'UMBRELLA-005', 'i').map((o) => o.accountId)).toEqual([
      'ACME-001',
      'HOOLI-004',
    ])
  })
})

describe('accountsBeside: what a profile view says of its login', () => {
  it("is otherAccountsOfLogin for each member's own account", () => {
    for (const { id, account } of login) {
      expect(accountsBeside(login, account.id)).toEqual(otherAccountsOfLogin(login, account.id, id))
    }
    expect(accountsBeside(login.slice(0, 2), 'ACME-001')).toEqual([])
  })

  it('groups a list once, however many views read it', () => {
    const members = [...login]
    const first = accountsBeside(members, 'INITECH-003')
    // A list is never changed in place (membersOf makes a new one): a second read is the first grouping's.
    members.push(member('u', 'Umbrella', 'UMBRELLA-005'))
    expect(accountsBeside(members, 'INITECH-003')).toEqual(first)
    expect(accountsBeside([...members], 'INITECH-003').map((o) => o.accountId)).toContain(
      'UMBRELLA-005',
    )
  })
})

describe('loginAccountsWarning', () => {
  it('says nothing when no other account shares the login', () => {
    expect(loginAccountsWarning([], 'ACME-001')).toBeNull()
  })

  it('names the other account and its profiles, and why it is a mistake', () => {
    const text = loginAccountsWarning(
      otherAccountsOfLogin(login.slice(0, 2), 'INITECH-003', null),
      'INITECH-003',
    )
    expect(text).toBe(
      'This address and username already serve ACME-001 (“Acme EU”, “Acme US”). A token is for the one account its API user was created under, so one login cannot work for both ACME-001 and INITECH-003: each account needs its own API user.',
    )
  })

  it('cuts long lists', () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      member(`m${i}`, `P${i}`, i < 5 ? 'ACME-001' : `X-${i}`),
    )
    const text = loginAccountsWarning(otherAccountsOfLogin(many, 'NEW-1', null), 'NEW-1') ?? ''
    expect(text).toContain('ACME-001 (“P0”, “P1”, “P2” and 2 more)')
    expect(text).toContain('NEW-1 as well')
  })

  it('sameAccount ignores case only', () => {
    expect(sameAccount('acme-001', 'ACME-001')).toBe(true)
    expect(sameAccount('ACME-001', 'ACME-0001')).toBe(false)
  })
})
