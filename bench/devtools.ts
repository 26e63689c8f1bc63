/**
 * The few DevTools calls the start benchmarks make, over the browser's
 * endpoint (a WebSocket): nothing is attached to a page until asked, and a
 * session attached enables no domain, so DevTools watches nothing it does.
 */

/**
 * In the page: the first paint time of each name, read from the buffered
 * entries; a name not painted yet (a start slower than the caller's wait,
 * which the attachment would then have disturbed) is a failure, never a figure.
 */
const readPaintTimes = (names: readonly string[]): string => `
  new Promise((resolve, reject) => {
    const times = {}
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const at = e.renderTime || e.loadTime
        if (times[e.identifier] === undefined || at < times[e.identifier]) times[e.identifier] = at
      }
    }).observe({ type: 'element', buffered: true })
    setTimeout(() => {
      const missing = ${JSON.stringify(names)}.filter((n) => times[n] === undefined)
      if (missing.length > 0) reject(new Error('not painted within the wait: ' + missing.join(', ')))
      else resolve(JSON.stringify(times))
    }, 0)
  })
`

/** When each named element's text was first painted, in ms from navigation (Element Timing). */
export type PaintTimes = Record<string, number>

/** Reads the paint times `names` recorded on the page of `sessionId` (see readPaintTimes). */
export async function paintTimes(
  devtools: DevTools,
  sessionId: string,
  names: readonly string[],
): Promise<PaintTimes> {
  return JSON.parse(
    await evaluate<string>(devtools, sessionId, readPaintTimes(names)),
  ) as PaintTimes
}

/** An expression's value in the page of `sessionId` (promises awaited); a failure if it threw. */
export async function evaluate<T>(
  devtools: DevTools,
  sessionId: string,
  expression: string,
): Promise<T> {
  const read = await devtools.send<{ result: { value?: T }; exceptionDetails?: unknown }>(
    'Runtime.evaluate',
    { expression, awaitPromise: true, returnByValue: true },
    sessionId,
  )
  if (read.exceptionDetails !== undefined || read.result.value === undefined)
    throw new Error(`could not read ${expression.trim().slice(0, 40)}…: ${JSON.stringify(read)}`)
  return read.result.value
}

/** A session on one page, with no domain enabled: DevTools watches nothing it does. */
export async function attach(devtools: DevTools, targetId: string): Promise<string> {
  const { sessionId } = await devtools.send<{ sessionId: string }>('Target.attachToTarget', {
    targetId,
    flatten: true,
  })
  return sessionId
}

export interface DevTools {
  send<T>(method: string, params?: object, sessionId?: string): Promise<T>
  close(): void
}

/** Connects to a browser's DevTools endpoint, `ws://127.0.0.1:port/devtools/browser/…`. */
export async function connectTo(endpoint: string): Promise<DevTools> {
  const socket = new WebSocket(endpoint)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = () => reject(new Error(`could not reach the DevTools endpoint ${endpoint}`))
  })
  let next = 0
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >()
  socket.onmessage = (message) => {
    const reply = JSON.parse(String(message.data)) as {
      id?: number
      result?: unknown
      error?: { message: string }
    }
    const call = reply.id === undefined ? undefined : waiting.get(reply.id)
    if (!call) return
    waiting.delete(reply.id as number)
    if (reply.error) call.reject(new Error(reply.error.message))
    else call.resolve(reply.result)
  }
  return {
    send: <T>(method: string, params: object = {}, sessionId?: string) =>
      new Promise<T>((resolve, reject) => {
        const id = ++next
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }))
      }),
    close: () => socket.close(),
  }
}
