/**
 * Every failure that crosses the IPC boundary. A discriminated union so the UI
 * can say something specific for each; never a stack trace, never a secret.
 */
export type NetworkCause =
  'timeout' | 'refused' | 'dns' | 'tls' | 'reset' | 'too-large' | 'redirect' | 'other'

export type AppError =
  | { code: 'invalid-input'; message: string; issues: { path: string; message: string }[] }
  | { code: 'not-found'; message: string }
  | { code: 'duplicate'; message: string; existingProfileId: string; existingName: string }
  | {
      code: 'auth-rejected'
      message: string
      /** The server's own words, e.g. "Unauthorized". */
      serverMessage: string
      status: number
      checklist: string[]
    }
  | {
      code: 'unexpected-response'
      message: string
      status: number
      contentType: string
      excerpt: string
    }
  | { code: 'network'; message: string; cause: NetworkCause }
  | { code: 'no-password'; message: string }
  /** The request goes to a host not configured on the profile: ask once per host. */
  | { code: 'confirm-host'; message: string; origin: string }
  /** The URL or body names another account than the profile's (spec 5.3): ask first. */
  | { code: 'confirm-account'; message: string; found: string; expected: string }
  | { code: 'cancelled'; message: string }
  | { code: 'no-token'; message: string }
  | { code: 'storage'; message: string }
  | { code: 'forbidden-sender'; message: string }
  | { code: 'internal'; message: string }

export type ErrorCode = AppError['code']

/** Thrown inside the main process; turned into a Result at the IPC boundary. */
export class AppFailure extends Error {
  constructor(readonly error: AppError) {
    super(error.message)
    this.name = 'AppFailure'
  }
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError }
