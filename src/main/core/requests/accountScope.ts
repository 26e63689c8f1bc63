const accountKey = /^account(_?id)?$/i

/**
 * Spec 5.3: a token works only for its own account. Finds an account id the
 * request names that is not the profile's: a path segment after "account(s)",
 * a query parameter or a JSON body field named account / accountId /
 * account_id. Returns the first such value, or null.
 */
export function foreignAccount(url: URL, body: string, own: string): string | null {
  const differs = (value: unknown): value is string =>
    typeof value === 'string' && value !== '' && value.toLowerCase() !== own.toLowerCase()

  const segments = url.pathname.split('/').map((s) => decodeURIComponent(s))
  for (let i = 0; i < segments.length - 1; i++) {
    const next = segments[i + 1]
    if (/^accounts?$/i.test(segments[i] ?? '') && differs(next)) return next
  }
  for (const [key, value] of url.searchParams)
    if (accountKey.test(key) && differs(value)) return value

  if (body.trim() === '') return null
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return null
  }
  const stack: unknown[] = [json]
  while (stack.length) {
    const node = stack.pop()
    if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (accountKey.test(key) && differs(value)) return value
        if (value && typeof value === 'object') stack.push(value)
      }
    }
  }
  return null
}
