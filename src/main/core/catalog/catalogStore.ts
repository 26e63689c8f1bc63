import { z } from 'zod'
import { asSaid, said, type Said } from '../../../shared/i18n/said'
import type { CatalogSource, ProfileOrigin, ProfileOriginView } from '../../../shared/model/catalog'
import { idSchema } from '../../../shared/model/id'
import type { ProfileData } from '../profiles/profileData'
import { loginKey } from '../secrets/secretKeys'
import { checkTables } from '../storage/documentShape'
import type { JsonStore } from '../storage/jsonStore'
import type { JournalTables } from '../storage/journalTables'
import { tableOf, type Table } from '../util/table'
import { lazySchema } from '../../../shared/model/lazySchema'

/** profiles.json's keys: the sources with what a desk keeps of each, and each synced profile's origin. */
export const CATALOG_SOURCES_KEY = 'catalogSources'
export const CATALOG_ORIGINS_KEY = 'catalogOrigins'
/** Profiles the user detached: profile id → the source it left, whose rows no longer take it back. */
export const CATALOG_DETACHED_KEY = 'catalogDetached'
/**
 * The password commands the user answered in a review, used or left: source
 * id → login key → the argument list (JSON). One the catalog names again
 * unchanged is asked no more; a changed one is.
 */
export const CATALOG_COMMANDS_KEY = 'catalogCommandsAnswered'

export const checkCatalogTables = (store: JsonStore): void =>
  checkTables(store, [
    CATALOG_SOURCES_KEY,
    CATALOG_ORIGINS_KEY,
    CATALOG_DETACHED_KEY,
    CATALOG_COMMANDS_KEY,
  ])

/**
 * The state journal's table of each source's last read: it changes on its
 * own (every refresh), so it never rewrites profiles.json.
 */
export const CATALOG_READS_TABLE = 'catalog-read'

/** How the last read of a source went. */
export interface SourceRead {
  /** The validator of the last catalog read (URLs), sent as If-None-Match. */
  etag: string | null
  lastAttemptAt: number | null
  lastSyncedAt: number | null
  error: string | null
  /** The failure as data, for the window to say in its language (none in older journals). */
  errorSaid?: Said
}

/** What a desk keeps of a source between starts. */
export interface SourceRecord extends SourceRead {
  source: CatalogSource
  /** The user applied a sync of it once: later syncs apply what loses nothing at once. */
  appliedOnce: boolean
}

const neverRead: SourceRead = { etag: null, lastAttemptAt: null, lastSyncedAt: null, error: null }

const storedSource = lazySchema(
  () =>
    z.object({
      id: idSchema(said('fields.label.sourceId')),
      name: z.string(),
      location: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('file'), path: z.string() }),
        z.object({ kind: z.literal('url'), url: z.string() }),
      ]),
      trust: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('none') }),
        z.object({ kind: z.literal('pin'), sha256: z.string() }),
        z.object({ kind: z.literal('signature'), publicKey: z.string() }),
      ]),
      refreshMinutes: z.number(),
    }) satisfies z.ZodType<CatalogSource>,
)

/** What profiles.json keeps of a source: what the user set, and whether a sync was applied. */
interface StoredSource {
  source: CatalogSource
  appliedOnce: boolean
}

const storedRecord = lazySchema(
  () =>
    z.object({
      source: storedSource,
      appliedOnce: z.boolean(),
    }) satisfies z.ZodType<StoredSource>,
)

const storedRead = lazySchema(
  () =>
    z.object({
      etag: z.string().nullable(),
      lastAttemptAt: z.number().nullable(),
      lastSyncedAt: z.number().nullable(),
      error: z.string().nullable(),
      // Believed only with the shape of a Said; the window checks its key before saying it.
      errorSaid: z
        .unknown()
        .optional()
        .transform((value) => asSaid(value)),
    }) satisfies z.ZodType<SourceRead>,
)

const storedOrigin = lazySchema(
  () =>
    z.object({
      sourceId: z.string(),
      tags: z.array(z.string()),
      retiredAt: z.number().nullable(),
    }) satisfies z.ZodType<ProfileOrigin>,
)

const detachedRow = lazySchema(() => z.string())
const answeredRow = lazySchema(() => z.record(z.string(), z.string()))

/** A copy of the table without the rows `drop` picks. */
function keep<T>(rows: Table<T>, drop: (key: string, row: T) => boolean): Table<T> {
  const next = tableOf<T>()
  for (const [key, row] of Object.entries(rows)) if (!drop(key, row)) next[key] = row
  return next
}

/** A table read row by row: a row that does not validate is left out (and dropped at the next write). */
function readTable<T>(value: unknown, schema: z.ZodType<T>): Table<T> {
  const rows = tableOf<T>()
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return rows
  for (const [key, row] of Object.entries(value)) {
    const parsed = schema.safeParse(row)
    if (parsed.success) rows[key] = parsed.data
  }
  return rows
}

/**
 * The catalog's own tables in profiles.json, beside the profiles (whose
 * record and migrations stay as they are): the sources, and which profiles
 * came from which. A deleted profile takes its origin along; Undo gives it
 * back (ProfileData). A copy is a personal profile: it has no origin.
 */
export class CatalogStore implements ProfileData<ProfileOrigin | null> {
  private sources: Table<StoredSource>
  private origins: Table<ProfileOrigin>
  private detached: Table<string>
  private answered: Table<Record<string, string>>

  constructor(
    private readonly store: JsonStore,
    private readonly state: JournalTables,
  ) {
    this.sources = readTable(store.get(CATALOG_SOURCES_KEY), storedRecord)
    this.origins = readTable(store.get(CATALOG_ORIGINS_KEY), storedOrigin)
    // Schemas built only for a table that is there (most desks have no catalog).
    this.detached = readTable(store.get(CATALOG_DETACHED_KEY), detachedRow)
    this.answered = readTable(store.get(CATALOG_COMMANDS_KEY), answeredRow)
  }

  /** Whether the user answered this very command of the source for the login. */
  answeredCommand(sourceId: string, login: string, argv: readonly string[]): boolean {
    return this.answered[sourceId]?.[loginKey(login)] === JSON.stringify(argv)
  }

  /** The user answered these commands of the source (used or left them). */
  answerCommands(sourceId: string, commands: readonly { login: string; argv: string[] }[]): void {
    if (commands.length === 0) return
    const rows = { ...this.answered[sourceId] }
    for (const { login, argv } of commands) rows[loginKey(login)] = JSON.stringify(argv)
    const answered = tableOf(this.answered)
    answered[sourceId] = rows
    this.store.set(CATALOG_COMMANDS_KEY, answered)
    this.answered = answered
  }

  /** The source the user detached this profile from, if any. */
  detachedFrom(profileId: string): string | undefined {
    return this.detached[profileId]
  }

  /** The profiles leave their catalogs for good: origins gone, their sources remembered. */
  detach(profileIds: readonly string[]): void {
    const leaving = new Set(profileIds)
    const detached = tableOf(this.detached)
    for (const id of leaving) {
      const origin = this.origins[id]
      if (origin !== undefined) detached[id] = origin.sourceId
    }
    const origins = keep(this.origins, (id) => leaving.has(id))
    this.store.setMany({ [CATALOG_ORIGINS_KEY]: origins, [CATALOG_DETACHED_KEY]: detached })
    this.origins = origins
    this.detached = detached
  }

  records(): SourceRecord[] {
    return Object.values(this.sources).map((stored) => this.withRead(stored))
  }

  record(sourceId: string): SourceRecord | undefined {
    const stored = this.sources[sourceId]
    return stored === undefined ? undefined : this.withRead(stored)
  }

  /**
   * Keeps a source: its read in the journal, and (only when they changed) its
   * settings with the given origins in one profiles.json write.
   */
  putRecord(record: SourceRecord, origins?: ReadonlyMap<string, ProfileOrigin | null>): void {
    const { source, appliedOnce, errorSaid, ...read } = record
    const id = source.id
    const before = this.sources[id]
    const changed =
      before === undefined ||
      before.appliedOnce !== appliedOnce ||
      JSON.stringify(before.source) !== JSON.stringify(source)
    const nextOrigins = origins === undefined ? null : this.withOrigins(origins)
    if (changed || nextOrigins !== null) {
      const sources = changed ? tableOf(this.sources) : this.sources
      if (changed) sources[id] = { source, appliedOnce }
      this.store.setMany({
        ...(changed ? { [CATALOG_SOURCES_KEY]: sources } : {}),
        ...(nextOrigins !== null ? { [CATALOG_ORIGINS_KEY]: nextOrigins } : {}),
      })
      this.sources = sources
      if (nextOrigins !== null) this.origins = nextOrigins
    }
    // The failure's Said goes with its failure: a read that worked clears both.
    this.state.set(
      CATALOG_READS_TABLE,
      id,
      read.error !== null && errorSaid !== undefined ? { ...read, errorSaid } : read,
    )
  }

  private withRead(stored: StoredSource): SourceRecord {
    const read = storedRead.safeParse(this.state.get(CATALOG_READS_TABLE, stored.source.id))
    return { ...stored, ...(read.success ? read.data : neverRead) }
  }

  /** Removes the source; its profiles become personal (every value kept). */
  removeRecord(sourceId: string): void {
    const sources = keep(this.sources, (id) => id === sourceId)
    const origins = keep(this.origins, (_id, origin) => origin.sourceId === sourceId)
    const detached = keep(this.detached, (_id, from) => from === sourceId)
    const answered = keep(this.answered, (id) => id === sourceId)
    this.store.setMany({
      [CATALOG_SOURCES_KEY]: sources,
      [CATALOG_ORIGINS_KEY]: origins,
      [CATALOG_DETACHED_KEY]: detached,
      [CATALOG_COMMANDS_KEY]: answered,
    })
    this.sources = sources
    this.origins = origins
    this.detached = detached
    this.answered = answered
    this.state.set(CATALOG_READS_TABLE, sourceId, null)
  }

  origin(profileId: string): ProfileOrigin | undefined {
    return this.origins[profileId]
  }

  originView(profileId: string): ProfileOriginView | null {
    const origin = this.origins[profileId]
    if (origin === undefined) return null
    const source = this.sources[origin.sourceId]
    return { ...origin, sourceName: source?.source.name ?? 'a removed catalog' }
  }

  /** The profiles that came from this source, with their origins. */
  ownedBy(sourceId: string): [string, ProfileOrigin][] {
    return Object.entries(this.origins).filter(([, o]) => o.sourceId === sourceId)
  }

  /** Sets (an origin) or removes (null) the origins of many profiles in one write. */
  putOrigins(changes: ReadonlyMap<string, ProfileOrigin | null>): void {
    const next = this.withOrigins(changes)
    if (next === null) return
    this.store.set(CATALOG_ORIGINS_KEY, next)
    this.origins = next
  }

  /** The origins table with these changes (null: none). */
  private withOrigins(
    changes: ReadonlyMap<string, ProfileOrigin | null>,
  ): Table<ProfileOrigin> | null {
    if (changes.size === 0) return null
    const next = keep(this.origins, (id) => changes.get(id) === null)
    for (const [id, origin] of changes) if (origin !== null) next[id] = origin
    return next
  }

  async take(profileId: string): Promise<ProfileOrigin | null> {
    const origin = this.origins[profileId] ?? null
    if (origin !== null) this.putOrigins(new Map([[profileId, null]]))
    return origin
  }

  async give(profileId: string, taken: ProfileOrigin | null): Promise<void> {
    // Its source may have been removed meanwhile: then it comes back personal.
    if (taken !== null && this.sources[taken.sourceId] !== undefined)
      this.putOrigins(new Map([[profileId, taken]]))
  }
}
