import type { AxiosInstance, AxiosResponse } from 'axios'
import type { Readable } from 'node:stream'
import { AppFailure } from '../../../shared/ipc/errors'
import { MAX_RESPONSE_BYTES, type HttpMethod, type RunResult } from '../../../shared/model/request'
import { classifyNetworkError } from '../protocol/networkError'

const MAX_REDIRECTS = 5

export interface Outgoing {
  method: HttpMethod
  url: URL
  headers: { name: string; value: string }[]
  body: string
  /** The Authorization header's value; sent only to the first URL's origin. */
  authorization: string
  timeoutMs: number
  /** Aborted when the user presses Cancel. */
  cancel: AbortSignal
}

export type Received = Omit<RunResult, 'runId' | 'renewedFirst' | 'tokenRejected' | 'sent'>

/** Reads at most MAX_RESPONSE_BYTES, then stops the download. */
async function readCapped(
  stream: Readable,
): Promise<{ bytes: Buffer; total: number; truncated: boolean }> {
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string)
    total += buffer.length
    if (total > MAX_RESPONSE_BYTES) {
      chunks.push(buffer.subarray(0, buffer.length - (total - MAX_RESPONSE_BYTES)))
      stream.destroy()
      return { bytes: Buffer.concat(chunks), total, truncated: true }
    }
    chunks.push(buffer)
  }
  return { bytes: Buffer.concat(chunks), total, truncated: false }
}

const headerPairs = (response: AxiosResponse): [string, string][] =>
  Object.entries(response.headers as Record<string, unknown>).flatMap(([name, value]) =>
    Array.isArray(value)
      ? value.map((v): [string, string] => [name, String(v)])
      : [[name, String(value)]],
  )

/**
 * Sends a test request. Redirects are followed by hand (at most 5) so the
 * Authorization header is never carried to another origin; 303, and 301/302
 * after a non-GET, continue as GET without a body, as browsers do.
 */
export async function runRequest(http: AxiosInstance, out: Outgoing): Promise<Received> {
  const started = performance.now()
  const deadline = AbortSignal.timeout(out.timeoutMs)
  const signal = AbortSignal.any([out.cancel, deadline])
  const origin = out.url.origin
  const redirects: Received['redirects'] = []
  let url = out.url
  let method = out.method
  let body = out.body

  for (;;) {
    const sendAuth = url.origin === origin
    const headers: Record<string, string> = { Accept: 'application/json, */*;q=0.5' }
    for (const h of out.headers) headers[h.name] = h.value
    if (body !== '') headers['Content-Type'] ??= 'application/json'
    if (sendAuth) headers['Authorization'] = out.authorization

    let response: AxiosResponse<Readable>
    try {
      response = await http.request<Readable>({
        url: url.toString(),
        method,
        headers,
        data: body === '' ? undefined : body,
        responseType: 'stream',
        // Capped while reading (readCapped), so the token path's 1 MiB limit does not apply.
        maxContentLength: -1,
        maxRedirects: 0,
        validateStatus: () => true,
        timeout: out.timeoutMs,
        signal,
        decompress: true,
      })
    } catch (error) {
      if (out.cancel.aborted)
        throw new AppFailure({ code: 'cancelled', message: 'Request cancelled.' })
      const { cause, message } = classifyNetworkError(error, url.toString(), out.timeoutMs)
      throw new AppFailure({ code: 'network', cause, message })
    }

    const location = response.headers['location']
    if (
      response.status >= 300 &&
      response.status < 400 &&
      typeof location === 'string' &&
      redirects.length < MAX_REDIRECTS
    ) {
      response.data.destroy()
      const next = new URL(location, url)
      redirects.push({
        status: response.status,
        location: next.toString(),
        authorizationSent: next.origin === origin,
      })
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method !== 'GET')
      ) {
        method = 'GET'
        body = ''
      }
      url = next
      continue
    }

    let read: { bytes: Buffer; total: number; truncated: boolean }
    try {
      read = await readCapped(response.data)
    } catch (error) {
      if (out.cancel.aborted)
        throw new AppFailure({ code: 'cancelled', message: 'Request cancelled.' })
      const { cause, message } = classifyNetworkError(error, url.toString(), out.timeoutMs)
      throw new AppFailure({ code: 'network', cause, message })
    }
    const length = Number(response.headers['content-length'])
    return {
      status: response.status,
      statusText: response.statusText ?? '',
      durationMs: Math.round(performance.now() - started),
      sizeBytes: Number.isFinite(length) && length >= read.total ? length : read.total,
      headers: headerPairs(response),
      contentType: String(response.headers['content-type'] ?? ''),
      body: read.bytes.toString('utf8'),
      truncated: read.truncated,
      redirects,
    }
  }
}
