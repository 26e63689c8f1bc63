import { AppFailure } from '../../../shared/ipc/errors'
import type { JsonStore } from '../storage/jsonStore'
import type { Cipher } from './cipher'
import type { SecretVault } from './secretStore'

type Vault = Record<string, Record<string, string>>

const VAULT_KEY = 'secrets'

/**
 * A keytar-compatible store that keeps only ciphertext on disk, each tagged
 * "<scheme>:<base64>". Writes to one key are serialized so a slow encrypt
 * cannot let an older value overwrite a newer one.
 */
export class EncryptedSecretStore implements SecretVault {
  private readonly queues = new Map<string, Promise<unknown>>()
  /** The store re-reads its file on every get; this process is its only writer. */
  private cache: Vault

  constructor(
    private readonly store: JsonStore,
    private readonly cipher: Cipher,
  ) {
    const value = store.get(VAULT_KEY)
    this.cache = value && typeof value === 'object' ? (value as Vault) : {}
  }

  has(service: string, account: string): boolean {
    return this.cache[service]?.[account] !== undefined
  }

  async getPassword(service: string, account: string): Promise<string | null> {
    const sealed = this.cache[service]?.[account]
    return sealed === undefined ? null : this.open(service, account, sealed)
  }

  setPassword(service: string, account: string, password: string): Promise<void> {
    return this.serialize(service, account, () => this.seal(service, account, password))
  }

  deletePassword(service: string, account: string): Promise<boolean> {
    return this.serialize(service, account, async () => {
      const entries = this.cache[service]
      if (!entries || !(account in entries)) return false
      const { [account]: _removed, ...rest } = entries
      this.write({ ...this.cache, [service]: rest })
      return true
    })
  }

  async findPassword(service: string): Promise<string | null> {
    const first = Object.entries(this.cache[service] ?? {})[0]
    return first === undefined ? null : this.open(service, first[0], first[1])
  }

  async findCredentials(service: string): Promise<{ account: string; password: string }[]> {
    const entries = Object.entries(this.cache[service] ?? {})
    return Promise.all(
      entries.map(async ([account, sealed]) => ({
        account,
        password: await this.open(service, account, sealed),
      })),
    )
  }

  /** Disk first: if the write fails, memory still matches the file. */
  private write(vault: Vault): void {
    this.store.set(VAULT_KEY, vault)
    this.cache = vault
  }

  private async seal(service: string, account: string, plaintext: string): Promise<void> {
    const bytes = Buffer.from(await this.cipher.encrypt(plaintext)).toString('base64')
    const sealed = `${this.cipher.scheme}:${bytes}`
    this.write({ ...this.cache, [service]: { ...this.cache[service], [account]: sealed } })
  }

  private async open(service: string, account: string, sealed: string): Promise<string> {
    const colon = sealed.indexOf(':')
    const scheme = colon < 0 ? '' : sealed.slice(0, colon)
    if (scheme !== this.cipher.scheme) {
      throw new AppFailure({
        code: 'storage',
        message: `A stored secret was written by "${scheme || 'unknown'}" encryption, which this build cannot read (it uses "${this.cipher.scheme}"). Enter the password again.`,
      })
    }
    let opened: { plaintext: string; reseal: boolean }
    try {
      opened = await this.cipher.decrypt(Buffer.from(sealed.slice(colon + 1), 'base64'))
    } catch {
      throw new AppFailure({
        code: 'storage',
        message:
          'A stored secret could not be decrypted (the OS keyring may have changed). Enter the password again.',
      })
    }
    if (opened.reseal) {
      // The OS rotated its key: store the value again under the new one, unless it changed meanwhile.
      // A failed reseal leaves the old value, which still reads.
      void this.serialize(service, account, async () => {
        if (this.cache[service]?.[account] === sealed)
          await this.seal(service, account, opened.plaintext)
      }).catch(() => undefined)
    }
    return opened.plaintext
  }

  private serialize<T>(service: string, account: string, work: () => Promise<T>): Promise<T> {
    const key = `${service}\u0000${account}`
    const previous = this.queues.get(key) ?? Promise.resolve()
    const next = previous.then(work, work)
    const settled = next.then(
      () => undefined,
      () => undefined,
    )
    this.queues.set(key, settled)
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key)
    })
    return next
  }
}
