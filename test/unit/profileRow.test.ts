import { describe, expect, it } from 'vitest'
import type { AppError } from '../../src/shared/ipc/errors'
import { profileRow } from '../../src/shared/model/profile'
import { profileFixture, profileViewFixture } from '../fixtures/profile'

const issued = {
  kind: 'issued' as const,
  issuedAt: 0,
  expiresAt: 86_400_000,
  rejectedAt: null,
  method: 'POST' as const,
  envelope: 'A' as const,
}

describe('profileRow: what the sidebar lists of a profile', () => {
  it('takes the token, last use and failure from the view, or from the state given beside a stored profile', () => {
    const view = profileViewFixture({ token: issued, lastUsedAt: 5 })
    expect(profileRow(view)).toMatchObject({ token: issued, lastUsedAt: 5, failing: false })
    const lastError: AppError = { code: 'no-password', message: 'Enter the password first.' }
    const state = { token: issued, lastUsedAt: 7, lastError }
    expect(profileRow(profileFixture(), state)).toMatchObject({
      token: issued,
      lastUsedAt: 7,
      failing: true,
    })
  })

  it('as a map callback (the index comes second) still reads the view, not the index', () => {
    const views = [profileViewFixture({ token: issued }), profileViewFixture({ id: 'p2' })]
    expect(views.map(profileRow)).toEqual(views.map((v) => profileRow(v)))
    expect(views.map(profileRow)[0]).toMatchObject({ token: issued, failing: false })
  })
})
