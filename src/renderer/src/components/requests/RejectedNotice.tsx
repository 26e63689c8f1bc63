import { Question } from '../Question'

interface Props {
  renewing: boolean
  onRenew: () => void
}

/** A 401 on a token believed valid: main marked it rejected; renewing is the way on. */
export function RejectedNotice({ renewing, onRenew }: Props) {
  return (
    <Question
      role="alert"
      className="req-rejected"
      small
      answers={[
        {
          label: 'Renew and resend',
          tone: 'primary',
          busy: renewing,
          busyLabel: 'Renewing…',
          onClick: onRenew,
        },
      ]}
    >
      <p>The service answered 401 although the token had time left: it is now marked rejected.</p>
    </Question>
  )
}
