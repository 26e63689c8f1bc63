import { useId, type Ref } from 'react'
import type { SettledTokenState } from '../../../shared/model/token'
import type { Busy } from '../store/profiles'
import { Spinner } from './Spinner'

interface Props {
  busy: Busy | undefined
  /** The state of the token that stands (the previous one while renewing). */
  kind: SettledTokenState['kind']
  /** Main reports a request in flight for this profile (this window's or a background one). */
  renewing: boolean
  onGet: () => void
  onCopy: () => void
  onForget: () => void
  /** The Get / Renew button, for focus to return to. */
  getRef?: Ref<HTMLButtonElement>
}

/** Get or renew, copy, forget: one call at a time, the running one says so. */
export function TokenActions({ busy, kind, renewing, onGet, onCopy, onForget, getRef }: Props) {
  const hintId = useId()
  const locked = busy !== undefined
  const standing = kind !== 'none'
  const requesting = busy === 'get' || renewing
  const urgent = kind === 'expired' || kind === 'rejected'
  // With a valid token the next step is copying it; otherwise it is getting a (new) one.
  const copyFirst = kind === 'valid' && !requesting

  const getLabel = requesting
    ? standing
      ? 'Renewing…'
      : 'Getting token…'
    : standing
      ? 'Renew token'
      : 'Get token'

  return (
    <>
      <button
        type="button"
        ref={getRef}
        className={`btn${copyFirst ? '' : ' btn-primary'}${urgent ? ' btn-urgent' : ''}`}
        onClick={onGet}
        disabled={locked || requesting}
        aria-busy={requesting || undefined}
      >
        {requesting && <Spinner />}
        {getLabel}
      </button>
      <button
        type="button"
        className={`btn${copyFirst ? ' btn-primary' : ''}`}
        onClick={onCopy}
        disabled={locked || !standing}
        aria-disabled={!standing || undefined}
        aria-describedby={standing ? undefined : hintId}
        title={standing ? undefined : 'Get a token first'}
        aria-busy={busy === 'copy' || undefined}
      >
        {busy === 'copy' ? 'Copying…' : 'Copy header'}
      </button>
      {!standing && (
        <span id={hintId} className="action-hint">
          Get a token first
        </span>
      )}
      {/* Only while there is a token: nothing to forget otherwise. */}
      {standing && (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={onForget}
          disabled={locked || requesting}
          aria-busy={busy === 'forget' || undefined}
        >
          {busy === 'forget' ? 'Forgetting…' : 'Forget token'}
        </button>
      )}
    </>
  )
}
