import { useEffect, useId } from 'react'
import { useT } from '../i18n'
import { reviewNotice } from '../lib/catalogText'
import { useCatalog } from '../store/catalog'

/**
 * "Team catalog Support: 3 changes need your review": one line per source
 * with changes waiting, each opening its preview.
 */
export function CatalogNotices() {
  const headingId = useId()
  const sources = useCatalog((s) => s.sources)
  const busy = useCatalog((s) => s.busy)
  const load = useCatalog((s) => s.load)
  const review = useCatalog((s) => s.review)
  const t = useT('catalog')
  useEffect(() => void load(), [load])
  const waiting = (sources ?? []).flatMap((source) => {
    const text = reviewNotice(source)
    return text === null ? [] : [{ source, text }]
  })
  if (waiting.length === 0) return null
  return (
    <aside className="banner banner-notice catalog-notices" aria-labelledby={headingId}>
      <div className="banner-notice-body">
        <h2 id={headingId} className="sr-only">
          {t('title')}
        </h2>
        <ul className="notice-list">
          {waiting.map(({ source, text }) => (
            <li key={source.id}>
              {text}{' '}
              <button
                type="button"
                className="btn btn-small"
                disabled={busy !== null}
                onClick={() => void review(source.id)}
              >
                {t('notice.review')}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  )
}
