// @ts-check
/**
 * Loaded with `node --import` into the electron package's own install.js,
 * which runs unchanged (so ELECTRON_MIRROR, the cache and checksum settings
 * keep working). It watches the fetch() calls @electron/get makes and reports
 * each request, its progress and the real reason a request failed — install.js
 * itself prints only "TypeError: fetch failed" — as JSON lines on file
 * descriptor 3, which the launcher reads. It never changes what is fetched.
 */
import { writeSync } from 'node:fs'

const REPORT_FD = 3
const PROGRESS_STEP_BYTES = 1 << 20

/** @param {import('./electron-binary.mjs').DownloadEvent} event */
function report(event) {
  try {
    writeSync(REPORT_FD, `${JSON.stringify(event)}\n`)
  } catch {
    // No listener on fd 3: the download goes on, only the report is lost.
  }
}

/**
 * The deepest useful message: fetch wraps the socket error in `cause`, and a
 * host with several addresses fails with an AggregateError of them.
 * @param {unknown} error
 * @returns {string}
 */
function failureReason(error) {
  let inner = error instanceof Error && error.cause !== undefined ? error.cause : error
  if (inner instanceof AggregateError && inner.errors.length > 0) inner = inner.errors[0]
  if (!(inner instanceof Error)) return String(inner)
  const code = /** @type {{ code?: unknown }} */ (inner).code
  const message = inner.message || inner.name
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message
}

/**
 * @param {string} url
 * @param {ReadableStream<Uint8Array>} body
 * @param {number | null} total
 * @returns {ReadableStream<Uint8Array>}
 */
function counted(url, body, total) {
  const reader = body.getReader()
  let received = 0
  let reported = 0
  return new ReadableStream({
    async pull(controller) {
      /** @type {ReadableStreamReadResult<Uint8Array>} */
      let chunk
      try {
        chunk = await reader.read()
      } catch (error) {
        report({ event: 'failed', url, reason: failureReason(error) })
        controller.error(error)
        return
      }
      if (chunk.done) {
        report({ event: 'done', url, received })
        controller.close()
        return
      }
      received += chunk.value.byteLength
      if (received - reported >= PROGRESS_STEP_BYTES) {
        reported = received
        report({ event: 'progress', url, received, total })
      }
      controller.enqueue(chunk.value)
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
}

const realFetch = globalThis.fetch

/** @type {typeof fetch} */
const observedFetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input)
  report({ event: 'request', url })
  /** @type {Response} */
  let response
  try {
    response = await realFetch(input, init)
  } catch (error) {
    report({ event: 'failed', url, reason: failureReason(error) })
    throw error
  }
  const total = Number(response.headers.get('content-length')) || null
  report({
    event: 'response',
    url,
    status: response.status,
    statusText: response.statusText,
    total,
  })
  if (!response.ok || !response.body) return response
  const observed = new Response(counted(url, response.body, total), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
  Object.defineProperty(observed, 'url', { value: response.url })
  return observed
}

globalThis.fetch = observedFetch
