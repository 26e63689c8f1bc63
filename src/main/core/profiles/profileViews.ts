import { AppFailure } from '../../../shared/ipc/errors'
import { saying } from '../../../shared/i18n/sayMessage'
import { loginOf, sharedWith } from '../../../shared/model/login'
import { accountsBeside } from '../../../shared/model/loginAccounts'
import {
  profileRow,
  type Profile,
  type ProfileRow,
  type ProfileView,
  type RowState,
} from '../../../shared/model/profile'
import type { TokenSnapshot } from '../../../shared/model/token'
import type { ProfileOriginView } from '../../../shared/model/catalog'
import type { Clock } from '../clock'
import type { LoginPasswords } from './loginPasswords'
import type { ProfileRepository } from './profileRepository'

/** The renewals in flight, by profile id (the token service's SingleFlight). */
export interface Renewals {
  has(id: string): boolean
  keys(): Iterable<string>
}

/**
 * Profiles as callers see them, read from the repository: the list's rows, a
 * profile's view with its token state and password, "no longer exists". The
 * token, request and command-line services read profiles here, so a copy or
 * a send never enters the profile service that edits them.
 */
export class ProfileViews {
  constructor(
    private readonly repo: ProfileRepository,
    /** Per login: profiles with the same base URL and username share one. */
    private readonly passwords: LoginPasswords,
    private readonly clock: Clock,
    private readonly renewals: Renewals = { has: () => false, keys: () => [] },
    /** The team catalog a profile comes from (the catalog layer keeps it); null: personal. */
    private readonly originOf: (id: string) => ProfileOriginView | null = () => null,
  ) {}

  /** Origins changed (a sync, a retirement, a detach): the rows are built again when next asked. */
  originsChanged(): void {
    this.built = null
  }

  /** The rows as last built and whose showed a renewal. */
  private built: { rows: readonly ProfileRow[]; renewing: Set<string> } | null = null

  /**
   * The sidebar's rows: no password lookup, no error, only what the list
   * shows. Asked on every tray rebuild (every 30 s) and list call: only the
   * rows of profiles whose state changed since are made again, all of them
   * after an edit of the profiles. Never change the array: the next call
   * answers it again when nothing changed.
   */
  rows(): readonly ProfileRow[] {
    const changes = this.repo.takeChanges()
    const renewing = new Set(this.renewals.keys())
    const built = this.built
    if (built === null || changes === 'all') return this.buildRows(renewing)
    const stale = new Set(changes)
    for (const id of built.renewing) if (!renewing.has(id)) stale.add(id)
    for (const id of renewing) if (!built.renewing.has(id)) stale.add(id)
    if (stale.size === 0) return built.rows
    const rows = built.rows.slice()
    // One pass to find them, stopping at the last: no index of every row kept or built, which
    // cost the first rebuild after a change ten times what the pass does.
    let left = stale.size
    for (let i = 0; i < rows.length && left > 0; i++) {
      const id = (rows[i] as ProfileRow).id
      if (!stale.has(id)) continue
      left--
      const profile = this.repo.get(id)
      if (profile !== undefined)
        rows[i] = this.rowOf(profile, this.rowState(id, profile.lastUsedAt))
    }
    this.built = { rows, renewing }
    return rows
  }

  private buildRows(renewing: Set<string>): readonly ProfileRow[] {
    const rows: ProfileRow[] = []
    // One state object, refilled per profile: profileRow copies what it needs from it.
    const state: RowState = { token: { kind: 'none' }, lastError: null, lastUsedAt: null }
    this.repo.forEach((profile, lastUsedAt) => {
      rows.push(this.rowOf(profile, this.rowState(profile.id, lastUsedAt, state)))
    })
    this.built = { rows, renewing }
    return rows
  }

  /** A row; a retired one says which catalog retired it, one on a login of several accounts says so. */
  private rowOf(profile: Profile, state: RowState): ProfileRow {
    const row = profileRow(profile, state)
    if (this.repo.mixedLogins().has(profile.id)) row.mixedLogin = true
    const origin = this.originOf(profile.id)
    return origin?.retiredAt != null ? { ...row, retiredFrom: origin.sourceName } : row
  }

  private rowState(
    id: string,
    lastUsedAt: number | null,
    state: RowState = { token: { kind: 'none' }, lastError: null, lastUsedAt: null },
  ): RowState {
    state.token = this.tokenOf(id)
    state.lastError = this.repo.lastError(id)
    state.lastUsedAt = lastUsedAt
    return state
  }

  view(id: string): ProfileView {
    return this.of(this.require(id))
  }

  exists(id: string): boolean {
    return this.repo.get(id) !== undefined
  }

  require(id: string): Profile {
    const profile = this.repo.get(id)
    if (!profile) {
      throw new AppFailure({
        code: 'not-found',
        ...saying('requests.profiles.gone'),
      })
    }
    return profile
  }

  /** A renewal of its token is in flight (the token service runs it). */
  renewing(id: string): boolean {
    return this.renewals.has(id)
  }

  /** The profile was just used (a token obtained, copied or handed out). */
  touch(id: string): void {
    this.repo.markUsed(id, this.clock())
  }

  /** A profile as the window shows it: its token state, password and shared login. */
  of(profile: Profile): ProfileView {
    const members = this.repo.membersOf(loginOf(profile))
    return {
      ...profile,
      password: this.passwords.keeping(profile.id),
      sharedLogin: sharedWith(members, profile.id),
      loginAccounts: accountsBeside(members, profile.account.id),
      passwordDropped: this.repo.passwordDropped(profile.id),
      token: this.tokenOf(profile.id),
      lastError: this.repo.lastError(profile.id),
      origin: this.originOf(profile.id),
    }
  }

  private tokenOf(id: string): TokenSnapshot {
    return this.renewing(id)
      ? { kind: 'renewing', previous: this.repo.token(id) }
      : this.repo.token(id)
  }
}
