import { AppFailure } from '../../../shared/ipc/errors'
import { loginOf, sharedWith } from '../../../shared/model/login'
import {
  profileRow,
  type Profile,
  type ProfileRow,
  type ProfileView,
  type RowState,
} from '../../../shared/model/profile'
import type { TokenSnapshot } from '../../../shared/model/token'
import type { Clock } from '../clock'
import type { LoginPasswords } from './loginPasswords'
import type { ProfileRepository } from './profileRepository'

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
    private readonly isRenewing: (id: string) => boolean = () => false,
  ) {}

  /** The sidebar's rows: no password lookup, no error, only what the list shows. */
  rows(): ProfileRow[] {
    const rows: ProfileRow[] = []
    // One state object, refilled per profile: profileRow copies what it needs from it.
    const state: RowState = { token: { kind: 'none' }, lastError: null, lastUsedAt: null }
    this.repo.forEach((profile, lastUsedAt) => {
      const { id } = profile
      state.token = this.tokenOf(id)
      state.lastError = this.repo.lastError(id)
      state.lastUsedAt = lastUsedAt
      rows.push(profileRow(profile, state))
    })
    return rows
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
        message: 'This profile no longer exists. It may have been deleted in another window.',
      })
    }
    return profile
  }

  /** A renewal of its token is in flight (the token service runs it). */
  renewing(id: string): boolean {
    return this.isRenewing(id)
  }

  /** The profile was just used (a token obtained, copied or handed out). */
  touch(id: string): void {
    this.repo.markUsed(id, this.clock())
  }

  /** A profile as the window shows it: its token state, password and shared login. */
  of(profile: Profile): ProfileView {
    return {
      ...profile,
      password: this.passwords.keeping(profile.id),
      sharedLogin: sharedWith(this.repo.membersOf(loginOf(profile)), profile.id),
      passwordDropped: this.repo.passwordDropped(profile.id),
      token: this.tokenOf(profile.id),
      lastError: this.repo.lastError(profile.id),
    }
  }

  private tokenOf(id: string): TokenSnapshot {
    return this.renewing(id)
      ? { kind: 'renewing', previous: this.repo.token(id) }
      : this.repo.token(id)
  }
}
