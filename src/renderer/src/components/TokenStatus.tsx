import type { TokenSnapshot } from '../../../shared/model/token'
import { useSettledStateKind, useTokenStateKind } from '../store/clock'
import { CountdownText } from './CountdownText'
import { StateBadge } from './StateBadge'

interface Props {
  token: TokenSnapshot
}

/** The token's state, in text and colour, for the sidebar ("Failed" when the last attempt did). */
export function TokenStatus({ token, failing }: Props & { failing: boolean }) {
  return <StateBadge kind={useTokenStateKind(token)} token={token} failing={failing} />
}

/** The compact countdown for the sidebar: the standing token's, also while renewing. */
export function MiniCountdown({ token }: Props) {
  const kind = useSettledStateKind(token)
  if (kind !== 'valid' && kind !== 'expiring') return null
  return (
    <span className={`mini-countdown state-${kind}`}>
      <CountdownText token={token} />
    </span>
  )
}
