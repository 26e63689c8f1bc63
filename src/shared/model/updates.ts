import type { Said } from '../i18n/said'

/** Why this copy of the app cannot update itself; each one tells the user what to do instead. */
export type UpdateUnavailableReason =
  /** Run from source (`npm start`, `npm run dev`) or in the browser harness. */
  | 'development-build'
  /** Built without an update feed (no TOKEN_DESK_GITHUB_REPO / TOKEN_DESK_UPDATE_URL). */
  | 'no-feed'
  /** Installed in a way the updater cannot replace, e.g. an unpacked folder or a Snap. */
  | 'unsupported-install'

/** What "Check for updates" found, as Settings shows it. */
export type UpdateStatus =
  | { kind: 'up-to-date'; currentVersion: string }
  /** A newer version exists and is downloading; `percent` is null until the first progress report. */
  | { kind: 'available'; version: string; percent: number | null }
  /** Downloaded and verified: installs on restart (or when the app quits). */
  | { kind: 'ready'; version: string }
  | { kind: 'unavailable'; reason: UpdateUnavailableReason; message: string; said?: Said }
  | { kind: 'failed'; message: string; said?: Said }
