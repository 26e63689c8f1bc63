import { saying } from '../../../shared/i18n/sayMessage'
import type { Said, SaidValue } from '../../../shared/i18n/said'
import {
  catalogSafeFields,
  catalogSharedFields,
  type CatalogRemoval,
  type ProfileOrigin,
} from '../../../shared/model/catalog'
import { MAX_TAGS, type Profile } from '../../../shared/model/profile'
import type { ImportField } from '../../../shared/model/transfer'
import type { Adjust, Checked, Valid } from '../transfer/importService'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
const SYNCED = new Set<ImportField>([...catalogSharedFields, 'tags'])
const SAFE = new Set<ImportField>(catalogSafeFields)

/** Tags once: the catalog's first, then the user's own, at most a profile's limit. */
export function mergedTags(catalog: readonly string[], own: readonly string[]): string[] {
  const tags: string[] = []
  for (const tag of [...catalog, ...own]) if (!tags.some((t) => same(t, tag))) tags.push(tag)
  return tags.slice(0, MAX_TAGS)
}

/** The profile's tags that are the user's own (not given by its catalog). */
export const ownTags = (profile: Profile, origin: ProfileOrigin | undefined): string[] =>
  profile.tags.filter((tag) => !(origin?.tags ?? []).some((t) => same(t, tag)))

/**
 * How a catalog row is read beside the profile it matches: only the fields
 * a catalog owns are compared (the user's favourite, colour, notes and
 * auto-renew stay theirs), and its tags are the catalog's plus the user's
 * own. `catalogTags` records, per row, the tags the catalog gave.
 */
export function catalogAdjust(
  originOf: (profileId: string) => ProfileOrigin | undefined,
  catalogTags: Map<number, string[]>,
): Adjust {
  return (profile: Profile, valid: Valid): Valid => {
    const given = valid.present.includes('tags') ? valid.fields.tags : []
    catalogTags.set(valid.raw.row, given)
    const tags = mergedTags(given, ownTags(profile, originOf(profile.id)))
    const present = [...valid.present.filter((f) => SYNCED.has(f) && f !== 'tags'), 'tags' as const]
    return { ...valid, fields: { ...valid.fields, tags }, present }
  }
}

/**
 * How a plain import reads a row matching a catalog profile: the catalog's
 * fields stay the catalog's (as main refuses them in an edit), only the
 * user's own change, and the catalog's tags stay whatever the file says.
 */
export function importKeepsCatalogFields(
  originOf: (profileId: string) => ProfileOrigin | undefined,
): Adjust {
  return (profile: Profile, valid: Valid): Valid => {
    const origin = originOf(profile.id)
    if (origin === undefined) return valid
    const present = valid.present.filter((f) => !SYNCED.has(f) || f === 'tags')
    const tags = present.includes('tags')
      ? mergedTags(origin.tags, valid.fields.tags)
      : profile.tags
    return { ...valid, fields: { ...valid.fields, tags }, present }
  }
}

/** The profile a planned row names (null: a new one or an invalid row). */
export const matchedId = (c: Checked): string | null =>
  c.row.kind === 'changed' || c.row.kind === 'moved' || c.row.kind === 'unchanged'
    ? c.row.profileId
    : null

/**
 * A later sync applies this row at once: a new profile, or a change of
 * names and tags only, which takes no password or token away.
 */
export function isSafe(c: Checked): boolean {
  if (c.row.kind === 'added') return true
  if (c.row.kind !== 'changed') return false
  return (
    c.row.changes.every((change) => SAFE.has(change.field)) &&
    !c.row.removes.password &&
    !c.row.removes.token
  )
}

/** Whether a row asks the user: it writes and is not safe (a host move, another change). */
export const needsReview = (c: Checked): boolean =>
  (c.row.kind === 'changed' || c.row.kind === 'moved') && !isSafe(c)

/**
 * A row matching a profile another catalog gives is no change of it: two
 * sources cannot own one profile. Nor is one matching a profile the user
 * detached from this catalog: it stays theirs.
 */
export function claimedElsewhere(
  checked: Checked[],
  sourceId: string,
  originOf: (profileId: string) => ProfileOrigin | undefined,
  detachedFrom: (profileId: string) => string | undefined,
  /** A source's name, or what stands for one that is gone ("another catalog"). */
  nameOf: (sourceId: string) => SaidValue,
): Checked[] {
  return checked.map((c) => {
    const id = matchedId(c)
    if (id === null) return c
    const owner = originOf(id)
    const left = owner === undefined && detachedFrom(id) === sourceId
    if (!left && (owner === undefined || owner.sourceId === sourceId)) return c
    const told = left
      ? saying('catalog.plan.detached', { name: c.row.name })
      : saying('catalog.plan.otherCatalog', { catalog: nameOf(owner?.sourceId ?? '') })
    return invalidRow(c.row, 'row', told)
  })
}

/** The row, as import shows one it will not write: named as read, with the reason (and its Said). */
export const invalidRow = (
  row: Checked['row'],
  field: string,
  { message, said }: { message: string; said: Said },
): Checked => ({
  row: {
    kind: 'invalid',
    row: row.row,
    name: row.name,
    accountId: row.accountId,
    portal: row.portal,
    baseUrl: row.baseUrl,
    username: row.username,
    errors: [{ field, message, said }],
  },
})

/** The profiles of this source the catalog no longer lists (retired ones already are). */
export function removedFrom(
  owned: readonly [string, ProfileOrigin][],
  checked: readonly Checked[],
  nameOf: (profileId: string) => string | undefined,
): CatalogRemoval[] {
  const listed = new Set(checked.map(matchedId).filter((id) => id !== null))
  const removed: CatalogRemoval[] = []
  for (const [profileId, origin] of owned) {
    if (origin.retiredAt !== null || listed.has(profileId)) continue
    const name = nameOf(profileId)
    if (name !== undefined) removed.push({ profileId, name })
  }
  return removed
}
