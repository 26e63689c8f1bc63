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
  const text = useRequestEditor((s) => {
    const session = s.sessions[profileId]
    if (session === undefined) return ''
    if (session.run !== null) return 'Sending the request…'
    const result = session.result
    if (result === null) return ''
    const reason = reasonOf(result.status, result.statusText)
    return `Answered ${result.status}${reason === '' ? '' : ` ${reason}`} in ${formatDuration(result.durationMs)}.`
  })
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  )
}
