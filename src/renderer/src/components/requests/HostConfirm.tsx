import { useEffect, useRef } from 'react'

interface Props {
  origin: string
  profileName: string
  onSend: () => void
  onCancel: () => void
}

/** Main will not send the token to a host the profile does not name without a yes, once per host. */
export function HostConfirm({ origin, profileName, onSend, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => cancelRef.current?.focus(), [])
  return (
    <div
      role="alert"
      className="req-confirm req-confirm-host"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel()
      }}
    >
      <h4 className="req-confirm-title">
        Send the token to <code>{origin}</code>?
      </h4>
      <p>
        This host is neither the base URL nor the API host of “{profileName}”. Anyone running it
        could use the token until it expires. You are asked once per host.
      </p>
      <div className="confirm-actions">
        <button type="button" className="btn btn-small req-btn-caution" onClick={onSend}>
          Send anyway
        </button>
        <button type="button" className="btn btn-small" ref={cancelRef} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  )
}
