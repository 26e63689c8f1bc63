import { randomUUID } from 'node:crypto'
import { AppFailure } from '../../../shared/ipc/errors'
import type { ProfileFields, Profile, ProfileView } from '../../../shared/model/profile'
import type { Clock } from '../clock'
import type { SecretVault } from '../secrets/secretStore'
import { SECRET_SERVICE, passwordKey, tokenKey } from '../secrets/secretKeys'
import type { ProfileRepository } from './profileRepository'

const byName = (a: Profile, b: Profile) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id)

/** Creates, edits and deletes profiles, keeping their secrets in step. */
export class ProfileService {
  constructor(
    private readonly repo: ProfileRepository,
    private readonly secrets: SecretVault,
    private readonly clock: Clock,
    private readonly isRenewing: (id: string) => boolean = () => false,
    private readonly newId: () => string = randomUUID,
  ) {}

  async list(): Promise<ProfileView[]> {
    return Promise.all(
      this.repo
        .list()
        .sort(byName)
        .map((profile) => this.toView(profile)),
    )
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

  async create(fields: ProfileFields, password: string): Promise<ProfileView> {
    const now = this.clock()
    const profile: Profile = {
      id: this.newId(),
      ...toProfileFields(fields),
      createdAt: now,
      updatedAt: now,
    }
    // Secret first: a profile is never saved pointing at a password that failed to store.
    await this.secrets.setPassword(SECRET_SERVICE, passwordKey(profile.id), password)
    this.repo.put(profile)
    return this.toView(profile)
  }

  async update(id: string, fields: ProfileFields, password?: string): Promise<ProfileView> {
    const current = this.require(id)
    if (password !== undefined) {
      await this.secrets.setPassword(SECRET_SERVICE, passwordKey(id), password)
      // A new password is the user acting on a refusal: auto-renew may try again.
      this.repo.putLastError(id, null)
    }
    const next: Profile = { ...current, ...toProfileFields(fields), updatedAt: this.clock() }
    // A token belongs to one user on one host and account: a new identity makes it meaningless.
    if (identityOf(next) !== identityOf(current)) {
      await this.secrets.deletePassword(SECRET_SERVICE, tokenKey(id))
      this.repo.putToken(id, { kind: 'none' })
    }
    this.repo.put(next)
    return this.toView(next)
  }

  async remove(id: string): Promise<void> {
    this.require(id)
    await this.secrets.deletePassword(SECRET_SERVICE, passwordKey(id))
    await this.secrets.deletePassword(SECRET_SERVICE, tokenKey(id))
    this.repo.remove(id)
  }

  private async toView(profile: Profile): Promise<ProfileView> {
    return {
      ...profile,
      hasPassword: await this.secrets.has(SECRET_SERVICE, passwordKey(profile.id)),
      token: this.isRenewing(profile.id)
        ? { kind: 'renewing', previous: this.repo.token(profile.id) }
        : this.repo.token(profile.id),
      lastError: this.repo.lastError(profile.id),
    }
  }
}

function toProfileFields(fields: ProfileFields): Omit<Profile, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    name: fields.name,
    account: { id: fields.accountId, name: fields.accountName },
    portal: fields.portal,
    baseUrl: fields.baseUrl,
    username: fields.username,
    headerStyle: fields.headerStyle,
    smsMethod: fields.smsMethod,
    autoRenew: fields.autoRenew,
  }
}

const identityOf = (p: Profile): string =>
  JSON.stringify([p.portal, p.baseUrl, p.username, p.account.id])
