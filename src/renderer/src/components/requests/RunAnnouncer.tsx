import { useT } from '../../i18n'
import { useRequestEditor } from '../../store/requestEditor'
import { formatDuration, reasonOf } from './format'

interface Props {
  profileId: string
}

/**
 * Tells screen readers that a request went out and how it was answered. Always
 * present, so the change is announced; questions and failures are alerts of their own.
 */
export function RunAnnouncer({ profileId }: Props) {
  const t = useT('requests')
  const text = useRequestEditor((s) => {
    const session = s.sessions[profileId]
    if (session === undefined) return ''
    if (session.run !== null) return t('announce.sending')
    const result = session.result
    if (result === null) return ''
    const reason = reasonOf(result.status, result.statusText)
    const time = formatDuration(result.durationMs)
    return reason === ''
      ? t('announce.answeredNoReason', { status: result.status, time })
      : t('announce.answered', { status: result.status, reason, time })
  })
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  )
}
