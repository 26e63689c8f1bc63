import { useId, type Ref } from 'react'
import type { CopyFormat } from '../../../shared/model/copyFormats'
import type { SettledTokenState } from '../../../shared/model/token'
import { searchShortcut } from '../lib/searchShortcut'
import type { Busy } from '../store/profiles'
import { CopyMenu } from './CopyMenu'
import { Spinner } from './Spinner'

interface Props {
  busy: Busy | undefined
  /** The state of the token that stands (the previous one while renewing). */
  kind: SettledTokenState['kind']
  /** Main reports a request in flight for this profile (this window's or a background one). */
  renewing: boolean
  onGet: () => void
  /** Copy header is `header`; the menu offers every format. */
  onCopy: (format: CopyFormat) => void
  onCheck: () => void
  onForget: () => void
  /** The Get / Renew button, for focus to return to. */
  getRef?: Ref<HTMLButtonElement>
  /** The Copy header button, for focus to return to. */
  copyRef?: Ref<HTMLButtonElement>
}

/** Get or renew, copy, check, forget: one call at a time, the running one says so. */
export function TokenActions({
  busy,
  kind,
  renewing,
  onGet,
  onCopy,
  onCheck,
  onForget,
  getRef,
  copyRef,
}: Props) {
  const hintId = useId()
  const locked = busy !== undefined
  const standing = kind !== 'none'
  const requesting = busy === 'get' || renewing
  const checking = busy === 'check'
  const urgent = kind === 'expired' || kind === 'rejected'
  // With a valid token the next step is copying it; otherwise it is getting a (new) one.
  const copyFirst = kind === 'valid' && !requesting
  const copyClass = copyFirst ? ' btn-primary' : ''

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
        aria-keyshortcuts="R"
      >
        {requesting && <Spinner />}
        {getLabel}
      </button>
      <span className="split-button">
        <button
          type="button"
          ref={copyRef}
          className={`btn${copyClass}`}
          onClick={() => onCopy('header')}
          disabled={locked || !standing}
          aria-disabled={!standing || undefined}
          aria-describedby={standing ? undefined : hintId}
          title={standing ? undefined : 'Get a token first'}
          aria-busy={busy === 'copy' || undefined}
          aria-keyshortcuts="C"
        >
          {busy === 'copy' ? 'Copying…' : 'Copy header'}
        </button>
        <CopyMenu
          className={copyClass}
          disabled={locked || !standing}
          describedBy={standing ? undefined : hintId}
          onChoose={onCopy}
        />
      </span>
      {!standing && (
        <span id={hintId} className="action-hint">
          Get a token first
        </span>
      )}
      <button
        type="button"
        className="btn"
        onClick={onCheck}
        disabled={locked || requesting}
        aria-busy={checking || undefined}
      >
        {checking && <Spinner />}
        {checking ? 'Checking…' : 'Check credentials'}
      </button>
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
      <p className="shortcut-hint">
        Shortcuts: <kbd>R</kbd> renew · <kbd>C</kbd> copy header · <kbd>{searchShortcut.label}</kbd>{' '}
        search
      </p>
    </>
  )
}
