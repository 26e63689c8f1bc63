import { useId } from 'react'
import type { ImportMode } from '../../../shared/model/transfer'
import { useT } from '../i18n'

interface Props {
  mode: ImportMode
  disabled: boolean
  onChange: (mode: ImportMode) => void
}

const modes: readonly ImportMode[] = ['add-and-update', 'add-only']

/** Whether applying also updates the profiles the file changes (the default) or only adds. */
export function ImportModeChoice({ mode, disabled, onChange }: Props) {
  const name = useId()
  const t = useT('importing')
  return (
    <fieldset className="import-mode" disabled={disabled}>
      <legend className="sr-only">{t('mode.legend')}</legend>
      {modes.map((choice) => (
        <label key={choice} className="check-row">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={mode === choice}
            onChange={() => onChange(choice)}
          />
          {t(`mode.${choice}`)}
        </label>
      ))}
    </fieldset>
  )
}
