import type { TokenSnapshot } from '../../../shared/model/token'
import { useCountdownText, useSettledStateKind, useTokenStateKind } from '../store/clock'
import { StateBadge } from './StateBadge'

interface Props {
  token: TokenSnapshot
}

/**
 * The token's state, in text and colour, for the sidebar. Without a token,
 * a profile whose last attempt failed says so: "No token" would read as
 * never tried.
 */
export function TokenStatus({ token, failing }: Props & { failing: boolean }) {
  const kind = useTokenStateKind(token)
  if (kind === 'none' && failing) {
    return (
      <span className="state state-failed">
        <span className="state-dot" aria-hidden="true" />
        Failed
      </span>
    )
  }
  return <StateBadge kind={kind} token={token} />
}

/** The compact countdown for the sidebar: the standing token's, also while renewing. */
export function MiniCountdown({ token }: Props) {
  const kind = useSettledStateKind(token)
  const left = useCountdownText(token)
  if (kind !== 'valid' && kind !== 'expiring') return null
  return <span className={`mini-countdown state-${kind}`}>{left}</span>
}
