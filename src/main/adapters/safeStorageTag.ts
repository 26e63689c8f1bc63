/**
 * How the safeStorage adapter tags what it stores, without importing
 * Electron, so data folders made outside the app (the benchmarks' harness
 * folders) carry exactly the tags the app writes.
 */

/** Written in front of every value the safeStorage adapter seals. */
export const SAFE_STORAGE_SCHEME = 'electron-safestorage-v1'

/**
 * The keyring a value is recorded under: safeStorage's selected backend on
 * Linux, the only OS where it names one (and where it can change between
 * starts); elsewhere the OS itself (`darwin`, `win32`).
 */
export function recordedKeyring(platform: NodeJS.Platform, linuxBackend: () => string): string {
  return platform === 'linux' ? linuxBackend() : platform
}
