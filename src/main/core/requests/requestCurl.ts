import type { HttpMethod } from '../../../shared/model/request'
import { shellQuote } from '../tokens/copyText'
import { DEFAULT_ACCEPT } from './runRequest'

/** A curl command for a test request; `authorization` may be a placeholder such as "Bearer <token>". */
export function requestAsCurl(
  method: HttpMethod,
  url: string,
  headers: { name: string; value: string }[],
  body: string,
  authorization: string,
): string {
  const has = (name: string) => headers.some((h) => h.name.toLowerCase() === name)
  const parts = ['curl']
  // Brackets and braces are curl's URL globs: `?filter[status]=active` fails without -g.
  if (/[[\]{}]/.test(url)) parts.push('-g')
  if (method !== 'GET') parts.push('-X', method)
  parts.push(shellQuote(url), '-H', shellQuote(`Authorization: ${authorization}`))
  // The app's own defaults (runRequest), each only where the user set none.
  if (!has('accept')) parts.push('-H', shellQuote(`Accept: ${DEFAULT_ACCEPT}`))
  if (body !== '' && !has('content-type')) {
    parts.push('-H', shellQuote('Content-Type: application/json'))
  }
  for (const h of headers) parts.push('-H', shellQuote(`${h.name}: ${h.value}`))
  if (body !== '') parts.push('--data-raw', shellQuote(body))
  return parts.join(' ')
}
