import { useEffect, useRef } from 'react'
import { groupRenewOutcomes, type RenewGroupKey } from '../../../shared/renew/outcomeGroups'
import { tokensGotSince, withLaterOutcomes } from '../../../shared/renew/laterOutcomes'
import { useProfileList } from '../store/profileList'
import type { RenewOutcome } from '../../../shared/ipc/events'
import type { AppError } from '../../../shared/ipc/errors'
import { saying } from '../../../shared/i18n/sayMessage'
import { useT } from '../i18n'
import {
  renewGroupTitle,
  renewGroupTone,
  renewOutcomeText,
  renewSummaryLine,
} from '../lib/renewOutcomeText'
import { useClock } from '../store/clock'
import { useLoginPasswords } from '../store/loginPasswords'
import { useNavigation } from '../store/navigation'
import { useRenewAll } from '../store/renewAll'
import { ErrorPanel } from './ErrorPanel'
import { OutcomeGroups, type ShownGroup } from './OutcomeGroups'

/** What the walk's refusal says in a result (the service's own words are in the walk's panel). */
const walkRefusal: AppError = {
  code: 'auth-rejected',
  ...saying('network.token.refused401'),
  serverMessage: '',
  status: 401,
  checklist: [],
}

/**
 * What the last batch of token requests did (Renew all, first tokens, the
 * Board's Get tokens): one sentence (the same the tray notification says),
 * then every profile grouped by outcome, the groups with a next step first,
 * each step at the top of its group (Enter passwords, Retry).
 */
export function RenewAllResults() {
  const batch = useRenewAll((s) => s.summary)
  const then = useRenewAll((s) => s.tokensThen)
  const rows = useProfileList((s) => s.profiles)
  const loginResults = useLoginPasswords((s) => s.results)
  const error = useRenewAll((s) => s.error)
  const running = useRenewAll((s) => s.running)
  const dismiss = useRenewAll((s) => s.dismiss)
  const start = useRenewAll((s) => s.start)
  const renewChosen = useRenewAll((s) => s.renewChosen)
  const offerPasswords = useLoginPasswords((s) => s.offerFor)
  const select = useNavigation((s) => s.select)
  const now = useClock((s) => Math.floor(s.now / 60_000) * 60_000)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const t = useT('renew')
  const shown = batch !== null || error !== null

  // The run was started from the sidebar or the Board: take the reader to its outcome (once
  // per run: passwords entered later update it in place, without moving the focus).
  useEffect(() => {
    if (shown) headingRef.current?.focus()
  }, [shown, batch])

  // Passwords entered since for profiles it skipped: their tokens replace "Need a password".
  // So does a token got since on the profile itself (a new password entered there).
  // A password the walk had refused: its profiles are refused now, not still "Need a password".
  const reasons = new Map(batch?.outcomes.map((o) => [o.profileId, o.reason]) ?? [])
  const later = loginResults.flatMap((r): RenewOutcome[] =>
    r.kind === 'entered'
      ? r.outcomes
      : r.kind === 'refused'
        ? r.login.profiles.map((p) => ({
            profileId: p.id,
            name: p.name,
            reason: reasons.get(p.id) ?? 'none',
            kind: 'failed',
            error: walkRefusal,
          }))
        : [],
  )
  const summary =
    batch === null
      ? null
      : {
          ...batch,
          outcomes: tokensGotSince(withLaterOutcomes(batch.outcomes, later), rows, then),
        }

  if (!shown) return null
  const withoutToken = summary?.scope === 'due' ? summary.leftAlone.withoutToken : 0
  const firstTokens = summary?.scope !== 'due'
  const action = (key: RenewGroupKey, ids: string[]): ShownGroup['action'] => {
    switch (key) {
      case 'no-password':
        // Asked once per shared login.
        return {
          label: t('results.enterPasswords', { count: ids.length }),
          run: () => void offerPasswords(ids, true),
        }
      case 'refused':
        // Never Retry: the same password again is refused again, and counts towards a lock-out.
        return {
          label: t('results.enterNewPasswords', { count: ids.length }),
          run: () => void offerPasswords(ids, true, 'refused'),
        }
      case 'failed':
      case 'still-valid':
      case 'cancelled':
        return {
          label: t('results.retry', { count: ids.length }),
          run: () => void renewChosen(ids),
          disabled: running,
        }
      case 'renewed':
        return undefined
    }
  }
  const groups: ShownGroup[] = groupRenewOutcomes(summary?.outcomes ?? []).map((group) => {
    const ids = group.items.map((o) => o.profileId)
    return {
      key: group.key,
      title: renewGroupTitle(group.key, firstTokens),
      tone: renewGroupTone(group.key),
      // One reason for the whole group is said once, not on each of its 42 rows.
      ...(group.key === 'no-password' ? { note: t('results.noPasswordNote') } : {}),
      ...(group.key === 'refused' ? { note: t('results.refusedNote') } : {}),
      items: group.items.map((o) => ({
        id: o.profileId,
        name: o.name,
        detail: group.key === 'no-password' ? '' : renewOutcomeText(o, now),
      })),
      action: action(group.key, ids),
    }
  })

  return (
    <section className="renew-results" aria-labelledby="renew-results-title">
      <div className="renew-results-head">
        <h2 id="renew-results-title" ref={headingRef} tabIndex={-1}>
          {t(`results.title.${summary?.scope ?? 'due'}`)}
        </h2>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-label={t('results.dismissLabel')}
          onClick={() => {
            dismiss()
            // Its button goes with it: the view's heading takes the focus rather than the page.
            useNavigation.getState().focus()
          }}
        >
          {t('results.dismiss')}
        </button>
      </div>
      {error !== null && <ErrorPanel error={error} />}
      {summary !== null && (
        <>
          <p className="renew-summary">{renewSummaryLine(summary)}</p>
          <OutcomeGroups groups={groups} onOpen={select} />
          {withoutToken > 0 && (
            <div className="renew-offer">
              <button
                type="button"
                className="btn btn-small"
                onClick={() => void start('without-token')}
              >
                {t('results.getMissing', { count: withoutToken })}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  )
}
