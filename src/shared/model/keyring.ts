/**
 * What the harness's safeStorage stand-in reports as its Linux backend: a
 * published test key, no keyring. One name for the stand-in, the adapter that
 * reads it and the benchmarks that write data folders as the harness would.
 */
export const HARNESS_KEYRING = 'harness_test_key'

/**
 * Where the OS keeps the key that encrypts secrets. Electron's safeStorage
 * names it on Linux (`basic_text`, `gnome_libsecret`, `kwallet`, `kwallet5`,
 * `kwallet6`, `unknown`); elsewhere the app records the OS (`darwin`, `win32`).
 */
export function keyringLabel(backend: string): string {
  switch (backend) {
    case 'basic_text':
      return 'a fixed key (no keyring found)'
    case 'gnome_libsecret':
      return 'GNOME Keyring'
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
    // The harness's safeStorage stand-in, and the core tests' cipher (`test-only`): one published key.
    case HARNESS_KEYRING:
    case 'test-only':
      return 'the test harness key'
    default:
      return backend
  }
}

/** KWallet 5 and 6 read the same wallet; every other change of backend changes the key. */
const family = (backend: string): string => (/^kwallet\d*$/.test(backend) ? 'kwallet' : backend)

/** Whether a secret sealed under `written` can be expected to open under `current`. */
export const sameKeyStore = (written: string, current: string): boolean =>
  family(written) === family(current)
