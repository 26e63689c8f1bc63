import type { Said } from '../i18n/said'
/** What happened to a profile's token; kept per profile, never a secret. */
export type ActivityKind =
  | 'obtained'
  | 'renewed'
  | 'failed'
  | 'rejected'
  | 'forgotten'
  | 'given'
  /** A server certificate was pinned for the profile (or the pin changed). */
  | 'pinned'
  | 'unpinned'
/** Who asked: the user, auto-renew, Renew all, a test request renewing first, or `token-desk`. */
export type ActivityTrigger = 'manual' | 'auto' | 'renew-all' | 'request' | 'cli'

export interface ActivityEntry {
  at: number
  kind: ActivityKind
  trigger: ActivityTrigger
  /** The error's message for failures (already redacted); the new expiry for successes. */
  detail: string
  /** `detail` as data, for the window to say in its language (absent in older entries). */
  detailSaid?: Said
  expiresAt: number | null
  /** For `given`: how many times this token went to the same client in a row (absent: once). */
  times?: number
  /** The attempt's redacted exchange (Show exchange, Copy for a ticket), while it is kept. */
  exchangeId?: string
  /**
   * A failure's error code (an ErrorCode, as the version that wrote it named
   * it): an export filters and counts by it. Absent in older entries.
   */
  code?: string
  /** The HTTP status the service answered a failure or a refusal with (absent: no answer, or an older entry). */
  status?: number
}

export const ACTIVITY_LENGTH = 30

export const activityLabels: Record<ActivityKind, string> = {
  obtained: 'Token obtained',
  renewed: 'Token renewed',
  failed: 'Failed',
  rejected: 'Rejected by a request (401)',
  forgotten: 'Token forgotten',
  given: 'Given to the command line',
  pinned: 'Certificate pinned',
  unpinned: 'Certificate pin removed',
}

/**
 * Whether a token got this way is a use of its profile ("last used", the
 * expiry notices): what the user did is; renewals on their own are not.
 */
export const countsAsUse = (trigger: ActivityTrigger): boolean =>
  trigger !== 'auto' && trigger !== 'renew-all'

export const triggerLabels: Record<ActivityTrigger, string> = {
  manual: 'by you',
  auto: 'auto-renew',
  'renew-all': 'Renew all',
  request: 'for a test request',
  cli: 'token-desk',
}
