/** What happened to a profile's token; kept per profile, never a secret. */
export type ActivityKind = 'obtained' | 'renewed' | 'failed' | 'rejected' | 'forgotten'
/** Who asked: the user, auto-renew, Renew all, or a test request renewing first. */
export type ActivityTrigger = 'manual' | 'auto' | 'renew-all' | 'request'

export interface ActivityEntry {
  at: number
  kind: ActivityKind
  trigger: ActivityTrigger
  /** The error's message for failures (already redacted); the new expiry for successes. */
  detail: string
  expiresAt: number | null
}

export const ACTIVITY_LENGTH = 30

export const activityLabels: Record<ActivityKind, string> = {
  obtained: 'Token obtained',
  renewed: 'Token renewed',
  failed: 'Failed',
  rejected: 'Rejected by a request (401)',
  forgotten: 'Token forgotten',
}

export const triggerLabels: Record<ActivityTrigger, string> = {
  manual: 'by you',
  auto: 'auto-renew',
  'renew-all': 'Renew all',
  request: 'before a test request',
}
