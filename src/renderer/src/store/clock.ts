import { create } from 'zustand'
import { tokenStateAt, type TokenSnapshot, type TokenStateKind } from '../../../shared/model/token'
import { formatCountdown, fractionLeft } from '../../../shared/time/countdown'

interface ClockState {
  now: number
}

/** The app's one clock. Components subscribe with narrow selectors so only what changed re-renders. */
export const useClock = create<ClockState>()(() => ({ now: Date.now() }))

const tick = (): void => useClock.setState({ now: Date.now() })

let timer: ReturnType<typeof setInterval> | null = null

/** Starts the single 1 s interval (idempotent); returns a function that stops it. */
export function startClock(): () => void {
  if (timer === null) {
    tick()
    timer = setInterval(tick, 1000)
    // After sleep or a hidden window, catch up at once instead of on the next tick.
    document.addEventListener('visibilitychange', tick)
  }
  return () => {
    if (timer === null) return
    clearInterval(timer)
    timer = null
    document.removeEventListener('visibilitychange', tick)
  }
}

/** The token's state kind; re-renders only when the kind changes. */
export const useTokenStateKind = (snapshot: TokenSnapshot): TokenStateKind =>
  useClock((s) => tokenStateAt(snapshot, s.now).kind)

/** "hh:mm:ss" left while the token is usable; 00:00:00 once expired or rejected. */
export const useCountdownText = (snapshot: TokenSnapshot): string =>
  useClock((s) => {
    const state = tokenStateAt(snapshot, s.now)
    if (state.kind !== 'valid' && state.kind !== 'expiring') return formatCountdown(0)
    // A token issued a moment after the last tick must not show more than its lifetime.
    return formatCountdown(Math.min(state.remainingMs, state.expiresAt - state.issuedAt))
  })

/** Share of the lifetime left in tenths of a percent (changes every ~86 s for 24 h). */
export const usePermilleLeft = (snapshot: TokenSnapshot): number =>
  useClock((s) => {
    const state = tokenStateAt(snapshot, s.now)
    if (state.kind !== 'valid' && state.kind !== 'expiring') return 0
    return Math.round(fractionLeft(state.issuedAt, state.expiresAt, s.now) * 1000)
  })
