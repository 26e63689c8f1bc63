import { useId, useRef, useState } from 'react'
import type { HeaderStyle } from '../../../../shared/model/portal'
import { requestTemplates } from '../../../../shared/model/requestTemplates'
import { useT } from '../../i18n'
import { hasChanges, useRequestEditor } from '../../store/requestEditor'
import { BLANK_TEMPLATE, templateLabel } from '../../lib/requestDraft'
import { Question } from '../Question'

interface Props {
  profileId: string
  headerStyle: HeaderStyle
}

/**
 * Starts a new request, blank or from one of the templates; choosing a
 * template fills the editor. A draft with changes is replaced only once the
 * user says so: a template picked by a stray arrow key loses nothing.
 */
export function NewRequestControls({ profileId, headerStyle }: Props) {
  const id = useId()
  const t = useT('requests')
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

  /** The template asked about by its name; null: a blank request. */
  const askedLabel = asking === null ? null : templateLabel(asking)

  return (
    <>
      <div className="req-new">
        <label htmlFor={id} className="req-new-label">
          {t('newRequest.template')}
        </label>
        <select
          ref={selectRef}
          id={id}
          className="req-new-select"
          value={asking ?? template}
          onChange={(e) => start(e.target.value)}
        >
          <option value={BLANK_TEMPLATE}>{t('newRequest.blank')}</option>
          {requestTemplates.map((template) => (
            <option key={template.id} value={template.id}>
              {templateLabel(template.id) ?? template.label}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-small" onClick={() => start(asking ?? template)}>
          {t('newRequest.start')}
        </button>
      </div>
      {asking !== null && (
        <Question
          role="group"
          label={t('newRequest.replaceLabel')}
          className="req-replace"
          small
          onEscape={answered}
          answers={[
            { label: t('newRequest.keepEditing'), tone: 'plain', focus: true, onClick: answered },
            { label: t('newRequest.replace'), tone: 'caution', onClick: replace },
          ]}
        >
          <p>
            {askedLabel === null
              ? t('newRequest.replaceBlank')
              : t('newRequest.replaceTemplate', { template: askedLabel })}
          </p>
        </Question>
      )}
    </>
  )
}
