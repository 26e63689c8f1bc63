import {
  stateClassOf,
  stateLabelOf,
  type TokenSnapshot,
  type TokenStateKind,
} from '../../../shared/model/token'
import { Spinner } from './Spinner'

interface Props {
  kind: TokenStateKind
  /** The token it is the state of (what a renewal replaces, if anything). */
  token: TokenSnapshot
  /**
   * The last attempt failed: without a token the badge says "Failed" ("No
   * token" would read as never tried); a standing token keeps its state.
   */
  failing?: boolean
}

/** The token state as text with a coloured dot (a spinner while renewing): never colour alone. */
export function StateBadge({ kind, token, failing = false }: Props) {
  const failed = failing && kind === 'none'
  return (
    <span className={`state state-${failed ? 'failed' : stateClassOf(kind, token)}`}>
      {kind === 'renewing' ? <Spinner /> : <span className="state-dot" aria-hidden="true" />}
      {failed ? 'Failed' : stateLabelOf(kind, token)}
    </span>
  )
}
