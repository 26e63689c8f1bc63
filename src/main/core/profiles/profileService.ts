import { randomUUID } from 'node:crypto'
import { AppFailure, type AppError } from '../../../shared/ipc/errors'
import { saying } from '../../../shared/i18n/sayMessage'
import { loginOf, type LoginNeed } from '../../../shared/model/login'
import {
  changedFields,
  duplicateKey,
  fromFields,
  hostMoves,
  type HostMove,
  type NewProfileFields,
  type PasswordDropped,
  type Profile,
  profileFields,
  type ProfileFields,
  type ProfileView,
  MAX_TAGS,
  tokenIdentity,
} from '../../../shared/model/profile'
import type { BulkChange, BulkEdited } from '../../../shared/model/bulk'
import { isLoopbackUrl } from '../../../shared/model/baseUrl'
import type { IssuedToken } from '../../../shared/model/token'
import type { Clock } from '../clock'
import type { SecretKeeper } from '../secrets/secretKeeper'
import type { LoginPasswords } from './loginPasswords'
import type { ProfileData } from './profileData'
import type { ProfileRepository } from './profileRepository'
import type { ProfileViews } from './profileViews'

/** How long a deleted profile can be brought back. */
export const UNDO_WINDOW_MS = 60_000

interface Deleted {
  profile: Profile
  token: { kind: 'none' } | IssuedToken
  tokenValue: string | null
  /** Its last failure (a refused password, a host not found): undo brings back "Failed" too. */
  lastError: AppError | null
  /** Its login's password as this profile could use it (null: none, or withheld). */
  password: string | null
  /** Why it was withheld, if it was: undo must not lift that. */
  dropped: PasswordDropped | null
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
  private readonly trash = new Map<string, Deleted[]>()

  constructor(
    private readonly repo: ProfileRepository,
    /** Every owner of per-profile data: a deletion cascades to each. */
    private readonly owners: readonly ProfileData[],
    /** Per login: profiles with the same base URL and username share one. */
    private readonly passwords: LoginPasswords,
    private readonly tokens: SecretKeeper,
    private readonly clock: Clock,
    /** How callers see a profile; what this service returns after each change. */
    private readonly views: ProfileViews,
    private readonly newId: () => string = randomUUID,
  ) {}

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
    // Typed here, it is the login's: every profile with this base URL and username uses it.
    if (password !== undefined) await this.passwords.keepFor(loginOf(profile), password)
    else this.withhold(profile.id, this.passwords.admission(profile, now))
    this.repo.put(profile)
    return this.views.of(profile)
  }

  /**
   * Profiles that joined their logins without a password typed for them (an
   * import): each may use its login's password only as `admission` says.
   */
  admitAll(ids: readonly string[]): void {
    const now = this.clock()
    for (const id of ids) {
      const profile = this.repo.get(id)
      if (profile) this.withhold(id, this.passwords.admission(profile, now))
    }
  }

  /**
   * The logins among these profiles that none of their profiles here can use
   * a password for, with those profiles (Enter passwords after an import);
   * `refused`: every login among them, a password kept or not (the service
   * refused it: the one typed replaces it).
   */
  loginsNeedingPassword(ids: readonly string[], refused = false): LoginNeed[] {
    const needs = new Map<string, LoginNeed>()
    for (const id of new Set(ids)) {
      const profile = this.repo.get(id)
      if (!profile || (!refused && this.passwords.keeping(id) !== 'none')) continue
      const login = loginOf(profile)
      const need = needs.get(login) ?? {
        baseUrl: profile.baseUrl,
        username: profile.username,
        profiles: [],
      }
      need.profiles.push({ id, name: profile.name })
      needs.set(login, need)
    }
    return [...needs.values()]
  }

  /**
   * Changes the fields given. A password typed with the edit is kept for the
   * (new) login, i.e. for every profile with that base URL and username.
   * When a host moves to another origin, this profile stops using the stored
   * password (unless a new one comes with the edit) and the view says why,
   * and its token goes: secrets go only where they were entered and obtained
   * for, whoever asked for the change. The login it leaves keeps its password
   * for the profiles still using it, and drops it when none is left.
   */
  async update(id: string, patch: Partial<ProfileFields>, password?: string): Promise<ProfileView> {
    const current = this.views.require(id)
    // Saved with nothing changed: nothing to write, and updatedAt stays when it was changed.
    if (password === undefined && changedFields(profileFields(current), patch).length === 0)
      return this.views.of(current)
    const edit = this.planEdit(current, patch, password !== undefined)
    if (edit.newIdentity) {
      const existing = this.findDuplicate(edit.next, id)
      if (existing) throw duplicateFailure(existing)
    }
    if (password !== undefined) {
      await this.passwords.keepFor(loginOf(edit.next), password)
      // A new password is the user acting on a refusal: auto-renew may try again.
      this.repo.putLastError(id, null)
    }
    await this.commit([edit])
    return this.views.of(edit.next)
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
      newIdentity: tokenIdentity(next) !== tokenIdentity(current),
      passwordTyped,
    }
  }

  /**
   * What an edit would take away now. A stored password never follows a host
   * to another origin (unless a new one was typed with the edit): the profile
   * stops using its login's password, which stays for the others of that
   * login. A token belongs to one user on one host and account, and goes
   * only to the hosts it was obtained for, so a new identity or host makes it
   * meaningless or unsafe.
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
   * Writes edits and new profiles, all or nothing: the tokens an edit removes
   * go first, then one profiles.json write holds every profile and every
   * note about a password it may no longer use. If that write fails, the
   * removed tokens are put back and nothing has changed. Only then do the
   * logins follow: a profile that moved to another login joins it, and a
   * login left without a profile drops its password.
   */
  async commit(edits: readonly Edit[], created: readonly Profile[] = []): Promise<void> {
    const notes: [string, PasswordDropped | null][] = []
    const undo: (() => Promise<void>)[] = []
    const now = this.clock()
    const moved = edits.map((edit) => ({
      edit,
      hadPassword: this.passwords.keeping(edit.current.id) !== 'none',
      from: loginOf(edit.current),
      to: loginOf(edit.next),
    }))
    await this.repo.atomically(async () => {
      for (const { edit } of moved) {
        const id = edit.current.id
        const removes = this.removes(edit)
        if (edit.passwordTyped) notes.push([id, null])
        if (removes.password) {
          notes.push([id, { reason: 'host-changed', moves: edit.moves, at: edit.next.updatedAt }])
        }
        if (removes.token) {
          const snapshot = this.repo.token(id)
          const token = await this.tokens.get(id).catch(() => null)
          await this.tokens.remove(id)
          this.repo.putToken(id, { kind: 'none' })
          // Before the profile is saved: a crash between leaves an approval lost, never one kept.
          const grants = this.owners.flatMap((owner) => owner.tokenRemoved?.(id) ?? [])
          undo.push(async () => {
            for (const giveBack of grants) giveBack()
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
    for (const { edit, hadPassword, from, to } of moved) {
      if (from === to && edit.moves.length === 0) continue
      if (!edit.passwordTyped && edit.moves.length === 0) {
        await this.join(edit.next, from, hadPassword, now)
      }
      await this.passwords.release(from)
    }
  }

  /**
   * A profile moves to another login without a host move (a username or path
   * prefix corrected) and without a password typed. On a login of its own it
   * keeps the password it had (same host, as before shared logins); a login
   * with a password already is used as any new member would (admission); a
   * login of others without one gets none from it, as their password is theirs to type.
   */
  private async join(next: Profile, from: string, hadPassword: boolean, now: number) {
    const to = loginOf(next)
    if (this.passwords.ofLogin(to).keeping !== 'none') {
      this.withhold(next.id, this.passwords.admission(next, now))
      return
    }
    const alone = this.repo.membersOf(to).every((p) => p.id === next.id)
    const carried = hadPassword && alone ? await this.passwords.ofLogin(from).get() : null
    if (carried !== null) await this.passwords.keepFor(to, carried)
  }

  /**
   * The same service at new addresses (the demo sandbox moved to other ports).
   * Unlike an edit, the token stays: the service that issued it still accepts it.
   * Only ever from loopback to loopback (where the demo runs): a password
   * never follows a move to another host this way.
   */
  async relocate(id: string, urls: { baseUrl: string; apiHostUrl: string }): Promise<ProfileView> {
    const current = this.views.require(id)
    const next: Profile = { ...current, ...urls, updatedAt: this.clock() }
    const hosts = [current.baseUrl, current.apiHostUrl, next.baseUrl, next.apiHostUrl]
    if (!hosts.every((url) => url === '' || isLoopbackUrl(url))) {
      throw new Error(`relocate only moves a profile between loopback addresses (${id})`)
    }
    const [from, to] = [loginOf(current), loginOf(next)]
    // Its login's password moves with it (the first of the login to move takes it along).
    const kept = from === to ? null : await this.passwords.ofLogin(from).get()
    if (kept !== null && this.passwords.ofLogin(to).keeping === 'none') {
      await this.passwords.keepFor(to, kept)
    }
    this.repo.put(next)
    if (from !== to) await this.passwords.release(from)
    return this.views.of(next)
  }

  /**
   * A copy with its own id and name and no token. It has the same login, so
   * it shares the login's password by construction: the same password to the
   * same host for the same user, nothing new exposed. A profile that may not
   * use that password (its hosts moved) gives the copy the same restriction.
   */
  async copy(id: string): Promise<ProfileView> {
    const source = this.views.require(id)
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
    // The restriction first: a copy is never saved without it.
    this.withhold(copy.id, this.repo.passwordDropped(id))
    this.repo.put(copy)
    return this.views.of(copy)
  }

  /**
   * Deletes the profile and its secrets from disk; its login's password goes
   * with the last profile that uses it. Returns the id to undo with.
   */
  async remove(id: string): Promise<{ undoId: string; until: number }> {
    this.views.require(id)
    const { undoId, until } = await this.removeMany([id])
    return { undoId, until }
  }

  /**
   * Deletes several profiles (the Board) as one: one profiles.json write, and
   * one undo that brings them all back. Ids of no profile are answered in
   * `missing`, the rest deleted.
   */
  async removeMany(
    ids: readonly string[],
  ): Promise<{ undoId: string; until: number; deleted: number; missing: string[] }> {
    const missing: string[] = []
    const profiles: Profile[] = []
    for (const id of new Set(ids)) {
      const profile = this.repo.get(id)
      if (profile === undefined) missing.push(id)
      else profiles.push(profile)
    }
    const until = this.clock() + UNDO_WINDOW_MS
    const deleted: Deleted[] = []
    for (const profile of profiles) {
      const id = profile.id
      deleted.push({
        profile,
        token: this.repo.token(id),
        tokenValue: await this.tokens.get(id).catch(() => null),
        lastError: this.repo.lastError(id),
        password: await this.passwords.get(id).catch(() => null),
        dropped: this.repo.passwordDropped(id),
        data: await Promise.all(this.owners.map((owner) => owner.take(id))),
        until,
      })
      await this.tokens.remove(id)
    }
    this.repo.removeMany(profiles.map((p) => p.id))
    for (const login of new Set(profiles.map(loginOf))) await this.passwords.release(login)
    this.pruneTrash()
    const undoId = this.newId()
    if (deleted.length > 0) this.trash.set(undoId, deleted)
    return { undoId, until, deleted: deleted.length, missing }
  }

  /** Undo of a delete: the profile (the first, for a Board delete of several) as it was. */
  async restore(undoId: string): Promise<ProfileView> {
    const [first] = await this.restoreAll(undoId)
    return this.views.of(first as Profile)
  }

  /** Every profile one delete took, back with its secrets and data. */
  async restoreAll(undoId: string): Promise<Profile[]> {
    this.pruneTrash()
    const batch = this.trash.get(undoId)
    if (!batch) {
      throw new AppFailure({
        code: 'not-found',
        ...saying('requests.profiles.undoExpired'),
      })
    }
    this.trash.delete(undoId)
    for (const deleted of batch) {
      const { profile } = deleted
      // Access comes back: the login's password if it went with this profile (one kept or typed
      // since for the login is newer, and stays); a restriction it had comes back too.
      const login = loginOf(profile)
      if (deleted.password !== null && this.passwords.ofLogin(login).keeping === 'none') {
        await this.passwords.keepFor(login, deleted.password)
      }
      this.withhold(profile.id, deleted.dropped)
      if (deleted.tokenValue !== null && deleted.token.kind === 'issued') {
        await this.tokens.set(profile.id, deleted.tokenValue)
        this.repo.putToken(profile.id, deleted.token)
      }
    }
    const profiles = batch.map((d) => d.profile)
    this.repo.save(profiles)
    for (const { profile, lastError } of batch) {
      if (lastError !== null) this.repo.putLastError(profile.id, lastError)
    }
    for (const deleted of batch) {
      const id = deleted.profile.id
      await Promise.all(this.owners.map((owner, i) => owner.give(id, deleted.data[i])))
    }
    return profiles
  }

  /**
   * The Board's tag and favourite changes: the profiles' own fields, in one
   * profiles.json write; no login, host or token is touched. Ids of no
   * profile are answered in `missing`.
   */
  editMany(ids: readonly string[], change: BulkChange): BulkEdited {
    const result: BulkEdited = { changed: 0, unchanged: 0, full: [], missing: [] }
    const now = this.clock()
    const next: Profile[] = []
    for (const id of new Set(ids)) {
      const profile = this.repo.get(id)
      if (profile === undefined) {
        result.missing.push(id)
        continue
      }
      const edited = changedBy(profile, change)
      if (edited === 'full') result.full.push({ profileId: id, name: profile.name })
      else if (edited === null) result.unchanged++
      else {
        next.push({ ...profile, ...edited, updatedAt: now })
        result.changed++
      }
    }
    if (next.length > 0) this.repo.save(next)
    return result
  }

  private pruneTrash(): void {
    const now = this.clock()
    for (const [undoId, batch] of this.trash) {
      if ((batch[0]?.until ?? 0) <= now) this.trash.delete(undoId)
    }
  }

  /** Records why the profile may not use its login's password; nothing when it may. */
  private withhold(id: string, dropped: PasswordDropped | null): void {
    if (dropped !== null) this.repo.putPasswordDropped(id, dropped)
  }
}

/** A profile's fields after a Board change: null when it already was so, 'full' at the tag limit. */
function changedBy(
  profile: Profile,
  change: BulkChange,
): Pick<Profile, 'tags'> | Pick<Profile, 'favourite'> | null | 'full' {
  const has = (tag: string) => profile.tags.some((t) => t.toLowerCase() === tag.toLowerCase())
  switch (change.kind) {
    case 'add-tag':
      if (has(change.tag)) return null
      return profile.tags.length >= MAX_TAGS ? 'full' : { tags: [...profile.tags, change.tag] }
    case 'remove-tag':
      if (!has(change.tag)) return null
      return { tags: profile.tags.filter((t) => t.toLowerCase() !== change.tag.toLowerCase()) }
    case 'favourite':
      return profile.favourite === change.favourite ? null : { favourite: change.favourite }
  }
}

function duplicateFailure(existing: Profile): AppFailure {
  return new AppFailure({
    code: 'duplicate',
    existingProfileId: existing.id,
    existingName: existing.name,
    ...saying('requests.profiles.duplicate', { name: existing.name }),
  })
}
