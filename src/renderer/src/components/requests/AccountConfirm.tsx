import { Trans } from 'react-i18next'
import { useT } from '../../i18n'
import { Question } from '../Question'

interface Props {
  found: string
  expected: string
  onSend: () => void
  onCancel: () => void
}

/** Spec 5.3: a token works only for its own account; a request naming another is likely refused. */
export function AccountConfirm({ found, expected, onSend, onCancel }: Props) {
  const t = useT(['requests', 'common'])
  return (
    <Question
      role="alert"
      title={{
        text: t('account.title'),
        level: 4,
        className: 'req-confirm-title',
      }}
      className="req-confirm req-confirm-account"
      small
      onEscape={onCancel}
      answers={[
        { label: t('account.sendAnyway'), tone: 'caution', onClick: onSend },
        { label: t('common:cancel'), tone: 'plain', focus: true, onClick: onCancel },
      ]}
    >
      <p>
        <Trans
          t={t}
          i18nKey="account.text"
          components={{ found: <code>{found}</code>, expected: <code>{expected}</code> }}
        />
      </p>
    </Question>
  )
}
