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
  warning?: string | null | undefined
  hint?: string | undefined
  wide?: boolean
  children: (control: ControlProps) => ReactNode
}

/** A label, its control and the messages about it, linked by aria-describedby. */
export function Field({ id, label, error, warning, hint, wide = false, children }: Props) {
  const errorId = `${id}-error`
  const warningId = `${id}-warning`
  const hintId = `${id}-hint`
  const described = [error && errorId, warning && warningId, hint && hintId].filter(Boolean)
  return (
    <div className={`field${wide ? ' field-wide' : ''}${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {warning && (
        <p id={warningId} className="field-warning">
          {warning}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  )
}
