const pad = (n: number): string => String(n).padStart(2, '0')

/** "hh:mm:ss" for a remaining duration; never negative, hours not wrapped at 24. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  return `${pad(h)}:${pad(m)}:${pad(s)}`
}

/** Share of the lifetime still left, clamped to [0, 1]. */
export function fractionLeft(issuedAt: number, expiresAt: number, now: number): number {
  const lifetime = expiresAt - issuedAt
  if (lifetime <= 0) return 0
  return Math.min(1, Math.max(0, (expiresAt - now) / lifetime))
}

/** A compact human duration for messages: "3 h 5 min", "42 s". */
export function formatDuration(ms: number): string {
  const s = Math.round(Math.abs(ms) / 1000)
  if (s < 60) return `${s} s`
  const m = Math.floor(s / 60)
  if (m < 60) return `${m} min`
  const h = Math.floor(m / 60)
  const rest = m % 60
  return rest === 0 ? `${h} h` : `${h} h ${rest} min`
}
