import { systemPreferences } from 'electron'
import type { OsUserCheck } from '../core/lock/osUserCheck'

/**
 * Touch ID through Electron's systemPreferences (docs/api/system-preferences.md:
 * `canPromptTouchID()` and `promptTouchID(reason)`, both "@platform darwin").
 * Electron defines them only in its macOS build
 * (shell/browser/api/electron_api_system_preferences.cc sets them under
 * IS_MAC), so their presence is the platform guard; elsewhere there is no
 * OS check and the passphrase is the only proof.
 */
export function touchIdCheck(): OsUserCheck | undefined {
  if (typeof systemPreferences.canPromptTouchID !== 'function') return undefined
  return {
    // False without the hardware, or with no finger enrolled.
    available: () => systemPreferences.canPromptTouchID(),
    // Resolves only on success; a failed match, a cancel or an unavailable sensor rejects.
    confirm: (reason) =>
      systemPreferences.promptTouchID(reason).then(
        () => true,
        () => false,
      ),
  }
}
