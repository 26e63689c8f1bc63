import type { ImportRow } from '../../../shared/model/transfer'
import { t } from '../i18n'
import { fieldLabel, removalNote, valueText } from '../lib/importFile'

/**
 * A changed row's fields, old → new, and what the update removes (a moved
 * host's secrets). One per preview row, so no hook of its own: the group
 * around it (useT) renders it again when the language changes.
 */
export function FieldChanges({ row }: { row: ImportRow & { kind: 'changed' | 'moved' } }) {
  const note = removalNote(row)
  const becomes = t('importing:value.becomes')
  return (
    <>
      <ul className="field-changes">
        {row.changes.map((change) => (
          <li key={change.field}>
            <span className="field-name">{fieldLabel(change.field)}:</span>{' '}
            <span className="field-old">{valueText(change.field, change.from)}</span>{' '}
            <span aria-hidden="true">→</span>
            <span className="sr-only"> {becomes}</span>{' '}
            <span className="field-new">{valueText(change.field, change.to)}</span>
          </li>
        ))}
      </ul>
      {note !== null && <p className="removal-note">{note}</p>}
    </>
  )
}
