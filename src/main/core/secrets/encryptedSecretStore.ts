import { AppFailure } from '../../../shared/ipc/errors'
import { keyringLabel, sameKeyStore } from '../../../shared/model/keyring'
import type { Cipher } from './cipher'
import { KnownSecrets } from './knownSecrets'
import type { SecretRows } from './secretRows'
import type { SecretVault } from './secretStore'

/** One stored value: `<scheme>:<backend>:<base64>`, or `<scheme>:<base64>` from before backends were recorded. */
interface Sealed {
  scheme: string
  /** null: written before the backend was recorded. */
  backend: string | null
  body: string
}

function parseSealed(value: string): Sealed {
  // indexOf rather than split: the start reads the backend of every stored value.
  const first = value.indexOf(':')
  if (first < 0) return { scheme: value, backend: null, body: '' }
  const second = value.indexOf(':', first + 1)
  const scheme = value.slice(0, first)
  if (second < 0) return { scheme, backend: null, body: value.slice(first + 1) }
  if (value.includes(':', second + 1)) return { scheme: '', backend: null, body: '' }
  return { scheme, backend: value.slice(first + 1, second), body: value.slice(second + 1) }
}

/** parseSealed(value).backend === backend, without building anything. */
function sealedUnder(value: string, backend: string): boolean {
  const at = value.indexOf(':') + 1
  return (
    at > 0 &&
    value.startsWith(backend, at) &&
    value.charCodeAt(at + backend.length) === COLON &&
    !value.includes(':', at + backend.length + 1)
  )
}

const COLON = 0x3a

/** Which stored values were sealed under which backend (no decryption needed). */
export interface SealedEntry {
  service: string
  account: string
  backend: string | null
}

/**
 * A keytar-compatible store that keeps only ciphertext on disk, each tagged
 * with the scheme and the keyring backend that wrote it,
 * "<scheme>:<backend>:<base64>". The backend is recorded per value because
 * one file can hold values written in sessions with different keyrings (a
 * desktop login and one without a keyring); a record per vault would be
 * wrong for some of them after the first mixed write. Writes to one key are
 * serialized so a slow encrypt cannot let an older value overwrite a newer one.
 */
export class EncryptedSecretStore implements SecretVault {
  private readonly queues = new Map<string, Promise<unknown>>()
  /** The cipher's backend as written in tags (no ':' can break the format). */
  private readonly backend: string

  constructor(
    private readonly rows: SecretRows,
    private readonly cipher: Cipher,
    private readonly known: KnownSecrets = new KnownSecrets(),
  ) {
    this.backend = cipher.backend.replace(/[^A-Za-z0-9_.-]/g, '_') || 'unknown'
  }

  /**
   * Every stored value and the backend that sealed it, for the start-up
   * check; with `except`, leaving out those sealed under that backend (the
   * session's own, which the check would pass over: at start, nearly all).
   */
  sealedEntries(except?: string): SealedEntry[] {
    const keep = except === undefined ? undefined : (sealed: string) => !sealedUnder(sealed, except)
    return this.rows.entries(keep).map(({ service, account, sealed }) => ({
      service,
      account,
      backend: parseSealed(sealed).backend,
    }))
  }

  has(service: string, account: string): boolean {
    return this.rows.get(service, account) !== undefined
  }

  /** Resolves once every secret written so far is on disk (a typed password, before its call returns). */
  flush(): Promise<void> {
    return this.rows.flush()
  }

  async getPassword(service: string, account: string): Promise<string | null> {
    const sealed = this.rows.get(service, account)
    return sealed === undefined ? null : this.open(service, account, sealed)
  }

  setPassword(service: string, account: string, password: string): Promise<void> {
    return this.serialize(service, account, () => this.seal(service, account, password))
  }

  deletePassword(service: string, account: string): Promise<boolean> {
    return this.serialize(service, account, async () => {
      if (this.rows.get(service, account) === undefined) return false
      this.rows.set(service, account, null)
      this.known.forget(knownKey(service, account))
      return true
    })
  }

  async findPassword(service: string): Promise<string | null> {
    const first = this.ofService(service)[0]
    return first === undefined ? null : this.open(service, first.account, first.sealed)
  }

  async findCredentials(service: string): Promise<{ account: string; password: string }[]> {
    return Promise.all(
      this.ofService(service).map(async ({ account, sealed }) => ({
        account,
        password: await this.open(service, account, sealed),
      })),
    )
  }

  private ofService(service: string): { account: string; sealed: string }[] {
    return this.rows.entries().filter((entry) => entry.service === service)
  }

  private async seal(service: string, account: string, plaintext: string): Promise<void> {
    this.known.remember(knownKey(service, account), plaintext)
    const bytes = Buffer.from(await this.cipher.encrypt(plaintext)).toString('base64')
    this.put(service, account, `${this.cipher.scheme}:${this.backend}:${bytes}`)
  }

  private put(service: string, account: string, sealed: string): void {
    this.rows.set(service, account, sealed)
  }

  private async open(service: string, account: string, sealed: string): Promise<string> {
    const { scheme, backend, body } = parseSealed(sealed)
    if (scheme !== this.cipher.scheme) {
      throw new AppFailure({
        code: 'storage',
        message: `A stored secret was written by "${scheme || 'unknown'}" encryption, which this build cannot read (it uses "${this.cipher.scheme}"). Enter the password again.`,
      })
    }
    // Another keyring's key cannot open it; trying could at worst yield garbage.
    if (backend !== null && !sameKeyStore(backend, this.backend)) {
      throw new AppFailure({
        code: 'storage',
        message: keyringChangedMessage(backend, this.backend),
      })
    }
    let opened: { plaintext: string; reseal: boolean }
    try {
      opened = await this.cipher.decrypt(Buffer.from(body, 'base64'))
    } catch {
      throw new AppFailure({
        code: 'storage',
        message:
          'A stored secret could not be decrypted (the OS keyring may have changed). Enter the password again.',
      })
    }
    this.known.remember(knownKey(service, account), opened.plaintext)
    if (opened.reseal || backend !== this.backend) {
      // The OS rotated its key: store the value again under the new one. A value
      // from before backends were recorded (or KWallet 5 → 6) just opened here:
      // record this backend. Either only if the value did not change meanwhile;
      // a failure leaves the old value, which still reads.
      void this.serialize(service, account, async () => {
        if (this.rows.get(service, account) !== sealed) return
        if (opened.reseal) await this.seal(service, account, opened.plaintext)
        else this.put(service, account, `${scheme}:${this.backend}:${body}`)
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

const knownKey = (service: string, account: string) => `${service}\u0000${account}`

/** Why a value sealed under another keyring cannot be read now, and what to do. */
export function keyringChangedMessage(written: string, current: string): string {
  return `This secret was stored with ${keyringLabel(written)}, but this session uses ${keyringLabel(current)}, which cannot read it. Start Token Desk where ${keyringLabel(written)} is available, or enter it again. Nothing was deleted.`
}
