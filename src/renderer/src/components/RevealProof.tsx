import { useId, useState, type KeyboardEvent } from 'react'
import type { UnlockProof } from '../../../shared/model/unlock'
import { useLock } from '../store/lock'

interface Props {
  busy: boolean
  /** Main's refusal (a wrong passphrase and how long to wait), shown under the field. */
  error: string | null
  onProof: (proof: UnlockProof) => void
  onCancel: () => void
}

/**
 * Reveal token while the unlock requirement is on: the passphrase (or Touch
 * ID), asked in place. Enter reveals, Escape cancels; the field is emptied
 * after each try, so the passphrase stays on screen no longer than typed.
 */
export function RevealProof({ busy, error, onProof, onCancel }: Props) {
  const uid = useId()
  const touchId = useLock((s) => s.requirement?.touchId === true)
  const [passphrase, setPassphrase] = useState('')
  const [empty, setEmpty] = useState(false)
  const shown = empty ? 'Enter the unlock passphrase.' : error

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
      <label htmlFor={`${uid}-passphrase`}>Unlock passphrase to reveal the token</label>
      <input
        id={`${uid}-passphrase`}
        type="password"
        autoComplete="current-password"
        spellCheck={false}
        // The user just pressed Reveal token: the field is where they type next.
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
          Reveal
        </button>
        {touchId && (
          <button
            type="button"
            className="btn btn-small"
            disabled={busy}
            onClick={() => onProof({ kind: 'touch-id' })}
          >
            Use Touch ID
          </button>
        )}
        <button type="button" className="btn btn-small" onClick={onCancel}>
          Cancel
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
