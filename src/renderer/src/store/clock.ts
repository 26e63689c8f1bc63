import { create } from 'zustand'
import {
  tokenStateAt,
  type SettledTokenState,
  type TokenSnapshot,
  type TokenState,
  type TokenStateKind,
} from '../../../shared/model/token'
import { formatCountdown, fractionLeft } from '../../../shared/time/countdown'
import { useWarningMs } from './settings'

interface ClockState {
  now: number
  /** The one 1 s interval while the clock runs; null when stopped. */
  ticking: ReturnType<typeof setInterval> | null
}

/** The app's one clock. Components subscribe with narrow selectors so only what changed re-renders. */
export const useClock = create<ClockState>()(() => ({ now: Date.now(), ticking: null }))

const tick = (): void => useClock.setState({ now: Date.now() })

/** Starts the single 1 s interval (idempotent); returns a function that stops it. */
export function startClock(): () => void {
  if (useClock.getState().ticking === null) {
    tick()
    useClock.setState({ ticking: setInterval(tick, 1000) })
    // After sleep or a hidden window, catch up at once instead of on the next tick.
    document.addEventListener('visibilitychange', tick)
  }
  return () => {
    const { ticking } = useClock.getState()
    if (ticking === null) return
    clearInterval(ticking)
    useClock.setState({ ticking: null })
    document.removeEventListener('visibilitychange', tick)
  }
}

/** While a request runs, what the token that stands meanwhile is doing. */
const settled = (state: TokenState): SettledTokenState =>
  state.kind === 'renewing' ? state.previous : state

/** The token's state kind, "renewing" included; re-renders only when the kind changes. */
export function useTokenStateKind(snapshot: TokenSnapshot): TokenStateKind {
  const warningMs = useWarningMs()
  return useClock((s) => tokenStateAt(snapshot, s.now, warningMs).kind)
}

/** The state kind of the token that stands: while renewing, the previous token's. */
export function useSettledStateKind(snapshot: TokenSnapshot): SettledTokenState['kind'] {
  const warningMs = useWarningMs()
  return useClock((s) => settled(tokenStateAt(snapshot, s.now, warningMs)).kind)
}

/** "hh:mm:ss" left while the standing token is usable; 00:00:00 once expired or rejected. */
export function countdownText(snapshot: TokenSnapshot, now: number, warningMs: number): string {
  const state = settled(tokenStateAt(snapshot, now, warningMs))
  if (state.kind !== 'valid' && state.kind !== 'expiring') return formatCountdown(0)
  // A token issued a moment after the last tick must not show more than its lifetime.
  return formatCountdown(Math.min(state.remainingMs, state.expiresAt - state.issuedAt))
}

/** Share of the lifetime left in tenths of a percent (changes every ~86 s for 24 h). */
export function usePermilleLeft(snapshot: TokenSnapshot): number {
  const warningMs = useWarningMs()
  return useClock((s) => {
    const state = settled(tokenStateAt(snapshot, s.now, warningMs))
    if (state.kind !== 'valid' && state.kind !== 'expiring') return 0
    return Math.round(fractionLeft(state.issuedAt, state.expiresAt, s.now) * 1000)
  })
}
