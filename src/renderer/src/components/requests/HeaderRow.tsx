import type { Ref } from 'react'
import type { HeaderDraft } from '../../lib/requestDraft'

interface Props {
  row: HeaderDraft
  /** Shown under the row; the inputs point to them. */
  nameError: string | undefined
  valueError: string | undefined
  idPrefix: string
  onChange: (changes: Partial<Pick<HeaderDraft, 'name' | 'value'>>) => void
  onRemove: () => void
  nameRef?: Ref<HTMLInputElement>
}

/** One extra header: name, value and a remove button. */
export function HeaderRow({
  row,
  nameError,
  valueError,
  idPrefix,
  onChange,
  onRemove,
  nameRef,
}: Props) {
  const nameErrorId = `${idPrefix}-name-error`
  const valueErrorId = `${idPrefix}-value-error`
  return (
    <li className="req-header-row">
      <input
        ref={nameRef}
        aria-label="Header name"
        className="req-mono"
        placeholder="X-Example"
        autoComplete="off"
        spellCheck={false}
        value={row.name}
        aria-invalid={nameError ? true : undefined}
        aria-describedby={nameError ? nameErrorId : undefined}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <input
        aria-label="Header value"
        className="req-mono"
        placeholder="value"
        autoComplete="off"
        spellCheck={false}
        value={row.value}
        aria-invalid={valueError ? true : undefined}
        aria-describedby={valueError ? valueErrorId : undefined}
        onChange={(e) => onChange({ value: e.target.value })}
      />
      <button
        type="button"
        className="btn btn-ghost btn-small req-remove"
        aria-label="Remove header"
        title="Remove header"
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
      {nameError && (
        <p id={nameErrorId} className="field-error req-header-error">
          {nameError}
        </p>
      )}
      {valueError && (
        <p id={valueErrorId} className="field-error req-header-error">
          {valueError}
        </p>
      )}
    </li>
  )
}
