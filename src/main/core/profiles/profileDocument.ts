import { z } from 'zod'
import type { AppError } from '../../../shared/ipc/errors'
import { saidOfIssue } from '../../../shared/i18n/fieldSays'
import { said, type Worded } from '../../../shared/i18n/said'
import { saying } from '../../../shared/i18n/sayMessage'
import type { PasswordDropped, Profile } from '../../../shared/model/profile'
import { profileColours } from '../../../shared/model/profile'
import { authMethods, headerStyles, portalKinds } from '../../../shared/model/portal'
import { idSchema, isId } from '../../../shared/model/id'
import { expirySources, type IssuedToken } from '../../../shared/model/token'
import { deeperThan, jsonKind, MAX_STORE_DEPTH, TooDeepError } from '../storage/cachedStore'
import type { JsonStore } from '../storage/jsonStore'
import { checkTables } from '../storage/documentShape'
import { DamagedStoreError } from '../storage/storeErrors'
import { adoptTable, isPlainTable, tableOf, type Table } from '../util/table'
import { isStoredProfileExceptIdShape, isStoredToken } from './fastGuards'
import { lazySchema } from '../../../shared/model/lazySchema'
import { showDirectionControls } from '../../../shared/text/controlCharacters'

/** The version of profiles.json this build writes. */
export const PROFILE_FORMAT = 5

type Records = Table<Record<string, unknown>>
export interface ProfileDocument {
  schemaVersion: number
  /**
   * As stored: not copied (10,000 rows and more), so it may inherit from
   * Object.prototype. Iterate its own keys; never look a row up by id.
   */
  profiles: Readonly<Record<string, unknown>>
  tokens: Records
  lastErrors: Records
  passwordDropped: Records
  /** Records that failed validation, kept verbatim so nothing is lost. */
  quarantine: Records
}

const asRecords = (value: unknown): Records =>
  tableOf(isPlainTable(value) ? (value as Records) : {})

const mapRecords = (
  records: Readonly<Record<string, unknown>>,
  fn: (r: Record<string, unknown>) => object,
): Records =>
  tableOf(
    Object.fromEntries(
      Object.entries(records).map(([id, r]) => [id, { ...fn(r as Record<string, unknown>) }]),
    ),
  )

/**
 * Each step takes a document of version N to N+1. Defaults come first so a
 * value already present (written by a newer field) wins.
 */
const migrations: Record<number, (doc: ProfileDocument) => ProfileDocument> = {
  // 1 → 2: SMS-variant method and auto-renew on profiles; how tokens were obtained.
  1: (doc) => ({
    ...doc,
    schemaVersion: 2,
    profiles: mapRecords(doc.profiles, (p) => ({ smsMethod: 'POST', autoRenew: false, ...p })),
    tokens: mapRecords(doc.tokens, (t) => ({ method: 'POST', envelope: 'unknown', ...t })),
  }),
  // 2 → 3: organising hundreds of profiles (tags, colour, notes, favourite, last use) and
  // an optional API host for test requests.
  2: (doc) => ({
    ...doc,
    schemaVersion: 3,
    profiles: mapRecords(doc.profiles, (p) => ({
      apiHostUrl: '',
      tags: [],
      colour: 'none',
      notes: '',
      favourite: false,
      lastUsedAt: null,
      ...p,
    })),
  }),
  // 3 → 4: token metadata, last errors and last use move to the state journal,
  // activity and run history to files per profile (migrations/toJournal.ts moves
  // them before the document is read; the document itself only changes its number).
  3: (doc) => ({ ...doc, schemaVersion: 4 }),
  // 4 → 5: a saved request's header values and body move to the vault (its row says
  // `sealed`); RequestRepository.sealPlaintext moves them just after the start, since the
  // cipher is asynchronous. The number keeps a format-4 build from reading a sealed row as a
  // request without values.
  4: (doc) => ({ ...doc, schemaVersion: 5 }),
}

/** A file from a newer version: the start stops and leaves it for that version (NewerStoreError). */
export class NewerFormatError extends DamagedStoreError {
  constructor(readonly found: number) {
    super(
      `it was written by a newer version of Token Desk (profiles.json has format ${found}; this version reads up to ${PROFILE_FORMAT})`,
      true,
    )
    this.name = 'NewerFormatError'
  }
}

/** Reads the document's keys; a missing version on a non-empty file means format 1. */
export function readDocument(store: JsonStore): ProfileDocument {
  const stored = store.get('profiles')
  const profiles = isPlainTable(stored) ? stored : {}
  const version = store.get('schemaVersion')
  return {
    schemaVersion: typeof version === 'number' ? version : hasRows(profiles) ? 1 : PROFILE_FORMAT,
    profiles,
    tokens: asRecords(store.get('tokens')),
    lastErrors: asRecords(store.get('lastErrors')),
    passwordDropped: asRecords(store.get('passwordDropped')),
    quarantine: asRecords(store.get('quarantine')),
  }
}

/** Whether a table has a row, without listing its keys. */
export function hasRows(table: Readonly<Record<string, unknown>>): boolean {
  for (const key in table) if (Object.hasOwn(table, key)) return true
  return false
}

/**
 * Refuses a document this version must not read or rewrite: one from a newer
 * version (NewerFormatError), or one whose version or profile tables have a
 * type the app never writes (DamagedStoreError; a quarantine of the wrong
 * type is set aside alone, WrongTableError). The other owners of keys in
 * profiles.json check theirs (see data/openData.ts).
 */
export function checkProfileDocument(store: JsonStore): CheckedProfiles | null {
  const version = store.get('schemaVersion')
  if (version !== undefined) {
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
      throw new DamagedStoreError(
        said('requests.profiles.formatVersion', {
          version: typeof version === 'number' ? String(version) : jsonKind(version),
        }),
      )
    }
    if (version > PROFILE_FORMAT) throw new NewerFormatError(version)
  }
  // The profiles, and which of them may not use their login's password: read as empty, that
  // table would hand the password to them. Without either the file is of no use: moved aside.
  checkTables(store, ['profiles', 'passwordDropped'], { alone: false })
  checkTables(store, ['quarantine'])
  // The store's depth check leaves the profile table to this owner (PROFILE_TABLE_DEPTH_CHECKED):
  // a document of this format is validated here, each record judged as it is read.
  const doc = readDocument(store)
  if (doc.schemaVersion !== PROFILE_FORMAT) {
    // Level 2 of the document; migrations come later, from the repository or moveToJournal.
    if (deeperThan(doc.profiles, MAX_STORE_DEPTH - 1)) throw new TooDeepError()
    return null
  }
  return { of: store.get('profiles'), ...validate(doc, { checkDepth: true }) }
}

/** The profiles.json key whose depth checkProfileDocument checks (see CachedStoreOptions). */
export const PROFILE_TABLE_DEPTH_CHECKED = 'profiles'

/** What validate found. */
export interface Validated {
  tables: ProfileTables
  /** Records set aside, as they were (with the ones set aside before). */
  quarantine: Records
  /** The profiles of `tables.profiles`, in its order. */
  order: Profile[]
}

/** profiles.json's profiles as validated when the file was opened (checkProfileDocument). */
export interface CheckedProfiles extends Validated {
  /** The stored table they were read from: they hold only while the store still has it. */
  of: unknown
}

export function migrate(doc: ProfileDocument): ProfileDocument {
  let current = doc
  while (current.schemaVersion < PROFILE_FORMAT) {
    const step = migrations[current.schemaVersion]
    if (!step) throw new NewerFormatError(current.schemaVersion)
    current = step(current)
  }
  return current
}

/**
 * Text a profile shows, stored before direction controls were refused: each
 * one made visible (`\u202e`), so "Globex \u202E10-DORP" no longer shows as
 * "Globex PROD-01". Written back with the next change. Not the username,
 * which the token service is sent as stored.
 */
const shown = () => z.string().transform(showDirectionControls)

export const storedProfile = lazySchema(
  () =>
    z.object({
      id: idSchema(said('fields.label.profileId')),
      name: shown(),
      account: z.object({ id: shown(), name: shown() }),
      portal: z.enum(portalKinds),
      baseUrl: z.string(),
      apiHostUrl: z.string(),
      username: z.string(),
      headerStyle: z.enum(headerStyles),
      smsMethod: z.enum(authMethods),
      autoRenew: z.boolean(),
      tags: z.array(shown()),
      colour: z.enum(profileColours),
      notes: shown(),
      favourite: z.boolean(),
      lastUsedAt: z.number().nullable(),
      createdAt: z.number(),
      updatedAt: z.number(),
    }) satisfies z.ZodType<Profile>,
)

export const storedToken = lazySchema(
  () =>
    z.object({
      kind: z.literal('issued'),
      issuedAt: z.number(),
      expiresAt: z.number(),
      rejectedAt: z.number().nullable(),
      method: z.enum(authMethods),
      envelope: z.enum(['A', 'B', 'unknown']),
      expirySource: z.enum(expirySources).optional(),
      verifiedAt: z.number().optional(),
      account: z.object({ id: z.string(), foreign: z.boolean(), at: z.number() }).optional(),
    }) satisfies z.ZodType<IssuedToken>,
)

const storedPasswordDropped = lazySchema(
  () =>
    z.discriminatedUnion('reason', [
      z.object({
        reason: z.literal('host-changed'),
        moves: z.array(
          z.object({ field: z.enum(['baseUrl', 'apiHostUrl']), from: z.string(), to: z.string() }),
        ),
        at: z.number(),
      }),
      z.object({ reason: z.literal('new-api-host'), host: z.string(), at: z.number() }),
    ]) satisfies z.ZodType<PasswordDropped>,
)

/** A token row of the state journal, checked (null: damaged). */
export const readToken = (value: unknown): IssuedToken | null =>
  (isStoredToken(value) ? value : storedToken.safeParse(value).data) ?? null

/**
 * An error row of the state journal, checked (null: damaged): an object with
 * a code and a message; its other fields are the error's own and kept as
 * stored. A plain check, not zod's loose object, which copied every field of
 * every failed profile's error on each start (3-5 ms of a 10,000-profile one).
 */
export function readError(value: unknown): AppError | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { code, message } = value as Record<string, unknown>
  return typeof code === 'string' && typeof message === 'string' ? (value as AppError) : null
}

export interface ProfileTables {
  profiles: Table<Profile>
  tokens: Table<IssuedToken>
  lastErrors: Table<AppError>
  /** Why the app removed a profile's password on its own, until one is kept again. */
  passwordDropped: Table<PasswordDropped>
}

/**
 * A stored profile's fields and its account's, each named once (the
 * compiler holds the lists to the Profile type, as storedProfile is held to
 * it): counted without building the schema, which a start needs only for a
 * record the guard refused.
 */
const profileFields = {
  id: true,
  name: true,
  account: true,
  portal: true,
  baseUrl: true,
  apiHostUrl: true,
  username: true,
  headerStyle: true,
  smsMethod: true,
  autoRenew: true,
  tags: true,
  colour: true,
  notes: true,
  favourite: true,
  lastUsedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Record<keyof Profile, true>
const accountFields = { id: true, name: true } satisfies Record<keyof Profile['account'], true>
const PROFILE_FIELDS = Object.keys(profileFields).length
const ACCOUNT_FIELDS = Object.keys(accountFields).length

/**
 * A record the guard accepted holds nothing deeper than its account and
 * tags, unless it has fields a profile does not: counting its keys (and
 * its account's) tells, cheaper than walking it.
 */
function onlyProfileFields(profile: Profile): boolean {
  let fields = 0
  for (const _ in profile) fields++
  if (fields !== PROFILE_FIELDS) return false
  let inAccount = 0
  for (const _ in profile.account) inAccount++
  return inAccount === ACCOUNT_FIELDS
}

/**
 * Validates every record of a current-format document. A record that fails
 * goes to `quarantine` (with its token and error), never away.
 */
export function validate(
  doc: ProfileDocument,
  options: {
    /**
     * Also refuse the document (TooDeepError) when a record is nested too
     * deep to write back: a record the guard took as stored, with only the
     * fields of a profile, cannot be, so only the others are walked.
     */
    checkDepth?: boolean
  } = {},
): Validated {
  const tables: Omit<ProfileTables, 'profiles'> = {
    tokens: tableOf(),
    lastErrors: tableOf(),
    passwordDropped: tableOf(),
  }
  const quarantine: Records = tableOf(doc.quarantine)
  // Keys, not entries: no pair built per row of a table this large.
  const ids = Object.keys(doc.profiles)
  /**
   * The profiles as checked: built only from the first record that is not
   * taken as stored (set aside, or a copy from zod); until then, and in the
   * usual case to the end, the stored table itself is the table.
   */
  let profiles: Table<Profile> | null = null
  const order: Profile[] = []
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string
    const raw = doc.profiles[id]
    // The id's shape is checked on the key it must equal; only what the guard refuses costs a zod parse.
    const fast = isStoredProfileExceptIdShape(raw) && raw.id === id && isId(id)
    const parsed = fast ? null : storedProfile.safeParse(raw)
    const profile = fast ? raw : parsed?.data
    // Level 3 of the document: the profile table is level 2.
    if (
      options.checkDepth &&
      !(fast && onlyProfileFields(raw)) &&
      deeperThan(raw as object, MAX_STORE_DEPTH - 2)
    )
      throw new TooDeepError()
    if (!fast && profiles === null) {
      profiles = tableOf()
      for (let j = 0; j < i; j++)
        profiles[ids[j] as string] = doc.profiles[ids[j] as string] as Profile
    }
    // A key that is not an id (a built-in name, a path, 10,000 characters) is set aside like any bad record.
    if (!fast && (!profile || profile.id !== id || !isId(id))) {
      quarantine[id] = {
        profile: raw as Record<string, unknown>,
        token: doc.tokens[id],
        lastError: doc.lastErrors[id],
        ...quarantineReason(parsed?.error?.issues[0], id),
      }
      continue
    }
    if (profiles !== null) profiles[id] = profile as Profile
    order.push(profile as Profile)
    // Most profiles have none of these: a failed zod parse per absent row would cost the start.
    const rawToken = doc.tokens[id]
    if (rawToken !== undefined) {
      const token = isStoredToken(rawToken) ? rawToken : storedToken.safeParse(rawToken).data
      if (token) tables.tokens[id] = token
    }
    if (doc.lastErrors[id] !== undefined) {
      const error = readError(doc.lastErrors[id])
      if (error !== null) tables.lastErrors[id] = error
    }
    if (doc.passwordDropped[id] !== undefined) {
      const dropped = storedPasswordDropped.safeParse(doc.passwordDropped[id])
      if (dropped.success) tables.passwordDropped[id] = dropped.data
    }
  }
  return {
    tables: {
      profiles: profiles ?? adoptTable(doc.profiles as Record<string, Profile>),
      ...tables,
    },
    quarantine,
    order,
  }
}

/**
 * Why a record was set aside, kept beside it and said at start: its first
 * fault, as `reason` (English) and `said` when the check that refused it
 * gave one (zod's own messages give none).
 */
function quarantineReason(
  issue: { path: PropertyKey[]; message: string } | undefined,
  id: string,
): { reason: string; said?: Worded['said'] } {
  if (issue !== undefined) {
    const field = issue.path.map(String).join('.')
    const reason = field === '' ? issue.message : `${field}: ${issue.message}`
    const problem = saidOfIssue(issue)
    if (problem === undefined) return { reason }
    return {
      reason,
      said: field === '' ? problem : said('requests.profiles.setAside.field', { field, problem }),
    }
  }
  const { message, said: why } = saying(
    isId(id) ? 'requests.profiles.setAside.idNotKey' : 'requests.profiles.setAside.keyNotId',
  )
  return { reason: message, said: why }
}
