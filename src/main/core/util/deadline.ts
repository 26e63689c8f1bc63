/** A request's signal: aborted when its time is up or its caller cancels. */
export interface Deadline {
  readonly signal: AbortSignal
  /** Drops the timer and the caller's listener once the work is over, however it ended. */
  done(): void
}

/**
 * What `AbortSignal.any([cancel, AbortSignal.timeout(ms)])` gives, ended as
 * soon as the work is: those keep a timer for the whole `ms` (a token
 * request's 15 s by default) and a weakly tracked dependant per request, at
 * some 15 µs a token request, and a Renew all of thousands left as many
 * timers running.
 */
export function deadline(ms: number, cancel?: AbortSignal): Deadline {
  const controller = new AbortController()
  const timer = setTimeout(
    () =>
      // AbortSignal.timeout's reason, so what reads it (networkError) sees a timeout either way.
      controller.abort(
        new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      ),
    ms,
  )
  // Like AbortSignal.timeout's, the timer alone does not keep the process running.
  timer.unref()
  const onCancel = () => controller.abort(cancel?.reason)
  if (cancel?.aborted) onCancel()
  else cancel?.addEventListener('abort', onCancel, { once: true })
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer)
      cancel?.removeEventListener('abort', onCancel)
    },
  }
}
