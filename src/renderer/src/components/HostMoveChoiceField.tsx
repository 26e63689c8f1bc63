import { useId } from 'react'
import type { HostMoveChoice } from '../../../shared/model/transfer'
import { useT } from '../i18n'

interface Props {
  choice: HostMoveChoice
  /** How many rows the choice is about. */
  count: number
  disabled: boolean
  onChange: (choice: HostMoveChoice) => void
  /** The choices offered (a team catalog has no "add beside"); default: all. */
  offered?: readonly HostMoveChoice[]
}

/**
 * What applying does with rows on another host: left alone unless the user
 * opts in, since a host move is never a plain change.
 */
export function HostMoveChoiceField({ choice, count, disabled, onChange, offered }: Props) {
  const name = useId()
  const t = useT('importing')
  const choices: { choice: HostMoveChoice; label: string }[] = [
    { choice: 'leave', label: t('hostMove.leave', { count }) },
    { choice: 'move', label: t('hostMove.move', { count }) },
    { choice: 'add', label: t('hostMove.add', { count }) },
  ]
  return (
    <fieldset className="import-mode host-move-choice" disabled={disabled}>
      <legend className="sr-only">{t('hostMove.legend')}</legend>
      {choices
        .filter((c) => offered?.includes(c.choice) ?? true)
        .map((c) => (
          <label key={c.choice} className="check-row">
            <input
              type="radio"
              name={name}
              value={c.choice}
              checked={choice === c.choice}
              onChange={() => onChange(c.choice)}
            />
            {c.label}
          </label>
        ))}
    </fieldset>
  )
}
