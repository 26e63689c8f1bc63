import { z } from 'zod'
import type { AppError } from '../../../shared/ipc/errors'
import type { Profile } from '../../../shared/model/profile'
import { profileColours } from '../../../shared/model/profile'
import { authMethods, headerStyles, portalKinds } from '../../../shared/model/portal'
import type { IssuedToken } from '../../../shared/model/token'
import type { JsonStore } from '../storage/jsonStore'
import { isStoredProfile, isStoredToken } from './fastGuards'

/** The version of profiles.json this build writes. */
export const PROFILE_FORMAT = 3

type Records = Record<string, Record<string, unknown>>
export interface ProfileDocument {
  schemaVersion: number
  profiles: Records
  tokens: Records
  lastErrors: Records
  /** Records that failed validation, kept verbatim so nothing is lost. */
  quarantine: Records
}

const asRecords = (value: unknown): Records =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Records) : {}

const mapRecords = (records: Records, fn: (r: Record<string, unknown>) => object): Records =>
  Object.fromEntries(Object.entries(records).map(([id, r]) => [id, { ...fn(r) }]))

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
}

export class NewerFormatError extends Error {
  constructor(readonly found: number) {
    super(`profiles.json has format ${found}; this version reads up to ${PROFILE_FORMAT}`)
    this.name = 'NewerFormatError'
  }
}

/** Reads the document's keys; a missing version on a non-empty file means format 1. */
export function readDocument(store: JsonStore): ProfileDocument {
  const profiles = asRecords(store.get('profiles'))
  const version = store.get('schemaVersion')
  return {
    schemaVersion:
      typeof version === 'number' ? version : Object.keys(profiles).length ? 1 : PROFILE_FORMAT,
    profiles,
    tokens: asRecords(store.get('tokens')),
    lastErrors: asRecords(store.get('lastErrors')),
    quarantine: asRecords(store.get('quarantine')),
  }
}

/** Throws NewerFormatError for a file from a newer version (it must not be rewritten). */
export function checkFormat(store: JsonStore): void {
  const version = readDocument(store).schemaVersion
  if (!Number.isInteger(version) || version > PROFILE_FORMAT) throw new NewerFormatError(version)
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

export const storedProfile = z.object({
  id: z.string().min(1),
  name: z.string(),
  account: z.object({ id: z.string(), name: z.string() }),
  portal: z.enum(portalKinds),
  baseUrl: z.string(),
  apiHostUrl: z.string(),
  username: z.string(),
  headerStyle: z.enum(headerStyles),
  smsMethod: z.enum(authMethods),
  autoRenew: z.boolean(),
  tags: z.array(z.string()),
  colour: z.enum(profileColours),
  notes: z.string(),
  favourite: z.boolean(),
  lastUsedAt: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
}) satisfies z.ZodType<Profile>

export const storedToken = z.object({
  kind: z.literal('issued'),
  issuedAt: z.number(),
  expiresAt: z.number(),
  rejectedAt: z.number().nullable(),
  method: z.enum(authMethods),
  envelope: z.enum(['A', 'B', 'unknown']),
}) satisfies z.ZodType<IssuedToken>

const storedError = z.looseObject({ code: z.string(), message: z.string() })

export interface ProfileTables {
  profiles: Record<string, Profile>
  tokens: Record<string, IssuedToken>
  lastErrors: Record<string, AppError>
}

/**
 * Validates every record of a current-format document. A record that fails
 * goes to `quarantine` (with its token and error), never away.
 */
export function validate(doc: ProfileDocument): { tables: ProfileTables; quarantine: Records } {
  const tables: ProfileTables = { profiles: {}, tokens: {}, lastErrors: {} }
  const quarantine: Records = { ...doc.quarantine }
  for (const [id, raw] of Object.entries(doc.profiles)) {
    const profile = isStoredProfile(raw) ? raw : storedProfile.safeParse(raw).data
    if (!profile || profile.id !== id) {
      quarantine[id] = { profile: raw, token: doc.tokens[id], lastError: doc.lastErrors[id] }
      continue
    }
    tables.profiles[id] = profile
    const rawToken = doc.tokens[id]
    const token = isStoredToken(rawToken) ? rawToken : storedToken.safeParse(rawToken).data
    if (token) tables.tokens[id] = token
    const error = storedError.safeParse(doc.lastErrors[id])
    if (error.success) tables.lastErrors[id] = error.data as unknown as AppError
  }
  return { tables, quarantine }
}
