import type {
  CliClient,
  CliError,
  CliProfileRow,
  CliToken,
  CliVerifyRow,
} from '../../../shared/cli/protocol'

/** What a `token` request needs besides the profile. */
export interface TokenNeed {
  /** Renew first when less than this remains (0: any unexpired token). */
  minTtlMs: number
  /**
   * Renew even when the current token lasts. Satisfied by a renewal in flight
   * when the request arrived (its token is newer than the one current then)
   * or one started after: parallel forced requests share one renewal.
   */
  force: boolean
  /** How long to wait for the user (password) and the renewal. */
  timeoutMs: number
  /** Aborts when the command hangs up. */
  signal: AbortSignal
  client: CliClient
}

export interface TokenLifetime {
  issuedAt: number
  expiresAt: number
  /** The service refused it (401 on a request): renew now. */
  rejected: boolean
}

/**
 * Everything the command line server needs from the app's profiles and
 * tokens. Narrow on purpose: one adapter (servicesBackend.ts) implements it
 * over today's services, and is the one file to re-point when they change.
 */
export interface CliBackend {
  /** Every profile as a row: names, accounts, token state; never a secret. */
  rows(): CliProfileRow[]
  /**
   * A token with at least `minTtlMs` left: renewed first through the app's
   * single-flight path when needed, after the user typed the password in the
   * window when none is kept. A token renewed just now that has less left
   * (the service's lifetime is shorter) is handed out with a `notice`, not
   * renewed again. Throws CliFailure.
   */
  token(profileId: string, need: TokenNeed): Promise<CliToken>
  /**
   * The stored token's times, read synchronously from metadata (no secret):
   * what a `watch` schedules its renewal by. Null: no token, or the profile is
   * gone (the renewal then says which).
   */
  lifetime(profileId: string): TokenLifetime | null
  /**
   * The window's Verify (the Board's verifyProfiles) on these profiles, with
   * the app's concurrency; one row each, in the order given.
   */
  verify(profileIds: string[]): Promise<CliVerifyRow[]>
  /** "Given to the command line" in the profile's token activity. */
  recordGiven(profileId: string, client: CliClient, token: CliToken): void
  /** The user cancelled the window's password prompt for this profile. */
  declinePassword(profileId: string): boolean
}

/** A refusal to pass to the client as it is. */
export class CliFailure extends Error {
  constructor(readonly error: CliError) {
    super(error.message)
    this.name = 'CliFailure'
  }
}
