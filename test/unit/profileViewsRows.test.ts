import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LoginPasswords } from '../../src/main/core/profiles/loginPasswords'
import type { ProfileRepository } from '../../src/main/core/profiles/profileRepository'
import { ProfileViews } from '../../src/main/core/profiles/profileViews'
import type { AppError } from '../../src/shared/ipc/errors'
import { profileRow, type Profile } from '../../src/shared/model/profile'
import type { IssuedToken } from '../../src/shared/model/token'
import { profileFixture } from '../fixtures/profile'

type StoredToken = { kind: 'none' } | IssuedToken

/**
 * The part of the repository the rows read, in memory: the profiles in
 * order, their tokens, errors and last use, the changes since the last
 * takeChanges, as the repository reports them, and which are on a login of
 * several accounts (every seventh here).
 */
class RowsRepository {
  readonly profiles: Profile[]
  readonly tokens = new Map<string, StoredToken>()
  readonly errors = new Map<string, AppError>()
  readonly used = new Map<string, number>()
  changes: Set<string> | 'all' = 'all'
  readonly mixed: ReadonlySet<string>

  constructor(count: number) {
    this.profiles = Array.from({ length: count }, (_, i) =>
      profileFixture({ id: `p${i}`, name: `Profile ${i}` }),
    )
    this.mixed = new Set(this.profiles.filter((_, i) => i % 7 === 3).map((p) => p.id))
  }

  mixedLogins(): ReadonlySet<string> {
    return this.mixed
  }

  takeChanges(): ReadonlySet<string> | 'all' {
    const changes = this.changes
    this.changes = new Set()
    return changes
  }

  forEach(visit: (profile: Profile, lastUsedAt: number | null) => void): void {
    for (const p of this.profiles) visit(p, this.used.get(p.id) ?? p.lastUsedAt)
  }

  get(id: string): Profile | undefined {
    const p = this.profiles.find((profile) => profile.id === id)
    const used = this.used.get(id)
    return p && (used === undefined ? p : { ...p, lastUsedAt: used })
  }

  token(id: string): StoredToken {
    return this.tokens.get(id) ?? { kind: 'none' }
  }

  lastError(id: string): AppError | null {
    return this.errors.get(id) ?? null
  }

  changed(id: string): void {
    if (this.changes !== 'all') this.changes.add(id)
  }
}

const viewsOver = (repo: RowsRepository, renewing: Set<string> = new Set()) =>
  new ProfileViews(repo as unknown as ProfileRepository, {} as LoginPasswords, () => 0, {
    has: (id) => renewing.has(id),
    keys: () => renewing.keys(),
  })

/** The rows made from nothing, as the first list makes them. */
const fresh = (repo: RowsRepository, renewing: Set<string>) =>
  repo.profiles.map((p) => {
    const token = repo.token(p.id)
    const row = profileRow(repo.get(p.id) as Profile, {
      token: renewing.has(p.id) ? { kind: 'renewing', previous: token } : token,
      lastError: repo.lastError(p.id),
      lastUsedAt: repo.used.get(p.id) ?? p.lastUsedAt,
    })
    return repo.mixed.has(p.id) ? { ...row, mixedLogin: true as const } : row
  })

afterEach(() => vi.restoreAllMocks())

describe('the list’s rows after some profiles changed', () => {
  it('are the rows made from nothing, whatever changed in between', () => {
    const change = fc.oneof(
      fc.record({ kind: fc.constant('token' as const), at: fc.nat(19), expiresAt: fc.nat() }),
      fc.record({ kind: fc.constant('error' as const), at: fc.nat(19) }),
      fc.record({ kind: fc.constant('used' as const), at: fc.nat(19), when: fc.nat() }),
      fc.record({ kind: fc.constant('renewing' as const), at: fc.nat(19) }),
      fc.record({ kind: fc.constant('list' as const) }),
    )
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (changes) => {
        const repo = new RowsRepository(20)
        const renewing = new Set<string>()
        const views = viewsOver(repo, renewing)
        views.rows()
        for (const c of changes) {
          if (c.kind === 'list') {
            expect(views.rows()).toEqual(fresh(repo, renewing))
            continue
          }
          const id = `p${c.at}`
          if (c.kind === 'token') {
            repo.tokens.set(id, {
              kind: 'issued',
              issuedAt: 0,
              expiresAt: c.expiresAt,
              rejectedAt: null,
              method: 'POST',
              envelope: 'A',
            })
            repo.changed(id)
          } else if (c.kind === 'error') {
            if (repo.errors.delete(id)) repo.changed(id)
            else {
              repo.errors.set(id, { code: 'not-found', message: 'gone' })
              repo.changed(id)
            }
          } else if (c.kind === 'used') {
            repo.used.set(id, c.when)
            repo.changed(id)
          } else if (!renewing.delete(id)) renewing.add(id)
        }
        expect(views.rows()).toEqual(fresh(repo, renewing))
      }),
    )
  })

  it('remakes the changed row without indexing every other one', () => {
    const repo = new RowsRepository(1_000)
    const views = viewsOver(repo)
    const first = views.rows()
    repo.used.set('p500', 42)
    repo.changed('p500')
    // An index of where each row is, made at the first change, cost that rebuild ten times the
    // rest (the tray's first rebuild after a copy): a pass over the rows finds the changed ones.
    const entries = vi.spyOn(Map.prototype, 'set')
    const after = views.rows()
    expect(entries.mock.calls.length).toBeLessThan(10)
    expect(after[500]?.lastUsedAt).toBe(42)
    expect(after.filter((row, i) => row !== first[i])).toHaveLength(1)
  })
})
