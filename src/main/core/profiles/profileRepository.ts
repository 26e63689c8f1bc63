import { cutShort } from '../../../shared/text/cutShort'
import type { AppError } from '../../../shared/ipc/errors'
import { asSaid, type Said } from '../../../shared/i18n/said'
import { loginOf } from '../../../shared/model/login'
import { normalBaseUrl } from '../../../shared/model/baseUrl'
import { sameAccount } from '../../../shared/model/loginAccounts'
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
  type CheckedProfiles,
  type ProfileTables,
} from './profileDocument'

type StoredToken = { kind: 'none' } | IssuedToken

/** A profile of a login, as membersOf gives it: its last use is not kept up to date there. */
export type LoginMember = Omit<Profile, 'lastUsedAt'>

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
  private readonly tokens: StateView<IssuedToken>
  private readonly errors: StateView<AppError>
  private readonly used: StateView<number>
  /**
   * The profiles in table order, until the table changes: iterating a table
   * of 10,000 keys and more costs more than what the list does per row.
   */
  private ordered: Profile[] | null
  /** Profiles by login (loginOf), built when first asked after a change to the profiles. */
  private logins: Map<string, Profile[]> | null = null
  /** mixedLogins, made again after each write of the profiles (as the logins are). */
  private mixed: ReadonlySet<string> | null = null
  /** Whose state changed since takeChanges was last asked; 'all' after a write of the profiles. */
  private changes: Set<string> | 'all' = 'all'
  /** How many records failed validation and were set aside under `quarantine`. */
  readonly quarantined: number
  /** The records set aside (now or by an earlier start, until fixed or removed): names and why. */
  readonly quarantinedAs: { name: string; reason: string; said?: Said }[]
  /** Journal rows that did not pass validation (dropped). */
  readonly damagedState: number

  constructor(
    private readonly store: JsonStore,
    private readonly state: JournalTables,
    /** The profiles as validated when the file was opened (openData), if they still hold. */
    checked: CheckedProfiles | null = null,
  ) {
    const original = readDocument(store)
    const { tables, quarantine, order } =
      checked !== null &&
      checked.of === store.get('profiles') &&
      original.schemaVersion === PROFILE_FORMAT
        ? checked
        : validate(migrate(original))
    this.profiles = tables.profiles
    this.ordered = order
    this.passwordsDropped = tables.passwordDropped
    this.quarantined = Object.keys(quarantine).length
    this.quarantinedAs = Object.keys(quarantine).map((id) => quarantinedAs(quarantine[id], id))
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
    this.tokens = new StateView(state, STATE_TABLES.token)
    this.errors = new StateView(state, STATE_TABLES.error)
    this.used = new StateView(state, STATE_TABLES.used)
    const exists = (id: string) => this.profiles[id] !== undefined
    this.damagedState =
      this.tokens.load(exists, readToken) +
      this.errors.load(exists, readError) +
      this.used.load(exists, readUse)
  }

  /**
   * The profiles whose token, last error or last use changed since the last
   * call ('all': the profiles themselves were written), so the list's rows
   * are rebuilt for those alone.
   */
  takeChanges(): ReadonlySet<string> | 'all' {
    const changes = this.changes
    this.changes = new Set()
    return changes
  }

  list(): Profile[] {
    return this.inOrder().map((profile) => this.withUse(profile))
  }

  /** How many profiles there are, without list()'s copy (asked after every call the window makes). */
  count(): number {
    return this.inOrder().length
  }

  /**
   * Each profile and its last use, in list() order, with no copy of a
   * profile used since it was saved (list() makes one: the rows need none).
   */
  forEach(visit: (profile: Profile, lastUsedAt: number | null) => void): void {
    const profiles = this.inOrder()
    for (let i = 0; i < profiles.length; i++) {
      const profile = profiles[i] as Profile
      visit(profile, this.used.get(profile.id) ?? profile.lastUsedAt)
    }
  }

  get(id: string): Profile | undefined {
    const profile = this.profiles[id]
    return profile && this.withUse(profile)
  }

  /**
   * The profiles with this login (loginOf): the ones that share its password.
   * No copies (a login may have thousands of profiles), so no last use either:
   * ask get() for that.
   */
  membersOf(login: string): readonly LoginMember[] {
    if (this.logins === null) {
      const logins = new Map<string, Profile[]>()
      for (const profile of this.inOrder()) {
        const key = loginOf(profile)
        const members = logins.get(key)
        if (members) members.push(profile)
        else logins.set(key, [profile])
      }
      this.logins = logins
    }
    return this.logins.get(login) ?? []
  }

  /**
   * The profiles whose login also serves another account (spec 1.4: a token
   * is one account's, so one login cannot work for all of them). Made once
   * per write of the profiles. The first list asks for it, so it groups by
   * normal base URL and username (loginOf's rule) in nested maps rather than
   * building every login's member list, which took three times as long.
   */
  mixedLogins(): ReadonlySet<string> {
    if (this.mixed !== null) return this.mixed
    // Per base URL, per username: the first profile's account, or null once another is seen.
    const logins = new Map<string, Map<string, string | null>>()
    const loginIn = (p: Profile) => {
      const url = normalBaseUrl(p.baseUrl)
      let users = logins.get(url)
      if (users === undefined) logins.set(url, (users = new Map()))
      return users
    }
    const profiles = this.inOrder()
    let any = false
    for (const p of profiles) {
      const users = loginIn(p)
      const seen = users.get(p.username)
      const account = p.account.id
      if (seen === undefined) users.set(p.username, account)
      else if (seen !== null && seen !== account && !sameAccount(seen, account)) {
        users.set(p.username, null)
        any = true
      }
    }
    const mixed = new Set<string>()
    if (any) for (const p of profiles) if (loginIn(p).get(p.username) === null) mixed.add(p.id)
    this.mixed = mixed
    return mixed
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
    this.writeProfilesAndNotes(rows, dropped)
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

  /** Several profiles deleted (the Board): one profiles.json write, one journal line. */
  removeMany(ids: readonly string[]): void {
    const gone = new Set(ids)
    const rows = Object.create(null) as Table<Profile>
    for (const id of Object.keys(this.profiles)) {
      if (!gone.has(id)) rows[id] = this.profiles[id] as Profile
    }
    let dropped = this.passwordsDropped
    for (const id of ids) {
      if (dropped[id] !== undefined) dropped = withRow(dropped, id, undefined)
    }
    if (dropped === this.passwordsDropped) this.writeProfiles(rows)
    else this.writeProfilesAndNotes(rows, dropped)
    void this.state.atomically(async () => {
      for (const id of ids) {
        this.putToken(id, { kind: 'none' })
        this.putLastError(id, null)
        this.setUsed(id, null)
      }
    })
  }

  token(id: string): StoredToken {
    return this.tokens.get(id) ?? { kind: 'none' }
  }

  putToken(id: string, snapshot: StoredToken): void {
    this.tokens.put(id, snapshot.kind === 'none' ? null : snapshot)
    this.changed(id)
  }

  lastError(id: string): AppError | null {
    return this.errors.get(id) ?? null
  }

  putLastError(id: string, error: AppError | null): void {
    this.errors.put(id, error)
    this.changed(id)
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
  /** `usedAt`: when the user got it (null: a renewal in the background, which is no use). */
  recordToken(id: string, token: IssuedToken, usedAt: number | null): void {
    if (this.profiles[id] === undefined) return
    this.putToken(id, token)
    this.putLastError(id, null)
    if (usedAt !== null) this.setUsed(id, usedAt)
    this.putPasswordDropped(id, null)
  }

  private inOrder(): Profile[] {
    return (this.ordered ??= Object.values(this.profiles))
  }

  private withUse(profile: Profile): Profile {
    const used = this.used.get(profile.id)
    return used === undefined || used === profile.lastUsedAt
      ? profile
      : { ...profile, lastUsedAt: used }
  }

  private setUsed(id: string, at: number | null): void {
    this.used.put(id, at)
    this.changed(id)
  }

  private changed(id: string): void {
    if (this.changes !== 'all') this.changes.add(id)
  }

  /** Disk first: if the write fails, memory still matches the file. */
  private writeProfiles(rows: Table<Profile>): void {
    this.store.set('profiles', rows)
    this.profiles = rows
    this.ordered = null
    this.logins = null
    this.mixed = null
    this.changes = 'all'
  }

  /** The profiles and the password-dropped notes in one write. */
  private writeProfilesAndNotes(rows: Table<Profile>, dropped: Table<PasswordDropped>): void {
    this.store.setMany({ profiles: rows, passwordDropped: dropped })
    this.profiles = rows
    this.ordered = null
    this.logins = null
    this.mixed = null
    this.changes = 'all'
    this.passwordsDropped = dropped
  }
}

/** A last-use row of the state journal, checked (null: damaged). */
const readUse = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

/**
 * One of the journal's per-profile tables as the repository sees it: read
 * through to the journal's own rows (a start copies none of them), less the
 * rows set aside at start, the damaged ones and those of no profile then,
 * which stay in the file as they are until written again.
 */
class StateView<T> {
  /** Keys set aside at start: read as absent until written. */
  private readonly unseen = new Set<string>()
  /** Rows only the full schema could read, as it gave them back (a copy). */
  private readonly copies = new Map<string, T>()
  /** The journal's rows of the table, live. */
  private readonly rows: ReadonlyMap<string, unknown>

  constructor(
    private readonly state: JournalTables,
    private readonly table: string,
  ) {
    this.rows = state.table(table)
  }

  /**
   * Start: checks each row of the table (`read` gives back the value
   * itself, a checked copy, or null when it is damaged); returns how many
   * were damaged.
   */
  load(exists: (id: string) => boolean, read: (value: unknown) => T | null): number {
    let damaged = 0
    this.rows.forEach((value, id) => {
      if (!exists(id)) {
        this.unseen.add(id)
        return
      }
      const row = read(value)
      if (row === null) {
        damaged++
        this.unseen.add(id)
      } else if (row !== value) this.copies.set(id, row)
    })
    return damaged
  }

  get(id: string): T | undefined {
    if (this.unseen.size > 0 && this.unseen.has(id)) return undefined
    if (this.copies.size > 0) {
      const copy = this.copies.get(id)
      if (copy !== undefined) return copy
    }
    return this.rows.get(id) as T | undefined
  }

  /** A journal row (null: removed); removing what is not seen writes nothing. */
  put(id: string, value: T | null): void {
    if (value === null && this.get(id) === undefined) return
    this.unseen.delete(id)
    this.copies.delete(id)
    this.state.set(this.table, id, value)
  }
}

export type { ProfileTables }

/** A set-aside record as the start names it: its name if it has one (cut short), else its key. */
function quarantinedAs(record: unknown, id: string): { name: string; reason: string; said?: Said } {
  const { profile, reason, said } = (record ?? {}) as {
    profile?: { name?: unknown }
    reason?: unknown
    said?: unknown
  }
  const name = typeof profile?.name === 'string' && profile.name.trim() !== '' ? profile.name : id
  // The reason's Said, kept beside it when it was set aside (none from earlier versions).
  const why = typeof reason === 'string' && reason !== '' ? asSaid(said) : undefined
  return {
    name: cutShort(name, 60),
    reason: typeof reason === 'string' ? reason : '',
    ...(why && { said: why }),
  }
}
