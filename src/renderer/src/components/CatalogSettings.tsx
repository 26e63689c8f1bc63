import { useEffect, useId, useState } from 'react'
import type { CatalogSourceView } from '../../../shared/model/catalog'
import { locationText, statusText, syncResultText, trustText } from '../lib/catalogText'
import { sayOf, useT } from '../i18n'
import { useCatalog } from '../store/catalog'
import { BusyButton } from './BusyButton'
import { CatalogSourceForm } from './CatalogSourceForm'
import { ErrorPanel } from './ErrorPanel'

/**
 * Settings → Team catalog: the sources this desk follows, each with its
 * status (last synced, profiles, last error in plain words, changes to
 * review), Sync now, Review, Edit and Remove; and a form to add one.
 */
export function CatalogSettings() {
  const titleId = useId()
  const sources = useCatalog((s) => s.sources)
  const error = useCatalog((s) => s.error)
  const load = useCatalog((s) => s.load)
  const t = useT('catalog')
  useEffect(() => void load(), [load])
  return (
    <section className="card catalog-settings" aria-labelledby={titleId}>
      <div className="card-head">
        <h2 id={titleId}>{t('title')}</h2>
      </div>
      <p className="muted">{t('settings.intro')}</p>
      {error && <ErrorPanel error={error} />}
      {sources !== null && sources.length === 0 && (
        <p className="muted">{t('settings.noSources')}</p>
      )}
      {sources !== null && sources.length > 0 && (
        <ul className="catalog-sources">
          {sources.map((source) => (
            <CatalogSourceItem key={source.id} source={source} />
          ))}
        </ul>
      )}
      <CatalogSourceForm source={null} />
    </section>
  )
}

function CatalogSourceItem({ source }: { source: CatalogSourceView }) {
  const busy = useCatalog((s) => s.busy)
  const lastSync = useCatalog((s) => s.lastSync[source.id])
  const sync = useCatalog((s) => s.sync)
  const review = useCatalog((s) => s.review)
  const remove = useCatalog((s) => s.remove)
  const [editing, setEditing] = useState(false)
  const [removing, setRemoving] = useState(false)
  const t = useT('catalog')
  const mine = busy === source.id
  const { status } = source
  return (
    <li className="catalog-source">
      <div className="catalog-source-head">
        <h3>{source.name}</h3>
        <span className="muted small">{trustText(source.trust)}</span>
      </div>
      <p className="catalog-location">
        <code>{locationText(source)}</code>
      </p>
      <p className="muted small">{statusText(source)}</p>
      {status.error !== null && (
        <p className="field-warning" role="alert">
          {t('source.lastSyncFailed', {
            error: sayOf({ message: status.error, said: status.errorSaid }),
          })}
        </p>
      )}
      {/* The live region stays in the page; what it says comes and goes (announced). */}
      <div role="status">
        {lastSync !== undefined && lastSync.kind !== 'failed' && (
          <p className="muted small">{syncResultText(lastSync)}</p>
        )}
      </div>
      <div className="form-actions">
        <BusyButton
          className="btn btn-small"
          busy={mine && busy !== null}
          disabled={busy !== null}
          label={t('source.syncNow')}
          busyLabel={t('source.syncing')}
          spinner
          aria-label={t('source.syncNowOf', { name: source.name })}
          onClick={() => void sync(source.id)}
        />
        {status.pending > 0 && (
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={busy !== null}
            onClick={() => void review(source.id)}
          >
            {t('source.review', { count: status.pending })}
          </button>
        )}
        <button
          type="button"
          className="btn btn-small"
          aria-expanded={editing}
          aria-label={t('source.editOf', { name: source.name })}
          onClick={() => setEditing(!editing)}
        >
          {t('source.edit')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          aria-label={t('source.removeOf', { name: source.name })}
          disabled={busy !== null}
          onClick={() => setRemoving(true)}
        >
          {t('source.remove')}
        </button>
      </div>
      {removing && (
        <div
          className="question"
          role="group"
          aria-label={t('source.removeOf', { name: source.name })}
        >
          <p>
            {status.profiles === 0
              ? t('source.removeNoProfiles', { name: source.name })
              : t('source.removeKeeps', { name: source.name, count: status.profiles })}
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-small btn-danger"
              onClick={() => void remove(source.id)}
            >
              {t('source.removeSource')}
            </button>
            <button type="button" className="btn btn-small" onClick={() => setRemoving(false)}>
              {t('source.keepIt')}
            </button>
          </div>
        </div>
      )}
      {editing && <CatalogSourceForm source={source} onDone={() => setEditing(false)} />}
    </li>
  )
}
