import { useId } from 'react'
import { sayOf, useT } from '../../i18n'
import { useRequestCollections } from '../../store/requestCollections'
import { useRequestEditor } from '../../store/requestEditor'
import { isAbsolute } from './resolve'
import { LinkButton } from '../LinkButton'

interface Props {
  profileId: string
}

/** The profile's saved requests; picking one loads it into the editor. */
export function SavedRequestList({ profileId }: Props) {
  const id = useId()
  const collection = useRequestCollections((s) => s.collections[profileId])
  const savedId = useRequestEditor((s) => s.sessions[profileId]?.savedId ?? null)
  const pick = useRequestEditor((s) => s.pick)
  const load = useRequestCollections((s) => s.load)
  const chooseProbe = useRequestCollections((s) => s.chooseProbe)
  const t = useT('requests')

  const status = collection?.status ?? 'loading'
  const requests = collection?.requests ?? []
  const probe = collection?.probe ?? null
  const probeName = requests.find((r) => r.id === probe?.requestId)?.name

  return (
    <div className="req-saved">
      <h3 id={`${id}-title`} className="req-subhead">
        {t('saved.title')}
      </h3>
      {status === 'loading' && <p className="muted small">{t('saved.loading')}</p>}
      {status === 'failed' && (
        <div className="req-saved-failed small">
          <p>{collection?.error ? sayOf(collection.error) : t('saved.loadFailed')}</p>
          <LinkButton onClick={() => void load(profileId)}>{t('saved.tryAgain')}</LinkButton>
        </div>
      )}
      {status === 'ready' && requests.length === 0 && (
        <p className="muted small">{t('saved.empty')}</p>
      )}
      {requests.length > 0 && (
        <ul className="req-saved-list">
          {requests.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                className="req-saved-item"
                aria-current={r.id === savedId || undefined}
                aria-describedby={`${id}-${r.id}`}
                onClick={() => pick(profileId, r)}
              >
                <span
                  className={`req-method req-method-${r.method.toLowerCase()}`}
                  aria-hidden="true"
                >
                  {r.method}
                </span>
                <span className="req-saved-name">{r.name}</span>
              </button>
              <span id={`${id}-${r.id}`} hidden>
                {isAbsolute(r.url)
                  ? t('saved.absolute', { method: r.method, url: r.url })
                  : r.relativeTo === 'api'
                    ? t('saved.relativeApi', { method: r.method, url: r.url })
                    : t('saved.relativeBase', { method: r.method, url: r.url })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {status === 'ready' && (
        <div className="req-probe small" data-testid="probe-note">
          <p className="muted">
            {probeName === undefined
              ? t('saved.probeNone')
              : probe?.how === 'chosen'
                ? t('saved.probeChosen', { name: probeName })
                : t('saved.probeLastUsed', { name: probeName })}
          </p>
          {savedId !== null && savedId !== probe?.requestId && (
            <LinkButton onClick={() => void chooseProbe(profileId, savedId)}>
              {t('saved.makeProbe')}
            </LinkButton>
          )}
          {probe?.how === 'chosen' && (
            <LinkButton onClick={() => void chooseProbe(profileId, null)}>
              {t('saved.callLast')}
            </LinkButton>
          )}
        </div>
      )}
    </div>
  )
}
