import { useId } from 'react'
import type { ImportMode } from '../../../shared/model/transfer'

interface Props {
  mode: ImportMode
  disabled: boolean
  onChange: (mode: ImportMode) => void
}

const choices: { mode: ImportMode; label: string }[] = [
  { mode: 'add-and-update', label: 'Add new and update changed' },
  { mode: 'add-only', label: 'Add new only' },
]

/** Whether applying also updates the profiles the file changes (the default) or only adds. */
export function ImportModeChoice({ mode, disabled, onChange }: Props) {
  const name = useId()
  return (
    <fieldset className="import-mode" disabled={disabled}>
      <legend className="sr-only">What to import</legend>
      {choices.map((choice) => (
        <label key={choice.mode} className="check-row">
          <input
            type="radio"
            name={name}
            value={choice.mode}
            checked={mode === choice.mode}
            onChange={() => onChange(choice.mode)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  )
}
