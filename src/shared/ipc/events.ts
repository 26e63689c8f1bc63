import type { AppError } from './errors'
import type { ProfileView } from '../model/profile'

/** One profile's result in "Renew all". */
export type RenewOutcome =
  | { profileId: string; name: string; kind: 'renewed'; expiresAt: number }
  | { profileId: string; name: string; kind: 'failed'; error: AppError }
  | { profileId: string; name: string; kind: 'skipped'; reason: string }

export interface RenewAllSummary {
  total: number
  outcomes: RenewOutcome[]
}

/** Pushed from main to the page; the page never pulls secrets through these. */
export type AppEvent =
  | { type: 'profile-changed'; profile: ProfileView }
  | { type: 'renew-all-progress'; done: number; total: number; outcome: RenewOutcome }

export const EVENT_CHANNEL = 'token-desk:event'
