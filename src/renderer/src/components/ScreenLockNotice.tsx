import { useScreenLockWatch } from '../hooks/useScreenLockWatch'

/**
 * Said under the lock settings only where it matters: this desktop does not
 * tell Token Desk when the screen locks (Linux without logind or a screen
 * saver on D-Bus), so a screen lock clears nothing and the user should know.
 */
export function ScreenLockNotice() {
  const watch = useScreenLockWatch()
  if (watch?.kind !== 'unobservable') return null
  return (
    <p className="field-warning" role="status">
      This desktop does not tell Token Desk when the screen locks ({watch.reason}), so locking the
      screen clears nothing here. Lock after idle, Lock in the sidebar, sleep and the clipboard
      delay still do.
    </p>
  )
}
