import type { TokenSnapshot } from '../../../shared/model/token'
import { useT } from '../i18n'
import { useSettledStateKind } from '../store/clock'
import { CountdownText } from './CountdownText'

interface Props {
  token: TokenSnapshot
}

/** The large "hh:mm:ss" until expiry; re-rendered when its state changes, not every second. */
export function Countdown({ token }: Props) {
  const kind = useSettledStateKind(token)
  const t = useT('sidebar')
  return (
    <div role="timer" aria-label={t('state.timeLeft')} className={`countdown state-${kind}`}>
      <CountdownText token={token} />
    </div>
  )
}
