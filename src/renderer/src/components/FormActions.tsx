interface Props {
  /** "Save profile", "Save settings". */
  submitLabel: string
  submitting: boolean
  onCancel: () => void
}

/** The end of a form: submit (saying it saves while it does) and Cancel. */
export function FormActions({ submitLabel, submitting, onCancel }: Props) {
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? 'Saving…' : submitLabel}
      </button>
      <button type="button" className="btn" onClick={onCancel} disabled={submitting}>
        Cancel
      </button>
    </div>
  )
}
