import { z } from 'zod'
import { checkBaseUrl, originOf } from './baseUrl'
import { idSchema } from './id'
import { hasNoControlCharacters, hasOnlyLineControls } from '../text/controlCharacters'
import { firstHiddenCharacter } from '../text/hiddenCharacters'
import { TAG_SEPARATORS, withoutTagMark } from './tagList'
import { issueSaying, says, saysMissingOr } from '../i18n/fieldSays'
import { said, type Said } from '../i18n/said'
import {
  authMethods,
  headerStyles,
  portalKinds,
  type AuthMethod,
  type HeaderStyle,
  type PortalKind,
} from './portal'
import type { SharedLogin } from './login'
import type { OtherAccount } from './loginAccounts'
import type { ProfileOriginView } from './catalog'
import type { TokenSnapshot } from './token'
import type { AppError } from '../ipc/errors'
import { lazySchema, lazyShape } from './lazySchema'

/** A small fixed palette, so colours survive export/import and read well in both themes. */
export const profileColours = [
  'none',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
  'grey',
] as const
export type ProfileColour = (typeof profileColours)[number]

/**
 * Names and identifiers end up in headers, .env lines, terminals, CSV cells
 * and notifications: a line break or an escape code in one starts a new line
 * or command for some reader, so none is taken (CSV import brings them).
 */
const text = (label: Said, max: number) =>
  z
    .string(saysMissingOr('fields.required', 'fields.notText', { label }))
    .trim()
    .min(1, says('fields.required', { label }))
    .max(max, says('fields.atMost', { label, max }))
    .refine((value) => hasNoControlCharacters(value), says('fields.noControls', { label }))

/**
 * What the token service is sent and compares exactly (username, account ID):
 * text as above, without a character no one can see (shared/text/hiddenCharacters.ts),
 * named with what comes before it so the user can find and delete it.
 */
const identifier = (label: Said, max: number) =>
  // A control character is said first, alone: direction controls are invisible too.
  text(label, max).refine(
    (value) => !hasNoControlCharacters(value) || firstHiddenCharacter(value) === null,
    {
      error: (issue) => {
        const hidden = firstHiddenCharacter(String(issue.input))
        if (hidden === null) return undefined
        const where = hidden.before === '' ? 'atStart' : 'after'
        return says(`fields.hidden.${hidden.kind}.${where}`, {
          label,
          code: hidden.code,
          before: hidden.before,
        }).error(issue)
      },
    },
  )

const baseUrl = lazySchema(() =>
  z
    .string(says('fields.required', { label: said('fields.label.baseUrl') }))
    .transform((raw, ctx) => {
      const checked = checkBaseUrl(raw)
      if (!checked.ok) {
        ctx.addIssue(issueSaying(checked.said))
        return z.NEVER
      }
      return checked.url
    }),
)

const tag = said('fields.label.tag')

/** One tag, as a profile's form and the Board's Add tag check it. */
export const tagSchema = lazySchema(() =>
  z
    .string(says('fields.notText', { label: tag }))
    .trim()
    .min(1, says('fields.empty', { label: tag }))
    .max(40, says('fields.atMost', { label: tag, max: 40 }))
    .refine((value) => hasNoControlCharacters(value), says('fields.noControls', { label: tag }))
    // A tag kept with one would come back as two from the app's own CSV export.
    .refine((value) => !TAG_SEPARATORS.test(value), says('fields.tagSeparator', { label: tag })),
)

/**
 * A tag as someone types it (the Board's Add and Remove tag): the window
 * writes tags as "#eu", so people type them so, and the "#" is not the
 * tag's. Apart from tagSchema, which every stored profile is checked with
 * at start (the extra step cost 10,000 profiles some 20 ms there).
 */
export const typedTagSchema = lazySchema(() =>
  z
    .string(says('fields.notText', { label: tag }))
    .transform(withoutTagMark)
    .pipe(tagSchema),
)

export const MAX_TAGS = 20

const tags = lazySchema(() =>
  z
    .array(tagSchema, says('fields.tagsNotList'))
    .max(MAX_TAGS, says('fields.tagsTooMany', { max: MAX_TAGS }))
    .transform((list) => [...new Map(list.map((t) => [t.toLowerCase(), t])).values()]),
)

/** A field with a fixed list of values, which its message lists as a file spells them. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, label: Said) =>
  z.enum(values, says('fields.oneOf', { label, values: values.join(', ') }))

/** Every editable field, all required: what an edit may change. */
const fieldShape = lazyShape(() => ({
  name: text(said('fields.label.name'), 120),
  accountId: identifier(said('fields.label.accountId'), 120),
  accountName: z
    .string(says('fields.notText', { label: said('fields.label.accountName') }))
    .trim()
    .max(200, says('fields.atMost', { label: said('fields.label.accountName'), max: 200 }))
    .refine(
      (value) => hasNoControlCharacters(value),
      says('fields.noControls', { label: said('fields.label.accountName') }),
    ),
  portal: z.enum(portalKinds, says('fields.portal')),
  baseUrl,
  /** A separate API host for test requests (spec {api_url}); empty when there is none. */
  apiHostUrl: z
    .string(says('fields.notText', { label: said('fields.label.apiHostUrl') }))
    .transform((raw, ctx) => {
      if (raw.trim() === '') return ''
      const checked = checkBaseUrl(raw)
      if (!checked.ok) {
        ctx.addIssue(issueSaying(checked.said))
        return z.NEVER
      }
      return checked.url
    }),
  username: identifier(said('fields.label.username'), 200),
  headerStyle: oneOf(headerStyles, said('fields.label.headerStyle')),
  /** Used only by the SMS API host variant; the portals always POST. */
  smsMethod: oneOf(authMethods, said('fields.label.smsMethod')),
  /** Renew shortly before expiry while a password is stored. */
  autoRenew: z.boolean(says('fields.yesOrNo', { label: said('fields.label.autoRenew') })),
  tags,
  colour: oneOf(profileColours, said('fields.label.colour')),
  notes: z
    .string(says('fields.notText', { label: said('fields.label.notes') }))
    .max(2000, says('fields.notesTooLong'))
    .refine((value) => hasOnlyLineControls(value), says('fields.notesControls')),
  favourite: z.boolean(says('fields.yesOrNo', { label: said('fields.label.favourite') })),
}))

export const profileFieldsSchema = lazySchema(() => z.object(fieldShape()))

/** A new profile: the identity fields are required, the rest have defaults. */
export const newProfileFieldsSchema = lazySchema(() => {
  const shape = fieldShape()
  return z.object({
    ...shape,
    accountName: shape.accountName.default(''),
    apiHostUrl: shape.apiHostUrl.default(''),
    headerStyle: shape.headerStyle.default('bearer'),
    smsMethod: shape.smsMethod.default('POST'),
    autoRenew: shape.autoRenew.default(false),
    tags: shape.tags.default([]),
    colour: shape.colour.default('none'),
    notes: shape.notes.default(''),
    favourite: shape.favourite.default(false),
  })
})

/** The password travels renderer → main once, here, and never back. */
const password = said('fields.label.password')
export const passwordSchema = lazySchema(() =>
  z
    .string(says('fields.notText', { label: password }))
    .min(1, says('fields.empty', { label: password }))
    .max(1024, says('fields.atMost', { label: password, max: 1024 })),
)

export const createProfileInput = lazySchema(() =>
  newProfileFieldsSchema.extend({
    /** Absent: none stored; the app asks when a token is needed. */
    password: passwordSchema.optional(),
    /** Save even though a profile with the same base URL, username and account exists. */
    allowDuplicate: z.boolean().optional(),
  }),
)
export const updateProfileInput = lazySchema(() =>
  z.object({
    id: idSchema(said('fields.label.profileId')),
    /** Only the fields given change. */
    fields: profileFieldsSchema.partial(),
    /** Absent: keep the stored password. */
    password: passwordSchema.optional(),
  }),
)
export const profileIdInput = lazySchema(() =>
  z.object({ profileId: idSchema(said('fields.label.profileId')) }),
)

export type NewProfileFields = z.output<typeof newProfileFieldsSchema>
export type ProfileFields = z.output<typeof profileFieldsSchema>
export type CreateProfileInput = z.input<typeof createProfileInput>
export type UpdateProfileInput = z.input<typeof updateProfileInput>

/** A profile as persisted (no secrets: those live in the secret store). */
export interface Profile {
  id: string
  name: string
  account: { id: string; name: string }
  portal: PortalKind
  baseUrl: string
  apiHostUrl: string
  username: string
  headerStyle: HeaderStyle
  smsMethod: AuthMethod
  autoRenew: boolean
  tags: string[]
  colour: ProfileColour
  notes: string
  favourite: boolean
  /** Last time a token was obtained or copied for it. */
  lastUsedAt: number | null
  createdAt: number
  updatedAt: number
}

/**
 * Where the password is: encrypted on disk, in memory until the app quits
 * (secret storage too weak to keep it), or nowhere (asked for when needed).
 */
export type PasswordKeeping = 'stored' | 'session' | 'command' | 'none'

/** A host a profile's secrets go to: the password and token to the base URL, the token to the API host. */
export type SecretHost = 'baseUrl' | 'apiHostUrl'

/** An edit that points a host at another origin (`from`, `to`: origins). */
export interface HostMove {
  field: SecretHost
  from: string
  to: string
}

/**
 * Whose token a profile gets: the user on a portal's host, for one account.
 * An edit that changes it takes the token away (see hostMoves for the hosts
 * it goes to), and a token on its way for the one before is not kept.
 */
export const tokenIdentity = (
  p: Pick<Profile, 'portal' | 'baseUrl' | 'username' | 'account'>,
): string => JSON.stringify([p.portal, p.baseUrl, p.username, p.account.id])

/**
 * The hosts an edit moves to another origin. A stored password must not
 * follow (it was entered for the old host, and a page or a typo could name
 * any host), nor a token. The password goes only to the base URL, so any new
 * base URL origin is a move; the API host moves only to an origin the token
 * did not already go to (clearing it sends requests to the base URL).
 */
export function hostMoves(
  before: Pick<Profile, SecretHost>,
  after: Pick<Profile, SecretHost>,
): HostMove[] {
  const moves: HostMove[] = []
  const base = { from: originOf(before.baseUrl), to: originOf(after.baseUrl) }
  if (base.to !== base.from) moves.push({ field: 'baseUrl', ...base })
  const api = { from: originOf(before.apiHostUrl), to: originOf(after.apiHostUrl) }
  if (api.to !== '' && api.to !== api.from && api.to !== base.from) {
    moves.push({ field: 'apiHostUrl', ...api })
  }
  return moves
}

/**
 * Why a profile does not use its login's stored password although the user
 * did not remove it; shown, and the password withheld from this profile, until
 * one is typed for it. `host-changed`: an edit pointed a host elsewhere (the
 * password was entered for the old one). `new-api-host`: the profile joined a
 * login whose password was typed for other profiles, and it would send the
 * tokens it gets to an API host (`host`, an origin) none of them sends them to.
 */
export type PasswordDropped =
  | { reason: 'host-changed'; moves: HostMove[]; at: number }
  | { reason: 'new-api-host'; host: string; at: number }

/** What the renderer sees: the profile, where its password is kept, the token's metadata. */
export interface ProfileView extends Profile {
  /** Where its login's password is kept, as far as this profile may use it. */
  password: PasswordKeeping
  /** The other profiles with the same login (loginOf), which share its password. */
  sharedLogin: SharedLogin
  /**
   * The other accounts whose profiles have the same login: a token is for one
   * account only (spec 1.4), so it cannot serve them all. Empty, as it should be.
   */
  loginAccounts: OtherAccount[]
  /** Null unless the app removed the password on its own (and why). */
  passwordDropped: PasswordDropped | null
  token: TokenSnapshot
  lastError: AppError | null
  /** The team catalog it comes from (its shared fields are the catalog's); null: a personal profile. */
  origin: ProfileOriginView | null
}

/**
 * What the sidebar lists, searches and sorts by, and no more: at 10,000
 * profiles the full views were megabytes per list. The detail of one
 * profile comes with `getProfile` when it is selected.
 */
export type ProfileRow = Pick<
  ProfileView,
  | 'id'
  | 'name'
  | 'account'
  | 'portal'
  | 'baseUrl'
  | 'username'
  | 'tags'
  | 'colour'
  | 'favourite'
  | 'lastUsedAt'
  | 'token'
> & {
  /** The last attempt to get a token failed (its error is in the detail). */
  failing: boolean
  /** The team catalog that no longer lists it ("retired from <source>"); absent otherwise. */
  retiredFrom?: string
  /** Its login (base URL and username) serves profiles of other accounts too (loginAccounts); absent otherwise. */
  mixedLogin?: true
}

/** What a row shows beside the stored profile: its token, whether it fails, its last use. */
export interface RowState {
  token: TokenSnapshot
  lastError: AppError | null
  lastUsedAt: number | null
}

/**
 * The row of a profile: main builds the list with it (the state apart, so
 * no merged copy of each profile is made), the window its row after an
 * update (from the view, which holds both).
 */
export function profileRow(view: Profile & RowState): ProfileRow
export function profileRow(profile: Profile, state: RowState): ProfileRow
export function profileRow(p: Profile, given?: RowState): ProfileRow {
  // Not a default parameter: as a map callback (`views.map(profileRow)`) the second argument is
  // the index, which would stand in for the state and make a row with no token that fails.
  const state = typeof given === 'object' ? given : (p as Profile & RowState)
  return {
    id: p.id,
    name: p.name,
    account: p.account,
    portal: p.portal,
    baseUrl: p.baseUrl,
    username: p.username,
    tags: p.tags,
    colour: p.colour,
    favourite: p.favourite,
    lastUsedAt: state.lastUsedAt,
    token: state.token,
    failing: state.lastError !== null,
  }
}

/**
 * A profile's row from its full view (an answer, an event), its marks as
 * main's list has them: a login that serves other accounts too (the view's
 * loginAccounts), a catalog that retired it.
 */
export function rowOfView(view: ProfileView): ProfileRow {
  const row = profileRow(view)
  if (view.loginAccounts.length > 0) row.mixedLogin = true
  return view.origin?.retiredAt != null ? { ...row, retiredFrom: view.origin.sourceName } : row
}

/** A profile's fields as an edit, an export or an import sees them (account flattened). */
export function profileFields(profile: Profile): ProfileFields {
  const { id: _id, account, lastUsedAt: _l, createdAt: _c, updatedAt: _u, ...rest } = profile
  return { ...rest, accountId: account.id, accountName: account.name }
}

/**
 * Which of `keys` (by default, the fields `after` has) would give a profile
 * with `before` another value: compared as JSON, as tags are lists.
 */
export function changedFields(
  before: ProfileFields,
  after: Partial<ProfileFields>,
  keys = Object.keys(after) as (keyof ProfileFields)[],
): (keyof ProfileFields)[] {
  return keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
}

/** What fields make of a profile (account nested); ids and times are the caller's. */
export function fromFields(
  fields: ProfileFields,
): Omit<Profile, 'id' | 'lastUsedAt' | 'createdAt' | 'updatedAt'> {
  const { accountId, accountName, ...rest } = fields
  return { ...rest, account: { id: accountId, name: accountName } }
}

/**
 * Account, portal and username: the profiles a re-imported row may be,
 * on any host. Account IDs match without case, as `duplicateKey` matches
 * them; usernames exactly, as the service compares them.
 */
export const profileMatchKey = (
  p: Pick<Profile, 'portal' | 'username'> & { account: Pick<Profile['account'], 'id'> },
): string => JSON.stringify([p.account.id.toLowerCase(), p.portal, p.username])

/**
 * The same at the same base URL (as `duplicateKey` compares it: its path
 * too, as two tenants on one host are two profiles the form allows): the
 * profile a re-imported row updates. A row for another host is no plain
 * update: the secrets rule of `hostMoves` would apply, and it may well be
 * another profile (staging beside production).
 */
export const sameBaseUrlMatchKey = (
  p: Pick<Profile, 'portal' | 'username' | 'baseUrl'> & {
    account: Pick<Profile['account'], 'id'>
  },
): string => JSON.stringify([profileMatchKey(p), p.baseUrl.toLowerCase()])

/** Same base URL, username and account: almost certainly the same login. */
export const duplicateKey = (p: Pick<Profile, 'baseUrl' | 'username' | 'account'>): string =>
  JSON.stringify([p.baseUrl.toLowerCase(), p.username, p.account.id.toLowerCase()])
