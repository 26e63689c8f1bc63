/**
 * The machine's clock as the harness plays it: the real time plus an offset
 * that `--clock-offset` sets and `POST /__harness/clock` moves. The harness
 * installs it as `Date.now` in its own process before the app's main entry
 * loads, so the app's core (whose Clock is `Date.now`), its log and the demo
 * sandbox all see the moved time, as they would if the OS clock had moved;
 * the page gets the same offset over the event stream. Timers still run in
 * real time: only the wall clock moves.
 */
const realNow = Date.now.bind(Date)
let offsetMs = 0
const listeners = new Set<(offsetMs: number) => void>()

export const machineClock = {
  now: (): number => realNow() + offsetMs,
  offsetMs: (): number => offsetMs,
  /** Sets the offset from the real time; tells the page. */
  setOffset(next: number): void {
    if (!Number.isFinite(next)) throw new RangeError(`Not a clock offset: ${String(next)}`)
    offsetMs = Math.round(next)
    for (const listener of listeners) listener(offsetMs)
  },
  onChange(listener: (offsetMs: number) => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** From here on, `Date.now` in this process reads the machine clock. */
export function installMachineClock(): void {
  Date.now = machineClock.now
}

const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }

/** "-90s", "23h", "1500" (ms), "+5m": an offset in ms, or null when it is none of these. */
export function parseOffset(text: string): number | null {
  const match = /^([+-]?\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(text.trim())
  if (!match) return null
  return Math.round(Number(match[1]) * (units[match[2] ?? 'ms'] ?? 1))
}

/**
 * A move asked of the control URL: `{offsetMs}` sets the offset, `{byMs}`
 * moves it, `{to}` sets the clock to that time (epoch ms). Null: none of these.
 */
export function offsetFor(body: unknown, current: number, real: number): number | null {
  if (typeof body !== 'object' || body === null) return null
  const { offsetMs: set, byMs, to } = body as Record<string, unknown>
  const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
  if (finite(set)) return set
  if (finite(byMs)) return current + byMs
  if (finite(to)) return to - real
  return null
}

export const realClock = realNow
