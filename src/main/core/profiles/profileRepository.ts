import type { AppError } from '../../../shared/ipc/errors'
import { loginOf } from '../../../shared/model/login'
import type { PasswordDropped, Profile } from '../../../shared/model/profile'
import type { IssuedToken } from '../../../shared/model/token'
import type { JournalTables } from '../storage/journalTables'
import type { JsonStore } from '../storage/jsonStore'
import { tableOf, withRow, type Table } from '../util/table'
import {
  migrate,
  PROFILE_FORMAT,
  readDocument,
  readError,
  readToken,
  validate,
  type ProfileTables,
} from './profileDocument'

type StoredToken = { kind: 'none' } | IssuedToken

/** The journal's tables for per-profile state that changes without a person editing anything. */
export const STATE_TABLES = { token: 'token', error: 'error', used: 'used' } as const

/**
 * Profiles and their non-secret token state. What a person edits (the
 * profiles, a note about a dropped password) lives in profiles.json and is
 * written when edited; what changes on its own (token metadata, the last
 * error, the last use) lives in the state journal, one small appended row
 * per change, so a renewal never rewrites a file. Both are validated on
 * open and served from memory.
 */
export class ProfileRepository {
  private profiles: Table<Profile>
  private passwordsDropped: Table<PasswordDropped>
  private readonly tokens = new Map<string, IssuedToken>()
  private readonly errors = new Map<string, AppError>()
  private readonly used = new Map<string, number>()
  /** Profiles by login (loginOf), built when first asked after a change to the profiles. */
  private logins: Map<string, Profile[]> | null = null
  /** How many records failed validation and were set aside under `quarantine`. */
  readonly quarantined: number
  /** Journal rows that did not pass validation (dropped). */
  readonly damagedState: number

  constructor(
    private readonly store: JsonStore,
    private readonly state: JournalTables,
  ) {
    const original = readDocument(store)
    const { tables, quarantine } = validate(migrate(original))
    this.profiles = tables.profiles
    this.passwordsDropped = tables.passwordDropped
    this.quarantined = Object.keys(quarantine).length
    const changed =
      original.schemaVersion !== PROFILE_FORMAT ||
      this.quarantined !== Object.keys(original.quarantine).length
    if (changed) {
      // Quarantine first and version last: a crash between writes re-runs the migration.
      store.set('quarantine', quarantine)
      store.setMany({ profiles: tables.profiles, passwordDropped: tables.passwordDropped })
      store.set('schemaVersion', PROFILE_FORMAT)
    } else if (store.get('schemaVersion') === undefined) {
      store.set('schemaVersion', PROFILE_FORMAT)
    }
    this.damagedState = this.loadState()
  }

  list(): Profile[] {
    return Object.values(this.profiles).map((profile) => this.withUse(profile))
  }

  /**
   * Each profile and its last use, in list() order, with no copy of a
   * profile used since it was saved (list() makes one: the rows need none).
   */
  forEach(visit: (profile: Profile, lastUsedAt: number | null) => void): void {
    const { profiles } = this
    for (const id in profiles) {
      const profile = profiles[id] as Profile
      visit(profile, this.used.get(id) ?? profile.lastUsedAt)
    }
  }

  get(id: string): Profile | undefined {
    const profile = this.profiles[id]
    return profile && this.withUse(profile)
  }

  /** The profiles with this login (loginOf): the ones that share its password. */
  membersOf(login: string): Profile[] {
    if (this.logins === null) {
      const logins = new Map<string, Profile[]>()
      for (const profile of Object.values(this.profiles)) {
        const key = loginOf(profile)
        const members = logins.get(key)
        if (members) members.push(profile)
        else logins.set(key, [profile])
      }
      this.logins = logins
    }
    return (this.logins.get(login) ?? []).map((profile) => this.withUse(profile))
  }

  /** A person's edit: one profiles.json write. */
  put(profile: Profile): void {
    this.writeProfiles(withRow(this.profiles, profile.id, profile))
  }

  /**
   * Profiles and the notes about passwords removed with them, in one atomic
   * write of profiles.json (an edit, an import): all of it, or, when the
   * disk refuses, nothing, in the file and in memory.
   */
  save(
    profiles: readonly Profile[],
    notes: readonly [string, PasswordDropped | null][] = [],
  ): void {
    const rows = tableOf(this.profiles)
    for (const profile of profiles) rows[profile.id] = profile
    if (notes.length === 0) {
      this.writeProfiles(rows)
      return
    }
    let dropped = this.passwordsDropped
    for (const [id, note] of notes) dropped = withRow(dropped, id, note ?? undefined)
    this.store.setMany({ profiles: rows, passwordDropped: dropped })
    this.profiles = rows
    this.logins = null
    this.passwordsDropped = dropped
  }

  /** Journal rows set inside `work` (tokens, secrets) reach the disk in one line. */
  atomically<T>(work: () => Promise<T>): Promise<T> {
    return this.state.atomically(work)
  }

  remove(id: string): void {
    if (this.profiles[id] !== undefined) this.writeProfiles(withRow(this.profiles, id, undefined))
    this.putPasswordDropped(id, null)
    this.state.atomically(async () => {
      this.putToken(id, { kind: 'none' })
      this.putLastError(id, null)
      this.setUsed(id, null)
    })
  }

  token(id: string): StoredToken {
    return this.tokens.get(id) ?? { kind: 'none' }
  }

  putToken(id: string, snapshot: StoredToken): void {
    if (snapshot.kind === 'none') {
      if (!this.tokens.delete(id)) return
      this.state.set(STATE_TABLES.token, id, null)
    } else {
      this.tokens.set(id, snapshot)
      this.state.set(STATE_TABLES.token, id, snapshot)
    }
  }

  lastError(id: string): AppError | null {
    return this.errors.get(id) ?? null
  }

  putLastError(id: string, error: AppError | null): void {
    if (error === null) {
      if (!this.errors.delete(id)) return
      this.state.set(STATE_TABLES.error, id, null)
    } else {
      this.errors.set(id, error)
      this.state.set(STATE_TABLES.error, id, error)
    }
  }

  /** The profile was just used (a token obtained or handed out): a journal row, no file rewrite. */
  markUsed(id: string, at: number): void {
    if (this.profiles[id] !== undefined) this.setUsed(id, at)
  }

  passwordDropped(id: string): PasswordDropped | null {
    return this.passwordsDropped[id] ?? null
  }

  putPasswordDropped(id: string, dropped: PasswordDropped | null): void {
    if (dropped === null && this.passwordsDropped[id] === undefined) return
    const next = withRow(this.passwordsDropped, id, dropped ?? undefined)
    this.store.set('passwordDropped', next)
    this.passwordsDropped = next
  }

  /**
   * A token was obtained: its metadata, no error, last use. Journal rows,
   * written in one line with the token itself when the caller runs this
   * inside the state's `atomically`. A password was typed for it, so any
   * note about one dropped goes too.
   */
  recordToken(id: string, token: IssuedToken, usedAt: number): void {
    if (this.profiles[id] === undefined) return
    this.putToken(id, token)
    this.putLastError(id, null)
    this.setUsed(id, usedAt)
    this.putPasswordDropped(id, null)
  }

  private withUse(profile: Profile): Profile {
    const used = this.used.get(profile.id)
    return used === undefined || used === profile.lastUsedAt
      ? profile
      : { ...profile, lastUsedAt: used }
  }

  private setUsed(id: string, at: number | null): void {
    if (at === null) {
      if (!this.used.delete(id)) return
    } else this.used.set(id, at)
    this.state.set(STATE_TABLES.used, id, at)
  }

  /** Disk first: if the write fails, memory still matches the file. */
  private writeProfiles(rows: Table<Profile>): void {
    this.store.set('profiles', rows)
    this.profiles = rows
    this.logins = null
  }

  /** Reads the journal's rows for existing profiles; returns how many failed validation. */
  private loadState(): number {
    let damaged = 0
    // forEach over the journal's own rows: no pair, no wrapper per row (30,000 at 10,000 profiles).
    this.state.forEach(STATE_TABLES.token, (value, id) => {
      if (this.profiles[id] === undefined) return
      const token = readToken(value)
      if (token) this.tokens.set(id, token)
      else damaged++
    })
    this.state.forEach(STATE_TABLES.error, (value, id) => {
      if (this.profiles[id] === undefined) return
      const error = readError(value)
      if (error) this.errors.set(id, error)
      else damaged++
    })
    this.state.forEach(STATE_TABLES.used, (value, id) => {
      if (this.profiles[id] === undefined) return
      if (typeof value === 'number' && Number.isFinite(value)) this.used.set(id, value)
      else damaged++
    })
    return damaged
  }
}

export type { ProfileTables }
