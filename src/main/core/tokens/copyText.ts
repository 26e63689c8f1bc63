import type { Said } from '../../../shared/i18n/said'
import { AppFailure } from '../../../shared/ipc/errors'
import { saying } from '../../../shared/i18n/sayMessage'
import type { CopyFormat } from '../../../shared/model/copyFormats'
import type { HeaderStyle } from '../../../shared/model/portal'
import type { HttpMethod } from '../../../shared/model/request'
import { dotenvQuote, powershellQuote, shellQuote } from '../../../shared/text/quote'
import { authorizationValue } from './authorizationHeader'

export { shellQuote }

/** A real endpoint a snippet calls: the profile's probe request, resolved. */
export interface CopyTarget {
  method: HttpMethod
  /** Absolute, placeholders filled. */
  url: string
  /** The user's own headers (never Authorization). */
  headers: { name: string; value: string }[]
  /** '' for none; JSON otherwise. */
  body: string
  /** How the request sends the token (a saved request chooses; the analytics APIs want Bearer). */
  style: HeaderStyle
  /** Where the target came from, for the copy notice, e.g. the saved request's name. */
  label: string
  /** `label` as data, for the window's language. */
  labelSaid?: Said
}

export interface CopySubject {
  token: string
  style: HeaderStyle
  /** Where the request snippets point; null when the profile has no probe to aim them at. */
  target: CopyTarget | null
  name: string
}

/** NAME_OF_PROFILE_TOKEN from the profile name, for .env files. */
export const envName = (name: string): string => {
  const base = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase()
  return `${/^[A-Z]/.test(base) ? base : `TOKEN_${base}`.replace(/_$/, '')}_TOKEN`
}

/** Every header a snippet sends, in order: Authorization, Accept, Content-Type (with a body), the user's. */
function headersOf(target: CopyTarget, authorization: string): [string, string][] {
  const headers: [string, string][] = [
    ['Authorization', authorization],
    ['Accept', 'application/json'],
  ]
  const ownType = target.headers.some((h) => h.name.toLowerCase() === 'content-type')
  if (target.body !== '' && !ownType) headers.push(['Content-Type', 'application/json'])
  for (const h of target.headers) headers.push([h.name, h.value])
  return headers
}

/** JavaScript string literal: JSON's double quotes, the one quoting style of the fetch snippet. */
const js = (text: string): string => JSON.stringify(text)

function requestSnippet(format: CopyFormat, target: CopyTarget, authorization: string): string {
  const headers = headersOf(target, authorization)
  const { method, url, body } = target
  switch (format) {
    case 'curl': {
      const parts = ['curl']
      if (method !== 'GET') parts.push('-X', method)
      parts.push(shellQuote(url))
      for (const [name, value] of headers) parts.push('-H', shellQuote(`${name}: ${value}`))
      if (body !== '') parts.push('--data-raw', shellQuote(body))
      return parts.join(' ')
    }
    case 'httpie': {
      // `name:value` items are headers; --raw sends the body exactly as saved.
      const parts = ['http', '--ignore-stdin']
      if (body !== '') parts.push(`--raw=${shellQuote(body)}`)
      parts.push(method, shellQuote(url))
      for (const [name, value] of headers) parts.push(shellQuote(`${name}:${value}`))
      return parts.join(' ')
    }
    case 'fetch': {
      const lines = [`await fetch(${js(url)}, {`, `  method: ${js(method)},`, '  headers: {']
      for (const [name, value] of headers) lines.push(`    ${js(name)}: ${js(value)},`)
      lines.push('  },')
      if (body !== '') lines.push(`  body: ${js(body)},`)
      lines.push('})')
      return lines.join('\n')
    }
    case 'powershell': {
      const pairs = headers.map(
        ([name, value]) => `${powershellQuote(name)} = ${powershellQuote(value)}`,
      )
      const parts = [
        'Invoke-RestMethod',
        `-Method ${method}`,
        `-Uri ${powershellQuote(url)}`,
        `-Headers @{ ${pairs.join('; ')} }`,
      ]
      if (body !== '') parts.push(`-Body ${powershellQuote(body)}`)
      return parts.join(' ')
    }
    default:
      throw new Error(`${format} is not a request format`)
  }
}

/**
 * The text each copy format puts on the clipboard. Pure, so every format is
 * tested exactly. A request format without a target fails with a message
 * saying what to do, rather than pointing at a URL that answers 404.
 */
export function copyText(format: CopyFormat, { token, style, target, name }: CopySubject): string {
  const value = authorizationValue(token, style)
  switch (format) {
    case 'header':
      return `Authorization: ${value}`
    case 'token':
      return token
    case 'env':
      // Quoted so any printable character in an opaque token survives dotenv parsers.
      return `${envName(name)}=${dotenvQuote(token)}`
    case 'curl':
    case 'fetch':
    case 'httpie':
    case 'powershell':
      if (target === null) throw noTarget()
      return requestSnippet(format, target, authorizationValue(token, target.style))
  }
}

export const noTarget = (): AppFailure =>
  new AppFailure({ code: 'unavailable', ...saying('network.tokens.noTarget') })
