import { useId } from 'react'
import { useT } from '../i18n'
import type { CommandHint } from '../lib/commandHint'

interface Props {
  /** The id the controls it explains point at (aria-describedby). */
  id: string
  hint: CommandHint
  onChoose: (requestId: string) => void
}

/**
 * Why copy commands or Verify now wait, in one line under the token's
 * actions, with the saved requests to choose from when there are some.
 */
export function CommandHintLine({ id, hint, onChoose }: Props) {
  const t = useT('detail')
  const selectId = useId()
  return (
    <p className="action-hint command-hint" data-testid="command-hint">
      <span id={id}>{hint.text}</span>
      {hint.choices.length > 0 && (
        <select
          id={selectId}
          aria-labelledby={id}
          value=""
          onChange={(event) => {
            if (event.target.value !== '') onChoose(event.target.value)
          }}
        >
          <option value="">{t('commandHint.choose')}</option>
          {hint.choices.map((r) => (
            <option key={r.id} value={r.id}>
              {r.method} {r.name}
            </option>
          ))}
        </select>
      )}
    </p>
  )
}
