import { useProfileActions } from '../store/profileActions'

interface Props {
  profileId: string
}

/** A polite live region, always present so screen readers announce its changes. */
export function CopyStatus({ profileId }: Props) {
  const text = useProfileActions((s) => (s.notice?.profileId === profileId ? s.notice.text : ''))
  return (
    <p role="status" className={text === '' ? 'status-line' : 'status-line status-visible'}>
      {text}
    </p>
  )
}
