/** How long after the window's whole list start-up work waits: its first detail, its first paint. */
export const AFTER_LIST_MS = 1_000
/** How long it waits for a window that never asks for the list (the app started to the tray). */
export const WITHOUT_WINDOW_MS = 5_000

export interface StartTimers {
  /** Runs `run` after `ms`; returns what cancels it. */
  after(ms: number, run: () => void): () => void
}

const realTimers: StartTimers = {
  after: (ms, run) => {
    const timer = setTimeout(run, ms)
    return () => clearTimeout(timer)
  },
}

/**
 * When start-up work the window does not need may run: a moment after the
 * window's whole list was answered, or after a while when no window asks.
 * Run at a fixed time after the start, it met the window's first calls:
 * loading axios held main for 100 to 300 ms, and at 10,000 profiles the
 * history files' modes are 30,000 lstat calls, while the window waited for
 * its first screen.
 */
export class AfterFirstList {
  private cancel: () => void
  private listedOnce = false
  private due = false
  private readonly waiting: (() => void)[] = []

  constructor(private readonly timers: StartTimers = realTimers) {
    this.cancel = timers.after(WITHOUT_WINDOW_MS, () => this.fire())
  }

  /** The window's whole list was answered (only the first time counts). */
  listed(): void {
    if (this.listedOnce || this.due) return
    this.listedOnce = true
    this.cancel()
    this.cancel = this.timers.after(AFTER_LIST_MS, () => this.fire())
  }

  /** Runs `work` when the time comes; at once when it has. */
  then(work: () => void): void {
    if (this.due) work()
    else this.waiting.push(work)
  }

  /** Nothing more runs (a quit). */
  stop(): void {
    this.cancel()
    this.waiting.length = 0
  }

  private fire(): void {
    this.due = true
    for (const work of this.waiting.splice(0)) work()
  }
}
