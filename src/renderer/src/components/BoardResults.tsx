import { useEffect, useRef } from 'react'
import { groupOutcomes } from '../../../shared/renew/outcomeGroups'
import { verifyGroupOf, verifyGroups } from '../../../shared/renew/verifyReport'
import { useT } from '../i18n'
import { verifyOutcomeText } from '../lib/renewOutcomeText'
import { hourMinute } from '../lib/format'
import { useClock } from '../store/clock'
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
export function BoardResults({ toGrid }: { toGrid: () => void }) {
  const result = useBoardActions((s) => s.result)
  const dismissResult = useBoardActions((s) => s.dismiss)
  // Its button goes with it: the table takes the focus rather than the page.
  const dismiss = (): void => {
    dismissResult()
    toGrid()
  }
  const renewChosen = useRenewAll((s) => s.renewChosen)
  const renewing = useRenewAll((s) => s.running)
  const select = useNavigation((s) => s.select)
  const t = useT(['board', 'labels'])
  const now = useClock((s) => Math.floor(s.now / 60_000) * 60_000)
  // A Verify's outcome takes the focus when it comes (as Get tokens' does): its button waited
  // meanwhile, and a reader hears where the results are.
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (result?.kind === 'verified') headingRef.current?.focus()
  }, [result])
  if (result === null) return null
  if (result.kind === 'note') {
    return (
      <div className={`board-note-result tone-${result.tone}`} role="status">
        <p>{result.text}</p>
        <button type="button" className="btn btn-ghost btn-small" onClick={dismiss}>
          {t('results.dismiss')}
        </button>
      </div>
    )
  }
  // When the last check ran (a loop: Verify all may hold 50,000).
  let checkedAt: number | null = null
  for (const o of result.outcomes) if (checkedAt === null || o.at > checkedAt) checkedAt = o.at
  const groups: ShownGroup[] = groupOutcomes(
    result.outcomes,
    verifyGroupOf,
    verifyGroups,
    (key) => key === 'no-token' || key === 'refused',
  ).map((group) => {
    const ids = group.items.map((o) => o.profileId)
    return {
      key: group.key,
      title: t(`labels:verifyGroup.${group.key}`),
      tone:
        group.key === 'accepted'
          ? 'ok'
          : group.key === 'refused' || group.key === 'wrong-account'
            ? 'danger'
            : 'warn',
      items: group.items.map((o) => ({
        id: o.profileId,
        name: o.name,
        detail: verifyOutcomeText(o),
      })),
      action: group.actionable
        ? {
            label:
              group.key === 'refused'
                ? t('results.renew', { count: ids.length })
                : t('results.getTokensFor', { count: ids.length }),
            run: () => void renewChosen(ids),
            disabled: renewing,
          }
        : undefined,
    }
  })
  return (
    <section className="board-results" aria-label={t('results.verifyTitle')}>
      <div className="renew-results-head">
        <h2 ref={headingRef} tabIndex={-1}>
          {t('results.verifyTitle')}
        </h2>
        <div className="renew-results-tools">
          <VerifyReportMenu outcomes={result.outcomes} />
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-label={t('results.dismissVerify')}
            onClick={dismiss}
          >
            {t('results.dismiss')}
          </button>
        </div>
      </div>
      {checkedAt !== null && (
        <p className="muted">{t('results.checkedAt', { time: hourMinute(checkedAt, now) })}</p>
      )}
      {result.missing > 0 && <p>{t('results.gone', { count: result.missing })}</p>}
      <OutcomeGroups groups={groups} onOpen={select} />
    </section>
  )
}
