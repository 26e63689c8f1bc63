import { useState, type RefObject } from 'react'

export interface ConfirmStep {
  /** The question is shown (in place of, or beside, the button that opened it). */
  asking: boolean
  ask: () => void
  /** The safe way back: the question closes and focus returns to the opener (or the fallback). */
  keep: () => void
  /** The action ran or failed: the question closes; focus is the caller's. */
  close: () => void
}

/**
 * A destructive action asked in two steps. The opener is unmounted while the
 * question shows, so focus goes back to it a frame after it returns.
 */
export function useConfirmStep(
  opener: RefObject<HTMLButtonElement | null>,
  fallback?: RefObject<HTMLElement | null>,
): ConfirmStep {
  const [asking, setAsking] = useState(false)
  return {
    asking,
    ask: () => setAsking(true),
    keep: () => {
      setAsking(false)
      requestAnimationFrame(() => (opener.current ?? fallback?.current)?.focus())
    },
    close: () => setAsking(false),
  }
}
