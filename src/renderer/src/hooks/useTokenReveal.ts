import { useEffect, useState } from 'react'
import type { UnlockProof } from '../../../shared/model/unlock'
import { t } from '../i18n'
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
  /** The unlock requirement is on: Reveal waits for the passphrase (or Touch ID). */
  needsProof: boolean
  /** Without `proof` while the requirement is on, it only asks for one. */
  reveal(proof?: UnlockProof): Promise<void>
  /** The user gave up on the passphrase: back to the masked token. */
  cancelProof(): void
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
  const [needsProof, setNeedsProof] = useState(false)
  useEffect(
    () =>
      useLock.subscribe((now, before) => {
        if (now.secured === before.secured) return
        setShown(null)
        // A passphrase half typed for Reveal goes too.
        setNeedsProof(false)
      }),
    [],
  )
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const requirementOn = useLock((s) => s.requirement?.on === true)
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

  const reveal = async (proof?: UnlockProof): Promise<void> => {
    setError(null)
    if (proof === undefined && requirementOn) {
      setNeedsProof(true)
      return
    }
    setAsking(true)
    const result = await call((api) =>
      api.revealToken({ profileId, ...(proof === undefined ? {} : { proof }) }),
    )
    setAsking(false)
    if (result.ok) {
      setNeedsProof(false)
      setShown({ token: result.value.token, until: Date.now() + REVEAL_MS, epoch: secured })
      return
    }
    const { code, message } = result.error
    // Main needs the passphrase the window did not know about (turned on elsewhere): ask for it.
    if (code === 'unlock-required') {
      setNeedsProof(true)
      void useLock.getState().loadRequirement()
      return
    }
    // A wrong passphrase keeps the question open; main's message says how long to wait.
    if (code !== 'unlock-refused') setNeedsProof(false)
    // Declined in main's dialog: its message already says it was not revealed.
    setError(
      code === 'declined' || code === 'unlock-refused'
        ? message
        : t('detail:reveal.notRevealed', { message }),
    )
  }

  return {
    token: shown?.token ?? null,
    secondsLeft,
    asking,
    error,
    needsProof,
    reveal,
    cancelProof: () => {
      setNeedsProof(false)
      setError(null)
    },
    hide: () => setShown(null),
  }
}
