interface Props {
  id: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string | undefined
  warning?: string | null | undefined
  hint?: string | undefined
}

/** A checkbox with its label beside it and its messages below, linked by aria-describedby. */
export function CheckboxField({ id, label, checked, onChange, error, warning, hint }: Props) {
  const errorId = `${id}-error`
  const warningId = `${id}-warning`
  const hintId = `${id}-hint`
  const described = [error && errorId, warning && warningId, hint && hintId].filter(Boolean)
  return (
    <div className={`field field-wide field-check${error ? ' field-invalid' : ''}`}>
      <div className="check-row">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={described.length > 0 ? described.join(' ') : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
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
