const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const

/**
 * "90s", "5m", "1h30m", "1.5h", "250ms" or "0" → milliseconds; null when the
 * text is not a duration. A unit is required: "300" could mean anything.
 */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '0') return 0
  const part = /(\d+(?:\.\d+)?)(ms|s|m|h)/gy
  let total = 0
  let end = 0
  for (const match of trimmed.matchAll(part)) {
    if (match.index !== end) return null
    total += Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]
    end = match.index + match[0].length
  }
  return end > 0 && end === trimmed.length ? Math.round(total) : null
}

/** 300000 → "5m", 5400000 → "1h30m", 1500 → "1.5s": how the help and messages say it. */
export function formatDuration(ms: number): string {
  if (ms === 0) return '0'
  if (ms < 1000) return `${ms}ms`
  if (ms % 60_000 !== 0) return `${Math.round(ms / 100) / 10}s`
  const hours = Math.floor(ms / 3_600_000)
  const minutes = (ms % 3_600_000) / 60_000
  return `${hours ? `${hours}h` : ''}${minutes ? `${minutes}m` : ''}`
}
