import { useScreenLockWatch } from '../hooks/useScreenLockWatch'
import { sayOf, useT } from '../i18n'

/**
 * Said under the lock settings only where it matters: this desktop does not
 * tell Token Desk when the screen locks (Linux without logind or a screen
 * saver on D-Bus), so a screen lock clears nothing and the user should know.
 */
export function ScreenLockNotice() {
  const watch = useScreenLockWatch()
  const t = useT('sidebar')
  if (watch?.kind !== 'unobservable') return null
  return (
    <p className="field-warning" role="status">
      {t('screenLock', { reason: sayOf({ message: watch.reason, said: watch.said }) })}
    </p>
  )
}
