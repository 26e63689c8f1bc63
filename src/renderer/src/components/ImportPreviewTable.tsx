import { useMemo } from 'react'
import type { ImportPreview, ImportRow, ImportRowKind } from '../../../shared/model/transfer'
import { countOf, formatCount } from '../lib/labels'
import { ImportGroup } from './ImportGroup'

interface Props {
  fileName: string
  preview: ImportPreview
}

type Groups = { [K in ImportRowKind]: (ImportRow & { kind: K })[] }

function groupsOf(rows: ImportRow[]): Groups {
  const groups: Groups = { changed: [], added: [], invalid: [], unchanged: [] }
  for (const row of rows) (groups[row.kind] as ImportRow[]).push(row)
  return groups
}

/**
 * What each row of the file would do, in four groups: changed (field by
 * field), new, invalid (with the reasons) and unchanged (closed at first).
 */
export function ImportPreviewTable({ fileName, preview }: Props) {
  const groups = useMemo(() => groupsOf(preview.rows), [preview])
  const { counts } = preview
  return (
    <section className="import-preview" aria-label="Preview">
      <ul className="import-counts">
        <li>{countOf(preview.rows.length, 'row')}</li>
        <li className={counts.added > 0 ? 'count-renewed' : undefined}>
          {formatCount(counts.added)} new
        </li>
        <li className={counts.changed > 0 ? 'count-changed' : undefined}>
          {formatCount(counts.changed)} changed
        </li>
        <li>{formatCount(counts.unchanged)} unchanged</li>
        <li className={counts.invalid > 0 ? 'count-failed' : undefined}>
          {formatCount(counts.invalid)} invalid
        </li>
      </ul>
      <ImportGroup
        kind="changed"
        title="Changed"
        rows={groups.changed}
        fileName={fileName}
        initiallyOpen
      />
      <ImportGroup kind="added" title="New" rows={groups.added} fileName={fileName} initiallyOpen />
      <ImportGroup
        kind="invalid"
        title="Invalid rows"
        rows={groups.invalid}
        fileName={fileName}
        initiallyOpen
      />
      <ImportGroup
        kind="unchanged"
        title="Unchanged"
        rows={groups.unchanged}
        fileName={fileName}
        initiallyOpen={false}
      />
      {preview.rows.length === 0 && <p className="muted">The file has no profiles.</p>}
    </section>
  )
}
