import type { Said } from '../i18n/said'

/**
 * Every failure that crosses the IPC boundary. A discriminated union so the UI
 * can say something specific for each; never a stack trace, never a secret.
 */
export type NetworkCause =
  | 'timeout'
  | 'refused'
  | 'dns'
  | 'tls'
  | 'reset'
  | 'too-large'
  /**
   * A redirect the token request did not follow, as earlier versions recorded
   * it (a last error kept in the journal). It is the service's answer, so it
   * is now an `unexpected-response` with its 3xx status, titled the same.
   */
  | 'redirect'
  /** The proxy asked for credentials (407): none are set, or they were refused. */
  | 'proxy-auth'
  /** The proxy could not be reached, or refused to open a tunnel. */
  | 'proxy-refused'
  /** The system's proxy settings (a PAC script) gave no answer the app can use. */
  | 'pac'
  /** The server's certificate chains to no CA this computer or the app trusts. */
  | 'untrusted-ca'
  /** The server wants a client certificate, refused ours, or ours cannot be opened. */
  | 'client-cert'
  /** The profile pins a certificate and the server showed another one. */
  | 'pin-mismatch'
  /** An extra CA file cannot be read or holds no certificate. */
  | 'ca-file'
  /** The answer was not valid HTTP, or its compressed body did not decompress. */
  | 'malformed'
  | 'other'

export type AppError = AppErrorKind & {
  /**
   * `message` as data (../i18n/said.ts), for the window to say in its
   * language; `message` stays English for the command line and the logs.
   */
  said?: Said
  /** When main produced it (epoch ms), so the page can say how old what it shows is. */
  at?: number
  /**
   * The redacted exchange of the request that failed, when one was kept (a
   * test request that got no answer): the panel offers Copy for a ticket.
   */
  exchangeId?: string
}

type AppErrorKind =
  | {
      code: 'invalid-input'
      message: string
      issues: { path: string; message: string; said?: Said }[]
    }
  | { code: 'not-found'; message: string }
  | { code: 'duplicate'; message: string; existingProfileId: string; existingName: string }
  | {
      code: 'auth-rejected'
      message: string
      /** The server's own words, e.g. "Unauthorized". */
      serverMessage: string
      status: number
      checklist: string[]
      /** The checklist as data, item by item, for the window to say in its language. */
      checklistSaid?: Said[]
    }
  | {
      code: 'unexpected-response'
      message: string
      status: number
      contentType: string
      excerpt: string
      /** The wait its Retry-After asked for (a 429, a 503), in ms from the answer. */
      retryAfterMs?: number
    }
  | { code: 'network'; message: string; cause: NetworkCause }
  | { code: 'no-password'; message: string }
  /** The login's password command failed: not found, a non-zero exit, nothing printed, a timeout. */
  | { code: 'password-command'; message: string }
  /** The URL or body names another account than the profile's (spec 5.3): ask first. */
  | { code: 'confirm-account'; message: string; found: string; expected: string }
  | { code: 'cancelled'; message: string }
  /** Not offered by this build or not in this state, e.g. the local sandbox. */
  | { code: 'unavailable'; message: string }
  /** Main asked the user (a native dialog, not the page) and the answer was no. */
  | { code: 'declined'; message: string }
  /** Token Desk is locked (after idle, or by the user): unlock it in the window first. */
  | { code: 'locked'; message: string }
  /** The unlock requirement is on and the call came without a proof: ask for it. */
  | { code: 'unlock-required'; message: string }
  /**
   * The proof was wrong or refused (Touch ID), or came too soon after wrong
   * ones: `waitMs` before the next attempt is looked at (0: try again now).
   */
  | { code: 'unlock-refused'; message: string; waitMs: number }
  | { code: 'no-token'; message: string }
  /** Verify has no GET request to call with the token (none chosen, and not a demo profile). */
  | { code: 'no-probe'; message: string }
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
