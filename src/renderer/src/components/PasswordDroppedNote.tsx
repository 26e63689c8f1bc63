import type { PasswordDropped } from '../../../shared/model/profile'
import { localTime } from '../lib/format'
import { describeMoves } from '../lib/profileForm'

interface Props {
  dropped: PasswordDropped
  /** Opens the password prompt. */
  onEnter: () => void
}

function Why({ dropped }: Pick<Props, 'dropped'>) {
  if (dropped.reason === 'new-api-host') {
    return (
      <p>
        <strong>The stored password of this login is not used for this profile</strong> (since{' '}
        {localTime(dropped.at)}): its tokens would go to the API host {dropped.host}, where no other
        profile of this login sends them. Enter the password to use it here too.
      </p>
    )
  }
  const from = dropped.moves.map((m) => m.from).filter(Boolean)
  return (
    <p>
      <strong>The stored password was removed</strong> on {localTime(dropped.at)}, when this profile
      pointed {describeMoves(dropped.moves)}
      {from.length > 0 && <> (it was {from.join(' and ')})</>}. A password is only sent to the host
      it was entered for, so enter it again to get a token.
    </p>
  )
}

/**
 * Main withholds the login's password from this profile on its own (a host
 * moved, or a new API host): say when and why.
 */
export function PasswordDroppedNote({ dropped, onEnter }: Props) {
  return (
    <section
      className="password-dropped"
      aria-label={dropped.reason === 'host-changed' ? 'Password removed' : 'Password withheld'}
    >
      <Why dropped={dropped} />
      <button type="button" className="btn btn-small" onClick={onEnter}>
        Enter password
      </button>
    </section>
  )
}
