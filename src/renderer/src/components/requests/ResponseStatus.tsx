import { reasonOf, toneLabel, toneOf } from './format'

interface Props {
  status: number
  statusText: string
}

/** "200 OK" in the colour of its class, and the class in words: never colour alone. */
export function ResponseStatus({ status, statusText }: Props) {
  const tone = toneOf(status)
  const reason = reasonOf(status, statusText)
  return (
    <p className={`req-status req-tone-${tone}`} data-testid="response-status">
      <span className="req-status-code">{status}</span>
      {reason !== '' && <span className="req-status-text">{reason}</span>}
      <span className="req-status-class">{toneLabel(tone)}</span>
    </p>
  )
}
