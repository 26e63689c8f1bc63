/**
 * How the safeStorage adapter names the key behind what it stores, without
 * importing Electron, so data folders made outside the app (the benchmarks'
 * harness folders) carry exactly the names the app writes.
 */

/** Written in front of every value the safeStorage adapter seals. */
export const SAFE_STORAGE_SCHEME = 'electron-safestorage-v1'

/** KWallet's names (safeStorage's Linux backends), one per wallet daemon. */
const isKWallet = (name: string | null): boolean => name !== null && /^kwallet\d*$/.test(name)

/**
 * The name of the Secret Service or KWallet key (OSCrypt's `v11`) on this
 * desktop. Chromium's FreedesktopSecretKeyProvider asks KWallet exactly where
 * safeStorage's guess names it (KDE, or --password-store=kwallet*), and the
 * Secret Service on every other desktop, those the guess calls `basic_text`
 * included.
 */
export const keyringKeyName = (guess: string | null): string =>
  guess !== null && isKWallet(guess) ? guess : 'secret_service'

/**
 * Where the key that sealed a safeStorage ciphertext lives, from the tag
 * Chromium's OSCrypt puts in front of it (components/os_crypt/async: each key
 * provider's tag; decryption picks the key by it). Linux: `v10` the built-in
 * fallback key (PosixKeyProvider), `v11` the Secret Service or KWallet
 * (FreedesktopSecretKeyProvider), `v12` the Secret portal. macOS and Windows:
 * `v10`, under the Keychain's or DPAPI's key. For `v11` the tag does not say
 * which store: a recorded wallet is kept, anything else recorded was a Secret
 * Service, nothing recorded is this session's (`keyringKey`). Bytes with no
 * tag: the recorded name.
 */
export function keySourceOf(
  platform: NodeJS.Platform,
  head: Uint8Array,
  recorded: string | null,
  keyringKey: string,
): string | null {
  const tag = Buffer.from(head.subarray(0, 3)).toString('latin1')
  if (platform !== 'linux') return tag === 'v10' ? platform : recorded
  switch (tag) {
    case 'v10':
      return 'basic_text'
    case 'v11':
      // Recorded as a guess of `basic_text` (an unrecognised desktop): the Secret Service sealed it.
      if (recorded === null) return keyringKey
      return isKWallet(recorded) || recorded === 'gnome_libsecret' ? recorded : 'secret_service'
    case 'v12':
      return 'secret_portal'
    default:
      return recorded
  }
}
