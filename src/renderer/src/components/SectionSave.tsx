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
export function SectionSave({
  busy,
  saved,
  onSave,
  label = 'Save network settings',
  savedNote = 'Saved. The next request uses them.',
}: Props) {
  return (
    <div className="form-actions">
      <button type="button" className="btn" disabled={busy} onClick={onSave}>
        {busy ? 'Saving…' : label}
      </button>
      {saved && (
        <span role="status" className="muted small">
          {savedNote}
        </span>
      )}
    </div>
  )
}
