import type { Said } from '../i18n/said'
import type { Settings } from './settings'

/** Something the user must be told about at start-up; nothing was lost, here is where it is. */
export type Notice =
  | {
      kind: 'store-recovered'
      store: 'profiles' | 'secrets'
      movedTo: string
      reason: string
      said?: Said
    }
  /**
   * Profiles this start could not read, set aside under "quarantine" in
   * `file` with their token; `profiles` names the first QUARANTINE_NAMED and why.
   */
  | {
      kind: 'records-quarantined'
      count: number
      file: string
      profiles: { name: string; reason: string; said?: Said }[]
    }
  /**
   * Secrets sealed with a key this session does not hold (`storedWith`, key
   * source names, keyring.ts; `current`, the one sealing now): they are not
   * expected to open now; nothing was deleted.
   */
  | {
      kind: 'keyring-changed'
      storedWith: string[]
      current: string
      passwords: number
      tokens: number
    }
  /**
   * Data from an earlier version was converted once (token state, secrets,
   * activity and history moved to files made for frequent small writes);
   * the old files were kept as backups.
   */
  | { kind: 'store-upgraded'; from: number; backups: string[] }
  /**
   * The state journal had damaged lines or rows (skipped); everything else
   * was read. `copy`: the journal as it was, kept before the compaction that
   * follows the start rewrites it without damaged lines, so the next start
   * finds none (rows that fail validation stay in the file).
   */
  | { kind: 'state-damaged'; file: string; lines: number; copy?: string }
  /**
   * The state journal (token state and stored passwords) was missing or
   * empty while profiles.json has `profiles` profiles. Every journal the app
   * writes holds a mark, so it was lost, not never written: the profiles
   * start without tokens and stored passwords. Nothing else was changed.
   */
  | { kind: 'state-missing'; file: string; found: 'missing' | 'empty'; profiles: number }
  /**
   * The reverse: profiles.json was missing while the state journal holds
   * `tokens` tokens and `passwords` stored passwords. They stay on disk and
   * come back with the profiles if a copy of the file is put back.
   */
  | { kind: 'profiles-missing'; file: string; tokens: number; passwords: number }
  /**
   * Tables of profiles.json of the wrong type (`tables`: each key and why), in
   * a file otherwise read: they start at their defaults (empty), and the file
   * as it was, their values included, is kept at `copy`. Nothing was deleted.
   */
  | {
      kind: 'tables-set-aside'
      file: string
      copy: string
      tables: { name: string; reason: string; said?: Said }[]
    }
  /** Settings whose stored values this version refuses: they read as their defaults. */
  | { kind: 'settings-reset'; fields: readonly (keyof Settings)[] }
  /**
   * Passwords kept per profile by an earlier version were moved to their
   * logins (same address and username share one). Where members of one login
   * had different passwords, the most recently used profile's was kept:
   * `replaced` names the others, so none is lost silently.
   */
  | { kind: 'passwords-shared'; logins: { kept: string; replaced: string[] }[] }
  /** A store file others may read, which the app could not make private (another user owns it). */
  | { kind: 'permissions-left-open'; path: string; mode: string; errno: string }

/** How many set-aside profiles a notice names; the rest are counted. */
export const QUARANTINE_NAMED = 5
