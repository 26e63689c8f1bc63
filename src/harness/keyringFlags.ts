import {
  defaultKeyring,
  keyStoreStates,
  type KeyStoreState,
  type StandInKeyring,
} from './electron/keySources'
import type { StandInPlatform } from './electron/state'

/** The harness's keyring flags, for parseArgs. */
export const keyringOptions = {
  desktop: { type: 'string' },
  keyring: { type: 'string' },
  'secret-portal': { type: 'boolean' },
} as const

export const keyringUsage =
  '[--desktop GNOME|KDE|sway|…] [--keyring unlocked|locked|absent|rejecting] [--secret-portal]'

/** Which states each OS can be in (keySources.ts says why). */
const playable: Record<StandInPlatform, readonly KeyStoreState[]> = {
  // Chromium's fallback key always seals: Linux never refuses to encrypt.
  linux: ['unlocked', 'locked', 'absent'],
  darwin: ['unlocked', 'rejecting'],
  win32: ['unlocked', 'rejecting'],
}

/** The keyring the flags describe, or why they cannot be played. */
export function keyringFrom(
  values: { desktop?: string; keyring?: string; 'secret-portal'?: boolean },
  platform: StandInPlatform,
): StandInKeyring | string {
  const store = keyStoreStates.find((s) => s === (values.keyring ?? 'unlocked'))
  if (!store) return `Unknown keyring state: ${values.keyring} (${keyStoreStates.join(', ')})`
  if (!playable[platform].includes(store)) {
    return `--keyring ${store} cannot happen on ${platform} (${playable[platform].join(', ')})`
  }
  if (platform !== 'linux' && (values.desktop !== undefined || values['secret-portal'])) {
    return '--desktop and --secret-portal are Linux only'
  }
  return {
    desktop: values.desktop ?? defaultKeyring.desktop,
    store,
    portal: values['secret-portal'] ?? false,
  }
}
