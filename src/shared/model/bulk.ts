import { z } from 'zod'
import { says } from '../i18n/fieldSays'
import { said, type Said } from '../i18n/said'
import { idSchema } from './id'
import { typedTagSchema } from './profile'
import { lazySchema } from './lazySchema'

/** The most profiles one Board action takes (the Board is built for 50,000). */
export const MAX_BULK_IDS = 100_000

export const bulkIds = lazySchema(() =>
  z
    .array(idSchema(said('fields.label.profileId')), says('inputs.bulk.idsNotList'))
    .min(1, says('inputs.bulk.chooseOne'))
    .max(MAX_BULK_IDS, says('inputs.bulk.tooMany')),
)

/** A Board action on the chosen profiles: one call for all of them. */
export const bulkInput = lazySchema(() => z.object({ profileIds: bulkIds }))

/** What the Board changes in the chosen profiles' own fields. */
export const bulkChangeSchema = lazySchema(() =>
  z.discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.literal('add-tag'), tag: typedTagSchema }),
      z.strictObject({ kind: z.literal('remove-tag'), tag: typedTagSchema }),
      z.strictObject({ kind: z.literal('favourite'), favourite: z.boolean() }),
    ],
    says('inputs.bulk.changeKind'),
  ),
)
export type BulkChange = z.output<typeof bulkChangeSchema>

export const bulkEditInput = lazySchema(() =>
  z.object({ profileIds: bulkIds, change: bulkChangeSchema }),
)

/** Ids of no profile (deleted meanwhile): answered by name, never failing the rest. */
export interface BulkMissing {
  missing: string[]
}

export interface BulkEdited extends BulkMissing {
  /** Profiles the change altered. */
  changed: number
  /** Profiles that already were so (the tag there, already a favourite). */
  unchanged: number
  /** Add tag: profiles that already had the most tags a profile may have. */
  full: { profileId: string; name: string }[]
}

export interface BulkDeleted extends BulkMissing {
  deleted: number
  /** Pass to undoDeleteProfiles before `until` to bring them all back. */
  undoId: string
  until: number
}

/** "Verify now" for each chosen profile; `at`: when the answer came (or the attempt ended). */
export type BulkVerifyOutcome = { profileId: string; name: string; at: number } & (
  | { kind: 'accepted'; status: number }
  | { kind: 'rejected'; status: number }
  /** Refused as another account's token: the login serves `account`, not this profile's. */
  | { kind: 'wrong-account'; status: number; account: string }
  | { kind: 'inconclusive'; status: number; message: string; said?: Said }
  /** Not sent: no token, no probe, or the request failed. */
  | { kind: 'failed'; code: string; message: string; said?: Said }
)

/** Copy .env: one NAME_TOKEN=… line per profile with a working token; the others named. */
export interface EnvCopied extends BulkMissing {
  lines: number
  clearsAt: number | null
  /** No token, or one expired or refused: left out of the block. */
  withoutToken: { profileId: string; name: string }[]
}
