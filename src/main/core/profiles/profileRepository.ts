import type { AppError } from '../../../shared/ipc/errors'
import type { Profile } from '../../../shared/model/profile'
import type { IssuedToken } from '../../../shared/model/token'
import type { JsonStore } from '../storage/jsonStore'
import {
  migrate,
  PROFILE_FORMAT,
  readDocument,
  validate,
  type ProfileTables,
} from './profileDocument'

type StoredToken = { kind: 'none' } | IssuedToken
type Table = keyof ProfileTables

/**
 * Profiles and their non-secret token metadata: migrated and validated on
 * open, cached in memory (the store re-reads its file on every get) and
 * written through (the store writes its file atomically).
 */
export class ProfileRepository {
  private readonly data: ProfileTables
  /** How many records failed validation and were set aside under `quarantine`. */
  readonly quarantined: number

  constructor(private readonly store: JsonStore) {
    const original = readDocument(store)
    const { tables, quarantine } = validate(migrate(original))
    this.data = tables
    this.quarantined = Object.keys(quarantine).length
    const changed =
      original.schemaVersion !== PROFILE_FORMAT ||
      this.quarantined !== Object.keys(original.quarantine).length
    if (changed) {
      // Quarantine first and version last: a crash between writes re-runs the migration.
      store.set('quarantine', quarantine)
      for (const table of ['profiles', 'tokens', 'lastErrors'] as const)
        store.set(table, tables[table])
      store.set('schemaVersion', PROFILE_FORMAT)
    } else if (store.get('schemaVersion') === undefined) {
      store.set('schemaVersion', PROFILE_FORMAT)
    }
  }

  list(): Profile[] {
    return Object.values(this.data.profiles)
  }

  get(id: string): Profile | undefined {
    return this.data.profiles[id]
  }

  put(profile: Profile): void {
    this.write('profiles', profile.id, profile)
  }

  remove(id: string): void {
    for (const table of ['profiles', 'tokens', 'lastErrors'] as const) {
      if (id in this.data[table]) this.write(table, id, undefined)
    }
  }

  token(id: string): StoredToken {
    return this.data.tokens[id] ?? { kind: 'none' }
  }

  putToken(id: string, snapshot: StoredToken): void {
    this.write('tokens', id, snapshot.kind === 'none' ? undefined : snapshot)
  }

  lastError(id: string): AppError | null {
    return this.data.lastErrors[id] ?? null
  }

  putLastError(id: string, error: AppError | null): void {
    if (error === null && !(id in this.data.lastErrors)) return
    this.write('lastErrors', id, error ?? undefined)
  }

  /** A token was obtained: its metadata, no error, last use, in one file write. */
  recordToken(id: string, token: IssuedToken, usedAt: number): void {
    const profile = this.data.profiles[id]
    if (!profile) return
    const { [id]: _error, ...lastErrors } = this.data.lastErrors
    const next: ProfileTables = {
      profiles: { ...this.data.profiles, [id]: { ...profile, lastUsedAt: usedAt } },
      tokens: { ...this.data.tokens, [id]: token },
      lastErrors,
    }
    this.store.setMany({ ...next })
    Object.assign(this.data, next)
  }

  /** Writes many profiles in one file write (imports). */
  putMany(profiles: Profile[]): void {
    const rows = { ...this.data.profiles }
    for (const profile of profiles) rows[profile.id] = profile
    this.store.set('profiles', rows)
    this.data.profiles = rows
  }

  private write<T extends Table>(
    table: T,
    id: string,
    value: ProfileTables[T][string] | undefined,
  ): void {
    const { [id]: _previous, ...others } = this.data[table] as Record<string, unknown>
    const rows = value === undefined ? others : { ...others, [id]: value }
    this.store.set(table, rows)
    this.data[table] = rows as ProfileTables[T]
  }
}
