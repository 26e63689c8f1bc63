import { z } from 'zod'
import { issueSaying, says } from '../i18n/fieldSays'
import { said, type Said } from '../i18n/said'
import { saying } from '../i18n/sayMessage'
import { hasNoControlCharacters } from '../text/controlCharacters'
import { idSchema } from './id'
import type { ImportField, ImportFormat, ImportPreview } from './transfer'
import { lazySchema } from './lazySchema'

/**
 * A team catalog: profiles a team lead publishes once (a file on a shared
 * drive or in a Git checkout, or an https:// URL) in the export's JSON or the
 * import CSV, which every desk follows. No secret is ever in one.
 *
 * The one definition of a source, for main (which reads and syncs it) and the
 * page (Settings → Team catalog).
 */

/** How often a URL source is read again; files are read at start and on "Sync now". */
export const CATALOG_REFRESH_MINUTES = { min: 5, max: 24 * 60, default: 30 } as const

/** Larger than any plausible catalog (10,000 profiles is about 3 MiB of JSON). */
export const MAX_CATALOG_BYTES = 16 * 1024 * 1024

export const MAX_CATALOG_SOURCES = 20

/** Where a catalog is: an absolute file path or an https:// URL (never plain http). */
export type CatalogLocation = { kind: 'file'; path: string } | { kind: 'url'; url: string }

/** The format follows the location's extension: .csv is the import CSV, anything else JSON. */
export const catalogFormatOf = (location: string): ImportFormat =>
  /\.csv$/i.test(location.replace(/[?#].*$/, '')) ? 'csv' : 'json'

const isAbsolutePath = (value: string): boolean =>
  value.startsWith('/') || /^[A-Za-z]:[\\/]/.test(value) || value.startsWith('\\\\')

/** Reads what the user typed as a location, or says what is wrong with it (in English and as data). */
export function checkCatalogLocation(
  raw: string,
): { ok: true; location: CatalogLocation } | { ok: false; message: string; said: Said } {
  const value = raw.trim()
  if (value === '') return { ok: false, ...saying('inputs.catalog.locationEmpty') }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return { ok: false, ...saying('inputs.catalog.urlNotValid') }
    }
    if (url.protocol !== 'https:') return { ok: false, ...saying('inputs.catalog.urlNotHttps') }
    if (url.username || url.password)
      return { ok: false, ...saying('inputs.catalog.urlHoldsCredentials') }
    return { ok: true, location: { kind: 'url', url: url.href } }
  }
  if (!isAbsolutePath(value)) return { ok: false, ...saying('inputs.catalog.pathNotAbsolute') }
  return { ok: true, location: { kind: 'file', path: value } }
}

const location = lazySchema(() =>
  z
    .string(says('inputs.catalog.locationNotText'))
    .max(2048, says('inputs.catalog.locationTooLong'))
    .refine((value) => hasNoControlCharacters(value), says('inputs.catalog.locationControl'))
    .transform((raw, ctx) => {
      const checked = checkCatalogLocation(raw)
      if (!checked.ok) {
        ctx.addIssue(issueSaying(checked.said))
        return z.NEVER
      }
      return checked.location
    }),
)

/** The SHA-256 of the catalog's exact bytes, as `sha256sum` prints it (64 hex digits). */
const pinSha256 = lazySchema(() =>
  z
    .string(says('inputs.catalog.pinNotText'))
    .trim()
    .transform((value) => value.toLowerCase())
    .refine((value) => /^[0-9a-f]{64}$/.test(value), says('inputs.catalog.pinShape')),
)

/**
 * An Ed25519 public key: PEM (`-----BEGIN PUBLIC KEY-----`, as `openssl pkey
 * -pubout` writes it) or the raw 32 bytes in base64. The catalog's detached
 * signature is at its location + ".sig": the raw 64-byte signature of the
 * file's exact bytes, in base64 (`openssl pkeyutl -sign -rawin`).
 */
const publicKey = lazySchema(() =>
  z
    .string(says('inputs.catalog.publicKeyNotText'))
    .trim()
    .max(1000, says('inputs.catalog.publicKeyTooLong')),
)

/** A source as the user sets it up. */
export const catalogSourceFields = lazySchema(() =>
  z.object({
    name: z
      .string(says('inputs.catalog.nameRequired'))
      .trim()
      .min(1, says('inputs.catalog.nameRequired'))
      .max(80, says('inputs.catalog.nameTooLong'))
      .refine((value) => hasNoControlCharacters(value), says('inputs.catalog.nameControl')),
    location,
    /** At most one of pin and public key: a pinned file needs no signature, and a signed one changes. */
    trust: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('none') }),
      z.object({ kind: z.literal('pin'), sha256: pinSha256 }),
      z.object({ kind: z.literal('signature'), publicKey }),
    ]),
    refreshMinutes: z
      .number(says('inputs.catalog.refreshNotNumber'))
      .int(says('inputs.catalog.refreshNotWhole'))
      .min(
        CATALOG_REFRESH_MINUTES.min,
        says('inputs.catalog.refreshTooOften', { min: CATALOG_REFRESH_MINUTES.min }),
      )
      .max(CATALOG_REFRESH_MINUTES.max, says('inputs.catalog.refreshTooRare'))
      .default(CATALOG_REFRESH_MINUTES.default),
  }),
)

export type CatalogSourceFields = z.output<typeof catalogSourceFields>
export type CatalogTrust = CatalogSourceFields['trust']

export const catalogSourceSchema = lazySchema(() =>
  catalogSourceFields.extend({
    id: idSchema(said('inputs.label.sourceId')),
  }),
)
export type CatalogSource = z.output<typeof catalogSourceSchema>

/**
 * What reading a source gave: its text (checked against the pin or the
 * signature, with the validator the server sent), or "unchanged" when the
 * server answered 304 to If-None-Match, or a failure said plainly.
 */
export type CatalogRead =
  | { kind: 'read'; text: string; format: ImportFormat; etag: string | null; sha256: string }
  | { kind: 'unchanged' }
  | { kind: 'failed'; reason: CatalogReadFailure; message: string; said?: Said }

/**
 * Why a read failed: the network or file, a file that is not UTF-8 text, a
 * refused trust check, or a file holding secrets.
 */
export type CatalogReadFailure =
  | 'unreachable'
  | 'http-status'
  | 'too-large'
  | 'not-text'
  | 'pin-mismatch'
  | 'signature-missing'
  | 'signature-invalid'
  | 'bad-public-key'
  | 'holds-secrets'

/*
 * Following a catalog (the sync): what a desk keeps of each source, what a
 * profile from one records, and what a sync shows and asks.
 */

/** A profile synced from a source: which one, and the tags the catalog gave it (read-only). */
export interface ProfileOrigin {
  sourceId: string
  /** The catalog's tags; the profile's other tags are the user's own. */
  tags: string[]
  /** When the catalog stopped listing it (the user chose to retire it); null while listed. */
  retiredAt: number | null
}

/** The origin as the window shows it: with the source's name as it is now. */
export interface ProfileOriginView extends ProfileOrigin {
  sourceName: string
}

/**
 * The fields a catalog owns: read-only in the form, refused by main. The
 * catalog's tags are owned too (ProfileOrigin.tags); every other field
 * (favourite, colour, own tags, notes, auto-renew, network settings) stays
 * the user's, and a catalog's value for one only seeds a new profile.
 */
export const catalogSharedFields = [
  'name',
  'accountId',
  'accountName',
  'portal',
  'baseUrl',
  'apiHostUrl',
  'username',
  'headerStyle',
  'smsMethod',
] as const satisfies readonly ImportField[]
export type CatalogSharedField = (typeof catalogSharedFields)[number]

/** What a later sync applies at once: a change here loses nothing (no secret, no host). */
export const catalogSafeFields = [
  'name',
  'accountName',
  'tags',
] as const satisfies readonly ImportField[]

/** How a source stands, as Settings shows it. */
export interface CatalogStatus {
  /** The last read, whatever came of it. */
  lastAttemptAt: number | null
  /** The last read that gave the catalog (or "unchanged"). */
  lastSyncedAt: number | null
  /** Profiles that come from this source now. */
  profiles: number
  /** The last read's failure, in plain words; null once a read works. */
  error: string | null
  /** `error` as data, for the window to say in its language (absent for an older record). */
  errorSaid?: Said
  /** Changes waiting for the user's review (the first sync: every row that would write). */
  pending: number
  /** The source was never applied: its first sync asks first. */
  firstSync: boolean
}

export interface CatalogSourceView extends CatalogSource {
  status: CatalogStatus
}

/** A profile this source gave that its catalog no longer lists. */
export interface CatalogRemoval {
  profileId: string
  name: string
}

/**
 * What a sync found, in the import preview's groups, and the profiles the
 * catalog no longer lists. `automatic`: the rows a later sync applied at once.
 */
export interface CatalogPreview {
  sourceId: string
  sourceName: string
  /** The SHA-256 of the catalog it shows: applying names it, so what is written is what was shown. */
  sha256: string
  first: boolean
  preview: ImportPreview
  removed: CatalogRemoval[]
  /** The password commands the catalog names that differ from what their logins use now. */
  commands: CatalogCommand[]
}

/**
 * A password command a catalog names for a login (its profiles share it).
 * Never applied on its own: it runs a program as the user, so the review
 * asks, and main's own dialog asks again before it is used.
 */
export interface CatalogCommand {
  /** The login, as people read it: its username and base URL's host. */
  username: string
  host: string
  /** The names of the catalog's rows of this login. */
  profiles: string[]
  /** As the catalog names it, placeholders (`{vault}`, `{username}`) unfilled. */
  argv: string[]
  /** What the login uses now; null: a typed password. */
  current: string[] | null
  /** The user answered this command before (used or left it): it waits for no one. */
  reviewed: boolean
}

/** What one sync did. */
export type CatalogSyncResult =
  | { kind: 'failed'; message: string; said?: Said }
  | { kind: 'unchanged' }
  /** Later syncs: what was applied at once and what waits for review. */
  | { kind: 'synced'; added: number; updated: number; pending: number; first: boolean }

/** The user's answer to a preview: host moves applied or left, removals retired or left. */
export const catalogApplyInput = lazySchema(() =>
  z.object({
    sourceId: idSchema(said('inputs.label.sourceId')),
    sha256: z
      .string(says('inputs.catalog.previewMissing'))
      .regex(/^[0-9a-f]{64}$/, says('inputs.catalog.previewShape')),
    hostMoves: z.enum(['leave', 'move'], says('inputs.catalog.chooseHostMoves')),
    retire: z.boolean(says('inputs.catalog.chooseRetire')),
    /** The password commands the preview listed: used (after main's own dialog) or left as they are. */
    commands: z.enum(['use', 'leave'], says('inputs.catalog.chooseCommands')).default('leave'),
  }),
)
export type CatalogApplyInput = z.output<typeof catalogApplyInput>

export interface CatalogApplied {
  added: number
  updated: number
  moved: number
  retired: number
  /** Logins whose password now comes from the catalog's command. */
  commands: number
}

export const catalogSourceIdInput = lazySchema(() =>
  z.object({ sourceId: idSchema(said('inputs.label.sourceId')) }),
)
export const updateCatalogSourceInput = lazySchema(() =>
  catalogSourceFields.extend({
    sourceId: idSchema(said('inputs.label.sourceId')),
  }),
)
