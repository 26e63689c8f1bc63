import { useId, useRef, useState } from 'react'
import type { HeaderStyle } from '../../../../shared/model/portal'
import { requestTemplates } from '../../../../shared/model/requestTemplates'
import { hasChanges, useRequestEditor } from '../../store/requestEditor'
import { BLANK_TEMPLATE } from '../../lib/requestDraft'
import { Question } from '../Question'

interface Props {
  profileId: string
  headerStyle: HeaderStyle
}

const templateLabel = (id: string): string =>
  requestTemplates.find((t) => t.id === id)?.label ?? 'a blank request'

/**
 * Starts a new request, blank or from one of the templates; choosing a
 * template fills the editor. A draft with changes is replaced only once the
 * user says so: a template picked by a stray arrow key loses nothing.
 */
export function NewRequestControls({ profileId, headerStyle }: Props) {
  const id = useId()
  const template = useRequestEditor((s) => s.sessions[profileId]?.template ?? BLANK_TEMPLATE)
  const startNew = useRequestEditor((s) => s.startNew)
  /** The template asked about, while the question stands. */
  const [asking, setAsking] = useState<string | null>(null)
  const selectRef = useRef<HTMLSelectElement>(null)
  /** The question goes: focus back to the select it came from (not the page's body). */
  const answered = (): void => {
    setAsking(null)
    requestAnimationFrame(() => selectRef.current?.focus())
  }

  const start = (templateId: string): void => {
    // Read when asked: a subscription would fingerprint the draft on every keystroke in the editor.
    const session = useRequestEditor.getState().sessions[profileId]
    if (session !== undefined && hasChanges(session)) {
      setAsking(templateId)
      return
    }
    setAsking(null)
    startNew(profileId, templateId, headerStyle)
  }
  const replace = (): void => {
    if (asking === null) return
    answered()
    startNew(profileId, asking, headerStyle)
  }

  return (
    <>
      <div className="req-new">
        <label htmlFor={id} className="req-new-label">
          Template
        </label>
        <select
          ref={selectRef}
          id={id}
          className="req-new-select"
          value={asking ?? template}
          onChange={(e) => start(e.target.value)}
        >
          <option value={BLANK_TEMPLATE}>Blank</option>
          {requestTemplates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-small" onClick={() => start(asking ?? template)}>
          New request
        </button>
      </div>
      {asking !== null && (
        <Question
          role="group"
          label="Replace the request being edited"
          className="req-replace"
          small
          onEscape={answered}
          answers={[
            { label: 'Keep editing', tone: 'plain', focus: true, onClick: answered },
            { label: 'Replace it', tone: 'caution', onClick: replace },
          ]}
        >
          <p>
            The request you are editing has changes that are not saved. Start{' '}
            {asking === BLANK_TEMPLATE ? 'a blank request' : `“${templateLabel(asking)}”`} instead
            and lose them?
          </p>
        </Question>
      )}
    </>
  )
}
