import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { loginKey } from '../../src/main/core/secrets/secretKeys'

const digestKey = (login: string) =>
  `login:${createHash('sha256').update(login).digest('hex').slice(0, 32)}`

describe("a login's key in the store", () => {
  it('is the digest of the login, the same each time it is asked, past the memory of keys made', () => {
    const first = '["https://portal.example.com","api-user"]'
    expect(loginKey(first)).toBe(digestKey(first))
    // More logins than are remembered: the memory starts again, the keys stay what they were.
    for (let i = 0; i < 10_050; i++) {
      const login = `["https://host-${i}.example","user"]`
      expect(loginKey(login)).toBe(digestKey(login))
    }
    expect(loginKey(first)).toBe(digestKey(first))
    expect(loginKey('["https://portal.example.com","api-user2"]')).not.toBe(loginKey(first))
  })
})
