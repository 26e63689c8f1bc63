import { stateLabels, type TokenStateKind } from '../../../shared/model/token'
import { Spinner } from './Spinner'

interface Props {
  kind: TokenStateKind
}

/** The token state as text with a coloured dot (a spinner while renewing): never colour alone. */
export function StateBadge({ kind }: Props) {
  return (
    <span className={`state state-${kind}`}>
      {kind === 'renewing' ? <Spinner /> : <span className="state-dot" aria-hidden="true" />}
      {stateLabels[kind]}
    </span>
  )
}
