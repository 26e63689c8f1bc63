import type { TokenSnapshot } from '../../../shared/model/token'
import { useCountdownText, useSettledStateKind } from '../store/clock'

interface Props {
  token: TokenSnapshot
}

/** The large "hh:mm:ss" until expiry; the only element re-rendered every second in the card. */
export function Countdown({ token }: Props) {
  const text = useCountdownText(token)
  const kind = useSettledStateKind(token)
  return (
    <div role="timer" aria-label="Time left" className={`countdown state-${kind}`}>
      {text}
    </div>
  )
}
