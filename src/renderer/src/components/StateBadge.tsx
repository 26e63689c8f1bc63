import { stateLabels, type TokenStateKind } from '../../../shared/model/token'

interface Props {
  kind: TokenStateKind
}

/** The token state as text with a coloured dot: never colour alone. */
export function StateBadge({ kind }: Props) {
  return (
    <span className={`state state-${kind}`}>
      <span className="state-dot" aria-hidden="true" />
      {stateLabels[kind]}
    </span>
  )
}
