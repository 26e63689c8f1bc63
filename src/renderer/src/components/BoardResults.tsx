import type { BulkVerifyOutcome } from '../../../shared/model/bulk'
import { groupOutcomes } from '../../../shared/renew/outcomeGroups'
import { countOf } from '../lib/labels'
import { useBoardActions } from '../store/boardActions'
import { useNavigation } from '../store/navigation'
import { useRenewAll } from '../store/renewAll'
import { OutcomeGroups, type ShownGroup } from './OutcomeGroups'

/** Without a token is its own group: it has a next step (Get tokens); other failures do not. */
type VerifyKey = BulkVerifyOutcome['kind'] | 'no-token'
const verifyKeyOf = (o: BulkVerifyOutcome): VerifyKey =>
  o.kind === 'failed' && o.code === 'no-token' ? 'no-token' : o.kind

const verifyTitles: Record<VerifyKey, string> = {
  'no-token': 'No token to verify',
  failed: 'Not verified',
  rejected: 'Refused by the service',
  'wrong-account': "Another account's token",
  inconclusive: 'Could not tell',
  accepted: 'Accepted',
}

const verifyDetail = (o: BulkVerifyOutcome): string =>
  o.kind === 'accepted'
    ? `Accepted (${o.status}).`
    : o.kind === 'rejected'
      ? `Refused (${o.status}): the token no longer works.`
      : o.kind === 'wrong-account'
        ? `Refused (${o.status}): this login's token is for account ${o.account}; a new token will not change that.`
        : o.message

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
    verifyKeyOf,
    ['no-token', 'rejected', 'wrong-account', 'failed', 'inconclusive', 'accepted'],
    (key) => key === 'no-token' || key === 'rejected',
  ).map((group) => {
    const ids = group.items.map((o) => o.profileId)
    return {
      key: group.key,
      title: verifyTitles[group.key],
      tone:
        group.key === 'accepted'
          ? 'ok'
          : group.key === 'rejected' || group.key === 'wrong-account'
            ? 'danger'
            : 'warn',
      items: group.items.map((o) => ({ id: o.profileId, name: o.name, detail: verifyDetail(o) })),
      action: group.actionable
        ? {
            label:
              group.key === 'rejected'
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
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-label="Dismiss verify results"
          onClick={dismiss}
        >
          Dismiss
        </button>
      </div>
      {result.missing > 0 && <p>{countOf(result.missing, 'profile')} no longer existed.</p>}
      <OutcomeGroups groups={groups} onOpen={select} />
    </section>
  )
}
