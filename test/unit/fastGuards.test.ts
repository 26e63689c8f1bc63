import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isStoredProfile, isStoredToken } from '../../src/main/core/profiles/fastGuards'
import { readError, storedProfile, storedToken } from '../../src/main/core/profiles/profileDocument'

const valid = {
  id: 'p1',
  name: 'Acme',
  account: { id: 'A', name: 'Acme' },
  portal: 'customer',
  baseUrl: 'https://x.example',
  apiHostUrl: '',
  username: 'u',
  headerStyle: 'bearer',
  smsMethod: 'POST',
  autoRenew: false,
  tags: ['eu'],
  colour: 'teal',
  notes: '',
  favourite: true,
  lastUsedAt: null,
  createdAt: 1,
  updatedAt: 2,
}
const token = {
  kind: 'issued',
  issuedAt: 1,
  expiresAt: 2,
  rejectedAt: null,
  method: 'GET',
  envelope: 'unknown',
}

/** Mutates one field of a valid record to a random JSON value, or drops it. */
const mutated = (base: Record<string, unknown>) =>
  fc
    .tuple(fc.constantFrom(...Object.keys(base)), fc.option(fc.jsonValue(), { nil: undefined }))
    .map(([key, value]) => {
      const { [key]: _dropped, ...rest } = structuredClone(base)
      return value === undefined ? rest : { ...rest, [key]: value }
    })

describe('fast guards never accept what zod rejects', () => {
  it('accepts the valid records', () => {
    expect(isStoredProfile(valid)).toBe(true)
    expect(isStoredToken(token)).toBe(true)
  })

  it.each([
    ['profile', valid, isStoredProfile, storedProfile],
    ['token', token, isStoredToken, storedToken],
  ] as const)(
    '%s: guard ⇒ schema, over mutated and random values',
    (_name, base, guard, schema) => {
      fc.assert(
        fc.property(fc.oneof(mutated(base), fc.jsonValue()), (value) => {
          if (guard(value)) expect(schema.safeParse(value).success).toBe(true)
        }),
        { numRuns: 3000 },
      )
    },
  )
})

describe('an error row of the state journal', () => {
  // What the start read error rows with before: zod's loose object, which copied each field.
  const asZodRead = z.looseObject({ code: z.string(), message: z.string() })
  const error = {
    code: 'auth-rejected',
    message: 'Refused (401).',
    status: 401,
    checklist: ['Check the password'],
  }

  it('is taken as zod took it, every field kept, over mutated and random values', () => {
    expect(readError(error)).toEqual(error)
    fc.assert(
      fc.property(fc.oneof(mutated(error), fc.jsonValue()), (value) => {
        const zod = asZodRead.safeParse(value)
        expect(readError(value)).toEqual(zod.success ? zod.data : null)
      }),
      { numRuns: 3000 },
    )
  })

  it('is refused when it is no object, an array, or lacks a code or message in words', () => {
    for (const damaged of [
      null,
      'x',
      7,
      [],
      [{ code: 'a', message: 'b' }],
      { code: 'a' },
      { code: 1, message: 'b' },
    ]) {
      expect(readError(damaged)).toBeNull()
    }
  })
})
