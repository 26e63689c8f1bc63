const MASK = '‹redacted›'
const secretFields =
  /("(?:token|data|password|access_token|accessToken|secret)"\s*:\s*")((?:[^"\\]|\\.)*)"/gi

/**
 * Removes known secrets, and the values of token-like JSON fields, from any
 * text that may reach the UI or a log.
 */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text
  for (const secret of secrets) {
    if (secret.length >= 3) out = out.split(secret).join(MASK)
  }
  return out.replace(secretFields, (_match, head: string) => `${head}${MASK}"`)
}

/** A short single-line excerpt of a response body for error messages. */
export function excerpt(body: string, secrets: readonly string[] = [], max = 160): string {
  const flat = redact(body, secrets).replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max)}…` : flat
}
