/** Frees a worker's slot before its work is over: the part the limit bounds is done. */
export type Release = () => void

/**
 * Runs `work` over `items` with at most `limit` in flight; results keep the
 * order of `items`. A slot is free when its work is over, or earlier when
 * the work calls `release` (a renewal, once the service has answered: what
 * is left of it keeps the token, and the next request need not wait for
 * that). `work` must not throw (callers turn failures into values).
 */
export async function mapPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, release: Release) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  const running: Promise<void>[] = []
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      let release!: Release
      const released = new Promise<void>((resolve) => (release = resolve))
      const done = work(items[index] as T, release)
        .then((result) => void (results[index] = result))
        .finally(release)
      // Its failure is the pool's, answered below once all have ended, not an unhandled rejection meanwhile.
      done.catch(() => undefined)
      running.push(done)
      await released
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  await Promise.all(running)
  return results
}
