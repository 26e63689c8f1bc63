import { originOf } from '../../../shared/model/baseUrl'
import { loginOf } from '../../../shared/model/login'
import type { PasswordDropped, PasswordKeeping, Profile } from '../../../shared/model/profile'
import type { SecretKeeper } from '../secrets/secretKeeper'
import type { ProfileRepository } from './profileRepository'

/**
 * Passwords per login (loginOf: the normalised base URL and the username):
 * every profile of a login uses the one password kept for it, typed or
 * changed once. Asked per profile, as the token service, test requests,
 * auto-renew and the command line do.
 *
 * A profile whose hosts moved since a password was typed for it (or that
 * joined a login and would send its tokens to an API host none of the others
 * does) keeps a `passwordDropped` note and gets no password from its login
 * until one is typed for it: a password goes only where the user entered it,
 * a token only where it was obtained for (docs/security.md).
 *
 * The keeper's ids are logins, so keeping a password only for the session
 * (weak keyring policy) is shared the same way.
 */
export class LoginPasswords {
  constructor(
    private readonly repo: ProfileRepository,
    /** Keyed by login (its store key is a digest of it, loginKey). */
    private readonly keeper: SecretKeeper,
  ) {}

  /** Where the profile's password is, as far as this profile may use it. */
  keeping(profileId: string): PasswordKeeping {
    const profile = this.usable(profileId)
    return profile === null ? 'none' : this.keeper.keeping(loginOf(profile))
  }

  async get(profileId: string): Promise<string | null> {
    const profile = this.usable(profileId)
    return profile === null ? null : this.keeper.get(loginOf(profile))
  }

  /**
   * A password typed for this profile: kept for its whole login (every other
   * profile of the login uses it from now on), and this profile may use it
   * again if it had been withheld.
   */
  async set(profileId: string, password: string): Promise<void> {
    const profile = this.repo.get(profileId)
    if (!profile) return
    await this.keepFor(loginOf(profile), password)
    this.repo.putPasswordDropped(profileId, null)
  }

  /**
   * The login's last refusal (401), if a profile of it has one standing:
   * auto-renew stops for the whole login, so a wrong shared password is not
   * tried once per profile (an account is never locked out).
   */
  refused(profile: Profile): boolean {
    return this.repo
      .membersOf(loginOf(profile))
      .some((member) => this.repo.lastError(member.id)?.code === 'auth-rejected')
  }

  /** The login's password, whoever may use it (the profile service moves and restores it). */
  ofLogin(login: string): { keeping: PasswordKeeping; get: () => Promise<string | null> } {
    return { keeping: this.keeper.keeping(login), get: () => this.keeper.get(login) }
  }

  /**
   * Keeps `password` for the login (also for a profile not saved yet, or one
   * restored by undo). A new password is the user acting on a refusal: the
   * login's standing 401s go, so auto-renew may try again.
   */
  async keepFor(login: string, password: string): Promise<void> {
    await this.keeper.set(login, password)
    for (const member of this.repo.membersOf(login)) {
      if (this.repo.lastError(member.id)?.code === 'auth-rejected') {
        this.repo.putLastError(member.id, null)
      }
    }
  }

  /**
   * The user typed the login's password for these profiles too (Enter
   * passwords after an import): none of them is withheld from it any more.
   */
  allow(profileIds: readonly string[]): void {
    for (const id of profileIds) this.repo.putPasswordDropped(id, null)
  }

  /**
   * After a delete or a move: the login's password goes when no profile can
   * use it any more (none left, or every one left withheld from it).
   */
  async release(login: string): Promise<void> {
    const users = this.repo.membersOf(login).filter((p) => this.repo.passwordDropped(p.id) === null)
    if (users.length === 0 && this.keeper.keeping(login) !== 'none') await this.keeper.remove(login)
  }

  /**
   * Whether a profile that joins a login without typing its password may use
   * the one kept: only if the tokens it gets go to hosts the login's tokens
   * already go to (its base URL is the login's; an API host must be one another
   * profile of the login that uses the password has). Otherwise the note to
   * keep until the password is typed for it.
   */
  admission(profile: Profile, at: number): PasswordDropped | null {
    const login = loginOf(profile)
    if (this.keeper.keeping(login) === 'none') return null
    const api = originOf(profile.apiHostUrl)
    if (api === '' || api === originOf(profile.baseUrl)) return null
    const known = this.repo
      .membersOf(login)
      .some(
        (other) =>
          other.id !== profile.id &&
          this.repo.passwordDropped(other.id) === null &&
          originOf(other.apiHostUrl) === api,
      )
    return known ? null : { reason: 'new-api-host', host: api, at }
  }

  /** After the policy changed to allow it: move what is held in memory to disk. */
  persistSession(): Promise<void> {
    return this.keeper.persistSession()
  }

  /** Forgets every password held only in memory (screen lock, sleep); returns how many logins'. */
  forgetSession(): Promise<number> {
    return this.keeper.forgetSession()
  }

  /** The profile, if it may use its login's password. */
  private usable(profileId: string): Profile | null {
    const profile = this.repo.get(profileId)
    if (!profile || this.repo.passwordDropped(profileId) !== null) return null
    return profile
  }
}
