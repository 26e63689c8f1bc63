import {
  standingToken,
  stateClassOf,
  usableWrongAccount,
  type TokenSnapshot,
  type TokenStateKind,
} from '../../../shared/model/token'
import { cutShort } from '../../../shared/text/cutShort'
import { useT } from '../i18n'
import { Spinner } from './Spinner'

/** How long an account ID may be in a state label (the full one is in the token card). */
const LABEL_ACCOUNT_CHARS = 24

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

/** The state's words, as shared/model/token's stateLabelOf says them, in the language spoken. */
export function useStateLabel({ kind, token, failing = false }: Props): string {
  const t = useT(['sidebar', 'labels'])
  const wrong = usableWrongAccount(kind, token)
  if (failing && kind === 'none') return t('state.failed')
  if (kind === 'renewing') {
    return standingToken(token) !== null ? t('labels:tokenState.renewing') : t('state.getting')
  }
  if (wrong !== null) {
    return t('state.wrongAccount', { account: cutShort(wrong, LABEL_ACCOUNT_CHARS) })
  }
  return t(`labels:tokenState.${kind}`)
}

/** The token state as text with a coloured dot (a spinner while renewing): never colour alone. */
export function StateBadge({ kind, token, failing = false }: Props) {
  const failed = failing && kind === 'none'
  const label = useStateLabel({ kind, token, failing })
  return (
    <span className={`state state-${failed ? 'failed' : stateClassOf(kind, token)}`}>
      {kind === 'renewing' ? <Spinner /> : <span className="state-dot" aria-hidden="true" />}
      {label}
    </span>
  )
}
