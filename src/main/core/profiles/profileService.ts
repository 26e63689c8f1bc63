import { randomUUID } from 'node:crypto'
import { AppFailure } from '../../../shared/ipc/errors'
import {
  duplicateKey,
  type NewProfileFields,
  type Profile,
  type ProfileFields,
  type ProfileView,
} from '../../../shared/model/profile'
import type { IssuedToken } from '../../../shared/model/token'
import type { Clock } from '../clock'
import type { ProfileRequestData, RequestRepository } from '../requests/requestRepository'
import type { SecretKeeper } from '../secrets/secretKeeper'
import type { ProfileRepository } from './profileRepository'

/** How long a deleted profile can be brought back. */
export const UNDO_WINDOW_MS = 60_000

interface Deleted {
  profile: Profile
  token: { kind: 'none' } | IssuedToken
  tokenValue: string | null
  password: string | null
  requests: ProfileRequestData
  until: number
}

/** Creates, edits, copies and deletes profiles, keeping their secrets in step. */
export class ProfileService {
  /** Deleted profiles, in memory only, for undo. Their secrets are already off disk. */
  private readonly trash = new Map<string, Deleted>()

  constructor(
    private readonly repo: ProfileRepository,
    private readonly requests: RequestRepository,
    private readonly passwords: SecretKeeper,
    private readonly tokens: SecretKeeper,
    private readonly clock: Clock,
    private readonly isRenewing: (id: string) => boolean = () => false,
    private readonly newId: () => string = randomUUID,
  ) {}

  /** In storage order: the page sorts by the user's chosen key anyway. */
  async list(): Promise<ProfileView[]> {
    return this.repo.list().map((profile) => this.toView(profile))
  }

  async view(id: string): Promise<ProfileView> {
    return this.toView(this.require(id))
  }

  exists(id: string): boolean {
    return this.repo.get(id) !== undefined
  }

  require(id: string): Profile {
    const profile = this.repo.get(id)
    if (!profile) {
      throw new AppFailure({
        code: 'not-found',
        message: 'This profile no longer exists. It may have been deleted in another window.',
      })
    }
    return profile
  }

  /** The existing profile for the same login (base URL, username, account), if any. */
  findDuplicate(candidate: Pick<Profile, 'baseUrl' | 'username' | 'account'>, except?: string) {
    const key = duplicateKey(candidate)
    return this.repo.list().find((p) => p.id !== except && duplicateKey(p) === key)
  }

  async create(
    fields: NewProfileFields,
    password: string | undefined,
    allowDuplicate = false,
  ): Promise<ProfileView> {
    const now = this.clock()
    const profile: Profile = {
      id: this.newId(),
      ...toProfile(fields),
      lastUsedAt: null,
      createdAt: now,
      updatedAt: now,
    }
    const existing = allowDuplicate ? undefined : this.findDuplicate(profile)
    if (existing) throw duplicateFailure(existing)
    // Secret first: a profile is never saved pointing at a password that failed to store.
    if (password !== undefined) await this.passwords.set(profile.id, password)
    this.repo.put(profile)
    return this.toView(profile)
  }

  async update(id: string, patch: Partial<ProfileFields>, password?: string): Promise<ProfileView> {
    const current = this.require(id)
    const merged = { ...fieldsOf(current), ...patch }
    const next: Profile = { ...current, ...toProfile(merged), updatedAt: this.clock() }
    if (identityOf(next) !== identityOf(current)) {
      const existing = this.findDuplicate(next, id)
      if (existing) throw duplicateFailure(existing)
    }
    if (password !== undefined) {
      await this.passwords.set(id, password)
      // A new password is the user acting on a refusal: auto-renew may try again.
      this.repo.putLastError(id, null)
    }
    // A token belongs to one user on one host and account: a new identity makes it meaningless.
    if (identityOf(next) !== identityOf(current)) {
      await this.tokens.remove(id)
      this.repo.putToken(id, { kind: 'none' })
    }
    this.repo.put(next)
    return this.toView(next)
  }

  /** A copy with its own id and name, the same password, no token. */
  async copy(id: string): Promise<ProfileView> {
    const source = this.require(id)
    const now = this.clock()
    const copy: Profile = {
      ...source,
      id: this.newId(),
      name: `${source.name} (copy)`.slice(0, 120),
      favourite: false,
      lastUsedAt: null,
      createdAt: now,
      updatedAt: now,
    }
    const password = await this.passwords.get(id)
    if (password !== null) await this.passwords.set(copy.id, password)
    this.repo.put(copy)
    return this.toView(copy)
  }

  /** Deletes the profile and its secrets from disk; returns the id to undo with. */
  async remove(id: string): Promise<{ undoId: string; until: number }> {
    const profile = this.require(id)
    const deleted: Deleted = {
      profile,
      token: this.repo.token(id),
      tokenValue: await this.tokens.get(id).catch(() => null),
      password: await this.passwords.get(id).catch(() => null),
      requests: this.requests.take(id),
      until: this.clock() + UNDO_WINDOW_MS,
    }
    await this.passwords.remove(id)
    await this.tokens.remove(id)
    this.repo.remove(id)
    this.pruneTrash()
    const undoId = this.newId()
    this.trash.set(undoId, deleted)
    return { undoId, until: deleted.until }
  }

  async restore(undoId: string): Promise<ProfileView> {
    this.pruneTrash()
    const deleted = this.trash.get(undoId)
    if (!deleted) {
      throw new AppFailure({
        code: 'not-found',
        message: 'This deletion can no longer be undone (undo lasts one minute).',
      })
    }
    this.trash.delete(undoId)
    const { profile } = deleted
    if (deleted.password !== null) await this.passwords.set(profile.id, deleted.password)
    if (deleted.tokenValue !== null && deleted.token.kind === 'issued') {
      await this.tokens.set(profile.id, deleted.tokenValue)
      this.repo.putToken(profile.id, deleted.token)
    }
    this.requests.give(deleted.requests)
    this.repo.put(profile)
    return this.toView(profile)
  }

  /** Records that the profile was just used (token obtained or copied). */
  touch(id: string): void {
    const profile = this.repo.get(id)
    if (profile) this.repo.put({ ...profile, lastUsedAt: this.clock() })
  }

  private pruneTrash(): void {
    const now = this.clock()
    for (const [undoId, deleted] of this.trash) if (deleted.until <= now) this.trash.delete(undoId)
  }

  private toView(profile: Profile): ProfileView {
    return {
      ...profile,
      password: this.passwords.keeping(profile.id),
      token: this.isRenewing(profile.id)
        ? { kind: 'renewing', previous: this.repo.token(profile.id) }
        : this.repo.token(profile.id),
      lastError: this.repo.lastError(profile.id),
    }
  }
}

type EditableProfile = Omit<Profile, 'id' | 'lastUsedAt' | 'createdAt' | 'updatedAt'>

function toProfile(fields: ProfileFields): EditableProfile {
  const { accountId, accountName, ...rest } = fields
  return { ...rest, account: { id: accountId, name: accountName } }
}

function fieldsOf(profile: Profile): ProfileFields {
  const { id: _id, account, lastUsedAt: _l, createdAt: _c, updatedAt: _u, ...rest } = profile
  return { ...rest, accountId: account.id, accountName: account.name }
}

const identityOf = (p: Profile): string =>
  JSON.stringify([p.portal, p.baseUrl, p.username, p.account.id])

function duplicateFailure(existing: Profile): AppFailure {
  return new AppFailure({
    code: 'duplicate',
    existingProfileId: existing.id,
    existingName: existing.name,
    message: `"${existing.name}" already uses this base URL, username and account.`,
  })
}
