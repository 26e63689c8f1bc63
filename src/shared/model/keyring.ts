/**
 * The name harness data folders recorded before the stand-in played real key
 * sources: one published key. Kept so such folders read without a notice.
 */
export const HARNESS_KEYRING = 'harness_test_key'

/** A key source said in words (`keyringKind`); product names are the same in every language. */
type KeyringKind =
  | { words: 'basic_text' | 'secret_service' | 'secret_portal' | 'darwin' | 'unknown' | 'harness' }
  | { product: 'GNOME Keyring' | 'KWallet' | 'Windows (DPAPI)' }
  /** A name this version does not know: shown as recorded. */
  | { recorded: string }

/**
 * Where the key that sealed a secret lives, by the name recorded with it.
 * Linux: `secret_service` (a Secret Service keyring), `kwallet`/`kwallet5`/
 * `kwallet6`, `secret_portal` (the desktop's Secret portal), `basic_text`
 * (Chromium's built-in fixed key, used when no keyring gave a key), and
 * `gnome_libsecret`, safeStorage's guess that earlier versions recorded
 * (a Secret Service keyring on a GNOME-like desktop). Elsewhere the OS
 * (`darwin`: the Keychain, `win32`: DPAPI). `unknown`: no key at all.
 * keyringLabel says it in English; the window in its language.
 */
function keyringKind(backend: string): KeyringKind {
  switch (backend) {
    case 'basic_text':
    case 'secret_service':
    case 'secret_portal':
    case 'darwin':
    case 'unknown':
      return { words: backend }
    case 'gnome_libsecret':
      return { product: 'GNOME Keyring' }
    case 'kwallet':
    case 'kwallet5':
    case 'kwallet6':
      return { product: 'KWallet' }
    case 'win32':
      return { product: 'Windows (DPAPI)' }
    // Harness folders from before the stand-in played key sources, and the core tests' cipher.
    case HARNESS_KEYRING:
    case 'test-only':
      return { words: 'harness' }
    default:
      return { recorded: backend }
  }
}

/** Where a key lives, in English: main's messages, and the window's English catalog. */
export const englishKeyrings = {
  basic_text: 'Electron’s fixed built-in key',
  secret_service: 'a Secret Service keyring',
  secret_portal: "the desktop's Secret portal",
  darwin: 'the macOS Keychain',
  unknown: 'no usable keyring',
  harness: 'the test harness key',
} as const

/** A key source's name, with `words` for the kinds said in words; products and unknowns as they are. */
export function keyringNameWith(
  backend: string,
  words: (kind: keyof typeof englishKeyrings) => string,
): string {
  const kind = keyringKind(backend)
  return 'words' in kind ? words(kind.words) : 'product' in kind ? kind.product : kind.recorded
}

/** keyringKind in English: the logs, the command line and main's English messages. */
export const keyringLabel = (backend: string): string =>
  keyringNameWith(backend, (kind) => englishKeyrings[kind])

/**
 * One key store under several names: KWallet 5 and 6 read the same wallet, and
 * `gnome_libsecret` was the guess recorded for what the Secret Service held.
 */
const family = (backend: string): string =>
  /^kwallet\d*$/.test(backend)
    ? 'kwallet'
    : backend === 'gnome_libsecret'
      ? 'secret_service'
      : backend

/** Whether two names are the same key store (a value sealed under one is expected to open under the other). */
export const sameKeyStore = (written: string, current: string): boolean =>
  family(written) === family(current)
