import type { PasswordKeeping } from '../../../shared/model/profile'
import { KnownSecrets } from './knownSecrets'
import { SECRET_SERVICE } from './secretKeys'
import type { SecretVault } from './secretStore'

/**
 * One kind of per-profile secret (passwords, tokens). Kept encrypted on disk
 * when the policy allows; otherwise only in memory until the app quits, so a
 * weak keyring never holds a secret the user did not agree to put there.
 */
export class SecretKeeper {
  private readonly session = new Map<string, string>()
  /** Session values the user did not choose to keep (a password command's): never persisted. */
  private readonly held = new Set<string>()

  constructor(
    private readonly vault: SecretVault,
    private readonly keyOf: (profileId: string) => string,
    private readonly mayStore: () => boolean,
    /** Session values are remembered here too, so the log never writes one. */
    private readonly known: KnownSecrets = new KnownSecrets(),
    /**
     * On disk before `set` returns (a password the user typed once). Without it
     * a value may wait out the store's commit delay (a token, fetched again if lost).
     */
    private readonly durability: 'durable' | 'deferred' = 'deferred',
  ) {}

  async get(profileId: string): Promise<string | null> {
    return (
      this.session.get(profileId) ??
      (await this.vault.getPassword(SECRET_SERVICE, this.keyOf(profileId)))
    )
  }

  keeping(profileId: string): PasswordKeeping {
    if (this.session.has(profileId)) return 'session'
    return this.vault.has(SECRET_SERVICE, this.keyOf(profileId)) ? 'stored' : 'none'
  }

  async set(profileId: string, secret: string): Promise<void> {
    this.held.delete(profileId)
    if (this.mayStore()) {
      await this.vault.setPassword(SECRET_SERVICE, this.keyOf(profileId), secret)
      if (this.durability === 'durable') await this.vault.flush()
      this.session.delete(profileId)
      this.known.forget(this.sessionKey(profileId))
    } else {
      this.session.set(profileId, secret)
      this.known.remember(this.sessionKey(profileId), secret)
      await this.vault.deletePassword(SECRET_SERVICE, this.keyOf(profileId))
    }
  }

  /**
   * Keeps `secret` in memory only, whatever the policy (a password a command
   * printed, unless the user chose to keep it): forgotten on quit, lock or
   * sleep, never moved to disk by persistSession. One kept on disk before goes.
   */
  async hold(profileId: string, secret: string): Promise<void> {
    this.session.set(profileId, secret)
    this.held.add(profileId)
    this.known.remember(this.sessionKey(profileId), secret)
    await this.vault.deletePassword(SECRET_SERVICE, this.keyOf(profileId))
  }

  /** After the policy changed to allow it: move what is kept in memory to disk (not what is held). */
  async persistSession(): Promise<void> {
    if (!this.mayStore()) return
    for (const [profileId, secret] of [...this.session]) {
      if (!this.held.has(profileId)) await this.set(profileId, secret)
    }
  }

  /** Forgets every secret held only in memory (screen lock, sleep); returns how many. */
  async forgetSession(): Promise<number> {
    const count = this.session.size
    this.held.clear()
    for (const profileId of [...this.session.keys()]) {
      this.session.delete(profileId)
      this.known.forget(this.sessionKey(profileId))
    }
    return count
  }

  async remove(profileId: string): Promise<void> {
    this.session.delete(profileId)
    this.held.delete(profileId)
    this.known.forget(this.sessionKey(profileId))
    await this.vault.deletePassword(SECRET_SERVICE, this.keyOf(profileId))
  }

  private sessionKey(profileId: string): string {
    return `session:${this.keyOf(profileId)}`
  }
}
