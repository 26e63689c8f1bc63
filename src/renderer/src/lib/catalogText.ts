import type {
  CatalogSourceView,
  CatalogSyncResult,
  CatalogTrust,
} from '../../../shared/model/catalog'
import { countOf } from './labels'
import { localTime } from './format'

/** Where a source reads from, as typed. */
export const locationText = (source: Pick<CatalogSourceView, 'location'>): string =>
  source.location.kind === 'file' ? source.location.path : source.location.url

export const trustText = (trust: CatalogTrust): string =>
  trust.kind === 'none'
    ? 'Not checked'
    : trust.kind === 'pin'
      ? 'Pinned to one file (SHA-256)'
      : 'Signed (Ed25519 public key)'

/** How a source stands, in a sentence or two. */
export function statusText(source: CatalogSourceView): string {
  const { status } = source
  const synced =
    status.lastSyncedAt === null
      ? 'Never synced.'
      : `Last synced ${localTime(status.lastSyncedAt)}.`
  const held = `${countOf(status.profiles, 'profile')} from it.`
  const when =
    source.location.kind === 'url'
      ? `Read every ${countOf(source.refreshMinutes, 'minute')}.`
      : 'Read at start and on Sync now.'
  return `${synced} ${held} ${when}`
}

/** The notice a source with changes waiting for review gives. */
export function reviewNotice(source: CatalogSourceView): string | null {
  const { pending, firstSync } = source.status
  if (pending === 0) return null
  if (firstSync)
    return `Team catalog ${source.name}: ${countOf(pending, 'change')} to review before it is followed`
  return `Team catalog ${source.name}: ${countOf(pending, 'change')} ${pending === 1 ? 'needs' : 'need'} your review`
}

/** What a Sync now came to. */
export function syncResultText(result: CatalogSyncResult): string {
  switch (result.kind) {
    case 'failed':
      return `Not synced: ${result.message} Every profile is as it was.`
    case 'unchanged':
      return 'The catalog has not changed.'
    case 'synced': {
      if (result.first) return 'Read. Review the changes to start following it.'
      const applied = [
        ...(result.added > 0 ? [`${countOf(result.added, 'new profile')}`] : []),
        ...(result.updated > 0 ? [`${countOf(result.updated, 'profile')} updated`] : []),
      ]
      const done = applied.length > 0 ? `Applied: ${applied.join(', ')}.` : 'Nothing to apply.'
      return result.pending > 0 ? `${done} ${countOf(result.pending, 'change')} to review.` : done
    }
  }
}
