import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { Trans } from 'react-i18next'
import { useT } from '../i18n'
import { keptAfter401 } from '../lib/labels'

interface Props {
  profileName: string
  /** The password typed last time was refused (the error above says how). */
  retry: boolean
  /** Where the password will be kept afterwards, in a sentence. */
  keptNote: string
  /** A `token-desk` client waiting for this token (its name), if any. */
  waiter?: string | null
  /** Says what the password is for, instead of "No password is kept for …" (a whole login). */
  intro?: ReactNode
  /** The field's label. */
  label?: string
  /** The password is on its way: the field waits read-only, the buttons are off. */
  busy?: boolean
  /**
   * Keep the typed password in the field after Use password, for a try
   * again after a failure that says nothing about it (a network error); the
   * caller gives the prompt a new key to empty it. Default: emptied at once.
   */
  keepOnSubmit?: boolean
  /** The second button's label: Cancel, or what cancelling means here. */
  cancelLabel?: string
  onSubmit: (password: string) => void
  onCancel: () => void
  /** Escape in the field; by default the same as the second button. */
  onEscape?: () => void
}

/**
 * Asks for the login's password when none is kept. The field is emptied the
 * moment it is sent (the password lives on only in the request), unless the
 * caller keeps it for a try again (`keepOnSubmit`).
 */
export function PasswordPrompt({
  profileName,
  retry,
  keptNote,
  waiter = null,
  intro,
  label,
  busy = false,
  keepOnSubmit = false,
  cancelLabel,
  onSubmit,
  onCancel,
  onEscape = onCancel,
}: Props) {
  const t = useT(['detail', 'common'])
  const id = useId()
  const [value, setValue] = useState('')
  /** Send was pressed with the field empty: it says what to do. */
  const [empty, setEmpty] = useState(false)
  const error = empty ? t('prompt.empty') : null
  const inputRef = useRef<HTMLInputElement>(null)

  // In the field from the start, and back in it once a try is over (its button was off).
  useEffect(() => {
    if (!busy) inputRef.current?.focus()
  }, [busy])

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    if (busy) return
    if (value === '') {
      setEmpty(true)
      inputRef.current?.focus()
      return
    }
    const password = value
    if (!keepOnSubmit) setValue('')
    onSubmit(password)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>): void => {
    if (event.key !== 'Escape' || busy) return
    event.preventDefault()
    setValue('')
    onEscape()
  }

  const described = error === null ? `${id}-note` : `${id}-error ${id}-note`
  return (
    <form className="password-prompt" noValidate onSubmit={submit} onKeyDown={onKeyDown}>
      <p id={`${id}-note`} className="password-prompt-note">
        {waiter !== null && (
          <>
            <Trans
              t={t}
              i18nKey="prompt.waiting"
              values={{ client: waiter }}
              components={{ strong: <strong /> }}
            />{' '}
          </>
        )}
        {retry ? (
          <>
            <Trans
              t={t}
              i18nKey="prompt.retry"
              values={{ kept: keptAfter401(), name: profileName }}
              components={{ strong: <strong /> }}
            />
          </>
        ) : (
          (intro ?? (
            <Trans
              t={t}
              i18nKey="prompt.noPassword"
              values={{ name: profileName }}
              components={{ strong: <strong /> }}
            />
          ))
        )}{' '}
        {!retry && keptNote}
      </p>
      <div className="field">
        <label htmlFor={id}>{label ?? t('prompt.label')}</label>
        <div className="password-prompt-row">
          <input
            ref={inputRef}
            id={id}
            type="password"
            autoComplete="off"
            value={value}
            readOnly={busy}
            aria-invalid={error === null ? undefined : true}
            aria-describedby={described}
            onChange={(e) => {
              setValue(e.target.value)
              setEmpty(false)
            }}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('prompt.use')}
          </button>
          <button type="button" className="btn" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common:cancel')}
          </button>
        </div>
        {error !== null && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    </form>
  )
}
