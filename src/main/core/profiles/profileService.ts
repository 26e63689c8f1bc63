import { randomUUID } from 'node:crypto'
import { AppFailure } from '../../../shared/ipc/errors'
import {
  duplicateKey,
  fromFields,
  hostMoves,
  type HostMove,
  type NewProfileFields,
  type PasswordDropped,
  type Profile,
  profileFields,
  profileRow,
  type ProfileFields,
  type ProfileRow,
  type ProfileView,
} from '../../../shared/model/profile'
import type { IssuedToken, TokenSnapshot } from '../../../shared/model/token'
import type { Clock } from '../clock'
import type { SecretKeeper } from '../secrets/secretKeeper'
import type { ConfirmationGate } from '../userConfirmation'
import type { ProfileData } from './profileData'
import type { ProfileRepository } from './profileRepository'

/** How long a deleted profile can be brought back. */
export const UNDO_WINDOW_MS = 60_000

interface Deleted {
  profile: Profile
  token: { kind: 'none' } | IssuedToken
  tokenValue: string | null
  password: string | null
  /** What each owner of per-profile data took, in the order of `owners`. */
  data: unknown[]
  until: number
}

/** An edit planned by `planEdit`, written by `commit`. */
export interface Edit {
  current: Profile
  next: Profile
  /** Hosts pointed at another origin. */
  moves: HostMove[]
  /** Portal, base URL, username or account changed. */
  newIdentity: boolean
  /** A new password comes with the edit (set by the caller before `commit`). */
  passwordTyped: boolean
}

/** Creates, edits, copies and deletes profiles, keeping their secrets in step. */
export class ProfileService {
  /** Deleted profiles, in memory only, for undo. Their secrets are already off disk. */
  private readonly trash = new Map<string, Deleted>()

  constructor(
    private readonly repo: ProfileRepository,
    /** Every owner of per-profile data: a deletion cascades to each. */
    private readonly owners: readonly ProfileData[],
    private readonly passwords: SecretKeeper,
    private readonly tokens: SecretKeeper,
    private readonly clock: Clock,
    /** Asks the user, outside the page, before a copy gets the stored password. */
    private readonly confirmation: ConfirmationGate,
    private readonly isRenewing: (id: string) => boolean = () => false,
    private readonly newId: () => string = randomUUID,
  ) {}

  /** In storage order: the page sorts by the user's chosen key anyway. */
  async list(): Promise<ProfileView[]> {
    return this.repo.list().map((profile) => this.toView(profile))
  }

  /** The sidebar's rows: no password lookup, no error, only what the list shows. */
  rows(): ProfileRow[] {
    return this.repo.list().map((profile) =>
      profileRow({
        ...profile,
        token: this.tokenOf(profile.id),
        lastError: this.repo.lastError(profile.id),
      }),
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
      ...fromFields(fields),
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

  /**
   * Changes the fields given. When a host moves to another origin, the stored
   * password is removed (unless a new one comes with the edit) and the view
   * says why, and so is the token: secrets go only where they were entered
   * and obtained for, whoever asked for the change.
   */
  async update(id: string, patch: Partial<ProfileFields>, password?: string): Promise<ProfileView> {
    const edit = this.planEdit(this.require(id), patch, password !== undefined)
    if (edit.newIdentity) {
      const existing = this.findDuplicate(edit.next, id)
      if (existing) throw duplicateFailure(existing)
    }
    if (password !== undefined) {
      await this.passwords.set(id, password)
      // A new password is the user acting on a refusal: auto-renew may try again.
      this.repo.putLastError(id, null)
    }
    await this.commit([edit])
    return this.toView(edit.next)
  }

  /** What an edit makes of a profile, and which hosts it moves; nothing is written. */
  planEdit(current: Profile, patch: Partial<ProfileFields>, passwordTyped = false): Edit {
    const next: Profile = {
      ...current,
      ...fromFields({ ...profileFields(current), ...patch }),
      updatedAt: this.clock(),
    }
    return {
      current,
      next,
      moves: hostMoves(current, next),
      newIdentity: identityOf(next) !== identityOf(current),
      passwordTyped,
    }
  }

  /**
   * What an edit would remove now. A stored password never follows a host
   * to another origin (unless a new one was typed with the edit); a token
   * belongs to one user on one host and account, and goes only to the hosts
   * it was obtained for, so a new identity or host makes it meaningless or unsafe.
   */
  removes(edit: Edit): { password: boolean; token: boolean } {
    const id = edit.current.id
    return {
      password:
        !edit.passwordTyped && edit.moves.length > 0 && this.passwords.keeping(id) !== 'none',
      token: edit.newIdentity || edit.moves.length > 0,
    }
  }

  /**
   * Writes edits and new profiles, all or nothing: what an edit removes
   * (`removes`) goes first, then one profiles.json write holds every
   * profile and every note about a removed password. If that write fails,
   * the removed secrets are put back and nothing has changed. (A secret
   * this session cannot decrypt could not be put back; it is removed all the same.)
   */
  async commit(edits: readonly Edit[], created: readonly Profile[] = []): Promise<void> {
    const notes: [string, PasswordDropped | null][] = []
    const undo: (() => Promise<void>)[] = []
    await this.repo.atomically(async () => {
      for (const edit of edits) {
        const id = edit.current.id
        const removes = this.removes(edit)
        if (edit.passwordTyped) notes.push([id, null])
        if (removes.password) {
          const password = await this.passwords.get(id).catch(() => null)
          await this.passwords.remove(id)
          undo.push(async () => {
            if (password !== null) await this.passwords.set(id, password)
          })
          notes.push([id, { reason: 'host-changed', moves: edit.moves, at: edit.next.updatedAt }])
        }
        if (removes.token) {
          const snapshot = this.repo.token(id)
          const token = await this.tokens.get(id).catch(() => null)
          await this.tokens.remove(id)
          this.repo.putToken(id, { kind: 'none' })
          undo.push(async () => {
            if (token !== null) await this.tokens.set(id, token)
            this.repo.putToken(id, snapshot)
          })
        }
      }
      try {
        this.repo.save([...created, ...edits.map((e) => e.next)], notes)
      } catch (error) {
        // In the same journal line as the removals: the disk sees neither or both.
        for (const step of undo.reverse()) await step().catch(() => undefined)
        throw error
      }
    })
  }

  /**
   * The same service at new addresses (the demo sandbox moved to other ports).
   * Unlike an edit, the token stays: the service that issued it still accepts it.
   */
  async relocate(id: string, urls: { baseUrl: string; apiHostUrl: string }): Promise<ProfileView> {
    const next: Profile = { ...this.require(id), ...urls, updatedAt: this.clock() }
    this.repo.put(next)
    return this.toView(next)
  }

  /**
   * A copy with its own id and name and no token. It gets the stored password
   * only if the user says so in main's dialog; otherwise it asks for one when
   * it first needs it.
   */
  async copy(id: string): Promise<ProfileView> {
    const first = this.require(id)
    const password = await this.passwords.get(id)
    const withPassword =
      password !== null &&
      (await this.confirmation.ask({
        kind: 'copy-password',
        title: 'Duplicate profile',
        message: `Give the copy of “${first.name}” its stored password too?`,
        detail:
          'Without it, the copy asks for the password the first time it gets a token. Either way the copy gets no token.',
        confirmLabel: 'Copy with password',
        cancelLabel: 'Copy without password',
      }))
    // The source may have changed (or gone) while the dialog was open.
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
    if (withPassword && password !== null) await this.passwords.set(copy.id, password)
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
      data: await Promise.all(this.owners.map((owner) => owner.take(id))),
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
    this.repo.put(profile)
    await Promise.all(this.owners.map((owner, i) => owner.give(profile.id, deleted.data[i])))
    return this.toView(profile)
  }

  /** Records that the profile was just used (token obtained or copied): no file rewrite. */
  touch(id: string): void {
    this.repo.markUsed(id, this.clock())
  }

  private pruneTrash(): void {
    const now = this.clock()
    for (const [undoId, deleted] of this.trash) if (deleted.until <= now) this.trash.delete(undoId)
  }

  private toView(profile: Profile): ProfileView {
    return {
      ...profile,
      password: this.passwords.keeping(profile.id),
      passwordDropped: this.repo.passwordDropped(profile.id),
      token: this.tokenOf(profile.id),
      lastError: this.repo.lastError(profile.id),
    }
  }

  private tokenOf(id: string): TokenSnapshot {
    return this.isRenewing(id)
      ? { kind: 'renewing', previous: this.repo.token(id) }
      : this.repo.token(id)
  }
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
