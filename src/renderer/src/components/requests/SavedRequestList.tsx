import { useId } from 'react'
import { useRequestCollections } from '../../store/requestCollections'
import { useRequestEditor } from '../../store/requestEditor'
import { isAbsolute } from './resolve'
import { LinkButton } from '../LinkButton'

interface Props {
  profileId: string
}

const relativeLabels = { base: ', relative to the base URL', api: ', relative to the API host URL' }

/** The profile's saved requests; picking one loads it into the editor. */
export function SavedRequestList({ profileId }: Props) {
  const id = useId()
  const collection = useRequestCollections((s) => s.collections[profileId])
  const savedId = useRequestEditor((s) => s.sessions[profileId]?.savedId ?? null)
  const pick = useRequestEditor((s) => s.pick)
  const load = useRequestCollections((s) => s.load)
  const chooseProbe = useRequestCollections((s) => s.chooseProbe)

  const status = collection?.status ?? 'loading'
  const requests = collection?.requests ?? []
  const probe = collection?.probe ?? null
  const probeName = requests.find((r) => r.id === probe?.requestId)?.name

  return (
    <div className="req-saved">
      <h3 id={`${id}-title`} className="req-subhead">
        Saved requests
      </h3>
      {status === 'loading' && <p className="muted small">Loading…</p>}
      {status === 'failed' && (
        <div className="req-saved-failed small">
          <p>{collection?.error?.message ?? 'The saved requests could not be loaded.'}</p>
          <LinkButton onClick={() => void load(profileId)}>Try again</LinkButton>
        </div>
      )}
      {status === 'ready' && requests.length === 0 && (
        <p className="muted small">None yet. Start from a template, then Save request.</p>
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
                {r.method} {r.url}
                {isAbsolute(r.url) ? '' : relativeLabels[r.relativeTo]}
              </span>
            </li>
          ))}
        </ul>
      )}
      {status === 'ready' && (
        <div className="req-probe small" data-testid="probe-note">
          <p className="muted">
            {probeName === undefined
              ? 'Copy commands (curl, fetch, HTTPie, PowerShell) call the saved request sent last: none yet.'
              : `Copy commands call “${probeName}” (${probe?.how === 'chosen' ? 'chosen' : 'the one sent last'}).`}
          </p>
          {savedId !== null && savedId !== probe?.requestId && (
            <LinkButton onClick={() => void chooseProbe(profileId, savedId)}>
              Make copy commands call this request
            </LinkButton>
          )}
          {probe?.how === 'chosen' && (
            <LinkButton onClick={() => void chooseProbe(profileId, null)}>
              Call the request sent last instead
            </LinkButton>
          )}
        </div>
      )}
    </div>
  )
}
