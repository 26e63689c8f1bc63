import { BusyButton } from './BusyButton'
import { useT } from '../i18n'

interface Props {
  busy: boolean
  saved: boolean
  onSave: () => void
  /** The button's words: what it saves ("Save network settings"). */
  label?: string
  /** Said after a save: what the change does now. */
  savedNote?: string
}

/**
 * A settings section's own Save button and the "Saved" note after it: every
 * section of Settings saves this way, and says what is not saved when the
 * user moves away (useUnsavedChanges).
 */
export function SectionSave({ busy, saved, onSave, label, savedNote }: Props) {
  const t = useT('settings')
  return (
    <div className="form-actions">
      <BusyButton
        className="btn"
        busy={busy}
        label={label ?? t('save.network')}
        busyLabel={t('save.saving')}
        onClick={onSave}
      />
      {/* Always in the page, so a screen reader hears "Saved" when it appears in it. */}
      <span role="status" className="muted small">
        {saved ? (savedNote ?? t('save.networkSaved')) : null}
      </span>
    </div>
  )
}
