import { stateLabelOf, type TokenSnapshot, type TokenStateKind } from '../../../shared/model/token'
import { Spinner } from './Spinner'

interface Props {
  kind: TokenStateKind
  /** The token it is the state of (what a renewal replaces, if anything). */
  token: TokenSnapshot
}

/** The token state as text with a coloured dot (a spinner while renewing): never colour alone. */
export function StateBadge({ kind, token }: Props) {
  return (
    <span className={`state state-${kind}`}>
      {kind === 'renewing' ? <Spinner /> : <span className="state-dot" aria-hidden="true" />}
      {stateLabelOf(kind, token)}
    </span>
  )
}
