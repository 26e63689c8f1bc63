import type { AppError } from '../../../shared/ipc/errors'
import { originOf } from '../../../shared/model/baseUrl'
import { loginOf } from '../../../shared/model/login'
import type { PasswordCommand } from '../../../shared/model/passwordCommand'
import type { PasswordDropped, PasswordKeeping, Profile } from '../../../shared/model/profile'
import type { SecretKeeper } from '../secrets/secretKeeper'
import type { LoginCommands } from './loginCommands'
import type { ProfileRepository } from './profileRepository'

/** Runs a login's command for its username (placeholders filled) and resolves with the password. */
export type CommandRunner = (command: PasswordCommand, username: string) => Promise<string>

const noCommands: Pick<LoginCommands, 'get' | 'set'> = { get: () => null, set: () => undefined }
const noRunner: CommandRunner = () => Promise.reject(new Error('No command runner'))

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
 *
 * A login may get its password from a command (LoginCommands): run when a
 * password is needed and none is kept, once for concurrent needs of the
 * login, and what it prints is held in memory for the session (or kept in
 * the keyring, if the user chose that for the command).
 */
export class LoginPasswords {
  /** The command runs in flight, per login: concurrent needs share one. */
  private readonly running = new Map<string, Promise<string>>()

  constructor(
    private readonly repo: ProfileRepository,
    /** Keyed by login (its store key is a digest of it, loginKey). */
    private readonly keeper: SecretKeeper,
    private readonly commands: Pick<LoginCommands, 'get' | 'set'> = noCommands,
    private readonly run: CommandRunner = noRunner,
  ) {}

  /** Where the profile's password is, as far as this profile may use it. */
  keeping(profileId: string): PasswordKeeping {
    const profile = this.usable(profileId)
    if (profile === null) return 'none'
    const login = loginOf(profile)
    return this.commands.get(login) === null ? this.keeper.keeping(login) : 'command'
  }

  /**
   * The login's password: the one kept, or else what its command prints now
   * (a failure of the command is thrown, as `password-command`).
   */
  async get(profileId: string): Promise<string | null> {
    const profile = this.usable(profileId)
    if (profile === null) return null
    const login = loginOf(profile)
    const kept = await this.keeper.get(login)
    if (kept !== null) return kept
    const command = this.commands.get(login)
    return command === null ? null : this.fromCommand(login, profile.username, command)
  }

  /**
   * The service refused (401) `refused`, which was not typed just now. When
   * the login's password comes from a command, the vault may have rotated it:
   * the command runs again (once, shared by every profile of the login
   * refused at the same time) and a different password is returned to try.
   * Null: no command, or it printed the same password (the refusal stands).
   */
  async afterRefusal(profileId: string, refused: string): Promise<string | null> {
    const profile = this.usable(profileId)
    if (profile === null) return null
    const login = loginOf(profile)
    const command = this.commands.get(login)
    if (command === null) return null
    let fresh = this.running.get(login)
    if (fresh === undefined) {
      const kept = await this.keeper.get(login)
      // Another profile's refusal already brought a new one.
      if (kept !== null && kept !== refused) return kept
      fresh = this.running.get(login) ?? this.fromCommand(login, profile.username, command)
    }
    const password = await fresh
    return password === refused ? null : password
  }

  /** The command the login's password comes from, if any. */
  commandOf(login: string): PasswordCommand | null {
    return this.commands.get(login)
  }

  /**
   * The login's password comes from `command` from now on (null: it is typed
   * again). A password kept for it before goes, so the new source is the one
   * used, and the login's standing refusals go as with a new password.
   */
  async useCommand(login: string, command: PasswordCommand | null): Promise<void> {
    const before = this.commands.get(login)
    if (JSON.stringify(before) === JSON.stringify(command)) return
    this.commands.set(login, command)
    if (before !== null || command !== null) await this.keeper.remove(login)
    this.clearRefusals(login)
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
    return this.refusalOf(profile) !== null
  }

  /** The login's refusal (401) that stands: the profile it was for, by name, and what the service said. */
  refusalOf(profile: Profile): { name: string; error: AppError } | null {
    for (const member of this.repo.membersOf(loginOf(profile))) {
      const error = this.repo.lastError(member.id)
      if (error?.code === 'auth-rejected') return { name: member.name, error }
    }
    return null
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
    this.clearRefusals(login)
  }

  private clearRefusals(login: string): void {
    for (const member of this.repo.membersOf(login)) {
      if (this.repo.lastError(member.id)?.code === 'auth-rejected') {
        this.repo.putLastError(member.id, null)
      }
    }
  }

  /** Runs the login's command once for every caller until it answers; keeps what it printed. */
  private fromCommand(login: string, username: string, command: PasswordCommand): Promise<string> {
    const running = this.running.get(login)
    if (running) return running
    // Started after the set below, so its end always finds itself in the map.
    const run = Promise.resolve().then(async () => {
      try {
        const password = await this.run(command, username)
        // The command may have been changed or removed while it ran: keep nothing then.
        if (JSON.stringify(this.commands.get(login)) === JSON.stringify(command)) {
          if (command.keepInKeyring) await this.keeper.set(login, password)
          else await this.keeper.hold(login, password)
        }
        return password
      } finally {
        this.running.delete(login)
      }
    })
    this.running.set(login, run)
    return run
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
    // A command gives the login a password as surely as a kept one does.
    if (this.keeper.keeping(login) === 'none' && this.commands.get(login) === null) return null
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
