import { AppFailure } from '../../../shared/ipc/errors'
import { said, type Said, type SaidValue } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'
import { HARNESS_KEYRING, keyringLabel, sameKeyStore } from '../../../shared/model/keyring'
import { CipherFailure, type Cipher } from './cipher'
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

/** Which stored values were sealed under which key source (no decryption needed). */
export interface SealedEntry {
  service: string
  account: string
  /** From the value's tag where it has one, else as recorded; null: unknown. */
  backend: string | null
}

/** The first bytes of a base64 body: 4 characters are 3 bytes, a key tag's length. */
const headOf = (body: string): Buffer => Buffer.from(body.slice(0, 4), 'base64')

/**
 * A keytar-compatible store that keeps only ciphertext on disk, each tagged
 * with the scheme and the key source that sealed it,
 * "<scheme>:<source>:<base64>". The source is read from the ciphertext
 * (cipher.sourceOf), not from what the session expected, and recorded per
 * value because one file can hold values sealed in sessions with different
 * keys (a desktop login and one without a keyring). A recorded name never
 * stops a decrypt: the key is tried, and a failure says which key sealed the
 * value and which this session has. Writes to one key are serialized so a
 * slow encrypt cannot let an older value overwrite a newer one.
 */
export class EncryptedSecretStore implements SecretVault {
  private readonly queues = new Map<string, Promise<unknown>>()
  /** The cipher's sealing source as written in tags. */
  private readonly backend: string

  constructor(
    private readonly rows: SecretRows,
    private readonly cipher: Cipher,
    private readonly known: KnownSecrets = new KnownSecrets(),
  ) {
    this.backend = tagged(cipher.backend)
  }

  /**
   * Every stored value and the key source that sealed it, for the start-up
   * check; with `except`, leaving out those recorded under that source (the
   * session's own, which the check would pass over: at start, nearly all).
   */
  sealedEntries(except?: string): SealedEntry[] {
    const keep = except === undefined ? undefined : (sealed: string) => !sealedUnder(sealed, except)
    return this.rows.entries(keep).map(({ service, account, sealed }) => {
      const { backend, body } = parseSealed(sealed)
      return { service, account, backend: this.cipher.sourceOf(headOf(body), backend) }
    })
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
    const bytes = Buffer.from(await this.cipher.encrypt(plaintext))
    // The key that sealed it, as its bytes say: what the session expected could differ.
    const source = tagged(this.cipher.sourceOf(bytes, null) ?? this.cipher.backend)
    this.put(service, account, `${this.cipher.scheme}:${source}:${bytes.toString('base64')}`)
  }

  private put(service: string, account: string, sealed: string): void {
    this.rows.set(service, account, sealed)
  }

  private async open(service: string, account: string, sealed: string): Promise<string> {
    const { scheme, backend, body } = parseSealed(sealed)
    if (scheme !== this.cipher.scheme) {
      throw new AppFailure({
        code: 'storage',
        ...saying('network.secret.otherScheme', {
          scheme: scheme || said('network.secret.unknownScheme'),
          ours: this.cipher.scheme,
        }),
      })
    }
    const written = this.cipher.sourceOf(headOf(body), backend)
    let opened: { plaintext: string; reseal: boolean }
    try {
      opened = await this.cipher.decrypt(Buffer.from(body, 'base64'))
    } catch (error) {
      const failed = openFailed(written, this.cipher.backend, error)
      throw new AppFailure({ code: 'storage', ...saying(failed.key, failed.values) })
    }
    this.known.remember(knownKey(service, account), opened.plaintext)
    const retag =
      !opened.reseal &&
      backend !== this.backend &&
      this.cipher.backend !== 'unknown' &&
      (written === null || sameKeyStore(written, this.cipher.backend))
    if (opened.reseal || retag) {
      // Another key seals now (the OS rotated it, or a keyring answers where the fallback key
      // sealed): store the value again under it. A value recorded under another name of this
      // key (none, KWallet 5 → 6) just opened here: record this name. Either only if the value
      // did not change meanwhile; a failure leaves the old value, which still reads.
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

/** A key source's name as written in tags (no ':' can break the format). */
const tagged = (source: string): string => source.replace(/[^A-Za-z0-9_.-]/g, '_') || 'unknown'

/**
 * A key source as the messages name it (keyringLabel's words, as data where
 * they are words; product names stay as they are).
 */
export function keyringSaid(backend: string): SaidValue {
  switch (backend) {
    case 'basic_text':
      return said('network.keyring.builtIn')
    case 'secret_service':
      return said('network.keyring.secretService')
    case 'secret_portal':
      return said('network.keyring.secretPortal')
    case 'darwin':
      return said('network.keyring.macos')
    case 'unknown':
      return said('network.keyring.none')
    case HARNESS_KEYRING:
    case 'test-only':
      return said('network.keyring.harness')
    default:
      return keyringLabel(backend)
  }
}

/**
 * Why a stored value did not open, and what to do: which key sealed it, and
 * which this session has. `written` null: the value does not say.
 */
export function openFailed(written: string | null, current: string, error: unknown): Said {
  if (written === null) {
    return said('network.secret.sealerUnknown', { current: keyringSaid(current) })
  }
  const sealed = keyringSaid(written)
  if (error instanceof CipherFailure && error.reason === 'key-unavailable') {
    return said('network.secret.keyUnavailable', { sealed })
  }
  if (!sameKeyStore(written, current)) {
    return said('network.secret.otherKeyStore', { sealed, current: keyringSaid(current) })
  }
  return said('network.secret.keyReplaced', { sealed })
}
