import { useMemo } from 'react'
import type { HostMoveChoice, ImportPreview, ImportRow } from '../../../shared/model/transfer'
import { useT } from '../i18n'
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
    repeated: [],
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
 * invalid (with the reasons), unchanged and rows repeating an earlier one
 * (closed at first).
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
  const t = useT('importing')
  return (
    <section className="import-preview" aria-label={t('preview.label')}>
      <ul className="import-counts">
        <li>{t('preview.rows', { count: preview.rows.length })}</li>
        <li className={counts.added > 0 ? 'count-renewed' : undefined}>
          {t('preview.added', { count: counts.added })}
        </li>
        <li className={counts.changed > 0 ? 'count-changed' : undefined}>
          {t('preview.changed', { count: counts.changed })}
        </li>
        {counts.moved > 0 && (
          <li className="count-warning">{t('preview.moved', { count: counts.moved })}</li>
        )}
        <li>{t('preview.unchanged', { count: counts.unchanged })}</li>
        {counts.repeated > 0 && <li>{t('preview.repeated', { count: counts.repeated })}</li>}
        <li className={counts.invalid > 0 ? 'count-failed' : undefined}>
          {t('preview.invalid', { count: counts.invalid })}
        </li>
      </ul>
      <ImportGroup
        group="moved"
        title={t('group.moved')}
        rows={groups.moved}
        fileName={fileName}
        initiallyOpen
      >
        <p className="import-warning">{t('preview.movedWarning')}</p>
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
        title={t('group.accounts')}
        rows={groups.accounts}
        fileName={fileName}
        initiallyOpen
      >
        <p className="import-warning">{t('preview.accountsWarning')}</p>
      </ImportGroup>
      <ImportGroup
        group="changed"
        title={t('group.changed')}
        rows={groups.changed}
        fileName={fileName}
        initiallyOpen
      />
      <ImportGroup
        group="added"
        title={t('group.added')}
        rows={groups.added}
        fileName={fileName}
        initiallyOpen
      />
      <ImportGroup
        group="invalid"
        title={t('group.invalid')}
        rows={groups.invalid}
        fileName={fileName}
        initiallyOpen
      />
      <ImportGroup
        group="unchanged"
        title={t('group.unchanged')}
        rows={groups.unchanged}
        fileName={fileName}
        initiallyOpen={false}
      />
      <ImportGroup
        group="repeated"
        title={t('group.repeated')}
        rows={groups.repeated}
        fileName={fileName}
        initiallyOpen={false}
      />
      {preview.rows.length === 0 && <p className="muted">{t('preview.empty')}</p>}
    </section>
  )
}
