import { useId, useState, type KeyboardEvent } from 'react'
import type { UnlockProof } from '../../../shared/model/unlock'
import { useT } from '../i18n'
import { useLock } from '../store/lock'

interface Props {
  /** What the field is for, e.g. "Unlock passphrase to reveal the token". */
  label: string
  /** The button that sends it, e.g. "Reveal". */
  actionLabel: string
  busy: boolean
  /** Main's refusal (a wrong passphrase and how long to wait), shown under the field. */
  error: string | null
  onProof: (proof: UnlockProof) => void
  onCancel: () => void
}

/**
 * The unlock passphrase (or Touch ID), asked in place for something the
 * requirement guards (Reveal token, "Always allow" a command-line client).
 * Enter sends, Escape cancels; the field is emptied after each try, so the
 * passphrase stays on screen no longer than typed.
 */
export function PassphraseProof({ label, actionLabel, busy, error, onProof, onCancel }: Props) {
  const t = useT(['settings', 'common'])
  const uid = useId()
  const touchId = useLock((s) => s.requirement?.touchId === true)
  const [passphrase, setPassphrase] = useState('')
  const [empty, setEmpty] = useState(false)
  const shown = empty ? t('proof.empty') : error

  const submit = (): void => {
    if (busy) return
    if (passphrase === '') return setEmpty(true)
    setPassphrase('')
    setEmpty(false)
    onProof({ kind: 'passphrase', passphrase })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter') {
      event.preventDefault()
      submit()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onCancel()
    }
  }

  return (
    <div className="reveal-proof">
      <label htmlFor={`${uid}-passphrase`}>{label}</label>
      <input
        id={`${uid}-passphrase`}
        type="password"
        autoComplete="current-password"
        spellCheck={false}
        // The user just asked for what it guards: the field is where they type next.
        autoFocus
        value={passphrase}
        aria-describedby={shown ? `${uid}-error` : undefined}
        aria-invalid={shown ? true : undefined}
        onChange={(e) => {
          setPassphrase(e.target.value)
          setEmpty(false)
        }}
        onKeyDown={onKeyDown}
      />
      <span className="token-reveal-controls">
        <button
          type="button"
          className="btn btn-small btn-primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={submit}
        >
          {actionLabel}
        </button>
        {touchId && (
          <button
            type="button"
            className="btn btn-small"
            disabled={busy}
            onClick={() => onProof({ kind: 'touch-id' })}
          >
            {t('proof.touchId')}
          </button>
        )}
        <button type="button" className="btn btn-small" onClick={onCancel}>
          {t('common:cancel')}
        </button>
      </span>
      {shown && (
        <p id={`${uid}-error`} role="alert" className="field-error">
          {shown}
        </p>
      )}
    </div>
  )
}
