const MASK = '‹redacted›'
const secretFields =
  /("(?:token|data|password|access_token|accessToken|secret|authorization|api_?key|apiKey)"\s*:\s*")((?:[^"\\]|\\.)*)"/gi
/** `Authorization: …` as a header line, in curl's `-H '…'` or a log message: the whole value. */
const authorizationHeader = /(\bauthorization\s*:\s*)([^\r\n'"]+)/gi
/** `Bearer <token>` wherever it appears. */
const bearer = /(\bbearer\s+)([A-Za-z0-9\-._~+/]+=*)/gi
/** `password=…` / `token=…` in a query string or form body. */
const secretParams = /(\b(?:password|passwd|pwd|token|access_token|api_?key)=)([^&\s"']+)/gi

/**
 * Removes known secrets, and the values of token-like JSON fields,
 * Authorization headers, bearer values and password/token parameters, from
 * any text that may reach the UI, a log or a diagnostics report.
 */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text
  for (const secret of secrets) {
    if (secret.length >= 3) out = out.split(secret).join(MASK)
  }
  return out
    .replace(secretFields, (_match, head: string) => `${head}${MASK}"`)
    .replace(authorizationHeader, (_match, head: string) => `${head}${MASK}`)
    .replace(bearer, (_match, head: string) => `${head}${MASK}`)
    .replace(secretParams, (_match, head: string) => `${head}${MASK}`)
}

/** A short single-line excerpt of a response body for error messages. */
export function excerpt(body: string, secrets: readonly string[] = [], max = 160): string {
  const flat = redact(body, secrets).replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max)}…` : flat
}
