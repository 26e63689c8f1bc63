import { useEffect, useRef } from 'react'
import { secureReasonLabels } from '../../../shared/model/lock'
import { clockTime } from '../lib/format'
import { useLock } from '../store/lock'

/**
 * Covers the window while main is locked: no profile, account or token
 * shows, and main refuses every other call until Unlock.
 */
export function LockScreen() {
  const lock = useLock((s) => s.lock)
  const busy = useLock((s) => s.busy)
  const unlock = useLock((s) => s.unlock)
  const button = useRef<HTMLButtonElement>(null)
  /** What had focus when the window locked: it gets it back on Unlock (not the page's body). */
  const before = useRef<HTMLElement | null>(null)

  // Read as the lock arrives, before React hides the window's layout (and focus falls to the body).
  useEffect(
    () =>
      useLock.subscribe((next, previous) => {
        if (
          next.lock.locked &&
          !previous.lock.locked &&
          document.activeElement instanceof HTMLElement
        )
          before.current = document.activeElement
      }),
    [],
  )
  useEffect(() => {
    if (lock.locked) {
      button.current?.focus()
      return
    }
    const back = before.current
    before.current = null
    if (back?.isConnected) back.focus()
  }, [lock.locked])

  if (!lock.locked) return null
  const since = clockTime(lock.since)
  return (
    <div className="lock-screen" role="dialog" aria-modal="true" aria-labelledby="lock-title">
      <div className="lock-card">
        <h1 id="lock-title">Token Desk is locked</h1>
        <p>
          Locked at {since} because {secureReasonLabels[lock.reason]}. The clipboard copy and
          passwords kept only for this session were cleared.
        </p>
        <button
          ref={button}
          type="button"
          className="btn btn-primary"
          onClick={() => void unlock()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          Unlock
        </button>
      </div>
    </div>
  )
}
