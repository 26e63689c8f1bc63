import { SendConfirm } from './SendConfirm'

interface Props {
  origin: string
  profileName: string
  onSend: () => void
  onCancel: () => void
}

/** Main will not send the token to a host the profile does not name without a yes, once per host. */
export function HostConfirm({ origin, profileName, onSend, onCancel }: Props) {
  return (
    <SendConfirm
      title={
        <>
          Send the token to <code>{origin}</code>?
        </>
      }
      className="req-confirm-host"
      onSend={onSend}
      onCancel={onCancel}
    >
      <p>
        This host is neither the base URL nor the API host of “{profileName}”. Anyone running it
        could use the token until it expires. You are asked once per host.
      </p>
    </SendConfirm>
  )
}
