import type { CopyFormat } from '../../../shared/model/copyFormats'
import type { HeaderStyle } from '../../../shared/model/portal'
import { authorizationValue } from './authorizationHeader'

export interface CopySubject {
  token: string
  style: HeaderStyle
  /** Where the snippets point: the profile's base URL (the spec does not show other paths). */
  url: string
  name: string
}

/** POSIX shell single quotes: nothing inside is special; ' itself is closed, escaped, reopened. */
export const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`
/** PowerShell single quotes: '' stands for one quote. */
const psQuote = (text: string): string => `'${text.replace(/'/g, "''")}'`

/** NAME_OF_PROFILE_TOKEN from the profile name, for .env files. */
export const envName = (name: string): string => {
  const base = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase()
  return `${/^[A-Z]/.test(base) ? base : `TOKEN_${base}`.replace(/_$/, '')}_TOKEN`
}

/** The text each copy format puts on the clipboard. Pure, so every format is tested exactly. */
export function copyText(format: CopyFormat, { token, style, url, name }: CopySubject): string {
  const value = authorizationValue(token, style)
  switch (format) {
    case 'header':
      return `Authorization: ${value}`
    case 'token':
      return token
    case 'curl':
      return `curl -H ${shellQuote(`Authorization: ${value}`)} -H 'Accept: application/json' ${shellQuote(url)}`
    case 'fetch':
      return `await fetch(${JSON.stringify(url)}, {\n  headers: { Authorization: ${JSON.stringify(value)}, Accept: 'application/json' },\n})`
    case 'httpie':
      return `http GET ${shellQuote(url)} ${shellQuote(`Authorization:${value}`)} 'Accept:application/json'`
    case 'powershell':
      return `Invoke-RestMethod -Uri ${psQuote(url)} -Headers @{ Authorization = ${psQuote(value)}; Accept = 'application/json' }`
    case 'env':
      // Quoted so any printable character in an opaque token survives dotenv parsers.
      return `${envName(name)}="${token.replace(/[\\"]/g, '\\$&')}"`
  }
}
