import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { sayOf, useT } from '../i18n'
import { clockTime } from '../lib/format'
import { useLock } from '../store/lock'
import { Field } from './Field'

/**
 * Covers the window while main is locked: no profile, account or token
 * shows, and main refuses every other call until Unlock. With the unlock
 * requirement on, Unlock takes the passphrase (or Touch ID), which main
 * checks; the field is emptied after each try.
 */
export function LockScreen() {
  const uid = useId()
  const lock = useLock((s) => s.lock)
  const busy = useLock((s) => s.busy)
  const unlock = useLock((s) => s.unlock)
  const requirement = useLock((s) => s.requirement)
  const unlockError = useLock((s) => s.unlockError)
  const [passphrase, setPassphrase] = useState('')
  const [empty, setEmpty] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const field = useRef<HTMLInputElement>(null)
  /** What had focus when the window locked: it gets it back on Unlock (not the page's body). */
  const before = useRef<HTMLElement | null>(null)
  const asks = requirement?.on === true
  const t = useT(['sidebar', 'labels'])

  // Read as the lock arrives, before React hides the window's layout (and focus falls to the body).
  useEffect(
    () =>
      useLock.subscribe((next, previous) => {
        if (
          next.lock.locked &&
          !previous.lock.locked &&
          document.activeElement instanceof HTMLElement
        )
          before.current = document.activeElement
      }),
    [],
  )
  useEffect(() => {
    if (lock.locked) {
      // Locked while the window's own Lock call is still out (the menu's Lock, Ctrl+Shift+L):
      // Unlock is disabled and takes no focus until it returns, so focus it then.
      if (!busy) (asks ? field.current : button.current)?.focus()
      return
    }
    const back = before.current
    before.current = null
    if (back?.isConnected) back.focus()
  }, [lock.locked, asks, busy])
  // After a refusal the field is empty again and has the focus, ready for the next try.
  useEffect(() => {
    if (unlockError) field.current?.focus()
  }, [unlockError])

  if (!lock.locked) return null
  const since = clockTime(lock.since)

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault()
    if (!asks) return void unlock()
    if (passphrase === '') {
      setEmpty(true)
      field.current?.focus()
      return
    }
    const typed = passphrase
    // Not kept on screen or in state while main checks it.
    setPassphrase('')
    setEmpty(false)
    await unlock({ kind: 'passphrase', passphrase: typed })
  }
  const error = empty ? t('lock.enterPassphrase') : unlockError && sayOf(unlockError)

  return (
    <div className="lock-screen" role="dialog" aria-modal="true" aria-labelledby="lock-title">
      <form className="lock-card" noValidate onSubmit={(e) => void submit(e)}>
        <h1 id="lock-title">{t('lock.title')}</h1>
        <p>{t('lock.since', { since, reason: t(`labels:secureReason.${lock.reason}`) })}</p>
        {asks && (
          <Field id={`${uid}-passphrase`} label={t('lock.passphrase')}>
            {(control) => (
              <input
                {...control}
                // The refusal below, announced as it appears (Field's own error is not).
                aria-describedby={error ? `${uid}-error` : undefined}
                aria-invalid={error ? true : undefined}
                ref={field}
                type="password"
                autoComplete="current-password"
                spellCheck={false}
                value={passphrase}
                onChange={(e) => {
                  setPassphrase(e.target.value)
                  setEmpty(false)
                }}
              />
            )}
          </Field>
        )}
        {error && (
          <p id={`${uid}-error`} role="alert" className="field-error">
            {error}
          </p>
        )}
        <div className="lock-actions">
          <button
            ref={button}
            type="submit"
            className="btn btn-primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t('lock.unlock')}
          </button>
          {asks && requirement.touchId && (
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => void unlock({ kind: 'touch-id' })}
            >
              {t('lock.touchId')}
            </button>
          )}
        </div>
        {asks && (
          <details className="lock-forgotten">
            <summary>{t('lock.forgotten')}</summary>
            {/* The way out, said as it is: the passphrase guards this window, it encrypts nothing. */}
            <p className="muted">{t('lock.forgottenHelp')}</p>
          </details>
        )}
      </form>
    </div>
  )
}
