interface Props {
  busy: boolean
  saved: boolean
  onSave: () => void
}

/** A section's own Save button and the "Saved" note after it. */
export function SectionSave({ busy, saved, onSave }: Props) {
  return (
    <div className="form-actions">
      <button type="button" className="btn" disabled={busy} onClick={onSave}>
        {busy ? 'Saving…' : 'Save network settings'}
      </button>
      {saved && (
        <span role="status" className="muted small">
          Saved. The next request uses them.
        </span>
      )}
    </div>
  )
}
