import type { Said } from '../i18n/said'
import type { AppError } from './errors'
import type { DemoStatus } from '../model/demo'
import type { Outage } from '../model/outage'
import type { ProfileView } from '../model/profile'
import type { Settings } from '../model/settings'
import type { UpdateStatus } from '../model/updates'
import type { WindowCommand } from './commands'
import type { CatalogSourceView } from '../model/catalog'
import type { CliAccessInfo } from '../model/cli'
import type { LockState, SecureReason } from '../model/lock'
import type { RenewLeftAlone, RenewReason, RenewScope } from '../renew/renewPlan'

/**
 * One profile's result in a batch of token requests (Renew all, the Board's
 * Get tokens); `reason` is the token state that put it in the run. Each kind
 * is counted on its own: a renewal that failed while the token still works,
 * or one the user cancelled, is no failure to fix.
 */
export type RenewOutcome = { profileId: string; name: string; reason: RenewReason } & (
  | { kind: 'renewed'; expiresAt: number }
  /** The request failed and no working token is left. */
  | { kind: 'failed'; error: AppError }
  /** The request failed, but the token it was to replace still works until `validUntil`. */
  | { kind: 'failed-still-valid'; error: AppError; validUntil: number }
  /** The user stopped this renewal: nothing was recorded against the profile. */
  | { kind: 'cancelled' }
  | { kind: 'skipped'; why: 'no-password' }
  /** Its login's shared password was refused (401) for another profile in this run. */
  | { kind: 'skipped'; why: 'login-refused'; refusedFor: string }
)

export type RenewOutcomeKind = RenewOutcome['kind']

export interface RenewAllSummary {
  /** 'selected': the profiles the user chose on the Board. */
  scope: RenewScope | 'selected'
  total: number
  outcomes: RenewOutcome[]
  leftAlone: RenewLeftAlone
}

/** Pushed from main to the page; the page never pulls secrets through these. */
export type AppEvent =
  | { type: 'profile-changed'; profile: ProfileView }
  | { type: 'renew-all-progress'; done: number; total: number; outcome: RenewOutcome }
  /** The demo sandbox started, stopped, failed, moved or changed its fault. */
  | { type: 'demo-changed'; status: DemoStatus }
  /** An update download moved on (progress, ready, failed) after its check answered. */
  | { type: 'update-status'; status: UpdateStatus }
  /**
   * `token-desk` waits for a token of a profile that keeps no password: the
   * window asks for it (`client` names who waits).
   */
  | { type: 'password-needed'; profileId: string; reason: 'cli'; client: string }
  /**
   * No `token-desk` client waits for this profile's password any more: it
   * got its token, the prompt was cancelled, or it gave up (timed out,
   * interrupted, disconnected). The window stops saying that it waits.
   */
  | { type: 'password-wait-ended'; profileId: string }
  /** A client was approved or revoked, or the endpoint started or failed. */
  | { type: 'cli-access-changed'; info: CliAccessInfo }
  /**
   * Main put secrets away (our clipboard copy cleared, session passwords
   * forgotten): the page hides a revealed token; `lock` says whether the
   * window is now locked.
   */
  | { type: 'secured'; reason: SecureReason; passwordsForgotten: number; lock: LockState }
  | { type: 'unlocked' }
  /** Settings changed (in this window or another, or by main): every window shows the same. */
  | { type: 'settings-changed'; settings: Settings }
  /** The global shortcut was pressed: main brought the window forward; open the quick switcher. */
  | { type: 'open-quick-switcher' }
  /** The application menu, the tray or a notification asks the window to do something (commands.ts). */
  | { type: 'command'; command: WindowCommand }
  /** A write the disk refused (full, read-only): kept in memory and retried; the user is told. */
  | { type: 'storage-error'; message: string; said?: Said }
  /** The state journal writes again after storage-error: what waited in memory is on disk. */
  | { type: 'storage-recovered'; file: string }
  /** Hosts where many profiles fail the same way (an outage), or none any more. */
  | { type: 'outages-changed'; outages: Outage[] }
  /**
   * A team catalog was read, applied or changed (sources, their status, the
   * profiles they give): the window lists the profiles again and says what
   * waits for review.
   */
  | { type: 'catalog-changed'; sources: CatalogSourceView[] }
  /** A tokendesk:// link left commands for the window: it takes them (takeLinkCommands). */
  | { type: 'links-waiting' }

export const EVENT_CHANNEL = 'token-desk:event'
