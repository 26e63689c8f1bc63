import { config, onReset } from './state'

/** How the person at the harness answers a Touch ID sheet. */
export const touchIdAnswers = ['succeed', 'fail', 'cancel'] as const
export type TouchIdAnswer = (typeof touchIdAnswers)[number]

interface Sheet {
  reason: string
  resolve: () => void
  reject: (error: Error) => void
}

/** The Touch ID sheets open now, oldest first; each waits for `answerTouchId`. */
const sheets: Sheet[] = []

/**
 * The error messages macOS gives (LAError's localizedDescription), which
 * Electron passes on as the rejection
 * (shell/browser/api/electron_api_system_preferences_mac.mm, PromptTouchID).
 */
const failures: Record<Exclude<TouchIdAnswer, 'succeed'>, string> = {
  fail: 'Application retry limit exceeded.',
  cancel: 'Canceled by user.',
}

/**
 * As electron_api_system_preferences_mac.mm's CanPromptTouchID: false unless
 * LAContext can evaluate the biometrics policy (a sensor with a finger
 * enrolled) and the biometry is Touch ID.
 */
function canPromptTouchID(): boolean {
  return config.touchId
}

/**
 * As PromptTouchID there: an empty reason rejects before any sheet shows;
 * without a usable sensor LAContext's evaluation fails, which rejects with
 * its LAError's description (LAErrorBiometryNotAvailable's here).
 */
function promptTouchID(reason: string): Promise<void> {
  if (typeof reason !== 'string') throw new TypeError('Insufficient number of arguments.')
  if (reason === '') return Promise.reject(new Error('reason must be non-empty'))
  if (!config.touchId) return Promise.reject(new Error('Biometry is not available on this device.'))
  return new Promise((resolve, reject) => sheets.push({ reason, resolve, reject }))
}

/**
 * Electron's systemPreferences, as far as the app uses it: Touch ID
 * (docs/api/system-preferences.md, `canPromptTouchID` and `promptTouchID`,
 * both "@platform darwin"). Electron's other builds do not define them
 * (shell/browser/api/electron_api_system_preferences.cc sets them under
 * IS_MAC), so the stand-in has them only while it plays macOS
 * (`--platform darwin`); elsewhere they are undefined, as there.
 */
export const systemPreferences = {
  get canPromptTouchID(): (() => boolean) | undefined {
    return config.platform === 'darwin' ? canPromptTouchID : undefined
  },
  get promptTouchID(): ((reason: string) => Promise<void>) | undefined {
    return config.platform === 'darwin' ? promptTouchID : undefined
  },
}

/** The reasons of the sheets waiting for an answer, oldest first. */
export const pendingTouchId = (): string[] => sheets.map((sheet) => sheet.reason)

/** Answers the oldest open sheet as the user would; false when none is open. */
export function answerTouchId(answer: TouchIdAnswer): boolean {
  const sheet = sheets.shift()
  if (!sheet) return false
  if (answer === 'succeed') sheet.resolve()
  else sheet.reject(new Error(failures[answer]))
  return true
}

onReset(() => {
  for (const sheet of sheets.splice(0)) sheet.reject(new Error(failures.cancel))
})
