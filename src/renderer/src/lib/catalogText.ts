import type {
  CatalogSourceView,
  CatalogSyncResult,
  CatalogTrust,
} from '../../../shared/model/catalog'
import { sayOf, t } from '../i18n'
import { localTime } from './format'

/** Where a source reads from, as typed. */
export const locationText = (source: Pick<CatalogSourceView, 'location'>): string =>
  source.location.kind === 'file' ? source.location.path : source.location.url

export const trustText = (trust: CatalogTrust): string => t(`catalog:trust.${trust.kind}`)

/** How a source stands, in a sentence or two. */
export function statusText(source: CatalogSourceView): string {
  const { status } = source
  const synced =
    status.lastSyncedAt === null
      ? t('catalog:status.neverSynced')
      : t('catalog:status.lastSynced', { time: localTime(status.lastSyncedAt) })
  const held = t('catalog:status.profiles', { count: status.profiles })
  const when =
    source.location.kind === 'url'
      ? t('catalog:status.readEvery', { count: source.refreshMinutes })
      : t('catalog:status.readOnSync')
  return `${synced} ${held} ${when}`
}

/** The notice a source with changes waiting for review gives. */
export function reviewNotice(source: CatalogSourceView): string | null {
  const { pending, firstSync } = source.status
  if (pending === 0) return null
  return firstSync
    ? t('catalog:notice.first', { name: source.name, count: pending })
    : t('catalog:notice.waiting', { name: source.name, count: pending })
}

/** What a Sync now came to. */
export function syncResultText(result: CatalogSyncResult): string {
  switch (result.kind) {
    case 'failed':
      return t('catalog:sync.failed', { message: sayOf(result) })
    case 'unchanged':
      return t('catalog:sync.unchanged')
    case 'synced': {
      if (result.first) return t('catalog:sync.first')
      const added = result.added > 0 ? t('catalog:sync.newProfiles', { count: result.added }) : null
      const updated =
        result.updated > 0 ? t('catalog:sync.updated', { count: result.updated }) : null
      const done =
        added !== null && updated !== null
          ? t('catalog:sync.appliedBoth', { added, updated })
          : added !== null || updated !== null
            ? t('catalog:sync.applied', { what: added ?? updated })
            : t('catalog:sync.nothing')
      return result.pending > 0
        ? `${done} ${t('catalog:sync.toReview', { count: result.pending })}`
        : done
    }
  }
}
