import type { AppError } from '../../../shared/ipc/errors'
import type { Profile } from '../../../shared/model/profile'
import type { IssuedToken } from '../../../shared/model/token'
import type { JsonStore } from '../storage/jsonStore'

type StoredToken = { kind: 'none' } | IssuedToken

interface Tables {
  profiles: Record<string, Profile>
  tokens: Record<string, IssuedToken>
  lastErrors: Record<string, AppError>
}
type Table = keyof Tables

const tables: Table[] = ['profiles', 'tokens', 'lastErrors']

/**
 * Profiles and their non-secret token metadata, cached in memory and written
 * through to the store (which writes its file atomically).
 */
export class ProfileRepository {
  private readonly data: Tables

  constructor(private readonly store: JsonStore) {
    const read = <T extends Table>(table: T): Tables[T] => {
      const value = store.get(table)
      return (value && typeof value === 'object' ? value : {}) as Tables[T]
    }
    this.data = {
      profiles: read('profiles'),
      tokens: read('tokens'),
      lastErrors: read('lastErrors'),
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
    for (const table of tables) this.write(table, id, undefined)
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

  private write<T extends Table>(table: T, id: string, value: Tables[T][string] | undefined): void {
    const { [id]: _previous, ...others } = this.data[table] as Record<string, unknown>
    const rows = value === undefined ? others : { ...others, [id]: value }
    this.store.set(table, rows)
    this.data[table] = rows as Tables[T]
  }
}
