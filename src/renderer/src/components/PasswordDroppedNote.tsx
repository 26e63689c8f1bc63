import type { PasswordDropped } from '../../../shared/model/profile'
import { localTime } from '../lib/format'
import { describeMoves } from '../lib/profileForm'

interface Props {
  dropped: PasswordDropped
  /** Opens the password prompt. */
  onEnter: () => void
}

/** Main removed the stored password on its own when a host moved: say when and why. */
export function PasswordDroppedNote({ dropped, onEnter }: Props) {
  const from = dropped.moves.map((m) => m.from).filter(Boolean)
  return (
    <section className="password-dropped" aria-label="Password removed">
      <p>
        <strong>The stored password was removed</strong> on {localTime(dropped.at)}, when this
        profile pointed {describeMoves(dropped.moves)}
        {from.length > 0 && <> (it was {from.join(' and ')})</>}. A password is only sent to the
        host it was entered for, so enter it again to get a token.
      </p>
      <button type="button" className="btn btn-small" onClick={onEnter}>
        Enter password
      </button>
    </section>
  )
}
