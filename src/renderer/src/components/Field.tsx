import type { ReactNode } from 'react'

export interface ControlProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

interface Props {
  id: string
  label: string
  error?: string | undefined
  /** One note, or several (one line each); empty or null shows none. */
  warning?: string | readonly string[] | null | undefined
  hint?: string | undefined
  wide?: boolean
  children: (control: ControlProps) => ReactNode
  /** Shown under the control, before the messages (e.g. the tags as chips). */
  after?: ReactNode
}

/** A label, its control and the messages about it, linked by aria-describedby. */
export function Field({ id, label, error, warning, hint, wide = false, children, after }: Props) {
  const errorId = `${id}-error`
  const warningId = `${id}-warning`
  const hintId = `${id}-hint`
  const warnings = typeof warning === 'string' ? [warning] : (warning ?? [])
  const shownWarnings = warnings.filter((w) => w !== '')
  const hasWarning = shownWarnings.length > 0
  const described = [error && errorId, hasWarning && warningId, hint && hintId].filter(Boolean)
  return (
    <div className={`field${wide ? ' field-wide' : ''}${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {after}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {shownWarnings.length === 1 && (
        <p id={warningId} className="field-warning">
          {shownWarnings[0]}
        </p>
      )}
      {shownWarnings.length > 1 && (
        <div id={warningId}>
          {shownWarnings.map((text) => (
            <p key={text} className="field-warning">
              {text}
            </p>
          ))}
        </div>
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  )
}
