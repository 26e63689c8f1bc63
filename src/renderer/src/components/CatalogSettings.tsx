import { useEffect, useId, useState } from 'react'
import type { CatalogSourceView } from '../../../shared/model/catalog'
import { locationText, statusText, syncResultText, trustText } from '../lib/catalogText'
import { countOf } from '../lib/labels'
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
  useEffect(() => void load(), [load])
  return (
    <section className="card catalog-settings" aria-labelledby={titleId}>
      <div className="card-head">
        <h2 id={titleId}>Team catalog</h2>
      </div>
      <p className="muted">
        Follow the profiles your team lead publishes. New profiles and renames arrive on their own;
        host moves and removals wait for your review. Passwords are never in a catalog.
      </p>
      {error && <ErrorPanel error={error} />}
      {sources !== null && sources.length === 0 && <p className="muted">No sources yet.</p>}
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
          Last sync failed: {status.error} Every profile is as it was.
        </p>
      )}
      {lastSync !== undefined && lastSync.kind !== 'failed' && (
        <p className="muted small" role="status">
          {syncResultText(lastSync)}
        </p>
      )}
      <div className="form-actions">
        <BusyButton
          className="btn btn-small"
          busy={mine && busy !== null}
          disabled={busy !== null}
          label="Sync now"
          busyLabel="Syncing…"
          spinner
          aria-label={`Sync now: ${source.name}`}
          onClick={() => void sync(source.id)}
        />
        {status.pending > 0 && (
          <button
            type="button"
            className="btn btn-small btn-primary"
            disabled={busy !== null}
            onClick={() => void review(source.id)}
          >
            Review {status.pending} {status.pending === 1 ? 'change' : 'changes'}
          </button>
        )}
        <button
          type="button"
          className="btn btn-small"
          aria-expanded={editing}
          aria-label={`Edit ${source.name}`}
          onClick={() => setEditing(!editing)}
        >
          Edit
        </button>
        <button
          type="button"
          className="btn btn-small"
          aria-label={`Remove ${source.name}`}
          disabled={busy !== null}
          onClick={() => setRemoving(true)}
        >
          Remove
        </button>
      </div>
      {removing && (
        <div className="question" role="group" aria-label={`Remove ${source.name}`}>
          <p>
            Stop following “{source.name}”?{' '}
            {status.profiles === 0
              ? 'No profile comes from it.'
              : `Its ${countOf(status.profiles, 'profile')} ${status.profiles === 1 ? 'stays' : 'stay'}, as your own.`}
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-small btn-danger"
              onClick={() => void remove(source.id)}
            >
              Remove source
            </button>
            <button type="button" className="btn btn-small" onClick={() => setRemoving(false)}>
              Keep it
            </button>
          </div>
        </div>
      )}
      {editing && <CatalogSourceForm source={source} onDone={() => setEditing(false)} />}
    </li>
  )
}
