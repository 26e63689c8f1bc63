import { useEffect, useState } from 'react'
import { call } from '../lib/api'
import { useClock } from '../store/clock'
import { useLock } from '../store/lock'

interface Props {
  profileId: string
}

/** How long a revealed token stays on screen. */
export const REVEAL_MS = 10_000

const mask = '••••••••••••'

/**
 * The token, masked; on request shown for 10 s, then dropped. Its value lives
 * only in this component's state while shown: never in a store, never logged.
 */
export function TokenReveal({ profileId }: Props) {
  const [revealed, setShown] = useState<{ token: string; until: number; epoch: number } | null>(
    null,
  )
  // Main put secrets away (screen lock, sleep, idle) since it was revealed: off the screen too.
  const secured = useLock((s) => s.secured)
  const shown = revealed?.epoch === secured ? revealed : null
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // Ticks with the app's clock; the timer below is what hides it.
  const secondsLeft = useClock((s) =>
    shown === null
      ? 0
      : Math.min(REVEAL_MS / 1000, Math.max(1, Math.ceil((shown.until - s.now) / 1000))),
  )

  useEffect(() => {
    if (shown === null) return
    const timer = setTimeout(() => setShown(null), Math.max(0, shown.until - Date.now()))
    return () => clearTimeout(timer)
  }, [shown])

  const reveal = async (): Promise<void> => {
    setAsking(true)
    setError(null)
    const result = await call((api) => api.revealToken({ profileId }))
    setAsking(false)
    if (result.ok) {
      setShown({ token: result.value.token, until: Date.now() + REVEAL_MS, epoch: secured })
    }
    // Declined in main's dialog: its message already says it was not revealed.
    else
      setError(
        result.error.code === 'declined'
          ? result.error.message
          : `Not revealed: ${result.error.message}`,
      )
  }

  return (
    <div className="token-reveal">
      {shown === null ? (
        <span className="token-masked">
          <code className="masked" aria-hidden="true">
            {mask}
          </code>{' '}
          <span className="muted">hidden</span>
        </span>
      ) : (
        <code className="revealed-token" data-testid="revealed-token">
          {shown.token}
        </code>
      )}
      <span className="token-reveal-controls">
        <button
          type="button"
          className="btn btn-small"
          onClick={() => (shown === null ? void reveal() : setShown(null))}
          disabled={asking}
          aria-busy={asking || undefined}
        >
          {shown === null ? 'Reveal token' : 'Hide token'}
        </button>
        {shown !== null && <span className="reveal-countdown muted">Hides in {secondsLeft} s</span>}
      </span>
      {error !== null && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
