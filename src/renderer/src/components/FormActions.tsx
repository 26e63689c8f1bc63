import { useT } from '../i18n'

interface Props {
  /** "Save profile", "Save settings". */
  submitLabel: string
  submitting: boolean
  onCancel: () => void
}

/** The end of a form: submit (saying it saves while it does) and Cancel. */
export function FormActions({ submitLabel, submitting, onCancel }: Props) {
  const t = useT(['profileForm', 'common'])
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? t('form.saving') : submitLabel}
      </button>
      <button type="button" className="btn" onClick={onCancel} disabled={submitting}>
        {t('common:cancel')}
      </button>
    </div>
  )
}
