import type { RenewOutcome } from '../../../shared/ipc/events'
import { useT } from '../i18n'
import { renewOutcomeText } from '../lib/renewOutcomeText'
import { useClock } from '../store/clock'
import { useNavigation } from '../store/navigation'
import { LinkButton } from './LinkButton'

type Problem = Exclude<RenewOutcome, { kind: 'renewed' }>

/**
 * The profiles a batch of token requests (Renew all, Enter passwords) could
 * not serve, each with why and a link to open it; nothing when all went well.
 */
export function OutcomeProblems({ outcomes }: { outcomes: readonly RenewOutcome[] }) {
  const select = useNavigation((s) => s.select)
  const now = useClock((s) => Math.floor(s.now / 60_000) * 60_000)
  const t = useT('renew')
  const problems = outcomes.filter((o): o is Problem => o.kind !== 'renewed')
  if (problems.length === 0) return null
  return (
    <ul className="renew-problems">
      {problems.map((outcome) => (
        <li key={outcome.profileId}>
          <span className={`outcome outcome-${outcome.kind}`}>{t(`problem.${outcome.kind}`)}</span>
          <LinkButton onClick={() => select(outcome.profileId)}>{outcome.name}</LinkButton>
          <span className="renew-problem-message">{renewOutcomeText(outcome, now)}</span>
        </li>
      ))}
    </ul>
  )
}
