import type { HttpMethod } from '../../../shared/model/request'
import { shellQuote } from '../tokens/copyText'

/** A curl command for a test request; `authorization` may be a placeholder such as "Bearer <token>". */
export function requestAsCurl(
  method: HttpMethod,
  url: string,
  headers: { name: string; value: string }[],
  body: string,
  authorization: string,
): string {
  const parts = ['curl']
  if (method !== 'GET') parts.push('-X', method)
  parts.push(shellQuote(url), '-H', shellQuote(`Authorization: ${authorization}`))
  parts.push('-H', shellQuote('Accept: application/json'))
  if (body !== '' && !headers.some((h) => h.name.toLowerCase() === 'content-type')) {
    parts.push('-H', shellQuote('Content-Type: application/json'))
  }
  for (const h of headers) parts.push('-H', shellQuote(`${h.name}: ${h.value}`))
  if (body !== '') parts.push('--data-raw', shellQuote(body))
  return parts.join(' ')
}
