import { foreignAccountsInBody, foreignAccountsInUrl } from '../shared/requests/accountScope'

/** Where `exec`'s command names another account than the token's. */
export interface ForeignUse {
  /** The account id found. */
  account: string
  /** The URL it was found in, or the JSON argument. */
  where: string
}

/**
 * http(s) URLs inside an argument: `curl https://…`, also inside `sh -c '…'`.
 * A backslash belongs to the URL: the URL parser, like some servers, reads it as a slash.
 */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s'"`<>|;()]+/gi

/**
 * A shell or environment reference, not an account id: `$TOKEN_DESK_ACCOUNT_ID`,
 * `${ACCOUNT}`, `%ACCOUNT%`, `$env:ACCOUNT`: the command fills it in itself.
 */
const isReference = (value: string): boolean => /[$%{}`]/.test(value)

/**
 * The account-scope rule of the test requests (spec 5.3; one rule in
 * src/shared/requests/accountScope.ts), applied to the command `exec`
 * runs: its URLs, and its arguments that are JSON bodies.
 */
export function foreignUse(argv: readonly string[], own: string): ForeignUse | null {
  for (const arg of argv) {
    // An argument that is a URL is taken whole (`;` may be a path parameter there), and the URLs
    // inside any argument, up to a character the shell would end them at.
    const whole = /^https?:\/\/\S+$/i.test(arg) ? [arg] : []
    for (const text of [...whole, ...Array.from(arg.matchAll(URL_IN_TEXT), ([t]) => t)]) {
      let url: URL
      try {
        url = new URL(text)
      } catch {
        continue
      }
      const account = foreignAccountsInUrl(url, own).find((a) => !isReference(a))
      if (account !== undefined) return { account, where: text }
    }
    const trimmed = arg.trim()
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      const account = foreignAccountsInBody(trimmed, own).find((a) => !isReference(a))
      if (account !== undefined) return { account, where: `the JSON argument ${clip(trimmed)}` }
    }
  }
  return null
}

const clip = (text: string): string => (text.length > 60 ? `${text.slice(0, 57)}…` : text)
