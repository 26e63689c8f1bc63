import { useId } from 'react'
import type { HeaderStyle } from '../../../../shared/model/portal'
import { requestTemplates } from '../../../../shared/model/requestTemplates'
import { useRequestEditor } from '../../store/requestEditor'
import { BLANK_TEMPLATE } from '../../lib/requestDraft'

interface Props {
  profileId: string
  headerStyle: HeaderStyle
}

/** Starts a new request, blank or from one of the templates; choosing a template fills the editor. */
export function NewRequestControls({ profileId, headerStyle }: Props) {
  const id = useId()
  const template = useRequestEditor((s) => s.sessions[profileId]?.template ?? BLANK_TEMPLATE)
  const startNew = useRequestEditor((s) => s.startNew)

  return (
    <div className="req-new">
      <label htmlFor={id} className="req-new-label">
        Template
      </label>
      <select
        id={id}
        className="req-new-select"
        value={template}
        onChange={(e) => startNew(profileId, e.target.value, headerStyle)}
      >
        <option value={BLANK_TEMPLATE}>Blank</option>
        {requestTemplates.map((t) => (
          <option key={t.id} value={t.id}>
            {t.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-small"
        onClick={() => startNew(profileId, template, headerStyle)}
      >
        New request
      </button>
    </div>
  )
}
