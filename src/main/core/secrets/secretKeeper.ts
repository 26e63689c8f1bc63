import type { PasswordKeeping } from '../../../shared/model/profile'
import { SECRET_SERVICE } from './secretKeys'
import type { SecretVault } from './secretStore'

/**
 * One kind of per-profile secret (passwords, tokens). Kept encrypted on disk
 * when the policy allows; otherwise only in memory until the app quits, so a
 * weak keyring never holds a secret the user did not agree to put there.
 */
export class SecretKeeper {
  private readonly session = new Map<string, string>()

  constructor(
    private readonly vault: SecretVault,
    private readonly keyOf: (profileId: string) => string,
    private readonly mayStore: () => boolean,
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
    if (this.mayStore()) {
      await this.vault.setPassword(SECRET_SERVICE, this.keyOf(profileId), secret)
      this.session.delete(profileId)
    } else {
      this.session.set(profileId, secret)
      await this.vault.deletePassword(SECRET_SERVICE, this.keyOf(profileId))
    }
  }

  /** After the policy changed to allow it: move what is held in memory to disk. */
  async persistSession(): Promise<void> {
    if (!this.mayStore()) return
    for (const [profileId, secret] of [...this.session]) await this.set(profileId, secret)
  }

  async remove(profileId: string): Promise<void> {
    this.session.delete(profileId)
    await this.vault.deletePassword(SECRET_SERVICE, this.keyOf(profileId))
  }
}
