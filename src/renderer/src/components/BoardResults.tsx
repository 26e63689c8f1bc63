import { groupOutcomes } from '../../../shared/renew/outcomeGroups'
import {
  verifyDetail,
  verifyGroupOf,
  verifyGroups,
  verifyGroupTitles,
} from '../../../shared/renew/verifyReport'
import { countOf } from '../lib/labels'
import { useBoardActions } from '../store/boardActions'
import { useNavigation } from '../store/navigation'
import { useRenewAll } from '../store/renewAll'
import { OutcomeGroups, type ShownGroup } from './OutcomeGroups'
import { VerifyReportMenu } from './VerifyReportMenu'

/**
 * The last Board action's outcome (Get tokens shows in Renew all's grouped
 * results above): Verify grouped by what the service said, the groups with
 * a next step first; any other action as one sentence.
 */
export function BoardResults() {
  const result = useBoardActions((s) => s.result)
  const dismiss = useBoardActions((s) => s.dismiss)
  const renewChosen = useRenewAll((s) => s.renewChosen)
  const renewing = useRenewAll((s) => s.running)
  const select = useNavigation((s) => s.select)
  if (result === null) return null
  if (result.kind === 'note') {
    return (
      <div className={`board-note-result tone-${result.tone}`} role="status">
        <p>{result.text}</p>
        <button type="button" className="btn btn-ghost btn-small" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    )
  }
  const groups: ShownGroup[] = groupOutcomes(
    result.outcomes,
    verifyGroupOf,
    verifyGroups,
    (key) => key === 'no-token' || key === 'refused',
  ).map((group) => {
    const ids = group.items.map((o) => o.profileId)
    return {
      key: group.key,
      title: verifyGroupTitles[group.key],
      tone:
        group.key === 'accepted'
          ? 'ok'
          : group.key === 'refused' || group.key === 'wrong-account'
            ? 'danger'
            : 'warn',
      items: group.items.map((o) => ({ id: o.profileId, name: o.name, detail: verifyDetail(o) })),
      action: group.actionable
        ? {
            label:
              group.key === 'refused'
                ? `Renew ${countOf(ids.length, 'profile')}`
                : `Get tokens for ${countOf(ids.length, 'profile')}`,
            run: () => void renewChosen(ids),
            disabled: renewing,
          }
        : undefined,
    }
  })
  return (
    <section className="board-results" aria-label="Verify results">
      <div className="renew-results-head">
        <h2>Verify results</h2>
        <div className="renew-results-tools">
          <VerifyReportMenu outcomes={result.outcomes} />
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-label="Dismiss verify results"
            onClick={dismiss}
          >
            Dismiss
          </button>
        </div>
      </div>
      {result.missing > 0 && <p>{countOf(result.missing, 'profile')} no longer existed.</p>}
      <OutcomeGroups groups={groups} onOpen={select} />
    </section>
  )
}
