import { useId, useState } from 'react'
import type { AppError } from '../../../shared/ipc/errors'
import { useSettings } from '../store/settings'
import { ErrorPanel } from './ErrorPanel'

/** Settings › Notifications: the one switch for expiry notifications; applies at once. */
export function NotificationSettings() {
  const headingId = useId()
  const on = useSettings((s) => s.settings.expiryNotifications)
  const save = useSettings((s) => s.save)
  const [error, setError] = useState<AppError | null>(null)
  // Shown as chosen at once; main's answer then confirms it or the error says why not.
  const [pending, setPending] = useState<boolean | null>(null)
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Notifications</h2>
      <label className="check-row">
        <input
          type="checkbox"
          checked={pending ?? on}
          onChange={async (e) => {
            setPending(e.target.checked)
            const result = await save({ expiryNotifications: e.target.checked })
            setPending(null)
            setError(result.ok ? null : result.error)
          }}
        />
        Tell me 15 minutes before a favourite or recently used profile’s token expires (one
        notification for all of them)
      </label>
      {error && <ErrorPanel error={error} />}
    </section>
  )
}
