/**
 * The name harness data folders recorded before the stand-in played real key
 * sources: one published key. Kept so such folders read without a notice.
 */
export const HARNESS_KEYRING = 'harness_test_key'

/**
 * Where the key that sealed a secret lives, by the name recorded with it.
 * Linux: `secret_service` (a Secret Service keyring), `kwallet`/`kwallet5`/
 * `kwallet6`, `secret_portal` (the desktop's Secret portal), `basic_text`
 * (Chromium's built-in fixed key, used when no keyring gave a key), and
 * `gnome_libsecret`, safeStorage's guess that earlier versions recorded
 * (a Secret Service keyring on a GNOME-like desktop). Elsewhere the OS
 * (`darwin`: the Keychain, `win32`: DPAPI). `unknown`: no key at all.
 */
export function keyringLabel(backend: string): string {
  switch (backend) {
    case 'basic_text':
      return 'Electron’s fixed built-in key'
    case 'gnome_libsecret':
      return 'GNOME Keyring'
    case 'secret_service':
      return 'a Secret Service keyring'
    case 'secret_portal':
      return "the desktop's Secret portal"
    case 'kwallet':
    case 'kwallet5':
    case 'kwallet6':
      return 'KWallet'
    case 'darwin':
      return 'the macOS Keychain'
    case 'win32':
      return 'Windows (DPAPI)'
    case 'unknown':
      return 'no usable keyring'
    // Harness folders from before the stand-in played key sources, and the core tests' cipher.
    case HARNESS_KEYRING:
    case 'test-only':
      return 'the test harness key'
    default:
      return backend
  }
}

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
