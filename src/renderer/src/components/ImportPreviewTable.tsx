import { useMemo } from 'react'
import type { HostMoveChoice, ImportPreview, ImportRow } from '../../../shared/model/transfer'
import { countOf, formatCount } from '../lib/labels'
import { ImportGroup, type ImportGroupKey } from './ImportGroup'
import { HostMoveChoiceField } from './HostMoveChoiceField'

interface Props {
  fileName: string
  preview: ImportPreview
  /** What applying does with the rows on another host, and how the user changes it. */
  hostMoves: HostMoveChoice
  onHostMoves: (choice: HostMoveChoice) => void
  disabled: boolean
  /** The host move choices offered (a team catalog has no "add beside"); default: all. */
  hostMoveChoices?: readonly HostMoveChoice[]
}

type Groups = Record<ImportGroupKey, ImportRow[]>

/** A new or changed row whose login would serve other accounts is shown apart, as a warning. */
function groupsOf(rows: ImportRow[]): Groups {
  const groups: Groups = {
    moved: [],
    accounts: [],
    changed: [],
    added: [],
    invalid: [],
    unchanged: [],
  }
  for (const row of rows) {
    const apart = (row.kind === 'added' || row.kind === 'changed') && row.otherAccounts.length > 0
    groups[apart ? 'accounts' : row.kind].push(row)
  }
  return groups
}

/**
 * What each row of the file would do, in groups: the warnings first (rows
 * that move a profile to another host, applied only when chosen; rows whose
 * login would serve other accounts), then changed (field by field), new,
 * invalid (with the reasons) and unchanged (closed at first).
 */
export function ImportPreviewTable({
  fileName,
  preview,
  hostMoves,
  onHostMoves,
  disabled,
  hostMoveChoices,
}: Props) {
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
        {counts.moved > 0 && (
          <li className="count-warning">{formatCount(counts.moved)} on another host</li>
        )}
        <li>{formatCount(counts.unchanged)} unchanged</li>
        <li className={counts.invalid > 0 ? 'count-failed' : undefined}>
          {formatCount(counts.invalid)} invalid
        </li>
      </ul>
      <ImportGroup
        group="moved"
        title="Moves to another host"
        rows={groups.moved}
        fileName={fileName}
        initiallyOpen
      >
        <p className="import-warning">
          These rows have the account, portal and username of a profile on another host (or point
          its API host elsewhere). That may be a move, or another profile beside it (staging and
          production): they are left alone unless you choose otherwise. A stored password never
          follows a host.
        </p>
        <HostMoveChoiceField
          choice={hostMoves}
          count={counts.moved}
          disabled={disabled}
          onChange={onHostMoves}
          {...(hostMoveChoices ? { offered: hostMoveChoices } : {})}
        />
      </ImportGroup>
      <ImportGroup
        group="accounts"
        title="One login for several accounts"
        rows={groups.accounts}
        fileName={fileName}
        initiallyOpen
      >
        <p className="import-warning">
          These rows give a login (address and username) to profiles of more than one account. A
          token is for the one account its API user was created under, so the same login cannot work
          for all of them: each account needs its own API user. They are imported as they are; check
          the usernames in the file first.
        </p>
      </ImportGroup>
      <ImportGroup
        group="changed"
        title="Changed"
        rows={groups.changed}
        fileName={fileName}
        initiallyOpen
      />
      <ImportGroup
        group="added"
        title="New"
        rows={groups.added}
        fileName={fileName}
        initiallyOpen
      />
      <ImportGroup
        group="invalid"
        title="Invalid rows"
        rows={groups.invalid}
        fileName={fileName}
        initiallyOpen
      />
      <ImportGroup
        group="unchanged"
        title="Unchanged"
        rows={groups.unchanged}
        fileName={fileName}
        initiallyOpen={false}
      />
      {preview.rows.length === 0 && <p className="muted">The file has no profiles.</p>}
    </section>
  )
}
