import { stateClassOf, type TokenSnapshot } from '../../../shared/model/token'
import { useT } from '../i18n'
import { usePermilleLeft, useSettledStateKind } from '../store/clock'

interface Props {
  token: TokenSnapshot
}

/** A bar of the share of the 24 h lifetime still left (the standing token's while renewing). */
export function LifetimeBar({ token }: Props) {
  const permille = usePermilleLeft(token)
  const kind = useSettledStateKind(token)
  const percent = permille / 10
  const t = useT('sidebar')
  return (
    <div
      className={`lifetime state-${stateClassOf(kind, token)}`}
      role="meter"
      aria-label={t('state.lifetimeLeft')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('state.lifetimeText', { percent: Math.round(percent) })}
    >
      <div className="lifetime-fill" style={{ width: `${percent}%` }} />
    </div>
  )
}
