import { randomUUID } from 'node:crypto'
import { saying } from '../../../shared/i18n/sayMessage'
import {
  said,
  type Said,
  type SaidKey,
  type SaidValue,
  type Worded,
} from '../../../shared/i18n/said'
import { AppFailure } from '../../../shared/ipc/errors'
import {
  catalogSharedFields,
  type CatalogApplied,
  type CatalogCommand,
  type CatalogApplyInput,
  type CatalogPreview,
  type CatalogRead,
  type CatalogRemoval,
  type CatalogSourceFields,
  type CatalogSourceView,
  type CatalogStatus,
  type CatalogSyncResult,
  MAX_CATALOG_SOURCES,
  type ProfileOrigin,
} from '../../../shared/model/catalog'
import { changedFields, profileFields, type ProfileFields } from '../../../shared/model/profile'
import type { ImportFormat } from '../../../shared/model/transfer'
import type { Clock } from '../clock'
import type { LoginPasswords } from '../profiles/loginPasswords'
import type { ConfirmationGate } from '../userConfirmation'
import type { ProfileRepository } from '../profiles/profileRepository'
import type { ProfileService } from '../profiles/profileService'
import { commandLineOf } from '../../../shared/text/commandLine'
import { previewOf, type Checked, type ImportService } from '../transfer/importService'
import { joined } from './catalogFetched'
import { commandsIn, withCommands, type NamedCommand } from './catalogCommands'
import {
  catalogAdjust,
  claimedElsewhere,
  isSafe,
  matchedId,
  needsReview,
  removedFrom,
} from './catalogPlan'
import type { CatalogStore, SourceRecord } from './catalogStore'
import type { CatalogReader } from './readCatalog'

export interface CatalogServiceDeps {
  store: CatalogStore
  reader: CatalogReader
  imports: ImportService
  profiles: ProfileService
  repo: ProfileRepository
  clock: Clock
  /** Where a login's password comes from: a catalog may name its command. */
  passwords: Pick<LoginPasswords, 'commandOf' | 'useCommand'>
  /** Main's own dialog: a catalog's password command runs a program as the user. */
  confirmation: ConfirmationGate
  /** The sources or the profiles they gave changed (the window lists them again). */
  changed: () => void
  newId?: () => string
}

/** The catalog last read from a source, kept in memory for its preview and the user's answer. */
interface Kept {
  format: ImportFormat
  text: string
  sha256: string
}

/** A sync's plan: what each row does, and the source's profiles the catalog no longer lists. */
interface Plan {
  checked: Checked[]
  removed: CatalogRemoval[]
  /** Per row, the tags the catalog gave a profile it matches. */
  catalogTags: Map<number, string[]>
  /** The password commands it names that differ from what their logins use. */
  commands: (NamedCommand & { current: string[] | null; reviewed: boolean })[]
}

const notFound = () =>
  new AppFailure({ code: 'not-found', ...saying('catalog.service.sourceGone') })

/** A field a catalog owns, as a refusal names it ("account ID"). */
const labels: Record<string, SaidKey> = {
  name: 'catalog.service.field.name',
  accountId: 'catalog.service.field.accountId',
  accountName: 'catalog.service.field.accountName',
  portal: 'catalog.service.field.portal',
  baseUrl: 'catalog.service.field.baseUrl',
  apiHostUrl: 'catalog.service.field.apiHostUrl',
  username: 'catalog.service.field.username',
  headerStyle: 'catalog.service.field.headerStyle',
  smsMethod: 'catalog.service.field.smsMethod',
}
const label = (field: string): SaidValue => {
  const key = labels[field]
  return key === undefined ? field : said(key)
}

/**
 * Follows team catalogs. A sync reads a source and plans its rows with the
 * import's own rules (ImportService.plan: match on account, portal,
 * username and base URL). The first sync of a source only shows the preview and
 * asks; later ones apply at once what loses nothing (new profiles; names,
 * account names and tags) and keep the rest for the user's review (host
 * moves, other changes, and profiles the catalog no longer lists, which are
 * only ever marked retired). A failed read changes no profile.
 */
export class CatalogService {
  private readonly kept = new Map<string, Kept>()
  private readonly pending = new Map<string, number>()
  private readonly syncing = new Map<string, Promise<CatalogSyncResult>>()
  private readonly newId: () => string

  constructor(private readonly deps: CatalogServiceDeps) {
    this.newId = deps.newId ?? randomUUID
  }

  list(): CatalogSourceView[] {
    return this.deps.store.records().map((r) => this.viewOf(r))
  }

  add(fields: CatalogSourceFields): CatalogSourceView {
    if (this.deps.store.records().length >= MAX_CATALOG_SOURCES) {
      throw invalid(
        'sources',
        saying('catalog.service.tooManySources', { max: MAX_CATALOG_SOURCES }),
      )
    }
    this.refuseSameLocation(fields)
    const record: SourceRecord = {
      source: { ...fields, id: this.newId() },
      etag: null,
      lastAttemptAt: null,
      lastSyncedAt: null,
      error: null,
      appliedOnce: false,
    }
    this.deps.store.putRecord(record)
    this.deps.changed()
    return this.viewOf(record)
  }

  update(sourceId: string, fields: CatalogSourceFields): CatalogSourceView {
    const record = this.require(sourceId)
    this.refuseSameLocation(fields, sourceId)
    const moved = JSON.stringify(record.source.location) !== JSON.stringify(fields.location)
    const trusted = JSON.stringify(record.source.trust) !== JSON.stringify(fields.trust)
    const next: SourceRecord = {
      ...record,
      source: { ...fields, id: sourceId },
      // Another file or other trust: nothing read before stands for it.
      ...(moved || trusted ? { etag: null, error: null, errorSaid: undefined } : {}),
    }
    if (moved || trusted) this.kept.delete(sourceId)
    this.deps.store.putRecord(next)
    this.deps.changed()
    return this.viewOf(next)
  }

  /** The source goes; its profiles stay as personal profiles, every value kept. */
  remove(sourceId: string): { removed: true; detached: number } {
    this.require(sourceId)
    const detached = this.deps.store.ownedBy(sourceId).length
    this.deps.store.removeRecord(sourceId)
    this.kept.delete(sourceId)
    this.pending.delete(sourceId)
    this.deps.changed()
    return { removed: true, detached }
  }

  /** Reads the source and syncs it; a second call while one runs waits for that one. */
  sync(sourceId: string): Promise<CatalogSyncResult> {
    const running = this.syncing.get(sourceId)
    if (running) return running
    const run = this.runSync(sourceId).finally(() => this.syncing.delete(sourceId))
    this.syncing.set(sourceId, run)
    return run
  }

  private async runSync(sourceId: string): Promise<CatalogSyncResult> {
    const record = this.require(sourceId)
    // Without the text in memory (a new start), a 304 would leave nothing to preview.
    const etag = this.kept.has(sourceId) ? record.etag : null
    let read: CatalogRead
    try {
      read = await this.deps.reader.read(record.source, etag)
    } catch (error) {
      // The reader never throws for what the source or network does: this is quoted as it is.
      read = {
        kind: 'failed',
        reason: 'unreachable',
        message: error instanceof Error ? error.message : String(error),
      }
    }
    const now = this.deps.clock()
    const current = this.deps.store.record(sourceId)
    if (current === undefined) return { kind: 'failed', ...saying('catalog.service.sourceRemoved') }
    if (read.kind === 'failed') return this.failed(current, now, read)
    // A file is always read whole (it has no ETag): the same bytes as those followed are no change.
    if (
      read.kind === 'unchanged' ||
      (current.appliedOnce && this.kept.get(sourceId)?.sha256 === read.sha256)
    ) {
      this.deps.store.putRecord({
        ...current,
        lastAttemptAt: now,
        lastSyncedAt: now,
        error: null,
        errorSaid: undefined,
      })
      this.deps.changed()
      return { kind: 'unchanged' }
    }
    const kept: Kept = { format: read.format, text: read.text, sha256: read.sha256 }
    let plan: Plan
    try {
      plan = this.plan(sourceId, kept)
    } catch (error) {
      return this.failed(current, now, describe(error))
    }
    this.kept.set(sourceId, kept)
    const base = {
      ...current,
      etag: read.etag,
      lastAttemptAt: now,
      lastSyncedAt: now,
      error: null,
      errorSaid: undefined,
    }
    if (!current.appliedOnce) {
      const pending = countWrites(plan)
      this.pending.set(sourceId, pending)
      this.deps.store.putRecord(base)
      this.deps.changed()
      return { kind: 'synced', added: 0, updated: 0, pending, first: true }
    }
    const safe = plan.checked.filter(isSafe)
    const written = await this.write(sourceId, plan, safe, 'leave')
    const pending = plan.checked.filter(needsReview).length + plan.removed.length + unanswered(plan)
    this.pending.set(sourceId, pending)
    this.deps.store.putRecord(base, written.origins)
    this.deps.changed()
    return { kind: 'synced', added: written.added, updated: written.updated, pending, first: false }
  }

  private failed(record: SourceRecord, now: number, { message, said }: Worded): CatalogSyncResult {
    this.deps.store.putRecord({ ...record, lastAttemptAt: now, error: message, errorSaid: said })
    this.deps.changed()
    return { kind: 'failed', message, ...(said && { said }) }
  }

  /** What the last read of the source would do now, in the import preview's groups. */
  preview(sourceId: string): CatalogPreview {
    const record = this.require(sourceId)
    const plan = this.plan(sourceId, this.keptOf(sourceId))
    const kept = this.keptOf(sourceId)
    const preview = previewOf(
      kept.format,
      plan.checked.map((c) => c.row),
    )
    return {
      sourceId,
      sourceName: record.source.name,
      sha256: kept.sha256,
      first: !record.appliedOnce,
      preview,
      removed: plan.removed,
      commands: plan.commands.map(
        ({ username, host, profiles, argv, current, reviewed }): CatalogCommand => ({
          username,
          host,
          profiles,
          argv,
          current,
          reviewed,
        }),
      ),
    }
  }

  /**
   * The user's answer to the preview: every new profile and change, the host
   * moves as chosen, and the removed profiles retired (marked, never deleted)
   * when chosen, the password commands it names used when chosen and
   * confirmed in main's dialog. The source is followed from then on.
   */
  async apply({
    sourceId,
    sha256,
    hostMoves,
    retire,
    commands,
  }: CatalogApplyInput): Promise<CatalogApplied> {
    // A read under way may bring another catalog: the answer is to the one the preview showed.
    await this.syncing.get(sourceId)?.catch(() => undefined)
    const record = this.require(sourceId)
    const kept = this.keptOf(sourceId)
    if (kept.sha256 !== sha256) {
      throw invalid(
        'sha256',
        saying('catalog.service.changedSincePreview', { name: record.source.name }),
      )
    }
    const plan = this.plan(sourceId, kept)
    // Asked before anything is written: a no leaves the catalog as it was, to answer again.
    if (commands === 'use' && plan.commands.length > 0) await this.confirmCommands(record, plan)
    const writes = plan.checked.filter(
      (c) => c.row.kind === 'added' || c.row.kind === 'changed' || c.row.kind === 'moved',
    )
    const written = await this.write(sourceId, plan, writes, hostMoves)
    const origins = written.origins
    let retired = 0
    if (retire) {
      const now = this.deps.clock()
      for (const { profileId } of plan.removed) {
        const origin = this.deps.store.origin(profileId)
        if (origin === undefined) continue
        origins.set(profileId, { ...origin, retiredAt: now })
        retired++
      }
    }
    // What the user left (a host move, a removal) is asked again when the catalog next changes.
    this.pending.set(sourceId, 0)
    const current = this.deps.store.record(sourceId) ?? record
    this.deps.store.putRecord({ ...current, appliedOnce: true }, origins)
    if (commands === 'use') {
      for (const { login, argv } of plan.commands) {
        // Whether to keep what it prints in the keyring stays the user's choice.
        const keepInKeyring = this.deps.passwords.commandOf(login)?.keepInKeyring ?? false
        await this.deps.passwords.useCommand(login, { argv, keepInKeyring })
      }
    }
    // Used or left, each is answered: asked again only once the catalog changes it.
    this.deps.store.answerCommands(sourceId, plan.commands)
    this.deps.changed()
    return {
      added: written.added,
      updated: written.updated,
      moved: written.moved,
      retired,
      commands: commands === 'use' ? plan.commands.length : 0,
    }
  }

  /** Main's dialog, naming each command: the page alone may not make one run. */
  private async confirmCommands(record: SourceRecord, plan: Plan): Promise<void> {
    const { commands } = plan
    const count = commands.length
    const more = count - Math.min(count, COMMANDS_NAMED)
    await this.deps.confirmation.require(
      ({ t }) => ({
        kind: 'run-command',
        title: t('dialogs:catalogCommands.title'),
        message: t('dialogs:catalogCommands.message', { count, catalog: record.source.name }),
        detail: t('dialogs:catalogCommands.detail', {
          count,
          // One command a line, each with the login it serves.
          commands: [
            ...commands.slice(0, COMMANDS_NAMED).map((c) =>
              t('dialogs:catalogCommands.command', {
                username: c.username,
                host: c.host,
                command: commandLineOf(c.argv),
              }),
            ),
            ...(more > 0 ? [t('dialogs:catalogCommands.andMore', { count: more })] : []),
          ].join('\n'),
        }),
        confirmLabel: t('dialogs:catalogCommands.confirm', { count }),
        cancelLabel: t('dialogs:cancel'),
      }),
      said('requests.confirm.notDone.nothingApplied'),
    )
  }

  /** The profiles become personal: every value kept, every field editable again. */
  detach(profileIds: readonly string[]): { detached: number; missing: string[] } {
    const detached: string[] = []
    const missing: string[] = []
    for (const id of new Set(profileIds)) {
      if (this.deps.repo.get(id) === undefined) missing.push(id)
      else if (this.deps.store.origin(id) !== undefined) detached.push(id)
    }
    if (detached.length > 0) {
      this.deps.store.detach(detached)
      this.deps.changed()
    }
    return { detached: detached.length, missing }
  }

  /**
   * Refuses an edit from the page that changes what the profile's catalog
   * owns: its shared fields and the tags it gave. Main's rule, whatever the
   * form shows.
   */
  guardEdit(profileId: string, patch: Partial<ProfileFields>): void {
    const origin = this.deps.store.origin(profileId)
    const profile = this.deps.repo.get(profileId)
    if (origin === undefined || profile === undefined) return
    const source = this.sourceNameOf(origin)
    const shared = changedFields(profileFields(profile), patch).filter((f) =>
      (catalogSharedFields as readonly string[]).includes(f),
    )
    if (shared.length > 0) {
      throw invalid(
        shared[0] as string,
        saying('catalog.service.sharedFields', {
          count: shared.length,
          profile: profile.name,
          catalog: source,
          fields: joined(shared.map(label)),
        }),
      )
    }
    if (patch.tags !== undefined) {
      const lost = origin.tags.filter(
        (tag) => !patch.tags?.some((t) => t.toLowerCase() === tag.toLowerCase()),
      )
      if (lost.length > 0) {
        throw invalid(
          'tags',
          saying('catalog.service.catalogTags', {
            count: lost.length,
            tags: joined(lost.map((text) => said('catalog.quoted', { text }))),
            catalog: source,
          }),
        )
      }
    }
  }

  /** The Board's Remove tag: refused when a catalog gave that tag to one of the chosen profiles. */
  guardRemoveTag(profileIds: readonly string[], tag: string): void {
    const given = profileIds.filter((id) =>
      this.deps.store.origin(id)?.tags.some((t) => t.toLowerCase() === tag.toLowerCase()),
    )
    const [first] = given
    const origin = first === undefined ? undefined : this.deps.store.origin(first)
    if (origin === undefined) return
    throw invalid(
      'change.tag',
      saying('catalog.service.removeTag', {
        count: given.length,
        tag,
        catalog: this.sourceNameOf(origin),
      }),
    )
  }

  private plan(sourceId: string, kept: Kept): Plan {
    const { store, imports, repo } = this.deps
    const originOf = (id: string) => store.origin(id)
    const catalogTags = new Map<number, string[]>()
    const planned = imports.plan(kept.format, kept.text, {
      mode: 'add-and-update',
      hostMoves: 'move',
      adjust: catalogAdjust(originOf, catalogTags),
    })
    const checked = claimedElsewhere(
      planned,
      sourceId,
      originOf,
      (id) => store.detachedFrom(id),
      (id) => store.record(id)?.source.name ?? said('catalog.plan.anotherCatalog'),
    )
    // Removals first: a row whose command is refused still lists its profile.
    const removed = removedFrom(store.ownedBy(sourceId), checked, (id) => repo.get(id)?.name)
    const named = withCommands(checked, commandsIn(kept.format, kept.text))
    const commands = named.commands.flatMap((command) => {
      const current = this.deps.passwords.commandOf(command.login)?.argv ?? null
      if (JSON.stringify(current) === JSON.stringify(command.argv)) return []
      const reviewed = store.answeredCommand(sourceId, command.login, command.argv)
      return [{ ...command, current, reviewed }]
    })
    return { checked: named.checked, removed, catalogTags, commands }
  }

  /**
   * Writes the rows (one profiles.json write, by the import's own path) and
   * says their origins, which the caller keeps with the source in one more
   * write: each profile they create or match comes from this source, with
   * the tags the catalog gave; one listed again is no longer retired.
   */
  private async write(
    sourceId: string,
    plan: Plan,
    rows: readonly Checked[],
    hostMoves: 'leave' | 'move',
  ): Promise<{
    added: number
    updated: number
    moved: number
    origins: Map<string, ProfileOrigin>
  }> {
    const { store, imports, profiles } = this.deps
    const result =
      rows.length > 0
        ? await imports.write(rows, 'add-and-update', hostMoves)
        : { added: 0, updated: 0, moved: 0 }
    const created: string[] = []
    const origins = new Map<string, ProfileOrigin>()
    const claim = (id: string, tags: string[]) => {
      const known = store.origin(id)
      if (known?.sourceId === sourceId && known.retiredAt === null && sameList(known.tags, tags))
        return
      origins.set(id, { sourceId, tags, retiredAt: null })
    }
    const writing = new Set(rows)
    for (const c of plan.checked) {
      if (c.row.kind === 'added' && 'profile' in c && writing.has(c)) {
        created.push(c.profile.id)
        claim(c.profile.id, c.profile.tags)
        continue
      }
      const id = matchedId(c)
      if (id === null) continue
      const tags = plan.catalogTags.get(c.row.row) ?? []
      const owned = store.origin(id)?.sourceId === sourceId
      const applied = writing.has(c) && (c.row.kind !== 'moved' || hostMoves === 'move')
      // Unchanged rows are the catalog's too; a change left for review changes nothing yet.
      if (c.row.kind === 'unchanged' || applied) claim(id, tags)
      else if (owned && store.origin(id)?.retiredAt !== null) claim(id, tags)
    }
    // New profiles of a login with a password: each may use it only as admission says.
    profiles.admitAll(created)
    return { ...result, origins }
  }

  private keptOf(sourceId: string): Kept {
    const kept = this.kept.get(sourceId)
    if (kept === undefined) {
      throw new AppFailure({ code: 'not-found', ...saying('catalog.service.notRead') })
    }
    return kept
  }

  private require(sourceId: string): SourceRecord {
    const record = this.deps.store.record(sourceId)
    if (record === undefined) throw notFound()
    return record
  }

  private refuseSameLocation(fields: CatalogSourceFields, except?: string): void {
    const where = JSON.stringify(fields.location)
    const same = this.deps.store
      .records()
      .find((r) => r.source.id !== except && JSON.stringify(r.source.location) === where)
    if (same)
      throw invalid('location', saying('catalog.service.sameLocation', { name: same.source.name }))
  }

  /** The name of the catalog a profile comes from (its source may be gone). */
  private sourceNameOf(origin: ProfileOrigin): SaidValue {
    return (
      this.deps.store.record(origin.sourceId)?.source.name ?? said('catalog.service.removedCatalog')
    )
  }

  private viewOf(record: SourceRecord): CatalogSourceView {
    const id = record.source.id
    const owned = this.deps.store.ownedBy(id)
    const status: CatalogStatus = {
      lastAttemptAt: record.lastAttemptAt,
      lastSyncedAt: record.lastSyncedAt,
      profiles: owned.filter(([, o]) => o.retiredAt === null).length,
      error: record.error,
      ...(record.error !== null && record.errorSaid && { errorSaid: record.errorSaid }),
      pending: this.pending.get(id) ?? 0,
      firstSync: !record.appliedOnce,
    }
    return { ...record.source, status }
  }
}

/** How many commands main's dialog names; the rest are counted. */
const COMMANDS_NAMED = 8

/** Commands the user has not answered: a review waits for them. */
const unanswered = (plan: Plan) => plan.commands.filter((c) => !c.reviewed).length

/** Rows that would write on the first sync: every new profile, change and host move, and each command. */
const countWrites = (plan: Plan) =>
  plan.checked.filter(
    (c) => c.row.kind === 'added' || c.row.kind === 'changed' || c.row.kind === 'moved',
  ).length +
  plan.removed.length +
  unanswered(plan)

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i])

function invalid(path: string, told: { message: string; said: Said }): AppFailure {
  return new AppFailure({ code: 'invalid-input', ...told, issues: [{ path, ...told }] })
}

/** What went wrong, as the thrower said it (an AppFailure's Said with it). */
function describe(error: unknown): Worded {
  if (error instanceof AppFailure) return error.error
  return { message: error instanceof Error ? error.message : String(error) }
}
