import type { Ref } from 'react'
import { useT } from '../../i18n'
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

type Part = 'name' | 'value'

/** One half of a header, with its problem (if any) named for assistive technology. */
function HeaderInput({
  part,
  row,
  error,
  errorId,
  onChange,
  inputRef,
}: {
  part: Part
  row: HeaderDraft
  error: string | undefined
  errorId: string
  onChange: Props['onChange']
  inputRef?: Ref<HTMLInputElement> | undefined
}) {
  const t = useT('requests')
  return (
    <input
      ref={inputRef}
      aria-label={part === 'name' ? t('headers.name') : t('headers.value')}
      className="req-mono"
      placeholder={part === 'name' ? 'X-Example' : t('headers.valuePlaceholder')}
      autoComplete="off"
      spellCheck={false}
      value={row[part]}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(e) => onChange({ [part]: e.target.value })}
    />
  )
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
  const errors = [
    { part: 'name', error: nameError },
    { part: 'value', error: valueError },
  ] as const
  const errorId = (part: Part): string => `${idPrefix}-${part}-error`
  const t = useT('requests')
  return (
    <li className="req-header-row">
      {errors.map(({ part, error }) => (
        <HeaderInput
          key={part}
          part={part}
          row={row}
          error={error}
          errorId={errorId(part)}
          onChange={onChange}
          inputRef={part === 'name' ? nameRef : undefined}
        />
      ))}
      <button
        type="button"
        className="btn btn-ghost btn-small req-remove"
        aria-label={t('headers.remove')}
        title={t('headers.remove')}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
      {errors.map(
        ({ part, error }) =>
          error && (
            <p key={part} id={errorId(part)} className="field-error req-header-error">
              {error}
            </p>
          ),
      )}
    </li>
  )
}
