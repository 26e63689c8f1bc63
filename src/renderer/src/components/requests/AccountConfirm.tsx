import { Question } from '../Question'

interface Props {
  found: string
  expected: string
  onSend: () => void
  onCancel: () => void
}

/** Spec 5.3: a token works only for its own account; a request naming another is likely refused. */
export function AccountConfirm({ found, expected, onSend, onCancel }: Props) {
  return (
    <Question
      role="alert"
      title={{
        text: 'This request names another account',
        level: 4,
        className: 'req-confirm-title',
      }}
      className="req-confirm req-confirm-account"
      small
      onEscape={onCancel}
      answers={[
        { label: 'Send anyway', tone: 'caution', onClick: onSend },
        { label: 'Cancel', tone: 'plain', focus: true, onClick: onCancel },
      ]}
    >
      <p>
        It names account <code>{found}</code>, but the token belongs to account{' '}
        <code>{expected}</code>. A token works only for its own account, so the service will most
        likely refuse it (401 or 403). To act for <code>{found}</code>, use a profile that logs in
        to that account.
      </p>
    </Question>
  )
}
