import { useId, useState } from 'react'
import type { Notice } from '../../../shared/model/notice'
import { useProfiles } from '../store/profiles'

const none: Notice[] = []

function NoticeText({ notice }: { notice: Notice }) {
  switch (notice.kind) {
    case 'store-recovered':
      return notice.store === 'profiles' ? (
        <>
          profiles.json could not be read ({notice.reason}). It was moved to{' '}
          <code>{notice.movedTo}</code> and Token Desk started empty. Nothing was deleted.
        </>
      ) : (
        <>
          Stored passwords could not be read ({notice.reason}). The file was moved to{' '}
          <code>{notice.movedTo}</code>, so enter them again when asked. Nothing was deleted.
        </>
      )
    case 'records-quarantined':
      return (
        <>
          {notice.count === 1
            ? '1 profile could not be read and was'
            : `${notice.count.toLocaleString()} profiles could not be read and were`}{' '}
          set aside in <code>{notice.file}</code> under “quarantine”.
        </>
      )
  }
}

/**
 * What main had to repair at start-up: where the damaged data went, so
 * nothing seems lost. Shown until dismissed; a landmark, not an alert.
 */
export function StartupNotices() {
  const headingId = useId()
  const notices = useProfiles((s) => s.appInfo?.notices ?? none)
  const [hidden, setHidden] = useState(false)
  if (hidden || notices.length === 0) return null
  return (
    <aside className="banner banner-notice" aria-labelledby={headingId}>
      <div className="banner-notice-body">
        <h2 id={headingId} className="banner-title">
          Recovered at start-up
        </h2>
        <ul className="notice-list">
          {notices.map((notice, index) => (
            <li key={index}>
              <NoticeText notice={notice} />
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="btn btn-ghost btn-small" onClick={() => setHidden(true)}>
        Hide notice
      </button>
    </aside>
  )
}
