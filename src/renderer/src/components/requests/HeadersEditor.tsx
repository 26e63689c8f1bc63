import { useId, useRef } from 'react'
import type { HeaderStyle } from '../../../../shared/model/portal'
import { useT } from '../../i18n'
import { newHeaderRow, type HeaderDraft } from '../../lib/requestDraft'
import { HeaderRow } from './HeaderRow'

interface Props {
  headers: HeaderDraft[]
  authStyle: HeaderStyle
  errorOf: (key: string) => string | undefined
  onHeaders: (headers: HeaderDraft[]) => void
  onAuthStyle: (style: HeaderStyle) => void
}

const MAX_HEADERS = 30
/** The header's name: HTTP's, never translated. */
const AUTHORIZATION = 'Authorization'

/**
 * The request's headers: Authorization first (its value is the profile's
 * token, set by main; only its form is chosen here), then the user's own.
 */
export function HeadersEditor({ headers, authStyle, errorOf, onHeaders, onAuthStyle }: Props) {
  const id = useId()
  const addRef = useRef<HTMLButtonElement>(null)
  const focusNew = useRef(false)
  const t = useT('requests')

  const change = (index: number, changes: Partial<HeaderDraft>): void =>
    onHeaders(headers.map((h, i) => (i === index ? { ...h, ...changes } : h)))

  const remove = (index: number): void => {
    onHeaders(headers.filter((_, i) => i !== index))
    // The button that had focus goes with its row.
    requestAnimationFrame(() => addRef.current?.focus())
  }

  const add = (): void => {
    focusNew.current = true
    onHeaders([...headers, newHeaderRow()])
  }

  const listError = errorOf('headers')
  return (
    <fieldset className="req-headers" aria-describedby={`${id}-note`}>
      <legend className="req-legend">{t('headers.legend')}</legend>
      <div className="req-auth-row">
        {/* The header's name, in every language. */}
        <label htmlFor={`${id}-auth`} className="req-mono" translate="no">
          {AUTHORIZATION}
        </label>
        <select
          id={`${id}-auth`}
          value={authStyle}
          onChange={(e) => onAuthStyle(e.target.value === 'bare' ? 'bare' : 'bearer')}
        >
          <option value="bearer">{t('headers.authStyle.bearer')}</option>
          <option value="bare">{t('headers.authStyle.bare')}</option>
        </select>
        <p id={`${id}-note`} className="field-hint">
          {t('headers.authNote')}
        </p>
      </div>
      {headers.length > 0 && (
        <ul className="req-header-list">
          {headers.map((row, index) => (
            <HeaderRow
              key={row.key}
              row={row}
              idPrefix={`${id}-${row.key}`}
              nameError={errorOf(`header.${index}.name`)}
              valueError={errorOf(`header.${index}.value`)}
              onChange={(changes) => change(index, changes)}
              onRemove={() => remove(index)}
              nameRef={
                index === headers.length - 1
                  ? (el: HTMLInputElement | null) => {
                      // A row just added takes focus, so typing can start at once.
                      if (el === null || !focusNew.current) return
                      focusNew.current = false
                      el.focus()
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      {listError && <p className="field-error">{listError}</p>}
      <div>
        <button
          type="button"
          ref={addRef}
          className="btn btn-small"
          onClick={add}
          disabled={headers.length >= MAX_HEADERS}
        >
          {t('headers.add')}
        </button>
      </div>
    </fieldset>
  )
}
