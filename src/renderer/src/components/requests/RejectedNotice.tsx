interface Props {
  renewing: boolean
  onRenew: () => void
}

/** A 401 on a token believed valid: main marked it rejected; renewing is the way on. */
export function RejectedNotice({ renewing, onRenew }: Props) {
  return (
    <div className="req-rejected" role="alert">
      <p>The service answered 401 although the token had time left: it is now marked rejected.</p>
      <button
        type="button"
        className="btn btn-primary btn-small"
        onClick={onRenew}
        disabled={renewing}
        aria-busy={renewing || undefined}
      >
        {renewing ? 'Renewing…' : 'Renew and resend'}
      </button>
    </div>
  )
}
