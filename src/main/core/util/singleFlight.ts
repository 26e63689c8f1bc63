/**
 * One call in flight per key: a second caller shares the first one's, and
 * the call can be cancelled through the signal it was given. Built before
 * the services that read it (a profile's view shows "renewing") and the one
 * that runs it (tokens), so neither needs the other.
 */
export class SingleFlight {
  private readonly running = new Map<
    string,
    { promise: Promise<void>; controller: AbortController }
  >()

  has(key: string): boolean {
    return this.running.has(key)
  }

  /** The keys of the calls in flight. */
  keys(): IterableIterator<string> {
    return this.running.keys()
  }

  /**
   * Runs `work` unless a call for `key` is already in flight (then shares it).
   * `settled` runs once it is over and no longer counts as in flight.
   */
  run(
    key: string,
    work: (signal: AbortSignal) => Promise<void>,
    settled: () => void,
  ): Promise<void> {
    const existing = this.running.get(key)
    if (existing) return existing.promise
    const controller = new AbortController()
    const promise = (async () => {
      try {
        // `work` is async, so this always yields: the set() below comes first.
        await work(controller.signal)
      } finally {
        this.running.delete(key)
        settled()
      }
    })()
    this.running.set(key, { promise, controller })
    return promise
  }

  /**
   * Aborts the call in flight for `key`; false when there is none. `reason`:
   * why, when not the user's Cancel (its signal's reason, for the call to say).
   */
  cancel(key: string, reason?: unknown): boolean {
    const call = this.running.get(key)
    call?.controller.abort(reason)
    return call !== undefined
  }
}
