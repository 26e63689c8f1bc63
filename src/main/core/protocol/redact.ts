import { escapeMarkup } from '../../../shared/text/escapeMarkup'
const MASK = '‹redacted›'
const secretFields =
  /("(?:token|data|password|access_token|accessToken|secret|authorization|api_?key|apiKey)"\s*:\s*")((?:[^"\\]|\\.)+)"/gi
/** `Authorization: …` as a header line, in curl's `-H '…'` or a log message: the whole value. */
const authorizationHeader = /(\bauthorization\s*:\s*)([^\r\n'"]+)/gi
/**
 * `Bearer <token>` wherever it appears; not the words HTTP writes after
 * "Bearer" (a challenge's `Bearer realm="api"`, a service's "Bearer token
 * required"), which a ticket must quote as the service said them. Only as
 * whole words: "token-1f9c…" is still masked.
 */
const bearer =
  /(\bbearer\s+)(?!(?:realm|scope|error|token|tokens|auth|authentication|authorization|required|header|scheme|prefix)(?=[\s"',;=]|$))([A-Za-z0-9\-._~+/]+=*)/gi
/** `password=…` / `token=…` in a query string or form body. */
const secretParams = /(\b(?:password|passwd|pwd|token|access_token|api_?key)=)([^&\s"']+)/gi
/** The password of a URL's user info, `scheme://user:password@host` (a proxy's, say). */
const urlPassword = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@]*:)([^\s/@]+)(?=@)/gi

/** Shorter than this, a secret would mask ordinary words: the patterns above still apply. */
const MIN_SECRET_LENGTH = 3

/**
 * As a form body writes a value (`URLSearchParams`): encodeURIComponent's,
 * with !'()~ escaped too and a space as +. Building a URLSearchParams per
 * secret was a third of the forms' cost, which every token request pays.
 */
export const formEncoded = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()~]|%20/g, (c) =>
    c === '%20' ? '+' : `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )

/**
 * The forms a secret that was sent comes back in when a service echoes it: as
 * sent, JSON-escaped (a JSON body read as text), URL-encoded (%20 and +, a
 * query or form body), HTML-escaped (an error page) and base64 / base64url
 * without padding (a debug dump, a Basic header). Longest first, so a longer
 * form is masked whole before a shorter one inside it could leave pieces.
 */
export function secretForms(secret: string): string[] {
  if (secret.length < MIN_SECRET_LENGTH) return []
  const bytes = Buffer.from(secret, 'utf8')
  const forms = [
    secret,
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(secret),
    formEncoded(secret),
    escapeMarkup(secret),
    bytes.toString('base64').replace(/=+$/, ''),
    bytes.toString('base64url'),
  ]
  return [...new Set(forms)].sort((a, b) => b.length - a.length)
}

/** A text as `redact` or `maskSent` leaves it, for one list of secrets. */
export type Redact = (text: string) => string

/** Every form of every secret, longest first. */
const formsOf = (secrets: readonly string[]): string[] =>
  secrets.flatMap(secretForms).sort((a, b) => b.length - a.length)

const maskForms = (text: string, forms: readonly string[]): string => {
  let out = text
  // Looked for before splitting: most texts hold none, and a split makes an array each time.
  for (const form of forms) if (out.includes(form)) out = out.split(form).join(MASK)
  return out
}

const maskPatterns = (text: string): string =>
  text
    .replace(secretFields, (_match, head: string) => `${head}${MASK}"`)
    .replace(authorizationHeader, (_match, head: string) => `${head}${MASK}`)
    .replace(bearer, (_match, head: string) => `${head}${MASK}`)
    .replace(secretParams, (_match, head: string) => `${head}${MASK}`)
    .replace(urlPassword, (_match, head: string) => `${head}${MASK}`)

/**
 * maskSent for the many texts of one exchange (each header, the body): the
 * secrets' forms are worked out once, not once a text, where they were most
 * of a token request's own work.
 */
export function maskerFor(secrets: readonly string[]): Redact {
  const forms = formsOf(secrets)
  return (text) => maskForms(text, forms)
}

/** redact for the many texts of one exchange, the secrets' forms worked out once. */
export function redactorFor(secrets: readonly string[]): Redact {
  const forms = formsOf(secrets)
  return (text) => maskPatterns(maskForms(text, forms))
}

/**
 * Masks the secrets that were sent, in every form secretForms lists, and
 * nothing else: for an answer shown whole (a test request's), whose own
 * fields named "token" or "data" are the API's business.
 */
export const maskSent = (text: string, secrets: readonly string[]): string =>
  maskerFor(secrets)(text)

/**
 * The one rule for any text that may reach the UI, a file, a log, the
 * command line or a diagnostics report: removes the secrets that were sent
 * (maskSent), and the values of token-like JSON fields, Authorization
 * headers, bearer values, password/token parameters and URL passwords.
 */
export const redact = (text: string, secrets: readonly string[] = []): string =>
  redactorFor(secrets)(text)

/** A short single-line excerpt of a text already redacted. */
function excerptOf(clean: string, max: number): string {
  const flat = clean.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max)}…` : flat
}

/** A short single-line excerpt of a response body for error messages. */
export const excerpt = (body: string, secrets: readonly string[] = [], max = 160): string =>
  excerptOf(redact(body, secrets), max)

/** Turns a service's words into text fit to show and keep: see heardFrom. */
export type Heard = (text: string) => string

/**
 * The one rule for words that come from a service (an `error` field, a 401's
 * message, a body's excerpt, a header): redacted of `sent`, the secrets the
 * request carried, in every form, then flattened to one line of at most 160
 * characters (redacted first, so a cut cannot leave part of a secret). Only
 * the service's words: a message of ours around them stays readable, and
 * masking a word of ours that happens to be the password would tell it.
 */
export function heardFrom(sent: readonly string[]): Heard {
  // Made when first heard: most answers are tokens, and never need it.
  let clean: Redact | null = null
  return (text) => excerptOf((clean ??= redactorFor(sent))(text), 160)
}
