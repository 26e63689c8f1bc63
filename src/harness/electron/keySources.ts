import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { openWithTestKey } from '../testKey'

/**
 * The keys Electron 45's async safeStorage can hold, as the stand-in plays them.
 *
 * Sources: electron/electron at 96f3996 (the v45 line): shell/browser/browser_process_impl.cc
 * CreateOSCryptAsync, shell/browser/electron_browser_main_parts.cc, shell/browser/api/
 * electron_api_safe_storage.cc, docs/api/safe-storage.md. Chromium (read as excerpts
 * through a code search, not at the exact revision Electron 45 pins):
 * components/os_crypt/async/browser/{posix,freedesktop_secret,secret_portal,keychain,
 * dpapi}_key_provider.cc, os_crypt_async.cc, common/encryptor.cc,
 * components/os_crypt/sync/key_storage_util_linux.cc and os_crypt_linux.cc,
 * chrome/browser/browser_features.cc (DbusSecretPortal on,
 * SecretPortalKeyProviderUseForEncryption off), chrome/common/chrome_features.cc
 * (UseKeychainKeyProvider on).
 *
 * - Each key provider tags what it seals: its tag is the first bytes of the ciphertext,
 *   and decryption picks the key by that tag. Linux: `v10` the built-in fallback key
 *   (PosixKeyProvider, a fixed key anyone can derive, always present and fit for
 *   encryption), `v11` the key kept in the Secret Service or KWallet
 *   (FreedesktopSecretKeyProvider), `v12` the Secret portal's (SecretPortalKeyProvider:
 *   enabled, but `SecretPortalKeyProviderUseForEncryption` is off by default, so it
 *   only decrypts). macOS: `v10` under the Keychain's key; Windows: `v10` under DPAPI.
 * - OSCryptAsync asks every provider once, lowest precedence first (fallback 5, Secret
 *   Service 10, portal 15); the last one that gave a key and seals wins. A locked
 *   keyring whose unlock prompt is dismissed, or no service at all, is
 *   kPermanentlyUnavailable: Linux then seals with the fallback key, silently.
 * - `getSelectedStorageBackend()` is only OSCrypt sync's guess from XDG_CURRENT_DESKTOP
 *   (SelectBackend): nothing is asked whether a keyring runs.
 * - With no key to seal (macOS Keychain access denied, DPAPI failing), the Encryptor
 *   falls back to OSCrypt sync, which fails too: encryptStringAsync rejects.
 *
 * The stand-in seals with AES-256-GCM under keys derived from the published test key
 * (real v10/v11 are AES-128-CBC): a wrong key fails every time, as it nearly always does
 * with CBC's padding check.
 */

/** What the key store the desktop points at does when asked for its key. */
export const keyStoreStates = ['unlocked', 'locked', 'absent', 'rejecting'] as const
export type KeyStoreState = (typeof keyStoreStates)[number]

export interface StandInKeyring {
  /** XDG_CURRENT_DESKTOP as Chromium reads it (Linux): GNOME, KDE, sway, … */
  desktop: string
  /**
   * Linux: `unlocked` the Secret Service or KWallet gives its key; `locked` its unlock
   * prompt is dismissed; `absent` no such service runs (both: the fallback key seals).
   * macOS/Windows: `unlocked`, or `rejecting` (Keychain access denied, DPAPI failing).
   */
  store: KeyStoreState
  /** Linux: the Secret portal answers (a Flatpak): its key opens `v12` data. */
  portal: boolean
}

export const defaultKeyring: StandInKeyring = { desktop: 'GNOME', store: 'unlocked', portal: false }

/** The key a ciphertext was sealed under, as the stand-in tells them apart. */
export type StandInKey = 'fallback' | 'secret-service' | 'kwallet' | 'portal' | 'keychain' | 'dpapi'

const tags: Record<StandInKey, string> = {
  fallback: 'v10',
  'secret-service': 'v11',
  kwallet: 'v11',
  portal: 'v12',
  keychain: 'v10',
  dpapi: 'v10',
}

/** Chromium's desktop for XDG_CURRENT_DESKTOP (base/nix/xdg_util.cc), as far as safeStorage cares. */
function desktopKind(desktop: string): 'kde' | 'gnome-like' | 'other' {
  const names = desktop.split(':')
  for (const name of names) {
    if (name === 'KDE') return 'kde'
    if (['Unity', 'Deepin', 'GNOME', 'X-Cinnamon', 'Pantheon', 'XFCE', 'UKUI'].includes(name))
      return 'gnome-like'
    // Known to Chromium, but OSCrypt sync's guess is basic_text for them.
    if (['LXQt', 'COSMIC'].includes(name)) return 'other'
  }
  return 'other'
}

/**
 * `getSelectedStorageBackend()` (key_storage_util_linux.cc SelectBackend): a guess from
 * the desktop name. KDE is played as Plasma 6 (KDE_SESSION_VERSION=6).
 */
export function guessedBackend(desktop: string): string {
  switch (desktopKind(desktop)) {
    case 'kde':
      return 'kwallet6'
    case 'gnome-like':
      return 'gnome_libsecret'
    case 'other':
      return 'basic_text'
  }
}

/**
 * The key that seals new values, or null when none can (encryptStringAsync rejects).
 * Linux: the desktop's store if it gave its key (KDE asks KWallet, every other desktop,
 * unrecognised ones included, the Secret Service), else the fallback key.
 */
export function sealingKey(platform: string, keyring: StandInKeyring): StandInKey | null {
  if (platform === 'darwin') return keyring.store === 'unlocked' ? 'keychain' : null
  if (platform === 'win32') return keyring.store === 'unlocked' ? 'dpapi' : null
  if (keyring.store !== 'unlocked') return 'fallback'
  return desktopKind(keyring.desktop) === 'kde' ? 'kwallet' : 'secret-service'
}

/** Every key the session's Encryptor holds, by tag. */
function keyRing(platform: string, keyring: StandInKeyring): Map<string, StandInKey> {
  const ring = new Map<string, StandInKey>()
  const sealing = sealingKey(platform, keyring)
  if (platform === 'linux') {
    ring.set('v10', 'fallback')
    if (keyring.portal) ring.set('v12', 'portal')
  }
  if (sealing !== null) ring.set(tags[sealing], sealing)
  return ring
}

/**
 * The app name data made outside the app (test folders, benchmarks) is sealed under:
 * the one Token Desk keeps its keyring keys under (src/main/keyringName.ts).
 */
export const FIXTURE_KEY_APP_NAME = 'token-desk'

/**
 * The keys kept in an OS store are found by the app's name, as it stood when Electron
 * read it (after the main script's first run, before ready): the Keychain item
 * "<name> Safe Storage" (electron_browser_main_parts.cc, PostCreateMainMessageLoop),
 * the Secret Service item and the KWallet folder "<name> Keys" (browser_process_impl.cc).
 * Another name finds no key, or another one. The fallback key, DPAPI's (kept in the data
 * folder) and the portal's do not depend on it.
 */
const namedByApp: ReadonlySet<StandInKey> = new Set(['keychain', 'secret-service', 'kwallet'])

const keyOf = (source: StandInKey, appName: string): Buffer =>
  createHash('sha256')
    .update(`token-desk harness test key (public, not a secret): ${source}`)
    .update(namedByApp.has(source) && appName !== FIXTURE_KEY_APP_NAME ? `/${appName}` : '')
    .digest()

/** `tag ‖ iv ‖ auth tag ‖ body` under `source`'s key. */
export function sealUnder(
  source: StandInKey,
  plaintext: string,
  appName = FIXTURE_KEY_APP_NAME,
): Buffer {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(source, appName), iv)
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return Buffer.concat([Buffer.from(tags[source]), iv, cipher.getAuthTag(), body])
}

function openUnder(source: StandInKey, sealed: Buffer, appName: string): string {
  const data = sealed.subarray(3)
  const decipher = createDecipheriv('aes-256-gcm', keyOf(source, appName), data.subarray(0, 12))
  decipher.setAuthTag(data.subarray(12, 28))
  return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8')
}

/** Electron's rejection messages (electron_api_safe_storage.cc). */
export const rejections = {
  encrypt: 'Error while encrypting the text provided to safeStorage.encryptStringAsync.',
  decrypt: 'Error while decrypting the ciphertext provided to safeStorage.decryptStringAsync.',
  unavailable: 'safeStorage.decryptStringAsync is temporarily unavailable. Please try again.',
}

/** encryptStringAsync: the sealing key's tag and ciphertext, or Electron's rejection. */
export function encryptAsync(
  platform: string,
  keyring: StandInKeyring,
  plaintext: string,
  appName = FIXTURE_KEY_APP_NAME,
): Buffer {
  const sealing = sealingKey(platform, keyring)
  if (sealing === null) throw new Error(rejections.encrypt)
  return sealUnder(sealing, plaintext, appName)
}

/**
 * decryptStringAsync (Encryptor::DecryptData): the key whose tag starts the data; a key
 * that fails is final. Without a matching key OSCrypt sync is tried, which holds no key
 * the async ring lacks: for its own tags (v10, and v11 on Linux) it fails, "temporarily
 * unavailable" when sync encryption is off; anything else it takes for text stored
 * before encryption and returns unchanged (os_crypt_linux.cc / _mac.mm / _win.cc:
 * "assume we're dealing with old data saved as clear text"). `shouldReEncrypt` when
 * another key seals now.
 */
export function decryptAsync(
  platform: string,
  keyring: StandInKeyring,
  data: Buffer,
  appName = FIXTURE_KEY_APP_NAME,
): { result: string; shouldReEncrypt: boolean } {
  const ring = keyRing(platform, keyring)
  const sealing = sealingKey(platform, keyring)
  const tag = data.subarray(0, 3).toString('latin1')
  const key = ring.get(tag)
  if (key !== undefined) {
    let result: string
    try {
      result = openUnder(key, data, appName)
    } catch {
      throw new Error(rejections.decrypt)
    }
    return { result, shouldReEncrypt: key !== sealing }
  }
  const syncTags = platform === 'linux' ? ['v10', 'v11'] : ['v10']
  if (syncTags.includes(tag)) {
    throw new Error(
      syncEncryptionAvailable(platform, keyring) ? rejections.decrypt : rejections.unavailable,
    )
  }
  // Not Electron: harness data folders from before the stand-in played tags were sealed
  // untagged under the one published key. They still open, so old folders stay usable.
  try {
    return { result: openWithTestKey(data), shouldReEncrypt: true }
  } catch {
    return { result: data.toString('utf8'), shouldReEncrypt: sealing !== null }
  }
}

/** `isEncryptionAvailable()` (OSCrypt sync): Linux only with a keyring the guess names that gives its key. */
export function syncEncryptionAvailable(platform: string, keyring: StandInKeyring): boolean {
  if (platform !== 'linux') return keyring.store === 'unlocked'
  return guessedBackend(keyring.desktop) !== 'basic_text' && keyring.store === 'unlocked'
}
