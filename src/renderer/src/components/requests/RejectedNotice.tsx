import { useT } from '../../i18n'
import { Question } from '../Question'

interface Props {
  renewing: boolean
  onRenew: () => void
}

/** A 401 on a token believed valid: main marked it rejected; renewing is the way on. */
export function RejectedNotice({ renewing, onRenew }: Props) {
  const t = useT('requests')
  return (
    <Question
      role="alert"
      className="req-rejected"
      small
      answers={[
        {
          label: t('response.renewAndResend'),
          tone: 'primary',
          busy: renewing,
          busyLabel: t('response.renewing'),
          onClick: onRenew,
        },
      ]}
    >
      <p>{t('response.rejected')}</p>
    </Question>
  )
}
