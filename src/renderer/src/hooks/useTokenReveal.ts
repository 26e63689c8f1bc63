import { useEffect, useState } from 'react'
import { call } from '../lib/api'
import { useClock } from '../store/clock'
import { useLock } from '../store/lock'

/** How long a revealed token stays on screen. */
export const REVEAL_MS = 10_000

export interface TokenReveal {
  /** The token while it is shown; null when hidden. */
  token: string | null
  /** Seconds until it hides again (1–10) while shown. */
  secondsLeft: number
  /** Main's dialog is open: waiting for the user's answer there. */
  asking: boolean
  /** Why the last Reveal showed nothing. */
  error: string | null
  reveal(): Promise<void>
  hide(): void
}

/**
 * Reveal token: asks main (which asks the user in its own dialog), shows the
 * token for 10 s, then drops it. The value lives only in this hook's state
 * while shown: never in a store, never logged. It goes at once when main
 * puts secrets away (screen lock, sleep, idle).
 */
export function useTokenReveal(profileId: string): TokenReveal {
  const [revealed, setShown] = useState<{ token: string; until: number; epoch: number } | null>(
    null,
  )
  // Main put secrets away since it was revealed: off the screen at once, and
  // out of this state as soon as the lock store says so.
  const secured = useLock((s) => s.secured)
  const shown = revealed?.epoch === secured ? revealed : null
  useEffect(
    () =>
      useLock.subscribe((now, before) => {
        if (now.secured !== before.secured) setShown(null)
      }),
    [],
  )
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

  return {
    token: shown?.token ?? null,
    secondsLeft,
    asking,
    error,
    reveal,
    hide: () => setShown(null),
  }
}
